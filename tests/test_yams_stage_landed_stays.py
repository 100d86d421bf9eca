"""A number that has landed stays said (critic round 29 §2): once a Penta's "+50" has flown
into its box, the box shows 50 on every frame after, through the dice' way home and the
veil lifting (no blank beat between the stage's pop and the table's own figure)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_stage import _joker, until_staged
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _inked(screen: pygame.Surface, cell: pygame.Rect) -> int:
    """How many pixels of ``cell`` (its middle) are far darker than its paper: its figure."""
    inner = cell.inflate(-cell.w // 3, -cell.h // 4)
    lum = [sum(screen.get_at((x, y))[:3]) for x in range(inner.left, inner.right)
           for y in range(inner.top, inner.bottom)]
    paper = sorted(lum)[len(lum) // 2]
    return sum(1 for v in lum if v < paper * 0.6)


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_landed_penta_stays_in_its_box_through_the_way_home(tmp_path, kind):
    # (hY50: a Penta's box shows its possible 50 from the first frame, nothing flies into
    # it; the Joker's "+100" still lands in Bonus Penta and must stay said there)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if kind == "penta":
            scene = table(app, ["Ana", "Ion"], [6] * 5)
            roll(app, scene)
            cell = scene.sheet.cell_rect(0, Box.PENTA)
        else:
            _joker(app)
            scene = next(s for s in app.manager.stack if hasattr(s, "sheet"))
            cell = scene.sheet.sum_cell_rect(0, "penta_bonus")
        stage = until_staged(app, kind)
        while not stage.landed:
            app.step(1 / 30)
        seen = 0
        for _ in range(60):  # the rest of the stage and a beat after it
            app.step(1 / 30)
            # said in its box: on the stage's lifted row, then back in the sheet (round 60)
            inked = max(_inked(app.screen, cell), _inked(app.screen, stage.picture.target))
            assert inked >= 8, (round(stage.clock.progress, 3), seen)
            seen += 1
    finally:
        app.close()
