"""The last round's band is drawn every frame of the last round: its ribbon's shadow and the
chips' shade are built once for a size, not again each frame (review round 70: a band-sized
shadow surface and a multiply on every draw, a new shade surface for each chip not
playing)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game import theme
from game.engine.players import Player
from game.flow.farkle_port import LastRoundStrip
from game.views import farkle_last_round
from game.views.farkle_last_round import band_layout, draw_last_round_band


def _place(size: tuple[int, int]) -> SimpleNamespace:
    """What the band reads of the table: its sizes, the panels' and buttons' rects."""
    scale = theme.scale_for(size)
    px = lambda v: theme.px(v, scale)  # noqa: E731 - a table's px
    w, h = size
    return SimpleNamespace(
        size=size, scale=scale, px=px, font_px=lambda v: theme.font_px(v, scale),
        type_least=theme.TABLE_TYPE_LEAST,
        players=[Player(n) for n in ("Ana", "Ion", "Dan", "Eva")],
        players_rect=pygame.Rect(px(40), px(200), px(400), px(600)),
        turn_rect=pygame.Rect(w - px(440), px(200), px(400), px(600)),
        center=pygame.Rect(px(480), px(200), w - px(960), px(700)),
        help_button=SimpleNamespace(rect=pygame.Rect(w - px(200), px(30), px(70), px(70))),
        menu_button=SimpleNamespace(rect=pygame.Rect(w - px(110), px(30), px(70), px(70))))


def test_the_bands_shadow_and_chip_shades_are_built_once_across_frames(monkeypatch):
    pygame.init()
    place = _place((1366, 768))
    strip = LastRoundStrip("Ultima tură!", (1, 2, 3), ("Ion", "Dan", "Eva"), 1, "De depășit",
                           "10 450", (0,))
    band = band_layout(place, strip)
    sizes = {band.rect.size} | {c.rect.size for c in band.chips if not c.playing}
    surface = pygame.Surface(place.size)
    draw_last_round_band(surface, place, strip)  # the first frame builds them
    built: list[tuple[int, int]] = []
    real = pygame.Surface

    def counting(size, *args, **kwargs):
        built.append(tuple(size))
        return real(size, *args, **kwargs)

    monkeypatch.setattr(farkle_last_round.pygame, "Surface", counting)
    for _ in range(4):  # four more frames: nothing of the band's own built again
        draw_last_round_band(surface, place, strip)
    assert [s for s in built if s in sizes] == []


def test_the_band_shows_whose_total_is_to_beat_beside_it(monkeypatch):
    """Whose total is the one to beat reads on the band (review round 70: the flow's
    ``leaders`` were never drawn): their seat tokens between "De depășit" and the figure,
    clear of every part, with six players at 1024x600 too."""
    pygame.init()
    drawn: list[tuple[tuple[int, int], int]] = []
    real = farkle_last_round.draw_seat_token

    def recording(surface, centre, side, index):
        drawn.append((tuple(centre), index))
        return real(surface, centre, side, index)

    monkeypatch.setattr(farkle_last_round, "draw_seat_token", recording)
    for size, count, leaders in (((1366, 768), 4, (0,)), ((1024, 600), 6, (0, 4))):
        place = _place(size)
        place.players = [Player(f"Jucătorul {i + 1}") for i in range(count)]
        seats = tuple(i for i in range(1, count) if i not in leaders[:1])
        strip = LastRoundStrip("Ultima tură!", seats, tuple(f"Jucătorul {i + 1}" for i in seats),
                               seats[0], "De depășit", "10 450", leaders)
        band = band_layout(place, strip)
        assert [lead.seat for lead in band.leaders] == list(leaders)
        for lead in band.leaders:
            assert band.label.right <= lead.rect.x and lead.rect.right <= band.figure.x
            assert lead.rect.h >= band.figure.h // 2
        parts = band.parts()
        assert all(a is b or not a.colliderect(b) for a in parts for b in parts), size
        assert all(band.rect.contains(p) for p in parts), size
        drawn.clear()
        draw_last_round_band(pygame.Surface(size), place, strip)
        for lead in band.leaders:
            assert (lead.rect.center, lead.style) in drawn
