"""Two button looks on the 10 000 table, not four (round 71, critic: a red raised "Aruncă", a
green raised "Încasează", "?" and "Pauză", an outlined "Sugestie", a flat small "Anulează"):
the one primary action red and raised, every other live action button, "Încasează" (or
"Aruncă" when banking is the next act), "Sugestie", a lit "Anulează", "?" and "Pauză", one
secondary look: the quiet outline, its words in one weight; the row's three the same height."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _looks(table) -> tuple[list[str], set[str], set[str]]:
    """The live buttons' styles: the primary ones, the others' styles, the others' weights."""
    live = [b for b in (table.roll_button, table.bank_button, table.hint_button,
                        table.undo_button, table.help_button, table.menu_button)
            if b.visible and b.enabled]
    primary = [b.text for b in live if b.style == "primary"]
    others = [b for b in live if b.style != "primary"]
    return primary, {b.style for b in others}, {b.weight for b in others}


def test_one_primary_and_one_secondary_look(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 2, 3, 4, 6, 6, 2)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)  # 600: "Aruncă", "Încasează 600", "Sugestie" lit
        play(app, 4)
        primary, styles, weights = _looks(table)
        assert primary == [table.roll_button.text], primary
        assert styles == {"quiet"} and len(weights) == 1, (styles, weights)
        row = {b.rect.h for b in (table.roll_button, table.bank_button, table.hint_button)}
        assert len(row) == 1, row
        table.press_bank()  # the passing card: "Anulează încasarea" lit (S108 3.)
        play_until(app, lambda: table.undo_button.enabled, most=100)
        assert table.undo_button.enabled
        primary, styles, weights = _looks(table)
        assert primary in ([], [table.roll_button.text]), primary  # never the undo
        assert styles == {"quiet"} and len(weights) == 1, (styles, weights)
    finally:
        app.close()
