"""Before a turn's first throw the dice row is not a dead band: five faint slots show where
the dice will land; they go once the dice are thrown, and never lie under a message."""

from __future__ import annotations

import pytest

from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_dice_row_shows_its_slots_until_the_first_throw(tmp_path, monkeypatch):
    drawn: list[int] = []
    real = yams_views.draw_dice_slots

    def record(surface, centres, side, scale):
        drawn.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        app.step(1 / 60)
        assert drawn and drawn[-1] == 5
        slots = scene.dice_slots()
        assert all(scene.held_band.bottom < y < scene.roll_button.rect.top for _, y in slots)
        roll(app, scene)
        drawn.clear()
        app.step(1 / 60)
        assert drawn == [] and scene.dice_slots() == []
    finally:
        app.close()
