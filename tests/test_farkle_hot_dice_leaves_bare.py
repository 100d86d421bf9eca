"""Hot dice' ribbon leaves whole, nothing of it left behind (round 73, critic N73: "an empty
rounded-rect outline shows behind the hot-dice banner as it leaves"): the ribbon rests over the
throw row's six empty slots, and as it shrank away their faint outlines, dimmed, were uncovered
round it and read as the ribbon's own frame left standing after its fill. The row's slots wait
unseen while the hot dice' stage is on: where the ribbon stood, its exit frames show only felt
(and what the ribbon itself draws), and the slots are back with the table once it is gone."""

from __future__ import annotations

import numpy
import pygame
import pygame.surfarray  # (the game imports pygame without numpy: game.lean_import)
import pytest

import game.scenes.farkle_table as farkle_table
from game.views.stage_banner import LEAVE, drawn_plaque, plate_shown, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frame(stage, table) -> pygame.Surface:
    """The table drawn afresh, the stage over it, at the stage's clock now."""
    surface = pygame.Surface(table.app.screen.get_size())
    table.draw(surface)
    stage.draw(surface)
    return surface


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_no_outline_stands_where_hot_dice_ribbon_stood_as_it_leaves(tmp_path, size,
                                                                      monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["hot_dice"](app)
        stage = until_staged(app, "hot_dice")
        table = stage.table
        rest = ribbon_rect(stage.picture)
        side = table.die_side
        under_ribbon = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                        for x, y in table.empty_slots()]
        under_ribbon = [r for r in under_ribbon if rest.colliderect(r)]
        assert under_ribbon, (rest, table.empty_slots())  # the ribbon rests over the row
        duration = stage.clock.duration
        checked = 0
        for share in (0.86, 0.9, 0.94, 0.97):  # its exit, once the middle has gone
            assert LEAVE[0] < share < LEAVE[1]
            stage.clock.age = share * duration
            plate = drawn_plaque(stage.picture, stage.clock)
            seen = pygame.surfarray.pixels3d(_frame(stage, table)).astype(int)
            with monkeypatch.context() as patched:  # the same frame, no slot drawn at all
                patched.setattr(farkle_table, "draw_dice_slots", lambda *a, **k: None)
                bare = pygame.surfarray.pixels3d(_frame(stage, table)).astype(int)
            for slot in under_ribbon:
                if slot.colliderect(plate.inflate(0, plate.h)) and \
                        plate_shown(stage.picture, stage.clock) >= 1:  # the ribbon (and
                    continue  # its crown of flames) still over it, opaque (round 74, hF85:
                # it fades as it rises away, every slot under it looked at)
                area = (slice(slot.left, slot.right), slice(slot.top, slot.bottom))
                diff = numpy.abs(seen[area] - bare[area]).max()
                assert diff <= 3, (share, slot, plate, diff)  # felt, no outline
                checked += 1
        assert checked >= 4  # slots the leaving ribbon had uncovered were looked at
        stage.clock.age = duration  # gone: the row's slots are the table's again
        stage.end()
        drawn: list[tuple[float, float]] = []
        real = farkle_table.draw_dice_slots
        monkeypatch.setattr(farkle_table, "draw_dice_slots",
                            lambda surface, places, *a, **k: (drawn.extend(places),
                                                              real(surface, places, *a, **k)))
        table.draw(pygame.Surface(app.screen.get_size()))
        row = [p for p in drawn if abs(p[1] - table.row_y) < 1]
        assert len(row) == 6, drawn  # the six empty slots the next throw lands in
    finally:
        app.close()
