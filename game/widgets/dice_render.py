"""Procedural drawing of one die: ivory body, soft bevel, inset pips, glows and its shadow.

Everything is drawn at the requested pixel size (composed at a few times that size and
smoothly scaled *down*, which gives anti-aliased edges); no bitmap is ever scaled up.
`FaceCache` keeps the finished surfaces keyed by (face, size, look) so a frame only blits.
"""

from __future__ import annotations

import enum
import functools
import math

import pygame

from game import theme
from game.widgets.dice_cube import draw_cube as draw_cube
from game.widgets.dice_style import (
    CORNER_RADIUS,
    DIM_MULTIPLY,
    IVORY_DARK,
    IVORY_LIGHT,
    IVORY_MID,
    ONE_PIP_SCALE,
    PIP_DARK,
    PIP_LAYOUT,
    PIP_RADIUS,
    PIP_SPACING,
    PIP_WALL,
)
from game.widgets.surface_cache import SurfaceCache

# Proportions of the die side (the pips and corners: game.widgets.dice_style).
BEVEL = 0.075  # width of the lit / shaded rims
MARGIN = 0.2  # transparent border around the body that holds glows and rings
SHADOW_OFFSET = (0.05, 0.09)  # shadow offset on the felt at rest (light from top-left)
SHADOW_BLUR = 0.09
SHADOW_ALPHA = 135
GLOSS_ALPHA = 110  # strength of the soft gloss near the top-left corner
SHADOW_STEP = 6  # degrees between the cached turned shadows (all of them fit their cache)
SHADOW_LEVELS = 5  # strengths of a shadow kept ready (a die higher up casts a fainter one)
SHADOW_SHRINK = 0.1  # a shadow one level fainter is also this much smaller (the die is higher)
SHADOW_CACHE_LIMIT = 400  # faded shadows kept at most (about 12 MB at the largest dice)
SUPERSAMPLE_PIXELS = 900  # compose at up to this many pixels across, then scale down

# Colours of the rims, glows and rings (the body and pips: game.widgets.dice_style).
RIM_LIGHT = (255, 255, 255)
RIM_SHADE = (128, 104, 70)
EDGE_LINE = (150, 128, 96)
PIP_LIP = (255, 255, 250)
HELD_COLOUR = (250, 198, 64)
HOVER_COLOUR = (255, 255, 240)
REFUSED_COLOUR = (232, 68, 58)


class Look(enum.Enum):
    """How a die is drawn: its visual state."""

    NORMAL = "normal"
    HOVERED = "hovered"
    HELD = "held"
    DIMMED = "dimmed"
    REFUSED = "refused"


def canvas_side(size: int) -> int:
    """Side in pixels of the square surface holding a die of `size` and its glow margin."""
    return size + 2 * margin(size)


def margin(size: int) -> int:
    """Transparent border (pixels) around a die body of `size` on its surface."""
    return max(2, math.ceil(size * MARGIN))


def pip_centres(face: int, size: int) -> list[tuple[float, float]]:
    """Pip centres of `face` relative to the die centre, in pixels, for a die of `size`."""
    step = PIP_SPACING * size
    return [(gx * step, gy * step) for gx, gy in PIP_LAYOUT[face]]


def _supersample(size: int) -> int:
    """Composition factor: 4, or 2 for big dice (powers of two scale down without losing
    full opacity inside the body)."""
    return 4 if canvas_side(size) * 4 <= SUPERSAMPLE_PIXELS else 2


def _blur(surface: pygame.Surface, radius: float) -> pygame.Surface:
    """A soft, roughly Gaussian blur of about `radius` px: halve the surface repeatedly, then
    double it back with smooth scaling (a small image pyramid)."""
    w, h = surface.get_size()
    sizes = [(w, h)]
    level = 1.0
    while level * 2 <= max(1.0, radius) and min(sizes[-1]) > 4:
        level *= 2
        sizes.append((max(1, sizes[-1][0] // 2), max(1, sizes[-1][1] // 2)))
    out = surface
    for dims in sizes[1:]:
        out = pygame.transform.smoothscale(out, dims)
    for dims in reversed(sizes[:-1]):
        out = pygame.transform.smoothscale(out, dims)
    return out


def _rounded_mask(canvas: int, rect: pygame.Rect, radius: int) -> pygame.mask.Mask:
    """A mask of a rounded rectangle placed on a square canvas."""
    surf = pygame.Surface((canvas, canvas), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), rect, border_radius=radius)
    return pygame.mask.from_surface(surf)


def _mask_layer(mask: pygame.mask.Mask, colour: tuple[int, int, int]) -> pygame.Surface:
    """The mask as a surface of one colour whose alpha is the mask."""
    return mask.to_surface(setcolor=(*colour, 255), unsetcolor=(*colour, 0))


def _diagonal_gradient(side: int) -> pygame.Surface:
    """An opaque ivory gradient, light at the top-left and darker at the bottom-right."""
    n = 24
    small = pygame.Surface((n, n))
    for y in range(n):
        for x in range(n):
            t = (x + y) / (2 * (n - 1))
            if t < 0.5:
                a, b, u = IVORY_LIGHT, IVORY_MID, t / 0.5
            else:
                a, b, u = IVORY_MID, IVORY_DARK, (t - 0.5) / 0.5
            u = u * u * (3 - 2 * u)
            small.set_at((x, y), [round(a[i] + (b[i] - a[i]) * u) for i in range(3)])
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(small, (side, side)), (0, 0))
    return out


def _ring(
    canvas: int, body: pygame.Rect, grow: float, width: float, radius: int
) -> pygame.mask.Mask:
    """Mask of a rounded ring around `body`, `grow` px outside it and `width` px thick."""
    outer = body.inflate(round(2 * (grow + width)), round(2 * (grow + width)))
    inner = body.inflate(round(2 * grow), round(2 * grow))
    ring = _rounded_mask(canvas, outer, radius + round(grow + width))
    ring.erase(_rounded_mask(canvas, inner, radius + round(grow)), (0, 0))
    return ring


def _glow(
    canvas: int,
    body: pygame.Rect,
    radius: int,
    colour: tuple[int, int, int],
    spread: float,
    alpha: int,
) -> pygame.Surface:
    """A soft halo of `colour` fading out about `spread` px around the body (inside the margin)."""
    halo = _rounded_mask(canvas, body.inflate(round(spread * 0.6), round(spread * 0.6)), radius)
    layer = _blur(_mask_layer(halo, colour), spread * 0.45)
    layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


@functools.lru_cache(maxsize=2)  # a few MB each: the sizes on screen now
def _blank_body(size: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The supersampled die body without pips (ivory, bevel, gloss) and its clip layer.

    Shared by the six faces and every look of one size; callers copy before drawing on it.
    """
    ss = _supersample(size)
    side = canvas_side(size) * ss
    s = size * ss
    m = margin(size) * ss
    body = pygame.Rect(m, m, s, s)
    radius = round(CORNER_RADIUS * s)
    body_mask = _rounded_mask(side, body, radius)
    clip = _mask_layer(body_mask, (255, 255, 255))

    # Body: ivory gradient, lit rim top-left, shaded rim bottom-right.
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    surf.blit(_diagonal_gradient(s), body.topleft)
    k = max(1, round(BEVEL * s))
    lit = body_mask.copy()
    lit.erase(body_mask, (k, k))
    lit_layer = _blur(_mask_layer(lit, RIM_LIGHT), k * 0.9)
    lit_layer.fill((255, 255, 255, 215), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(lit_layer, (0, 0))
    shade = body_mask.copy()
    shade.erase(body_mask, (-k, -k))
    shade_layer = _blur(_mask_layer(shade, RIM_SHADE), k * 1.1)
    shade_layer.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(shade_layer, (0, 0))

    # A soft gloss near the lit corner, as on polished casino dice.
    gloss = pygame.Surface((side, side), pygame.SRCALPHA)
    gloss.fill((255, 255, 255, 0))  # transparent white, so the blur does not grey the edge
    g = pygame.Rect(0, 0, round(0.62 * s), round(0.42 * s))
    g.center = (body.left + round(0.34 * s), body.top + round(0.24 * s))
    pygame.draw.ellipse(gloss, (255, 255, 255, 255), g)
    gloss = _blur(gloss, 0.16 * s)
    gloss.fill((255, 255, 255, GLOSS_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(gloss, (0, 0))

    return surf, clip


@functools.lru_cache(maxsize=6)  # the looks of the sizes on screen now
def _decor(size: int, look: Look) -> tuple[pygame.Surface | None, pygame.Surface | None]:
    """The supersampled glow (behind the body) and ring (in front) of a look, shared by faces."""
    ss = _supersample(size)
    side = canvas_side(size) * ss
    s = size * ss
    m = margin(size) * ss
    body = pygame.Rect(m, m, s, s)
    radius = round(CORNER_RADIUS * s)
    behind: pygame.Surface | None = None
    front: pygame.Surface | None = None
    if look is Look.HOVERED:
        behind = _glow(side, body, radius, HOVER_COLOUR, 0.12 * s, 70)
        front = _mask_layer(_ring(side, body, 0.03 * s, 0.022 * s, radius), HOVER_COLOUR)
        front.fill((255, 255, 255, 190), special_flags=pygame.BLEND_RGBA_MULT)
    elif look is Look.HELD:  # one clear ring, no glow in or around it (critic round 68)
        front = _mask_layer(_ring(side, body, 0.03 * s, 0.05 * s, radius), HELD_COLOUR)
    elif look is Look.REFUSED:
        behind = _glow(side, body, radius, REFUSED_COLOUR, 0.2 * s, 200)
        front = _mask_layer(_ring(side, body, 0.045 * s, 0.042 * s, radius), REFUSED_COLOUR)
    return behind, front


def render_die(face: int, size: int, look: Look = Look.NORMAL) -> pygame.Surface:
    """Draw one die showing `face` (1–6), `size` px across, on a transparent square surface.

    The surface is `canvas_side(size)` px across and the die body is centred on it; the extra
    margin holds the hover glow and the held/refused rings. The shadow is separate
    (`render_shadow`) because it must not turn with the die.
    """
    if face not in PIP_LAYOUT:
        raise ValueError(f"a die face is 1..6, not {face!r}")
    if size < 4:
        raise ValueError(f"die size too small: {size}")
    ss = _supersample(size)
    final_side = canvas_side(size)
    side = final_side * ss
    s = size * ss
    m = margin(size) * ss
    body = pygame.Rect(m, m, s, s)
    radius = round(CORNER_RADIUS * s)
    canvas = pygame.Surface((side, side), pygame.SRCALPHA)

    behind, front = _decor(size, look)
    if behind is not None:
        canvas.blit(behind, (0, 0))
    blank, clip = _blank_body(size)
    surf = blank.copy()
    _draw_pips(surf, face, body.center, s)

    # A fine darker edge keeps the silhouette crisp on light felt.
    pygame.draw.rect(
        surf, (*EDGE_LINE, 110), body, width=max(1, ss // 2 + 1), border_radius=radius
    )
    surf.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if look is Look.DIMMED:
        surf.fill((*DIM_MULTIPLY, 255), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(surf, (0, 0))

    if front is not None:
        canvas.blit(front, (0, 0))
    out = pygame.transform.smoothscale(canvas, (final_side, final_side))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


def render_blank_die(size: int) -> pygame.Surface:
    """One die without pips, ``size`` px across (on the canvas of
    :func:`canvas_side`): a die waiting to be thrown, nothing to read as a roll."""
    ss = _supersample(size)
    s = size * ss
    m = margin(size) * ss
    body = pygame.Rect(m, m, s, s)
    blank, clip = _blank_body(size)
    surf = blank.copy()
    pygame.draw.rect(surf, (*EDGE_LINE, 110), body, width=max(1, ss // 2 + 1),
                     border_radius=round(CORNER_RADIUS * s))
    surf.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    side = canvas_side(size)
    return pygame.transform.smoothscale(surf, (side, side))


def _draw_pips(surf: pygame.Surface, face: int, centre: tuple[int, int], s: int) -> None:
    """Inset pips: a lit lip at the bottom-right, a dark bowl shaded towards the top-left."""
    cx, cy = centre
    r = PIP_RADIUS * s * (ONE_PIP_SCALE if face == 1 else 1.0)
    # The lip is drawn on a layer over the pip area only, softened a little, then laid on.
    reach = round(PIP_SPACING * s + 1.3 * r)
    area = pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach)
    lip = pygame.Surface(area.size, pygame.SRCALPHA)
    lip.fill((*PIP_LIP, 0))
    for dx, dy in pip_centres(face, s):
        x, y = reach + dx, reach + dy
        pygame.draw.circle(lip, (*PIP_LIP, 235), (x + 0.09 * r, y + 0.11 * r), r * 1.04)
        pygame.draw.circle(lip, (*RIM_SHADE, 120), (x - 0.07 * r, y - 0.08 * r), r * 1.03)
    surf.blit(_blur(lip, max(1.0, r * 0.08)), area.topleft)
    for dx, dy in pip_centres(face, s):
        x, y = cx + dx, cy + dy
        pygame.draw.circle(surf, PIP_WALL, (x, y), r)
        pygame.draw.circle(surf, PIP_DARK, (x - 0.1 * r, y - 0.11 * r), r * 0.84)


def render_shadow(size: int) -> pygame.Surface:
    """The soft drop shadow of a die of `size`, on a surface as large as `render_die`'s."""
    ss = 2
    final_side = canvas_side(size)
    side = final_side * ss
    s = size * ss
    m = margin(size) * ss
    body = pygame.Rect(m, m, s, s).inflate(-round(0.02 * s), -round(0.02 * s))
    mask = _rounded_mask(side, body, round(CORNER_RADIUS * s))
    layer = _blur(_mask_layer(mask, (6, 14, 8)), SHADOW_BLUR * s)
    layer.fill((255, 255, 255, SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.transform.smoothscale(layer, (final_side, final_side))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


def shadow_scale(level: int) -> float:
    """How large a shadow of strength ``level`` (1..SHADOW_LEVELS) is drawn: full size for the
    strongest (a die on the felt), SHADOW_SHRINK smaller for each level fainter."""
    return 1.0 - SHADOW_SHRINK * (SHADOW_LEVELS - level)


class FaceCache:
    """Finished die surfaces keyed by (face, size, look), plus shadows and quarter turns.

    Bounded: least recently used pictures go first beyond theme.DICE_CACHE_BYTES (shadows:
    theme.SHADOW_CACHE_BYTES), so every die size a resize asks for cannot pile up.
    Rendering happens on first use only; `clear()` drops everything (e.g. after the display
    mode changes, so new surfaces get converted to the new pixel format).
    """

    def __init__(self) -> None:
        """Start empty."""
        self._faces: SurfaceCache[tuple[int, int, Look, int]] = SurfaceCache(
            theme.DICE_CACHE_BYTES)
        self._shadows: SurfaceCache[int] = SurfaceCache(theme.SHADOW_CACHE_BYTES // 4)
        self._turned: SurfaceCache[tuple[int, int]] = SurfaceCache(theme.SHADOW_CACHE_BYTES)
        self._faded: SurfaceCache[tuple[int, int, int]] = SurfaceCache(
            theme.FADED_SHADOW_CACHE_BYTES, SHADOW_CACHE_LIMIT)

    def face(
        self, face: int, size: int, look: Look = Look.NORMAL, quarter: int = 0
    ) -> pygame.Surface:
        """The die surface, optionally turned by `quarter` × 90° (lossless)."""
        quarter %= 4
        key = (face, size, look, quarter)
        surf = self._faces.get(key)
        if surf is None:
            if quarter:
                surf = pygame.transform.rotate(self.face(face, size, look), 90 * quarter)
            else:
                surf = render_die(face, size, look)
            self._faces.put(key, surf)
        return surf

    def tight(self, face: int, size: int, look: Look = Look.NORMAL) -> pygame.Surface:
        """The die surface cropped to the body (plus 2 px): cheaper to rotate while tumbling.

        Only meaningful for looks without a glow (NORMAL, DIMMED).
        """
        key = (face, size, look, -1)
        surf = self._faces.get(key)
        if surf is None:
            full = self.face(face, size, look)
            m = max(0, margin(size) - 2)
            rect = full.get_rect().inflate(-2 * m, -2 * m)
            surf = self._faces.put(key, full.subsurface(rect).copy())
        return surf

    def turned_shadow(self, size: int, angle: float) -> pygame.Surface:
        """The shadow turned by `angle` degrees, quantised to SHADOW_STEP (a square's shadow
        repeats every 90°, so at most 90 / SHADOW_STEP surfaces per size)."""
        step = round((angle % 90) / SHADOW_STEP) % round(90 / SHADOW_STEP)
        key = (size, step)
        surf = self._turned.get(key)
        if surf is None:
            base = self.shadow(size)
            surf = base if step == 0 else pygame.transform.rotozoom(base, step * SHADOW_STEP, 1)
            self._turned.put(key, surf)
        return surf

    def faded_shadow(self, size: int, angle: float, alpha: float) -> pygame.Surface:
        """The turned shadow with its strength ``alpha`` (0..1, in SHADOW_LEVELS steps) baked in,
        shrunk as the strength says (`shadow_scale`) and cropped to what it covers: a plain
        blit, cheap for the dice in the air."""
        level = max(1, min(SHADOW_LEVELS, round(alpha * SHADOW_LEVELS)))
        step = round((angle % 90) / SHADOW_STEP) % round(90 / SHADOW_STEP)
        key = (size, step, level)
        surf = self._faded.get(key)
        if surf is None:
            turned = self.turned_shadow(size, angle)
            full = turned.copy()
            scale = shadow_scale(level)
            if scale < 1:  # a die in the air: a smaller, softer patch under it
                w, h = full.get_size()
                small = pygame.transform.smoothscale(full, (round(w * scale), round(h * scale)))
                full.fill((0, 0, 0, 0))
                full.blit(small, small.get_rect(center=(w // 2, h // 2)))
            full.fill((255, 255, 255, round(255 * level / SHADOW_LEVELS)),
                      special_flags=pygame.BLEND_RGBA_MULT)
            box = full.get_bounding_rect(min_alpha=3)
            # Keep the crop centred on the die so the caller can centre it.
            cx, cy = full.get_rect().center
            half_w = max(cx - box.left, box.right - cx)
            half_h = max(cy - box.top, box.bottom - cy)
            crop = pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h).clip(
                full.get_rect())
            surf = self._faded.put(key, full.subsurface(crop).copy())
        return surf

    def shadow(self, size: int) -> pygame.Surface:
        """The drop shadow surface for a die of `size`."""
        surf = self._shadows.get(size)
        if surf is None:
            surf = self._shadows.put(size, render_shadow(size))
        return surf

    def clear(self) -> None:
        """Forget every rendered surface."""
        self._faces.clear()
        self._shadows.clear()
        self._turned.clear()
        self._faded.clear()

    def __len__(self) -> int:
        """Number of cached die surfaces (shadows not counted)."""
        return len(self._faces)


_SHARED: list[FaceCache] = []


def shared_faces() -> FaceCache:
    """The one cache of die pictures every screen draws from (tables, help overlays, rules
    pages): a picture of one face at one size is rendered and kept once (issue 23 §6), and
    the whole app holds at most one cache's bounds of dice."""
    if not _SHARED:
        _SHARED.append(FaceCache())
    return _SHARED[0]


def reset_shared_faces() -> None:
    """Forget the shared die pictures (after the display mode changes)."""
    _SHARED.clear()
