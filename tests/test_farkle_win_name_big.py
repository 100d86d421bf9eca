"""At the 10 000's end the title is the largest words, their total under it on the podium
(round 70, critic D69: "„Victorie!” is smaller than the name pill"; hL65 had made the name as
big as the headline, critic B64). Round 73 (hW75, critics L72 #1, #3): the title is the
game's one verdict and names the winner, "Jucătorul 1 câștigă!", no name under it again."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_stage_win_podium import _letters
from tests.uihelpers import make_app
from tools.screens_stage import STATES, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_persons_win_is_named_by_the_title_the_largest_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["win_alone"](app)
        freeze(app, 40, "win")
        picture = app.manager.top.picture
        assert picture.stamp == "Jucătorul 1 câștigă!" and picture.line == ""
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.manager.draw(pygame.Surface(size))
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        assert not [t for t in texts if t.text == "Jucătorul 1" and t.role == "stage"]  # once
        ink = picture.ink()  # the headline's letters at rest
        room = picture.held.room  # as large as the results' headline's room takes (S9)
        assert ink.w >= 0.85 * room.w or ink.h >= 0.85 * room.h, (ink, room)
        assert all(ink.h > _letters(t) for t in texts
                   if t.text != picture.stamp)  # the headline the largest words
        total = next(t for t in texts if t.text.replace("\u00a0", " ") == "6 100"
                     and t.role == "celebration")  # their total under it, on the results'
        title = next(t for t in texts if t.text == picture.stamp)  # podium (S9)
        from game.scenes.results_picture import digits_box  # (its digits, round 74, hY96:

        assert digits_box(total.rect).top >= title.rect.bottom  # the steps take its box's
        # accent room over them)
        assert not [t for t in texts if "6 100" in t.text and t.role == "stage"]  # once
    finally:
        app.close()
