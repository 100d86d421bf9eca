"""The empty kept-dice row is quiet: no box with words ("Zarurile păstrate stau aici") but a
faint outline of five die slots where the kept dice will sit, the same place whether dice
are kept or not (nothing jumps between beats). (Round 65, critic C64, five empty boxes all
game: before the game's first kept die the row says once, on a small plate, where kept dice
go, :mod:`game.flow.yams_hold_row`; from then on it is the quiet sockets pinned here.)
Amended in round 76 by hI76 (ruling S1, critics cZ75, cF75a: five faint slots on the felt still
read as "five empty slots"): the row is a wooden rack, its five places pockets cut into it;
still no box with words, the same place whether dice are kept or not."""

from __future__ import annotations

import pygame
import pytest

from game.theme_table import YAMS_RACK_POCKET
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def test_the_empty_kept_row_is_five_faint_slots_not_a_box_with_words(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 3, 4, 5, 6] * 3, computer=False)
        roll(app, scene)
        app.step(0.5)
        assert not any(scene.game.held) and scene.settled
        assert "Zarurile păstrate urcă aici" in shown_texts(app)  # said before the first
        scene.flow.toggle_hold(0)  # a die kept and released: the row is quiet from then on
        scene.flow.toggle_hold(0)
        for _ in range(30):
            app.step(1 / 30)
        assert not any(scene.game.held)
        texts = shown_texts(app)
        assert "Zarurile păstrate stau aici" not in texts
        assert "Zarurile păstrate urcă aici" not in texts
        band = scene.held_band
        screen = app.screen
        # between two places: the rack's wood, no box with words, no bare felt (round 76,
        # hI76, ruling S1 amended: "five empty slots at a turn's start"; was: the bare felt)
        gap_x = (scene._slot_x[0] + scene._slot_x[1]) // 2
        inside = screen.get_at((gap_x, scene._held_y))
        # (just under the row: over it stands the prompt's pill, round 70's ruling S10)
        outside = screen.get_at((gap_x, band.bottom + scene.px(3)))
        assert not _close(inside, outside) and inside[0] > inside[1], (inside, outside)
        # each place is a pocket cut into the rail: its lip differs from its hollow
        side = scene.tray.die_size
        pocket = round(side * YAMS_RACK_POCKET)
        for x in scene._slot_x:
            edge = screen.get_at((round(x - pocket / 2) - 1, scene._held_y))
            middle = screen.get_at((x, scene._held_y))
            assert not _close(edge, middle, 2), (x, edge, middle)
        # a kept die sits on its slot: the row stays where it was
        before = pygame.Rect(band)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0,
                                              unicode="1"))
        for _ in range(60):
            app.step(1 / 30)
        assert scene.game.held[0] and scene.held_band == before
        x, y = scene.tray.position(0)
        assert abs(x - scene._slot_x[0]) <= 2 and abs(y - scene._held_y) <= 2
    finally:
        app.close()
