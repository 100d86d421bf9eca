"""The 10 000's turn band is a ribbon (hB51, critic B50 "10 000 banners": a flat square blue
box): in the next player's colour, its ends notched like the last round's ribbon, wide enough
to hide the whole row of dice slots it lies on (no slot edge past it)."""

from __future__ import annotations

import pygame
import pytest

from game.views.turn_handoff import band_colour
from game.widgets.seats import player_style
from tests.layout_check import Run
from tests.layout_sequences_farkle import keep, seat
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _near(colour: pygame.Color, wanted: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], wanted, strict=True)) < 40


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_band_is_a_notched_ribbon_over_the_whole_slot_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = Run(app, "turn ribbon", sample_every=0)
        table = seat(run, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6, 2), names=("Ana", "Constantinos"))
        run.click(table.roll_button.rect.center)
        run.until(lambda: table.outcome_visible() and not table.tray.is_moving, 600)
        keep(run, table, 0)
        run.click(table.bank_button.rect.center)
        handoff = table.flow.handoff
        run.until(lambda: handoff.active and handoff.sweep >= 1, 600)
        assert handoff.settle <= 0
        surface = pygame.Surface(size)  # (round 64: its pixels read from the very frame
        frame = recorded_frame(table, size, surface)  # recorded, not the last one shown)
        band = [p.rect for p in frame.panels if p.role == "handoff_band"][0]
        side = table.die_side
        slots = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                 for x, y in table._row_positions(6)]
        row = slots[0].unionall(slots[1:])
        assert band.left < row.left and band.right > row.right, (band, row)
        colour = band_colour(player_style(table.players, handoff.player))
        inset = 3
        notch = table.px(10)
        for x in (band.left + notch, band.right - 1 - notch):  # its ends are notched: the
            felt = surface.get_at((x, band.centery))  # felt shows there (green, the band blue)
            assert felt.g > felt.b + 10, (x, felt)
        # its corners: the ribbon's (round 64: the quiet ribbon is about half as tall, so
        # its notches slope steeper; the corners are read nearer its top edge)
        for x in (band.left + 2 * inset, band.right - 1 - 2 * inset):
            assert _near(surface.get_at((x, band.top + 1)), colour), x
    finally:
        app.close()
