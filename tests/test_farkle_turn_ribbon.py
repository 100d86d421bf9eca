"""The 10 000's turn band was a ribbon (hB51, critic B50 "10 000 banners": a flat square blue
box): in the next player's colour, its ends notched like the last round's ribbon, wide enough
to hide the whole row of dice slots it lies on. Amended in round 75 by hG79 (critic cB75: "a
modest strip"; ruling S13): it is the player's seat card, its corners rounded (the felt shows
at its very corners, the seat's colour just inside them), over the dice row, never on a slot."""

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
def test_the_turn_band_is_a_rounded_seat_card_over_the_slot_row(tmp_path, size):
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
        assert band.collidelist(slots) == -1, (band, slots[0])  # over the row, on no slot
        assert band.bottom <= slots[0].top, (band, slots[0])
        colour = band_colour(player_style(table.players, handoff.player))
        inset = max(3, band.h // 8)
        for x in (band.left, band.right - 1):  # its corners are rounded: the felt shows
            felt = surface.get_at((x, band.bottom - 1))  # (green, the band blue)
            assert felt.g > felt.b + 10, (x, felt)
        for x in (band.left + inset, band.right - 1 - inset):  # its ground, inside them
            assert _near(surface.get_at((x, band.bottom - inset)), colour), x
    finally:
        app.close()
