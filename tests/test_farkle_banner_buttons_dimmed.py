"""Under every 10 000 banner the table's buttons are dimmed (round 69, critic: "Sugestie" lit
under the three pairs' banner, "Aruncă" red under hot dice', the coins of a big bank flying
over live buttons): while a banner holds the table, no button of it looks usable ("Aruncă",
"Încasează", "Sugestie", "Anulează" greyed idle), and they come back once it has left (the hot
dice' and three pairs' thrower rolls on). "?" and "Pauză" stay lit under it (review, round 69:
reading the rules or pausing is a player's right, the stage waits; test_farkle_stage_corners_act
clicks them)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BANNERS = ("hot_dice", "three_pairs", "bank_banner", "bank_big", "goal")
"""Every banner of the 10 000 ladder's middle (its state's name in :data:`STATES`)."""


def _buttons(table) -> dict[str, object]:
    """The table's buttons by name."""
    return {name: getattr(table, f"{name}_button")
            for name in ("roll", "bank", "hint", "undo", "help", "menu")}


@pytest.mark.parametrize("state", BANNERS)
def test_every_button_is_dimmed_under_a_banner_and_back_after(tmp_path, state):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}[state](app)
        stage = until_staged(app, KINDS.get(state, state))
        table = stage.table
        for _ in range(3):  # well into the banner
            app.step(1 / 30)
        assert app.manager.top is stage
        shown = {name: b for name, b in _buttons(table).items() if b.visible}
        lit = [name for name, b in shown.items() if b.enabled]
        assert sorted(lit) == ["help", "menu"], (state, lit)  # only the two corners
        looks = {name: b.style for name, b in shown.items() if name in ("roll", "bank", "hint")}
        assert set(looks.values()) <= {"idle"}, (state, looks)
        stage.clock.skip()
        stage.end()
        for _ in range(4):
            app.step(1 / 30)
        assert app.manager.top is table
        back = _buttons(table)
        assert back["help"].enabled and back["menu"].enabled, state
        if state in ("hot_dice", "three_pairs"):  # the thrower rolls on
            assert back["roll"].enabled and back["roll"].style == "primary", state
    finally:
        app.close()
