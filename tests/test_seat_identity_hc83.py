"""Players told apart at a glance: each seat's own strong colour (ruling S71, round 79, hC83;
critic cA78 #13: "the TOTAL bands use colours unrelated to the player: navy for yellow
Ștefania, maroon for blue Ion"; "only a small shape-dot").

1. A card's TOTAL band is its player's seat colour, deepened in its own hue until cream words
   on it read at 4.5:1 (never an unrelated wine or navy).
2. A seat token (a disc of the seat's saturated colour, its shape in ink on it) stands beside
   the name in the turn pill, the Yams sheet's column heads and the standings' rows.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.views.turn_handoff import BAND_COLOURS, seat_band_fill
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _hue(colour: Any) -> float:
    """The hue angle (degrees) of an RGB colour."""
    r, g, b = (c / 255 for c in colour[:3])
    return math.degrees(math.atan2(math.sqrt(3) * (g - b), 2 * r - g - b)) % 360


def _nearest_seat(colour: Any) -> int:
    """The seat whose band colour's hue is nearest ``colour``'s."""
    def apart(seat: int) -> float:
        d = abs(_hue(colour) - _hue(BAND_COLOURS[seat]))
        return min(d, 360 - d)
    return min(range(len(BAND_COLOURS)), key=apart)


@pytest.mark.parametrize("seat", range(len(theme.SEAT_COLOURS)))
def test_each_seats_band_fill_is_its_own_hue_with_cream_words_at_4_5(seat):
    """S71 2.: the fill a band naming one player takes is that seat's colour, deepened (its
    hue kept, apart from every other seat's) enough for cream words at 4.5:1."""
    fill = seat_band_fill(seat)
    assert contrast_ratio(theme.CREAM, fill) >= 4.5, (seat, fill)
    assert _nearest_seat(fill) == seat, (seat, fill)
    assert max(fill) - min(fill) >= 40, fill  # still a colour, not a grey


def _band_pixels(app: Any, size: tuple[int, int]) -> list[tuple[int, int, int]]:
    """The TOTAL band's middle row at its two ends (clear of the name and the figure)."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(app.screen)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    band = next(p.rect for p in frame.panels if p.role == "banner")
    edge = band.w // 10
    return [app.screen.get_at((x, band.centery))[:3]
            for x in [*range(band.x + 2, band.x + edge, 5),
                      *range(band.right - edge, band.right - 2, 5)]]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_cards_total_band_is_its_players_colour(tmp_path, size):
    """S71 2.: Ion's (seat 2, sky blue) TOTAL stands on a deep blue band of his own, not on
    wine (critic cA78: "maroon for blue Ion"), cream words on it at 4.5:1."""
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=size)
    try:
        _total(app, 50)
        line = _band_pixels(app, size)
        mean = tuple(sum(c[k] for c in line) / len(line) for k in range(3))
        assert _nearest_seat(mean) == 1, mean
        assert contrast_ratio(theme.CREAM, [round(v) for v in mean]) >= 4.5, mean
    finally:
        app.close()


def _tokens(surface: Any, seat: int, least: int) -> list[Any]:
    """The seat tokens of ``seat`` drawn on ``surface``, at least ``least`` pixels across:
    blobs of the seat's exact colour, about square, the disc round an ink centre (a bare mark
    is its colour at its centre; a token carries its shape in ink there)."""
    from game.widgets.seats import seat_colour

    colour = seat_colour(seat)
    mask = pygame.mask.from_threshold(surface, (*colour, 255), (4, 4, 4, 255))
    pieces = [blob.get_bounding_rects()[0] for blob in mask.connected_components(minimum=4)]
    pieces = [box for box in pieces if max(box.w, box.h) <= 4 * least]  # no tab, bar or rim
    merged = True
    while merged:  # a small disc's ring cut in two by its shape's corners is one token
        merged = False
        pairs = [(a, b) for a in range(len(pieces)) for b in range(a)]
        for a, b in pairs:
            if pieces[a].inflate(4, 4).colliderect(pieces[b]):
                pieces[b] = pieces[b].union(pieces.pop(a))
                merged = True
                break
    found = []
    for box in pieces:
        if box.w < least or not 0.8 <= box.w / max(1, box.h) <= 1.25:
            continue
        if sum(surface.get_at(box.center)[:3]) < 3 * 90 and not mask.get_at(box.center):
            found.append(box)
    return found


def _build(tmp_path: Any, name: str, size: tuple[int, int]) -> Any:
    """An app showing the render tool's state ``name`` at ``size``, settled and drawn."""
    from tools.render_screens import REGISTRY, build_state, load_extensions

    load_extensions()
    app = make_app(tmp_path, size=size)
    build_state(app, next(s for s in REGISTRY if s.name == name))
    app.manager.draw(app.screen)
    return app


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_yams_table_wears_each_seats_token_in_pill_head_and_standings(tmp_path, size):
    """S71 1.: on the Yams table each seat's token (its strong colour round its shape in ink)
    stands beside the name in the sheet's column head and the standings' row, and the
    player on turn's in the turn pill too (3 for them, 2 for the others), none under 12 px
    across at 1024×600."""
    from game.widgets.seats import player_style

    app = _build(tmp_path, "yams_table", size)
    try:
        table = app.manager.top
        players = table.game.players
        least = 12 if size[1] <= 600 else 22
        for index in range(len(players)):
            seat = player_style(players, index)
            want = 3 if index == table.game.current else 2
            assert len(_tokens(app.screen, seat, least)) >= want, (index, seat)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_farkle_table_wears_each_seats_token_in_its_players_rows(tmp_path, size):
    """S71 1.: at 10 000 each player's row in the players' panel carries the seat's token,
    the player on turn's in the "La rând" pill too."""
    from game.widgets.seats import player_style

    app = _build(tmp_path, "farkle_table", size)
    try:
        table = app.manager.top
        players = table.game.players
        least = 12 if size[1] <= 600 else 22
        for index in range(len(players)):
            seat = player_style(players, index)
            assert len(_tokens(app.screen, seat, least)) >= 1, (index, seat)
    finally:
        app.close()


@pytest.mark.parametrize("seat", range(len(theme.SEAT_COLOURS)))
def test_a_small_token_is_one_flat_strong_colour_round_its_shape(seat):
    """S71 1.: a token under :data:`~game.widgets.seats.TOKEN_LIT_FROM` pixels (the sheet's
    heads and the rows at 1024×600) is not lit at its top: its disc, above its shape, is the
    seat's own colour, not a paler highlight."""
    from game.widgets.seats import TOKEN_LIT_FROM, seat_colour, token_image

    pygame.init()
    side = 24
    assert side < TOKEN_LIT_FROM
    top = token_image(seat, side).get_at((side // 2, 4))  # between the rim and the shape
    assert all(abs(a - b) <= 6 for a, b in zip(top[:3], seat_colour(seat), strict=True)), top
