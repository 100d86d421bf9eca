"""A 10 000 bank's plate sized by its amount (round 78, hF94, critic cB77 #11, ruling S48):
the plate of a bank of 1 000 or more fills the felt between the middle column's top and the
"Zaruri încasate" line over the mat by a share that grows with the amount (a 1 000 bank's
plate smaller than a 1 999 one's, both smaller than a big bank's), resting a clear air over
that line, so no dead band of felt lies between it and the tray; the modest plate widens and
its figure grows with it too."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

SIZED_BANKS = ("bank_banner",)
"""The bank moments whose plate is sized by their amount: a banner's (1 000 to 1 999; a big
bank's ebony plate, larger, slams down from the column's top onto the slots' row it hides
whole, S3; the goal's has its crest)."""

BAND_SHARE = (0.48, 0.58)
"""The share of the band a 1 000 bank's plate fills, and a 1 999 one's (always shorter than
a big bank's plate, S3)."""

LEAST_AMOUNT = 1_000
"""The least bank a plate stages (a banner's; under it the bank is the row's alone)."""

MODEST_GROWTH = (0.14, 0.08)
"""How much a modest plate's width share and its words' share grow from a 1 000 bank's to
a 1 999 one's (added to ``theme.FARKLE_MODEST_PLATE``'s first two; round 79, S72: its figure
grows little, a 1 999 bank's still a clear rung under the big bank's words)."""


TRAY_GROWTH = 30
"""Reference pixels a banner bank's plate on the tray grows taller from a 1 000 bank's to a
1 999 one's (ruling S95 2.: as tall as the tray and its line; still shorter than a big
bank's), as its modest width grows (S48)."""


def tier_share(points: int) -> float:
    """How far a modest plate's bank is through its tier: 0 at 1 000, 1 at 1 999."""
    return max(0.0, min(1.0, (points - LEAST_AMOUNT) / (LEAST_AMOUNT - 1)))


def modest_width_share(points: int) -> float:
    """A modest plate's width against the middle column, by its bank's amount."""
    return theme.FARKLE_MODEST_PLATE[0] + MODEST_GROWTH[0] * tier_share(points)


def modest_words_share(points: int) -> float:
    """A modest plate's figure's size against a banner's, by its bank's amount."""
    return min(1.0, theme.FARKLE_MODEST_PLATE[1] + MODEST_GROWTH[1] * tier_share(points))


def bank_band(picture: StagePicture) -> tuple[int, int]:
    """The top and the floor of the felt a bank's plate lies in: the middle column's top,
    and a clear air over the "Zaruri încasate" line over the mat (hL65, critic B64: it sat
    on its top edge)."""
    area = picture.area
    floor = area.bottom - theme.px(theme_stage.PAIRS_COVER_LABEL
                                   + theme_stage.FARKLE_PLAQUE_AIR, picture.scale)
    return area.top, floor


def sized_plate(picture: StagePicture, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` (the plate as tall as its words) grown to its amount's share of the band,
    resting on the band's floor (no felt left bare over the tray: the room over it is the
    title's): never shorter than its words, never past the band."""
    cover, area = picture.cover, picture.area
    if cover is not None and area.contains(cover):  # on the tray, over its height and its
        # line, centred on it, as wide as a modest plate (ruling S95 2., round 81, hF106,
        # critic cB80 #3)
        pad = theme.px(6, picture.scale)
        grow = round(theme.px(TRAY_GROWTH, picture.scale) * tier_share(picture.amount))
        rect.h = min(area.h, max(rect.h, cover.h + 2 * pad) + grow)
        rect.center = cover.center
        return rect.clamp(area)
    top, floor = bank_band(picture)
    band = max(1, floor - top)
    low, high = BAND_SHARE
    wanted = round(band * (low + (high - low) * tier_share(picture.amount)))
    rect.h = min(band, max(rect.h, wanted))
    rect.bottom = floor
    return rect
