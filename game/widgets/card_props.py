"""The props of a menu game card's illustration, drawn in code under its dice (hM28: the
critic saw a strip of dice, no illustration): Yams's leather dice cup lying on its side, the
dice rolled out of it, over the corner of a score sheet; 10 000's stacks of chips beside its
throw. Each prop has its own place in the card's art area (:func:`prop_room`); the dice lie
in the rest (:func:`dice_room`).

The pictures are drawn once per size (cached), in the table's palette: felt, cream paper,
gold, the game's accent."""

from __future__ import annotations

import functools
import math

import pygame

from game import theme
from game.widgets.button import blend

PROPS = ("cup", "chips")
"""The props a card may show: the Yams cup and sheet, the 10 000 chips."""

PROP_SHARE = {"cup": 0.24, "chips": 0.22}
"""The share of the art area's width each prop takes (at its left for the cup, at its right
for the chips); the dice lie in the rest."""

LEATHER = (116, 62, 36)
"""The dice cup's leather."""
LEATHER_DARK = (64, 32, 18)
"""Its inside and its seams."""
PAPER = (246, 238, 214)
"""The score sheet's paper (a shade warmer than the dice, so they stand out on it)."""
CHIPS = ((196, 58, 52), theme.GOLD, (236, 232, 220))
"""The chips' colours, stack by stack: red, gold, white."""


def prop_room(band: pygame.Rect, prop: str) -> pygame.Rect:
    """Where ``prop`` stands in the art area ``band``: a strip at its left (the cup) or its
    right (the chips), :data:`PROP_SHARE` of its width."""
    w = round(band.w * PROP_SHARE[prop])
    x = band.x if prop == "cup" else band.right - w
    return pygame.Rect(x, band.y, w, band.h)


def dice_room(band: pygame.Rect, prop: str | None) -> pygame.Rect:
    """Where the dice lie in ``band``: all of it without a prop, else beside the prop."""
    if prop is None:
        return pygame.Rect(band)
    room = prop_room(band, prop)
    x = room.right if prop == "cup" else band.x
    return pygame.Rect(x, band.y, band.w - room.w, band.h)


def draw_props(surface: pygame.Surface, band: pygame.Rect, prop: str | None,
               accent: tuple[int, int, int], stacked: float = 1.0) -> None:
    """Draw ``prop``'s pictures in ``band`` (clipped to it), under the dice; the chips'
    stacks only ``stacked`` (0..1) of their height from the felt up (being stacked)."""
    if prop is None or band.w <= 0 or band.h <= 0:
        return
    clip = surface.get_clip()
    surface.set_clip(band.clip(clip))
    room = prop_room(band, prop)
    if prop == "cup":
        sheet = score_sheet((round(band.w * 0.42), round(band.h * 1.05)), accent)
        surface.blit(sheet, sheet.get_rect(topleft=(band.right - round(band.w * 0.34),
                                                    band.y + round(band.h * 0.36))))
        cup = dice_cup((room.w, round(band.h * 0.78)))
        surface.blit(cup, cup.get_rect(midleft=(room.x + round(room.w * 0.08),
                                                room.centery + round(band.h * 0.04))))
    else:
        chips = chip_stacks((room.w, round(band.h * 0.84)), accent)
        place = chips.get_rect(midbottom=(room.centerx - round(room.w * 0.06),
                                          band.bottom - round(band.h * 0.1)))
        shown = max(0, min(place.h, round(place.h * stacked)))
        part = pygame.Rect(0, place.h - shown, place.w, shown)  # the stacks' lower chips
        surface.blit(chips, place.move(0, place.h - shown).topleft, part)
    surface.set_clip(clip)


@functools.lru_cache(maxsize=8)
def score_sheet(size: tuple[int, int], accent: tuple[int, int, int]) -> pygame.Surface:
    """The corner of a score sheet lying turned on the felt: cream paper, a header in the
    accent, ruled rows with a column of pencilled figures, its soft shadow."""
    w, h = max(8, size[0]), max(8, size[1])
    paper = pygame.Surface((w, h), pygame.SRCALPHA)
    paper.fill((*PAPER, 255))
    header = max(3, h // 7)
    pygame.draw.rect(paper, (*blend(accent, theme.INK, 0.25), 255), (0, 0, w, header))
    line = max(1, h // 60)
    row = max(6, h // 8)
    split = round(w * 0.62)
    for y in range(header + row, h, row):  # the ruled rows and their figures
        pygame.draw.line(paper, (*theme.SHEET_LINE, 255), (0, y), (w, y), line)
        mark = pygame.Rect(split + row // 3, y - row + row // 3, round(w * 0.14), max(2, row // 3))
        pygame.draw.rect(paper, (*blend(PAPER, theme.INK, 0.55), 255), mark,
                         border_radius=max(1, mark.h // 2))
        name = pygame.Rect(row // 3, y - row + row // 3, round(w * 0.38), max(2, row // 4))
        pygame.draw.rect(paper, (*blend(PAPER, theme.INK, 0.25), 255), name,
                         border_radius=max(1, name.h // 2))
    pygame.draw.line(paper, (*theme.SHEET_LINE, 255), (split, header), (split, h), line)
    turned = pygame.transform.rotozoom(paper, 9, 1)
    shadow = pygame.Surface(turned.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 0))
    mask = pygame.mask.from_surface(turned)
    mask.to_surface(shadow, setcolor=(0, 0, 0, 70), unsetcolor=(0, 0, 0, 0))
    off = max(2, h // 30)
    whole = pygame.Surface((turned.get_width() + off, turned.get_height() + off),
                           pygame.SRCALPHA)
    whole.blit(shadow, (off, off))
    whole.blit(turned, (0, 0))
    return whole


@functools.lru_cache(maxsize=8)
def dice_cup(size: tuple[int, int]) -> pygame.Surface:
    """A leather dice cup lying on its side, its mouth open to the right (the dice rolled
    out of it): a tapered body, stitched bands at its ends, the dark inside of its mouth,
    a light along its top."""
    w, h = max(10, size[0]), max(10, size[1])
    cup = pygame.Surface((w, h), pygame.SRCALPHA)
    mouth_w = max(4, round(w * 0.22))
    base_h = round(h * 0.72)
    top, bottom = (h - base_h) // 2, (h + base_h) // 2
    body = [(0, top), (w - mouth_w // 2, 0), (w - mouth_w // 2, h), (0, bottom)]
    shadow = [(x + max(2, w // 25), y + max(2, h // 14)) for x, y in body]
    pygame.draw.polygon(cup, (0, 0, 0, 60), shadow)
    pygame.draw.polygon(cup, (*LEATHER, 255), body)
    light = blend(LEATHER, theme.CREAM, 0.3)
    pygame.draw.polygon(cup, (*light, 255), [(0, top), (w - mouth_w // 2, 0),
                                             (w - mouth_w // 2, round(h * 0.16)),
                                             (0, top + round(base_h * 0.14))])
    pygame.draw.ellipse(cup, (*LEATHER, 255), (0, top, max(4, mouth_w // 2), base_h))
    seam = max(1, w // 60)
    for share in (0.16, 0.72):  # the stitched bands
        x = round((w - mouth_w // 2) * share)
        y0 = round(top * (1 - share))
        pygame.draw.line(cup, (*theme.GOLD_DARK, 255), (x, y0), (x, h - y0), seam * 2)
    mouth = pygame.Rect(w - mouth_w, 0, mouth_w, h)
    pygame.draw.ellipse(cup, (*blend(LEATHER, theme.CREAM, 0.15), 255), mouth)
    pygame.draw.ellipse(cup, (*LEATHER_DARK, 255), mouth.inflate(-max(2, mouth_w // 4),
                                                                 -max(2, h // 10)))
    return cup


@functools.lru_cache(maxsize=8)
def chip_stacks(size: tuple[int, int], accent: tuple[int, int, int]) -> pygame.Surface:
    """Three stacks of chips of unequal heights, side by side and a little overlapped: each
    chip an edge with stripes under a lit face, the top one's face showing its inlay."""
    w, h = max(12, size[0]), max(12, size[1])
    stacks = pygame.Surface((w, h), pygame.SRCALPHA)
    chip_w = max(8, round(w * 0.46))
    face_h = max(4, round(chip_w * 0.38))
    edge = max(3, round(chip_w * 0.14))
    counts = (5, 7, 3)
    xs = (0, round(w * 0.27), w - chip_w)
    for k in (1, 0, 2):  # the middle stack behind
        colour = CHIPS[k] if k != 1 else blend(accent, theme.GOLD, 0.35)
        x = xs[k]
        base = h - face_h // 2 - (0 if k != 1 else round(face_h * 0.5))
        for n in range(counts[k]):
            y = base - n * edge
            if y - face_h // 2 < 0:
                break
            side = pygame.Rect(x, y - face_h // 2, chip_w, face_h + edge)
            pygame.draw.ellipse(stacks, (*blend(colour, theme.INK, 0.35), 255),
                                side.move(0, 0))
            pygame.draw.rect(stacks, (*blend(colour, theme.INK, 0.35), 255),
                             (x, y, chip_w, edge))
            for s in range(4):  # the edge's stripes
                sx = x + round(chip_w * (0.12 + 0.25 * s))
                pygame.draw.rect(stacks, (*theme.CREAM, 255),
                                 (sx, y + 1, max(1, chip_w // 14), max(1, edge - 2)))
            face = pygame.Rect(x, y - face_h // 2, chip_w, face_h)
            pygame.draw.ellipse(stacks, (*colour, 255), face)
        top = pygame.Rect(x, base - (counts[k] - 1) * edge - face_h // 2, chip_w, face_h)
        inlay = top.inflate(-round(chip_w * 0.4), -round(face_h * 0.4))
        pygame.draw.ellipse(stacks, (*blend(colour, theme.CREAM, 0.45), 255), inlay,
                            max(1, chip_w // 20))
        ring = math.ceil(chip_w / 40)
        pygame.draw.ellipse(stacks, (*blend(colour, theme.INK, 0.2), 255), top, ring)
    return stacks


def forget() -> None:
    """Drop the pictures (after a change of display mode)."""
    score_sheet.cache_clear()
    dice_cup.cache_clear()
    chip_stacks.cache_clear()
