"""Where the results' podium stands: the table's felt, dimmed, under a soft light, and the
floor its steps stand on (the card is cloth under a light, not a dark void).

    draw_felt_card(surface, panel, scale, light=podium.midtop)   # after draw_panel
    draw_floor(surface, left, right, top, scale)                  # under the steps
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.widgets.button import blend
from game.widgets.felt import dim, felt_background

FELT_DIM = 70
"""How dark the felt inside the results card is (a dim's alpha, 0..255): darker than the
table, still its green cloth."""

LIGHT = 46
"""How much the soft light over the podium adds at its middle (0..255 on each channel)."""

_CARDS: dict[tuple[int, ...], pygame.Surface] = {}
"""The last felt cards made (one a size and place: the panel rests while it shows)."""


def _light(size: tuple[int, int]) -> pygame.Surface:
    """A soft elliptical light ``size`` big, brightest in its middle (added, not painted)."""
    small = pygame.Surface((48, 32))
    small.fill((0, 0, 0))
    rings = 16
    for i in range(rings):
        t = i / rings
        level = round(LIGHT * t ** 1.6)
        rect = pygame.Rect(0, 0, round(48 * (1 - t)) + 2, round(32 * (1 - t)) + 2)
        rect.center = (24, 16)
        pygame.draw.ellipse(small, (level, level, round(level * 0.8)), rect)
    return pygame.transform.smoothscale(small, size)


def felt_card(window: tuple[int, int], rect: pygame.Rect, scale: float,
              light: tuple[int, int] | None = None) -> pygame.Surface:
    """The felt of the table under ``rect`` (in a window of size ``window``), dimmed, with a
    soft light centred at ``light`` (window coordinates), its corners rounded as a panel's."""
    key = (*window, *rect, *(light or (-1, -1)))
    card = _CARDS.get(key)
    if card is not None:
        return card
    felt = felt_background(window, rim=False)
    area = rect.clip(felt.get_rect())
    cloth = pygame.Surface(rect.size)
    cloth.blit(felt, (area.x - rect.x, area.y - rect.y), area)
    dim(cloth, FELT_DIM)
    if light is not None:
        glow = _light((round(rect.w * 0.9), round(rect.h * 0.9)))
        place = glow.get_rect(center=(light[0] - rect.x, light[1] - rect.y))
        cloth.blit(glow, place, special_flags=pygame.BLEND_RGB_ADD)
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = theme.px(theme.PANEL_RADIUS, scale)
    pygame.draw.rect(card, (255, 255, 255, 255), card.get_rect(), border_radius=radius)
    card.blit(cloth, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.rect(card, theme.PANEL_BORDER, card.get_rect(), max(1, round(2 * scale)),
                     border_radius=radius)
    _CARDS.clear()  # one kept: the panel rests, a resize makes another
    _CARDS[key] = card
    return card


def draw_felt_card(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                   light: tuple[int, int] | None = None) -> None:
    """Cover the panel ``rect`` with the table's felt, dimmed, lit softly at ``light``."""
    if rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(felt_card(surface.get_size(), pygame.Rect(rect), scale, light), rect)


FLOOR_DEPTH = 16
"""Reference pixels of the floor's top under the steps (seen a little from above)."""

FLOOR_TOP = (52, 40, 30)
"""The floor's top: a dark polished wood under the metal steps."""

FLOOR_EDGE = theme.PANEL_BORDER
"""The floor's front edge: a thin gold line."""


def floor_depth(scale: float) -> int:
    """The floor's height in pixels."""
    return max(4, theme.px(FLOOR_DEPTH, scale))


def draw_floor(surface: pygame.Surface, left: int, right: int, top: int, scale: float,
               feet: list[pygame.Rect] | None = None) -> pygame.Rect:
    """The floor the steps stand on from ``left`` to ``right`` at ``top``: its top seen from
    above (wider towards the front), a gold front edge, and each step's shadow at its foot
    (``feet``: the steps). Return its rect."""
    depth = floor_depth(scale)
    spread = depth
    points = [(left, top), (right, top), (right + spread, top + depth),
              (left - spread, top + depth)]
    pygame.draw.polygon(surface, FLOOR_TOP, points)
    shade = blend(FLOOR_TOP, (0, 0, 0), 0.45)
    for foot in feet or []:  # each block's shadow cast forward on the floor
        shadow = pygame.Rect(foot.x - depth // 3, top, foot.w + 2 * (depth // 3), depth * 2 // 3)
        pygame.draw.ellipse(surface, shade, shadow)
    pygame.draw.line(surface, FLOOR_EDGE, (left - spread, top + depth),
                     (right + spread, top + depth), max(1, theme.px(2, scale)))
    return pygame.Rect(left - spread, top, right - left + 2 * spread, depth + 1)


RAYS = 16
"""How many rays turn behind a solo end's score."""

RAY_ALPHA = 70
"""The rays' opacity at full strength (0..255)."""


def draw_rays(surface: pygame.Surface, room: pygame.Rect, centre: tuple[int, int],
              strength: float, age: float, colour: tuple[int, int, int] = theme.GOLD) -> None:
    """Slowly turning rays of ``colour`` from ``centre`` across ``room`` (clipped to it), at
    ``strength`` (0..1), ``age`` seconds turning (as the win's stage has them)."""
    if strength <= 0 or room.w <= 0 or room.h <= 0:
        return
    layer = pygame.Surface(room.size, pygame.SRCALPHA)
    cx, cy = centre[0] - room.x, centre[1] - room.y
    reach = math.hypot(room.w, room.h)
    spread = math.pi / 40
    for k in range(RAYS):
        a = age * 0.4 + k * 2 * math.pi / RAYS
        points = [(cx, cy), (cx + reach * math.cos(a - spread), cy + reach * math.sin(a - spread)),
                  (cx + reach * math.cos(a + spread), cy + reach * math.sin(a + spread))]
        pygame.draw.polygon(layer, (*colour, round(RAY_ALPHA * min(1.0, strength))), points)
    layer.blit(_ray_mask(room.size, (cx, cy)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(layer, room)


_MASKS: dict[tuple[int, ...], pygame.Surface] = {}
"""The last rays' falloff made (one a room's size and centre: the rays turn about a centre
that rests while they show; round 82, hT6: the smoothscale and the window-sized mask were
a sixth of a crowned end's frame)."""


def _ray_mask(size: tuple[int, int], centre: tuple[int, int]) -> pygame.Surface:
    """The rays' falloff over a room of ``size``: strong near ``centre`` (in the room), gone
    at the room's edges (the words under the score read on the plate)."""
    key = (*size, *centre)
    mask = _MASKS.get(key)
    if mask is None:
        w, h = size
        reach_px = max(8, round(min(w, h * 1.6) * 0.62))
        fade = pygame.transform.smoothscale(_fade(), (2 * reach_px, 2 * reach_px))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        mask.blit(fade, (centre[0] - reach_px, centre[1] - reach_px))
        _MASKS.clear()  # one kept: a resize or another centre makes another
        _MASKS[key] = mask
    return mask


def _fade() -> pygame.Surface:
    """A small white disc, opaque at its middle, clear at its rim (the rays' falloff)."""
    small = pygame.Surface((64, 64), pygame.SRCALPHA)
    small.fill((255, 255, 255, 0))
    for i in range(32):
        t = i / 32
        pygame.draw.circle(small, (255, 255, 255, round(255 * t ** 1.5)), (32, 32),
                           32 - i)
    return small


TINT = (0.62, 1.5, 0.88)
"""How a grey's channels are weighted to read as the felt's green at the same darkness (their
mean is 1: the sum of a grey pixel's channels is kept)."""


def felt_tint(surface: pygame.Surface) -> None:
    """Tint the greyed ``surface`` (a hushed table) to the felt's green in place, keeping its
    darkness (each grey pixel's summed channels): the card stands on the table's felt, not
    in a grey void."""
    below = tuple(round(255 * min(1.0, k)) for k in TINT)
    above = tuple(round(255 * max(0.0, k - 1)) for k in TINT)
    extra = surface.copy()
    surface.fill(below, special_flags=pygame.BLEND_RGB_MULT)
    extra.fill(above, special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(extra, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


WINNER_GLOW = 30
"""Reference pixels the warm light round the winner's block reaches out (critic C32: the
tallest block lit, not one slab of a row)."""

WINNER_GLOW_ALPHA = 150
"""How strong that light is at the block's edge (0..255), fading to nothing at its reach."""

WINNER_GLOW_COLOUR = (255, 206, 92)
"""The colour of the light round the winner's block: a warm gold."""


def draw_winner_glow(surface: pygame.Surface, block: pygame.Rect, scale: float,
                     strength: float = 1.0) -> None:
    """A soft gold light round ``block`` (the winner's step with its top face), reaching
    :data:`WINNER_GLOW` reference pixels out, ``strength`` (0..1) of its full light: drawn
    before the steps, so it shows over the felt and the lower neighbours' air alone."""
    reach = max(4, theme.px(WINNER_GLOW, scale))
    if strength <= 0 or block.w <= 0 or block.h <= 0:
        return
    surface.blit(_halo(block.w, block.h, reach, strength), (block.x - reach, block.y - reach))


def _halo(w: int, h: int, reach: int, strength: float) -> pygame.Surface:
    """The glow's picture for a ``w`` by ``h`` block: drawn once per size and strength (at
    rest every frame of the results asks for the same one), not every frame."""
    key = (w, h, reach, strength)
    if key not in _HALOS:
        if len(_HALOS) > 64:  # (the rise asks for a few dozen strengths, then one)
            _HALOS.clear()
        halo = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
        rings = 12
        for k in range(rings + 1):  # from the outer reach in, each ring over the last
            u = k / rings  # towards the block (the block itself covers its middle)
            inset = round(reach * u)
            rect = halo.get_rect().inflate(-2 * inset, -2 * inset)
            alpha = round(WINNER_GLOW_ALPHA * strength * u * u)
            pygame.draw.rect(halo, (*WINNER_GLOW_COLOUR, alpha), rect,
                             border_radius=max(2, reach - inset))
        _HALOS[key] = halo
    return _HALOS[key]


_HALOS: dict[tuple[int, int, int, float], pygame.Surface] = {}
