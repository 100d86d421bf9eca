"""The 10 000 table's "Aruncă" is never narrower nor set in smaller words than "Încasează"
when both are offered (round 77, hF90, ruling S26; critic row "10 000 table": at 1024x600 the
red "Aruncă" stood in a button half the width of the outlined "Încasează 600", its bold word
shrunk smaller than the quiet one's). The two turn actions are one pair, the same width,
their words one size unless the bank's longer words must shrink; "Sugestie" the narrower third.
The red look stays S11's: one primary in every state (the bank when it reaches the goal)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_now
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _label(frame, button):
    """The recorded words of ``button`` (its label drawn inside its rect)."""
    marks = [t for t in frame.texts if t.text == button.text and button.rect.contains(t.rect)]
    assert marks, (button.text, [t.text for t in frame.texts])
    return marks[0]


def _offered(app, language: str, goal: bool):
    """A table with a selection of 600 (goal: one that reaches the goal, the bank red)."""
    if language == "en":
        app.apply_settings(app.settings.with_changes(language="en"))
    table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6, 6, 2)
    if goal:
        table.game.totals[:] = [9_700, 0, 0]
    table.press_roll()
    play(app)
    for i in range(4):
        table.press_die(i)
    play(app, 4)
    return table


@pytest.mark.parametrize(("size", "language", "goal"), [
    ((1024, 600), "ro", False), ((1024, 600), "en", False), ((1024, 600), "ro", True),
    ((1920, 1080), "ro", False), ((1366, 768), "en", True)])
def test_roll_is_never_narrower_nor_smaller_than_bank(tmp_path, size, language, goal):
    app = make_app(tmp_path, size=size)
    try:
        table = _offered(app, language, goal)
        roll, bank = table.roll_button, table.bank_button
        assert roll.enabled and bank.enabled and roll.visible and bank.visible
        primary = [b for b in (roll, bank, table.hint_button) if b.style == "primary"]
        assert primary == ([bank] if goal else [roll]), [b.text for b in primary]  # S11
        assert roll.rect.w >= bank.rect.w, (roll.rect, bank.rect)
        assert roll.rect.h == bank.rect.h
        frame = recorded_now(app)
        words = _label(frame, roll), _label(frame, bank)
        assert words[0].size >= words[1].size, (words[0].size, words[1].size)
        # "Sugestie" is the row's narrower third: never wider than the pair
        assert table.hint_button.rect.w <= roll.rect.w
    finally:
        app.close()
