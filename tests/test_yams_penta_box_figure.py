"""A seen Penta's box is the one next action ("Validează tura", red, writes it): its "50"
stays at full strength, dark ink on its amber tint, through the box's whole gold breath,
never washed to a muted grey beside the weaker options' green 15s (critic C31)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _darkest(app, rect) -> int:
    """The darkest pixel's light (r+g+b) inside ``rect`` of the screen (the figure's ink)."""
    return min(sum(app.screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 1)
               for y in range(rect.top, rect.bottom, 1))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_chosen_penta_box_figure_is_at_full_strength(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [3] * 5, computer=False)
        roll(app, scene)
        for _ in range(600):  # its moment played
            app.step(1 / 30)
            if scene.flow.penta_waits and scene.on_stage is None:
                break
        assert scene.flow.penta_waits and scene.on_stage is None
        cell = scene.sheet.cell_rect(scene.game.current, Box.PENTA)
        figure = cell.inflate(-cell.w // 2, -cell.h // 3)
        for _ in range(30):  # a whole breath of its gold light
            app.step(1 / 30)
            assert _darkest(app, figure) < 200, _darkest(app, figure)  # ink, not grey
    finally:
        app.close()
