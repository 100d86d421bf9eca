"""A computer's win at 10 000 says "Calculatorul câștigă!" as the biggest words of its stage
(critic round 30: its headline read smaller than the long caption under it): the win's own
stage (critic C67: its rays, fewer confetti), its headline as wide as a person's win's may be,
its letters well over twice the caption's."""

from __future__ import annotations

import pytest

from game.flow.stage import GRAND, STAMP_WIDTH
from game.scenes.stage import StageOverlay
from game.widgets.text import BOLD, text_size
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_computers_win_headline_is_the_biggest_words(tmp_path, size):
    from tools.end_frames import _win_table

    app = make_app(tmp_path, size=size)
    try:
        _win_table(app, "computer")
        with unseen_frames(app):  # (the game's last turn: only the stage's picture is read)
            for _ in range(600):  # (round 76, hW79: the winner's own moment comes first,
                app.step(FRAME)  # the win's stage after it)
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.picture is not None:
                    break
        picture = top.picture
        assert picture.rarity == GRAND  # the win's stage (critic C67: never silence)
        ink = picture.ink()
        words = text_size(picture.caption, picture.caption_size(), BOLD)
        assert ink.w >= round(picture.felt.w * STAMP_WIDTH[GRAND] * 0.9)
        assert ink.w >= 0.7 * words[0]
        assert ink.h >= 2.2 * words[1]
    finally:
        app.close()
