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
from game.widgets.surface_cache import SurfaceCache

# Pip centres on a 3×3 grid, in units of PIP_SPACING × die size from the centre.
PIP_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((1, -1), (-1, 1)),
    3: ((1, -1), (0, 0), (-1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}

# Proportions of the die side.
CORNER_RADIUS = 0.19  # rounded corners
PIP_SPACING = 0.255  # distance of a side pip from the centre
PIP_RADIUS = 0.092  # pip radius
ONE_PIP_SCALE = 1.3  # the lone pip of the 1 is larger, as on casino dice
BEVEL = 0.075  # width of the lit / shaded rims
MARGIN = 0.2  # transparent border around the body that holds glows and rings
SHADOW_OFFSET = (0.05, 0.09)  # shadow offset on the felt at rest (light from top-left)
SHADOW_BLUR = 0.09
SHADOW_ALPHA = 135
GLOSS_ALPHA = 110  # strength of the soft gloss near the top-left corner
SHADOW_STEP = 6  # degrees between the cached turned shadows (all of them fit their cache)
SHADOW_LEVELS = 5  # strengths of a shadow kept ready (a die higher up casts a fainter one)
SHADOW_CACHE_LIMIT = 400  # faded shadows kept at most (about 12 MB at the largest dice)
SUPERSAMPLE_PIXELS = 900  # compose at up to this many pixels across, then scale down

# Colours: warm ivory lit from the top-left, near-black pips.
IVORY_LIGHT = (255, 252, 241)
IVORY_MID = (246, 238, 219)
IVORY_DARK = (222, 208, 180)
RIM_LIGHT = (255, 255, 255)
RIM_SHADE = (128, 104, 70)
EDGE_LINE = (150, 128, 96)
PIP_DARK = (24, 19, 22)
PIP_WALL = (92, 80, 78)
PIP_LIP = (255, 255, 250)
HELD_COLOUR = (250, 198, 64)
HOVER_COLOUR = (255, 255, 240)
REFUSED_COLOUR = (232, 68, 58)
DIM_MULTIPLY = (178, 176, 170)


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
    elif look in (Look.HELD, Look.REFUSED):
        colour = HELD_COLOUR if look is Look.HELD else REFUSED_COLOUR
        behind = _glow(side, body, radius, colour, 0.2 * s, 200)
        front = _mask_layer(_ring(side, body, 0.045 * s, 0.042 * s, radius), colour)
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
        cropped to what it covers: a plain blit, cheap for the dice in the air."""
        level = max(1, min(SHADOW_LEVELS, round(alpha * SHADOW_LEVELS)))
        step = round((angle % 90) / SHADOW_STEP) % round(90 / SHADOW_STEP)
        key = (size, step, level)
        surf = self._faded.get(key)
        if surf is None:
            turned = self.turned_shadow(size, angle)
            full = turned.copy()
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


# --- the die as a cube in 3D, drawn while it tumbles (issue 11) -------------------------------
#
# A fake 3D in 2D: the die's faces are turned by its orientation, faces pointing away are
# dropped, the rest are filled with a tone from their normal and a fixed light, and the pips
# are placed in each face's own axes, so every face shows its true pips, turned as on a real
# die. All polygons are computed at the die's real pixel size, so a die is crisp at any size.

CUBE_LIGHT = (-0.42, -0.55, -0.72)  # towards the light: top-left, in front (viewer is -z)
CUBE_AMBIENT = 0.5  # share of a face's tone it keeps when turned away from the light
CUBE_EDGE = (186, 170, 140)  # the rounded edges and corners seen between two faces
CORNER_STEPS = 2  # segments of each rounded corner of a face
PIP_STEPS = 8  # sides of the polygon that draws one pip
EDGE_GROW = 1.04  # the edge tone is a face this much larger, drawn under the face


def _unit(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)
    return (v[0] / n, v[1] / n, v[2] / n)


_LIGHT = _unit(CUBE_LIGHT)


@functools.cache
def _face_plan(value: int) -> tuple[tuple[tuple[float, float], ...],
                                    tuple[tuple[tuple[float, float], ...], ...],
                                    tuple[tuple[float, float], ...]]:
    """The rounded outline of a side (size 1, in its (u, v) axes), its pips' rings, and the
    outline grown a little (the rounded edge seen around the face)."""
    r = CORNER_RADIUS
    outline: list[tuple[float, float]] = []
    for cu, cv, a0 in ((0.5 - r, 0.5 - r, 0.0), (-(0.5 - r), 0.5 - r, 90.0),
                       (-(0.5 - r), -(0.5 - r), 180.0), (0.5 - r, -(0.5 - r), 270.0)):
        for k in range(CORNER_STEPS + 1):
            a = math.radians(a0 + 90.0 * k / CORNER_STEPS)
            outline.append((cu + r * math.cos(a), cv + r * math.sin(a)))
    pr = PIP_RADIUS * (ONE_PIP_SCALE if value == 1 else 1.0)
    ring = [(pr * math.cos(2 * math.pi * k / PIP_STEPS), pr * math.sin(2 * math.pi * k / PIP_STEPS))
            for k in range(PIP_STEPS)]
    pips = tuple(tuple((gx * PIP_SPACING + a, gy * PIP_SPACING + b) for a, b in ring)
                 for gx, gy in PIP_LAYOUT[value])
    grown = tuple((a * EDGE_GROW, b * EDGE_GROW) for a, b in outline)
    return tuple(outline), pips, grown


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (min(255, round(colour[0] * k)), min(255, round(colour[1] * k)),
            min(255, round(colour[2] * k)))


def draw_cube(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    faces: tuple[tuple[int, tuple[float, float, float], tuple[float, float, float],
                       tuple[float, float, float]], ...],
    dimmed: bool = False,
) -> pygame.Rect:
    """Draw a tumbling die as a cube seen from the viewer (parallel projection).

    ``faces`` lists, for each of the six values, ``(value, normal, u, v)``: the side's outward
    normal and its two face axes as world vectors (x right, y down, z away from the viewer),
    already turned by the die's orientation. ``size`` is the drawn side in pixels (larger while
    the die is in the air). Returns the rectangle drawn over.
    """
    cx, cy = centre
    half = size / 2
    up_dot = -_LIGHT[2]
    base = IVORY_MID
    pip = PIP_DARK
    edge = CUBE_EDGE
    if dimmed:
        base = tuple(round(c * d / 255) for c, d in zip(base, DIM_MULTIPLY, strict=True))  # type: ignore[assignment]
        edge = tuple(round(c * d / 255) for c, d in zip(edge, DIM_MULTIPLY, strict=True))  # type: ignore[assignment]
    shapes = []
    area = pygame.Rect(round(cx), round(cy), 0, 0)
    for value, n, u, v in faces:
        if n[2] >= -0.02:  # turned away from the viewer (or edge-on)
            continue
        fx, fy = cx + n[0] * half, cy + n[1] * half
        ux, uy, vx, vy = u[0] * size, u[1] * size, v[0] * size, v[1] * size
        outline, pips, grown = _face_plan(value)
        # The rounded edges and corners: each face a little larger, in the edge tone, first.
        area.union_ip(pygame.draw.polygon(
            surface, edge, [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in grown]))
        light = max(0.0, n[0] * _LIGHT[0] + n[1] * _LIGHT[1] + n[2] * _LIGHT[2])
        k = CUBE_AMBIENT + (1.04 - CUBE_AMBIENT) * light / up_dot
        shapes.append((-n[2], fx, fy, ux, uy, vx, vy, outline, pips, k))
    shapes.sort(key=lambda shape: shape[0])
    for _, fx, fy, ux, uy, vx, vy, outline, pips, k in shapes:
        pygame.draw.polygon(surface, _shade(base, k),
                            [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in outline])
        pip_colour = _shade(pip, 0.6 + 0.4 * k)
        for ring in pips:
            pygame.draw.polygon(surface, pip_colour,
                                [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in ring])
    return area


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
