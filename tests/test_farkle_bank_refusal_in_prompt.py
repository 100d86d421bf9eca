"""A refused "Încasează" (Enter, or the button) is said in the prompt's place over the dice,
in words of its own that say why (round 72, critics E71 and G71: its red pill sat under
"Anulează", far from the dice, and said the prompt again, "Pune deoparte cel puțin un zar
care aduce puncte." under "Dă clic pe zarurile care aduc puncte"); the line under the
buttons says nothing of it. Driven through the flow with its fake dice and clock, and one
frame drawn per size."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

TR = Translator.load("ro")


def test_a_refused_bank_says_why_in_the_prompts_place():
    table = Table((1, 2, 3, 4, 6, 6))
    table.flow.press_bank()  # before the first throw
    said = table.flow.prompt()
    assert said is not None and said.key == "farkle.refused.bank_before_roll", said
    assert table.flow.line_message() is None or table.flow.line_message().key != said.key
    table.flow.press_roll()
    table.run(LAND + 0.1)
    asked = table.flow.prompt()
    assert asked is not None
    table.flow.press_bank()  # thrown, nothing chosen
    said = table.flow.prompt()
    assert said is not None and said.key == "farkle.refused.bank_nothing_chosen", said
    assert said.text != asked.text and said.text != TR("error.farkle.set_aside_first")
    line = table.flow.line_message()
    assert line is None or line.key != said.key, line  # said once, over the dice
    table.flow.press_die(0)  # the next action: the prompt is back
    assert table.flow.prompt() is not None and table.flow.prompt().key != said.key


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_refusal_stands_over_the_dice_not_under_the_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        table.press_bank()
        app.step(0.05)
        frame = recorded_frame(table, size)
        words = TR("farkle.refused.bank_nothing_chosen")
        marks = [t for t in frame.texts if t.text == words]
        assert len(marks) == 1, [t.text for t in frame.texts]
        dice_top = min(r.top for r in table.dice_in_play_rects())
        assert marks[0].rect.bottom <= dice_top, (marks[0].rect, dice_top)  # over the dice
        assert table.center.contains(marks[0].rect), (marks[0].rect, table.center)
        assert TR("farkle.hint.pick") not in [t.text for t in frame.texts]  # in its place
    finally:
        app.close()
