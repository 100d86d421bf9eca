"""The Yams sheet's tints: the paper of the column on turn, in its seat's hue as strong as its
inks allow (split from :mod:`game.widgets.scorecard`, which was full)."""

from __future__ import annotations

from collections.abc import Sequence

from game import theme
from game.contrast import AA_BODY, contrast_ratio, readable_tint
from game.seat_family import from_lch, hue_apart, lch
from game.widgets.seats import seat_colour

SHEET_INKS = (theme.INK, theme.SHEET_OPTION, theme.SHEET_OPTION_ZERO)
"""What is written in a sheet's cells: each keeps AA body contrast on the column's tint."""


def column_tint(style: int, paper: tuple[int, int, int] = theme.SHEET_BG) -> tuple[int, int, int]:
    """The paper of the column on turn: seat ``style``'s own colour over ``paper``, as strong as
    the sheet's inks allow (its numbers keep AA body contrast)."""
    key = (style, paper)
    tint = _TINTS.get(key)
    if tint is None:  # searched once per seat and paper, not at every frame
        colour = seat_colour(style)
        tint = _TINTS[key] = in_hue_of(clear_tint(colour, paper, SHEET_INKS), colour)
    return tint


HUE_FAMILY = 15
"""Degrees of LCh hue a column's paper may lean from its seat's token before it is turned to
the token's hue (critic D71: a coral seat's column read peach, a sky blue's cyan)."""


def in_hue_of(tint: Sequence[int], colour: Sequence[int]) -> tuple[int, int, int]:
    """``tint`` turned to ``colour``'s hue at its own lightness or a little under it (one seat,
    one colour family) where its hue leans away: its chroma up to half as strong again, as
    far as every sheet ink keeps AA on it (else the tint as it was)."""
    kept = (int(tint[0]), int(tint[1]), int(tint[2]))
    if hue_apart(kept, colour) <= HUE_FAMILY:
        return kept
    lightness, chroma, _ = lch(kept)
    for darker in range(9):  # (a light sky blue is out of the screen's reach: a little deeper)
        for step in range(5, -1, -1):
            turned = from_lch(lightness - darker, chroma * (1 + step / 10), lch(colour)[2])
            if hue_apart(turned, colour) <= HUE_FAMILY and all(
                    contrast_ratio(ink, turned) >= AA_BODY for ink in SHEET_INKS):
                return turned
    return kept


def clear_tint(colour: Sequence[int], paper: Sequence[int],
               inks: Sequence[Sequence[int]]) -> tuple[int, int, int]:
    """``colour``'s hue on ``paper`` without its darkness (critic C32: an orchid blended in read
    as a grey, disabled column): the paper moved along the colour's own chroma, at most
    :data:`theme.SHEET_TINT_CHROMA` from its grey, as far as every one of ``inks`` keeps AA;
    the colour simply laid over the paper where that is the more coloured (amber, lime)."""
    laid = readable_tint(colour, paper, inks)
    grey = sum(colour) / 3
    lean = [c - grey for c in colour]
    reach = max(abs(d) for d in lean) or 1.0
    for step in range(20, 0, -1):
        k = theme.SHEET_TINT_CHROMA * step / 20 / reach
        tint = (min(255, max(0, round(paper[0] + k * lean[0]))),
                min(255, max(0, round(paper[1] + k * lean[1]))),
                min(255, max(0, round(paper[2] + k * lean[2]))))
        if all(contrast_ratio(ink, tint) >= AA_BODY for ink in inks):
            return tint if max(tint) - min(tint) > max(laid) - min(laid) else laid
    return laid


_TINTS: dict[tuple[int, tuple[int, int, int]], tuple[int, int, int]] = {}


CALM_CHROMA = 14
"""The LCh chroma of the computer's column on turn (ruling S105, round 82, hY127; critic cA81
#8: its orchid at the inks' limit flooded the column, the loudest thing on the table for the
player who is not acting): a light blush of its hue, the header's tab and outline its bold."""


def calm_tint(style: int, paper: tuple[int, int, int] = theme.SHEET_BG) -> tuple[int, int, int]:
    """The paper of the computer's column on turn: seat ``style``'s hue as a light tint of
    :data:`CALM_CHROMA` at the paper's own lightness (a little deeper only as far as every
    sheet ink keeps AA), never the saturated wash of :func:`column_tint`."""
    key = (style, paper, "calm")
    tint = _CALM.get(key)
    if tint is None:
        lightness, _, _ = lch(paper)
        hue = lch(seat_colour(style))[2]
        tint = from_lch(lightness, CALM_CHROMA, hue)
        for lift in range(0, 6):  # (lighter where an ink would lose its AA on it)
            turned = from_lch(min(100.0, lightness + lift), CALM_CHROMA, hue)
            if all(contrast_ratio(ink, turned) >= AA_BODY for ink in SHEET_INKS):
                tint = turned
                break
        _CALM[key] = tint
    return tint


_CALM: dict[tuple[int, tuple[int, int, int], str], tuple[int, int, int]] = {}
