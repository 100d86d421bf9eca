"""The table: green felt with a subtle fibre texture and vignette, inside a wooden rim.

The full-window background is built once per window size and cached, so an idle scene
pays one blit per frame for it. Panels (dark translucent boxes with a gold line) are drawn
by :func:`draw_panel`.
"""

from __future__ import annotations

import functools
import random

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.surface_cache import SurfaceCache
from game.widgets.text import draw_text

# Bounded (least recently used first out): the background of the window size shown
# (F11 draws the other one again), panels up to theme.PANEL_CACHE_BYTES; dimming keeps no layer.
_BACKGROUNDS: SurfaceCache[tuple[tuple[int, int], bool]] = SurfaceCache(
    2**62, theme.BACKGROUND_CACHE_ITEMS)
_PANELS: SurfaceCache[tuple[int, int, int]] = SurfaceCache(theme.PANEL_CACHE_BYTES)


def _texture_tile() -> pygame.Surface:
    """A small tile of randomly lighter and darker felt fibres (fixed seed)."""
    size = theme.FELT_TEXTURE_TILE
    return pygame.image.frombytes(_texture_tile_pixels(size), (size, size), "RGB")


@functools.cache
def _texture_tile_pixels(size: int) -> bytes:
    """The tile's RGB bytes, made once (the same for every window: a fixed seed), and kept
    on disk for the next start when the game keeps pictures (:mod:`game.picture_cache`)."""
    from game.picture_cache import kept_bytes

    return kept_bytes("felt-tile", (size,), ("game.widgets.felt", "game.theme"),
                      lambda: pygame.image.tobytes(_make_texture_tile(size), "RGB"),
                      lambda data: len(data) == 3 * size * size)


def _make_texture_tile(size: int) -> pygame.Surface:
    """Draw the texture tile, ``size`` pixels square, fibre by fibre."""
    rng = random.Random(theme.FELT_TEXTURE_SEED)
    tile = pygame.Surface((size, size))
    tile.fill(theme.FELT)
    for _ in range(size * size // 3):
        x, y = rng.randrange(size), rng.randrange(size)
        shade = rng.uniform(-1.0, 1.0)
        base = theme.FELT_LIGHT if shade > 0 else theme.FELT_DARK
        t = abs(shade) * 0.35
        colour = tuple(round(a + (b - a) * t) for a, b in zip(theme.FELT, base, strict=True))
        tile.set_at((x, y), colour)
    return tile


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """Dark corners: concentric ellipses drawn small, then smoothly scaled up."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    steps = 18
    for i in range(steps):
        t = i / steps
        alpha = round(theme.VIGNETTE_STRENGTH * (1 - t) ** 2.2)
        inset_x = round(t * 26)
        inset_y = round(t * 15)
        rect = pygame.Rect(inset_x - 12, inset_y - 7, 64 - 2 * inset_x + 24, 36 - 2 * inset_y + 14)
        layer = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, alpha))
        pygame.draw.ellipse(layer, (0, 0, 0, 0), rect)
        small.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_MIN if i else 0)
    return pygame.transform.smoothscale(small, size)


def _rim(surface: pygame.Surface, scale: float) -> pygame.Rect:
    """Draw the wooden rim around ``surface``; return the felt area inside it."""
    w, h = surface.get_size()
    rim = theme.px(theme.RIM_WIDTH, scale)
    surface.fill(theme.WOOD, pygame.Rect(0, 0, w, rim))
    surface.fill(theme.WOOD, pygame.Rect(0, h - rim, w, rim))
    surface.fill(theme.WOOD, pygame.Rect(0, 0, rim, h))
    surface.fill(theme.WOOD, pygame.Rect(w - rim, 0, rim, h))
    rng = random.Random(theme.FELT_TEXTURE_SEED + 1)
    for i in range(1, rim, max(2, rim // 6)):  # grain lines running along the rim
        colour = theme.WOOD_DARK if rng.random() < 0.6 else theme.WOOD_LIGHT
        pygame.draw.rect(surface, colour, pygame.Rect(i, i, w - 2 * i, h - 2 * i), 1)
    pygame.draw.rect(surface, theme.WOOD_DARK, surface.get_rect(), max(2, rim // 5))
    inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
    pygame.draw.rect(surface, theme.WOOD_LIGHT, inner.inflate(2, 2),
                     theme.px(theme.RIM_INNER_LINE, scale))
    return inner


def felt_background(size: tuple[int, int], rim: bool = True) -> pygame.Surface:
    """Return the full-window table background for ``size`` (built once per size)."""
    key = ((int(size[0]), int(size[1])), rim)
    cached = _BACKGROUNDS.get(key)
    if cached is not None:
        return cached
    w, h = max(1, size[0]), max(1, size[1])
    surface = pygame.Surface((w, h))
    tile = _texture_tile()
    step = tile.get_width()
    for y in range(0, h, step):
        for x in range(0, w, step):
            surface.blit(tile, (x, y))
    surface.blit(_vignette((w, h)), (0, 0))
    if rim:
        _rim(surface, theme.scale_for((w, h)))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert()
    return _BACKGROUNDS.put(key, surface)


def reset() -> None:
    """Forget every cached background and panel (a new display was opened)."""
    global _dim_strip
    _BACKGROUNDS.clear()
    _PANELS.clear()
    _dim_strip = None


def clear_panels() -> None:
    """Forget the translucent panels drawn so far (their screens are closed)."""
    _PANELS.clear()


def _grey_strip(width: int, keep: int) -> pygame.Surface:
    """An opaque strip at least ``width`` wide, :data:`DIM_STRIP_ROWS` high, of grey ``keep``
    (one is kept: the widest asked for, refilled when another grey is asked)."""
    global _dim_strip
    strip = _dim_strip
    if strip is None or strip.get_width() < width:
        strip = _dim_strip = pygame.Surface((max(1, width), DIM_STRIP_ROWS))
        strip.fill((keep, keep, keep))
    elif strip.get_at((0, 0))[:3] != (keep, keep, keep):
        strip.fill((keep, keep, keep))
    return strip


def felt_area(size: tuple[int, int]) -> pygame.Rect:
    """Return the felt inside the rim for a window of ``size``."""
    rim = theme.px(theme.RIM_WIDTH, theme.scale_for(size))
    return pygame.Rect(rim, rim, size[0] - 2 * rim, size[1] - 2 * rim)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float,
               alpha: int = theme.PANEL_ALPHA) -> None:
    """Draw a dark translucent rounded panel with a thin gold border and a soft shadow."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    radius = theme.px(theme.PANEL_RADIUS, scale)
    key = (rect.w, rect.h, alpha)
    image = _PANELS.get(key)
    if image is None:
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(image, (*theme.PANEL, alpha), image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, theme.PANEL_BORDER, image.get_rect(), max(1, round(2 * scale)),
                         border_radius=radius)
        _PANELS.put(key, image)
    shadow = theme.px(10, scale)
    shade = _PANELS.get((rect.w, rect.h, -1))
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, theme.SHADOW_ALPHA // 2), shade.get_rect(),
                         border_radius=radius)
        _PANELS.put((rect.w, rect.h, -1), shade)
    surface.blit(shade, rect.move(shadow, shadow))
    surface.blit(image, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect)


DIM_STRIP_ROWS = 32
"""Rows of the grey strip :func:`dim` multiplies a surface by, one band after another."""

_dim_strip: pygame.Surface | None = None


def dim(surface: pygame.Surface, alpha: int = theme.OVERLAY_DIM_ALPHA) -> None:
    """Darken the whole ``surface`` (under an overlay) as black at ``alpha`` would, by
    multiplying it in place: no full-window layer is kept for it (issue 23 §6).

    An opaque 32-bit surface (a window, a frame kept) is multiplied band by band by a grey
    strip: a multiplying blit gives the very pixels of a multiplying fill (each channel
    ``(c * keep + 255) >> 8``) some thirty times faster. Others are filled."""
    keep = 255 - max(0, min(255, alpha))
    if surface.get_flags() & pygame.SRCALPHA or surface.get_bytesize() != 4:
        surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    else:
        clip = surface.get_clip()
        strip = _grey_strip(clip.w, keep)
        for y in range(clip.top, clip.bottom, DIM_STRIP_ROWS):
            surface.blit(strip, (clip.left, y), special_flags=pygame.BLEND_RGB_MULT)
    if layout_record.ON:
        layout_record.covered(surface)


EVEN_DIM_SHARE = 192
"""How much of a light colour's brightness :func:`dim_evenly` takes before the dim (out of
256): the light score sheet ends as dark as the felt beside it."""


def dim_evenly(surface: pygame.Surface, alpha: int = theme.OVERLAY_DIM_ALPHA) -> None:
    """:func:`dim`, a light colour darkened more than a dark one first (each channel
    ``c * (255 - c * share / 256) / 256``): under a dialog a light panel (the score sheet, a
    column's tint) sinks with the felt instead of staying a lit block beside the dialog."""
    share = surface.copy()
    share.fill((EVEN_DIM_SHARE,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    keep = pygame.Surface(surface.get_size(), 0, surface)
    keep.fill((255, 255, 255))
    keep.blit(share, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    surface.blit(keep, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    dim(surface, alpha)


HUSH_BLUR = 24
"""Reference pixels a hushed table is blurred over (:func:`hush`): a figure or a label of
the table, even a heading's, melts into a smudge."""

HUSH_LEVEL = 44
"""The grey (0..255, before the darkening) a blurred hush levels the table's bright parts
down towards (about the felt's own grey): the score sheet's paper does not stay a light slab
on the dark felt, the whole table reads as one even veil."""

HUSH_KEEP = 0.12
"""How much of its distance from :data:`HUSH_LEVEL` a part keeps (its shapes faint in the
veil), brighter or darker."""


def _level(grey: pygame.Surface) -> None:
    """Pull every part of ``grey`` towards :data:`HUSH_LEVEL` (keeping :data:`HUSH_KEEP` of
    the difference): what is brighter down to it, what is darker (the 10 000 table's dark
    panels) up to it, so the veil is even with the felt (hF22: no black slab either)."""
    keep = round(HUSH_KEEP * 256)
    levelled = grey.copy()
    levelled.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    floor = round(HUSH_LEVEL * (1 - HUSH_KEEP))
    levelled.fill((floor, floor, floor), special_flags=pygame.BLEND_RGB_ADD)
    grey.blit(levelled, (0, 0))  # dark parts lifted to the felt's grey, as the bright sink


def hush(surface: pygame.Surface, alpha: int, scale: float, blur: bool = True) -> None:
    """Darken ``surface`` as :func:`dim` does, greyed first (no red of a primary button, no
    seat colour) and blurred (``blur``): under a grand stage, or under the results, no
    figure, label or red of the table reads (its shapes stay); unblurred, it reads dimmed."""
    w, h = surface.get_size()
    if blur:
        step = max(2, theme.px(HUSH_BLUR, scale))
        size = (max(1, w // step), max(1, h // step))
        grey = pygame.transform.grayscale(pygame.transform.smoothscale(surface, size))
        # up twice and down again: neighbouring smudges blend (no edge of the small picture's
        # cells steps in the full one, however light the dimming over it)
        twice = pygame.transform.smoothscale(grey, (size[0] * 2, size[1] * 2))
        grey = pygame.transform.smoothscale(twice, size)
        _level(grey)  # one even veil: no light slab of paper on the dark felt
        surface.blit(pygame.transform.smoothscale(grey, (w, h)), (0, 0))
    else:
        surface.blit(pygame.transform.grayscale(surface), (0, 0))
    dim(surface, alpha)


def draw_titled_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                      aside: str) -> int:
    """A panel with its title at its top left (gold) and ``aside`` at its top right (muted),
    both in the small type (the 10 000 players panel, roomy or dense); the inner margin
    used, in pixels."""
    draw_panel(surface, rect, scale)
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    draw_text(surface, title, small, theme.GOLD, (rect.x + pad, rect.y + pad), "topleft")
    draw_text(surface, aside, small, theme.MUTED, (rect.right - pad, rect.y + pad), "topright")
    return pad
