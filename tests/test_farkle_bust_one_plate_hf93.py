"""One bust plate in every round (ruling S47, round 78, hF93, critic cB77 #3: "two different
bust banners"): the last round's compact row under the band (S36) and the ordinary round's
tall tilted stamp were two designs of one moment. Now the bust has one plate: S36's upright
row, "Tură pierdută!" in the stamp's size, a red rule, its reason beside it, in the felt
between the title's row and its dice, in the same rect whether the last round's band stands
over it or the "10 000" title does. Stepped at 60 frames a second at 1920x1080, 1366x768 and
1024x600, a bust in an ordinary round and one in the last round draw the plate in the same
rect in every frame it shows, its title in the same size, and, come to rest, the same
picture pixel for pixel (shape, colours, type); it covers no die or red ring, no side panel,
and the title's row over it stays whole.

(round 80, hF101, ruling S80 amending S47's "same rect" and S65 1.: in the last round the band
stays whole in the title's row and the plate stands under the dice, its reason the player's
fate, "Ion rămâne la 6 150": one plate still, the same width and title size, still in its
place while it shows; its rect and its reason line are the round's.)"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.farkle_last_round import band_rect
from game.views.farkle_refusal import lost_ring_reach
from tests.uihelpers import make_app, recorded_step
from tools.screens_farkle import last_round_bust_thrown, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _ordinary_bust(app):
    """A 1 set aside, then five dice that score nothing thrown: the table."""
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    return table


def _plate(app, size, last_round):
    """Step a bust: each frame's plate rect and title size, and the settled plate's pixels."""
    table = last_round_bust_thrown(app) if last_round else _ordinary_bust(app)
    rects: list[tuple[int, int, int, int]] = []
    sizes: list[int] = []
    settled = None
    for _ in range(round(4.0 / FRAME)):
        frame = recorded_step(app, FRAME)
        plate = next((p.rect for p in frame.panels if p.role == "announcement"), None)
        if plate is None:
            if rects:
                break
            continue
        rects.append(tuple(plate))
        title = next(t for t in frame.texts if t.role == "announcement")
        assert title.text == table.flow.big_announcement().text
        sizes.append(title.size)
        assert (table.flow.last_round_strip() is not None) == last_round
        # (round 79, hF98, ruling S65: in the title's row and under it, the "10 000" title
        # waiting under it; round 80, S80: the last round's under the band, and its dice)
        assert plate.top >= band_rect(table).top, (plate, band_rect(table))
        assert plate.left >= table.players_rect.right and plate.right <= table.turn_rect.left
        side, reach = table.tray.die_size, lost_ring_reach(table)
        for i in range(table.tray.count):
            die = pygame.Rect(0, 0, side, side)
            die.center = (round(table.tray.position(i)[0]), round(table.tray.position(i)[1]))
            assert not plate.colliderect(die.inflate(2 * reach, 2 * reach)), (plate, die)
            # (S80: under its dice, the band whole over them; round 80, hF104, S87 2.: in
            # the ordinary round too, the "10 000" title keeping its row)
            assert plate.top >= die.bottom + reach, (plate, die)
        if len(rects) == round(1.0 / FRAME):  # come to rest (its shake over by 0.4 s;
            # round 79, S65: before it fades over the band unrolling again or the title)
            # (its rounded corners' columns and its scaled edge left out: felt or band there)
            inner = plate.inflate(-2 * table.px(theme.PANEL_RADIUS), -6)
            settled = pygame.image.tostring(app.screen.subsurface(inner), "RGB")
    assert len(rects) >= round(1.0 / FRAME), len(rects)  # stepped through its whole stay
    return rects, sizes, settled


@pytest.mark.parametrize("size", SIZES)
def test_a_bust_draws_one_plate_in_an_ordinary_round_and_in_the_last(tmp_path, size):
    plates = []
    for last_round in (False, True):
        app = make_app(tmp_path / str(last_round), size=size)
        try:
            plates.append(_plate(app, size, last_round))
        finally:
            app.close()
    (ordinary, o_sizes, o_pixels), (last, l_sizes, l_pixels) = plates
    assert set(ordinary) == {ordinary[0]} and set(last) == {last[0]}  # one rect, still
    assert ordinary[0][2] == last[0][2], (ordinary[0], last[0])  # one width in both rounds
    assert ordinary[0] == last[0], (ordinary[0], last[0])  # (S87 2.: one place again)
    assert set(o_sizes) == set(l_sizes) and len(set(o_sizes)) == 1, (o_sizes, l_sizes)
    assert o_pixels is not None and l_pixels is not None  # (S80: the reason is the round's)
