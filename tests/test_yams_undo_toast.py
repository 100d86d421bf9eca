"""After an undo the toast stands clear of everything: at the three sizes its pill lies in
the table's one message lane (between the turn line and the kept row), over no die, the kept
row, the standings, the sheet or a button, at the pills' own size (never shrunk under it)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets import pill
from tests.uihelpers import make_app
from tools.screens_yams import _undo_returned

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_undo_toast_is_readable_and_covers_nothing(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _undo_returned(app)
        scene = app.manager.top
        rects = scene._announcement_rects()
        said = scene.flow.voice.announcement
        assert said is not None and len(rects) == 1
        rect = rects[0]
        dice = scene.dice_in_play_rects()
        standings = scene.standings.rect(scene.game, scene.tr, scene.message_rects())
        assert standings is not None
        assert rect.collidelist([*dice, scene.held_band, standings, scene.sheet.rect,
                                 scene.roll_button.rect]) < 0, rect
        assert scene.message_lane().contains(rect)
        readable = pill.pill_size("Ag", theme.font_px(theme.FONT_BODY - 4, scene.scale),
                                  pill.INFO, scene.scale)[1]
        assert rect.h >= readable  # the pills' own size, not shrunk to a strip
    finally:
        app.close()


@pytest.mark.parametrize("scale", [1.0, 768 / 1080, 600 / 1080])
def test_a_two_line_announcement_is_one_sentence_in_the_lane(scale):
    # "Ana: înscris automat Doi, 4" and its bonus: one sentence in the prompt's pill (round
    # 70, ruling S10), not a stack over the kept row
    import pygame

    from game.flow.messages import Channel, Message
    from game.views.yams_prompt import announcement_say
    from game.widgets.prompt_pill import prompt_size, said_lines

    pygame.font.init()
    note = Message(Channel.ANNOUNCEMENT, "yams.auto_scored", "Ana: înscris automat Doi, 4",
                   detail=("Ana: bonus sus +35",))
    say = announcement_say(note)
    room = round(600 * scale)  # the pill's words' room in the left column
    lines = said_lines(say, room, prompt_size(scale), scale)
    assert " ".join(text for text, _ in lines) == "Ana: înscris automat Doi, 4 · Ana: bonus sus +35"
    assert len(lines) <= 2 and say.role == "announcement"
