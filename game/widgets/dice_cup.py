"""The dice cup of a Yams turn before its first throw (round 40's ruling): a leather cup with
a wooden foot, a gold rim and a dark mouth, drawn once per die size with pygame primitives
(``convert_alpha`` when a window exists), so the dice are in it, out of sight: no face
shows before the throw and nothing reads as a missing picture.

- :func:`cup_art`: the cup's picture for dice of a side (cached).
- :func:`cup_size`, :func:`mouth`: its size, where the thrown dice leave it.
- :func:`draw_cup`: the cup and its soft shadow on the felt, at an opacity.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.theme_table import CUP_HEAP, CUP_HEAP_DIE, YAMS_CUP_HEAP, YAMS_CUP_HEAP_DIE
from game.widgets.button import blend
from game.widgets.cube_rotations import Quat, Vec, q_matrix, q_mul, q_norm
from game.widgets.dice_cube import draw_cube
from game.widgets.dice_tumble import TurnedFace, turned_faces

Colour = tuple[int, int, int]

_ART: dict[tuple[int, bool, int], pygame.Surface] = {}


def cup_size(side: int) -> tuple[int, int]:
    """The cup's (width, height) for dice of ``side`` pixels (theme.YAMS_CUP_*)."""
    return (max(8, round(side * theme.YAMS_CUP_WIDTH)),
            max(8, round(side * theme.YAMS_CUP_HEIGHT)))


def mouth(rect: pygame.Rect) -> tuple[float, float]:
    """The centre of the mouth of the cup standing in ``rect``: where the thrown dice leave."""
    return (float(rect.centerx), rect.y + rect.w * theme.YAMS_CUP_MOUTH / 2)


def _shaded(w: int, h: int, lit: Colour, dark: Colour) -> pygame.Surface:
    """A round body's colour across ``w``: lit a third of the way in, shaded at the edges."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(w):
        u = x / max(1, w - 1)
        light = max(0.0, math.cos((u - 0.32) * math.pi * 0.95))
        pygame.draw.line(layer, (*blend(dark, lit, light), 255), (x, 0), (x, h - 1))
    return layer


def _painted(shape: pygame.Surface, paint: pygame.Surface) -> pygame.Surface:
    """``paint`` kept only where ``shape`` (drawn in opaque white) is."""
    shape.blit(paint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shape


def _draw(side: int) -> pygame.Surface:
    """The cup for dice of ``side``, drawn in primitives: body, foot, stitches, rim, mouth."""
    w, h = cup_size(side)
    art = pygame.Surface((w, h), pygame.SRCALPHA)
    mouth_h = max(4, round(w * theme.YAMS_CUP_MOUTH))
    inset = round(w * (1 - theme.YAMS_CUP_FOOT) / 2)
    top, base = mouth_h // 2, h - mouth_h // 2 - 1
    white = (255, 255, 255, 255)

    def body(y0: int, y1: int) -> pygame.Surface:
        """The body's outline from ``y0`` down to its rounded bottom ``y1``."""
        shape = pygame.Surface((w, h), pygame.SRCALPHA)
        at = round(inset * (y0 - top) / max(1, base - top))  # the side's inset at ``y0``
        pygame.draw.polygon(shape, white, [(at, y0), (w - 1 - at, y0),
                                           (w - 1 - inset, y1), (inset, y1)])
        half = round(mouth_h * theme.YAMS_CUP_FOOT / 2)
        pygame.draw.ellipse(shape, white, (inset, y1 - half, w - 2 * inset, 2 * half))
        return shape

    art.blit(_painted(body(top, base), _shaded(w, h, theme.YAMS_CUP_LEATHER,
                                               theme.YAMS_CUP_LEATHER_DARK)), (0, 0))
    foot = base - round(h * 0.2)
    band = body(top, base)  # the wooden foot: under the round of the body at ``foot``
    edge = round(inset * (foot - top) / max(1, base - top))
    arc = pygame.Rect(edge, foot - round(mouth_h * 0.45), w - 2 * edge, round(mouth_h * 0.9))
    band.fill((0, 0, 0, 0), (0, 0, w, arc.centery))
    pygame.draw.ellipse(band, (0, 0, 0, 0), arc)
    art.blit(_painted(band, _shaded(w, h, theme.YAMS_CUP_WOOD, theme.YAMS_CUP_WOOD_DARK)),
             (0, 0))
    line = max(1, round(side / 60))
    pygame.draw.arc(art, theme.GOLD_DARK, arc, math.pi, 2 * math.pi, 2 * line)
    stitch_y = top + round(mouth_h * 0.62)
    dash = max(2, round(side / 22))
    for x in range(round(w * 0.1), round(w * 0.9), 2 * dash):
        # the stitches follow the round of the body: lower at the middle
        dip = round(mouth_h * 0.32 * math.sin(math.pi * x / w))
        pygame.draw.line(art, theme.YAMS_CUP_STITCH, (x, stitch_y + dip),
                         (x + dash, stitch_y + dip), line)
    rim = max(2, round(side / 16))
    pygame.draw.ellipse(art, theme.GOLD, (0, 0, w, mouth_h))
    pygame.draw.ellipse(art, theme.GOLD_DARK, (0, 0, w, mouth_h), max(1, rim // 3))
    inside = pygame.Rect(rim, rim * 2 // 3, w - 2 * rim, mouth_h - rim * 4 // 3)
    pygame.draw.ellipse(art, theme.YAMS_CUP_INSIDE, inside)
    deep = inside.inflate(-inside.w // 5, -inside.h // 3).move(0, inside.h // 8)
    pygame.draw.ellipse(art, blend(theme.YAMS_CUP_INSIDE, (0, 0, 0), 0.6), deep)
    shine = pygame.Surface((w, h), pygame.SRCALPHA)  # a soft gloss down the lit side
    pygame.draw.line(shine, (255, 236, 210, 40), (round(w * 0.24), stitch_y + mouth_h // 3),
                     (round(w * 0.255), arc.centery - mouth_h // 3), max(2, round(side / 12)))
    art.blit(shine, (0, 0))
    return art


def _turn(axis: Vec, degrees: float) -> Quat:
    """The turn of ``degrees`` about ``axis`` (a unit vector) as a quaternion."""
    half = math.radians(degrees) / 2
    sin = math.sin(half)
    return (math.cos(half), axis[0] * sin, axis[1] * sin, axis[2] * sin)


def _tilted(spin: float, tilt: float) -> tuple[TurnedFace, ...]:
    """A die's sides turned to the viewer, the die turned ``spin`` degrees on the felt and
    tipped ``tilt`` degrees over (never lying flat: no side faces the viewer square on)."""
    tip = 1 / math.hypot(1.0, 0.3)
    q = q_norm(q_mul(_turn((0.0, 0.0, 1.0), spin), _turn((tip, 0.3 * tip, 0.0), tilt)))
    return turned_faces(q_matrix(q))


def _heap(side: int, dice: int = 6) -> pygame.Surface:
    """The ``dice`` (six: the 10 000's; five: the Yams', round 76, hI76) lying in the mouth of
    the cup for dice of ``side`` (its art's size): dice heaped at odd angles, tipped over
    (drawn as the tumbling cubes are: never a side square to the viewer, nothing to read as a
    roll), the back ones in the cup's shade, kept inside the mouth and above it, the rim's
    near edge drawn over them (round 76, hG80)."""
    w, h = cup_size(side)
    mouth_h = max(4, round(w * theme.YAMS_CUP_MOUTH))
    rim = max(2, round(side / 16))
    inside = pygame.Rect(rim, rim * 2 // 3, w - 2 * rim, mouth_h - rim * 4 // 3)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    heap, share = (CUP_HEAP, CUP_HEAP_DIE) if dice == 6 else (YAMS_CUP_HEAP, YAMS_CUP_HEAP_DIE)
    die = max(4, round(inside.w * share))
    for u, v, spin, tilt, shade in heap:
        one = pygame.Surface((2 * die, 2 * die), pygame.SRCALPHA)
        draw_cube(one, (die, die), die, _tilted(spin, tilt))
        one.fill((shade, shade, shade, 255), special_flags=pygame.BLEND_RGBA_MULT)
        layer.blit(one, one.get_rect(center=(inside.x + round(u * inside.w),
                                             inside.y + round(v * inside.h))))
    keep = pygame.Surface((w, h), pygame.SRCALPHA)  # the mouth, and above its middle
    pygame.draw.ellipse(keep, (255, 255, 255, 255), inside)
    keep.fill((255, 255, 255, 255), (inside.x, 0, inside.w, inside.centery))
    layer.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    front = pygame.Surface((w, h), pygame.SRCALPHA)  # the rim's near half, over the dice
    pygame.draw.ellipse(front, theme.GOLD, (0, 0, w, mouth_h))
    pygame.draw.ellipse(front, theme.GOLD_DARK, (0, 0, w, mouth_h), max(1, rim // 3))
    pygame.draw.ellipse(front, (0, 0, 0, 0), inside)
    front.fill((0, 0, 0, 0), (0, 0, w, mouth_h // 2))
    layer.blit(front, (0, 0))
    return layer


def cup_art(side: int, filled: bool = False, dice: int = 6) -> pygame.Surface:
    """The cup's picture for dice of ``side`` pixels (``filled``: its ``dice`` lying in its
    mouth, :func:`_heap`): drawn the first time (at the table's layout), then the same
    surface."""
    key = (side, filled, dice if filled else 0)
    if key not in _ART:  # drawn twice as large, then smoothed down: no jagged rim
        drawn = _draw(2 * side)
        if filled:
            drawn.blit(_heap(2 * side, dice), (0, 0))
        art = pygame.transform.smoothscale(drawn, cup_size(side))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            art = art.convert_alpha()
        _ART[key] = art
    return _ART[key]


def _shadow(w: int, h: int, strength: int) -> pygame.Surface:
    """The cup's soft shadow, ``w`` by ``h``, at ``strength`` (0..255): drawn once per size
    and strength (a fading cup asks for a dozen), not every frame."""
    key = (w, h, strength)
    if key not in _SHADOWS:
        if len(_SHADOWS) > 64:  # (sizes change only with the window: kept small)
            _SHADOWS.clear()
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, strength), shadow.get_rect())
        _SHADOWS[key] = shadow
    return _SHADOWS[key]


_SHADOWS: dict[tuple[int, int, int], pygame.Surface] = {}


def draw_cup(surface: pygame.Surface, rect: pygame.Rect, side: int, alpha: int = 255,
             filled: bool = False, dice: int = 6) -> None:
    """The cup standing in ``rect`` with its soft shadow on the felt, at ``alpha`` (0..255);
    ``filled``: its ``dice`` seen lying in its mouth (:func:`cup_art`)."""
    if alpha <= 0 or side < 4:
        return
    shadow = _shadow(round(rect.w * 1.2), max(4, round(rect.w * 0.34)),
                     theme.YAMS_CUP_SHADOW_ALPHA * alpha // 255)
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx + round(side * 0.08),
                                                 rect.bottom - round(rect.w * 0.08))))
    art = cup_art(side, filled, dice)
    if alpha < 255:
        art = art.copy()
        art.set_alpha(alpha)
    surface.blit(art, rect)
