"""A table's column widths from what the columns hold: a column of dice or numbers or short
names takes the room its widest cell needs, the columns of running text share the rest (by
their weights), so a points column is not half empty while the text beside it wraps on three
lines. Pure arithmetic: the document measures, this shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence

FLEX_LEAST = 0.6
"""A text column never gets under this part of its share by weight: when the fitted columns
would squeeze it more, every column keeps its share by weight."""
FIT_MOST = 1.4
"""A fitted column (a name, a number) takes at most this many times its share by weight; a
longer cell wraps."""


def column_widths(width: int, weights: Sequence[float], natural: Sequence[int | None],
                  dice: Sequence[bool] = (), wanted: Sequence[int] = (),
                  least: Sequence[int | None] = ()) -> list[int]:
    """The widths of columns of ``weights`` sharing ``width`` pixels: a column whose
    ``natural`` width is given (its widest cell with its padding) takes that (a name or a
    number at most :data:`FIT_MOST` times its share, a column of ``dice`` at most its share:
    its dice shrink rather than squeeze the text), a column of None shares what is left by
    weight. ``wanted``: the width the running text columns (in order) would like (their cells
    on two lines): the dice columns give room towards it down to their ``least`` width (the
    document keeps room for the dice of half its rows on one line; the longer rows then lie
    on two balanced lines, :func:`dice_per_line`, at the page's one die size).
    The widths add up to ``width``."""
    total = sum(weights) or 1.0
    shares = [width * w / total for w in weights]
    flexible = [k for k, n in enumerate(natural) if n is None]
    if not flexible or len(flexible) == len(weights):
        return _whole(shares, width)
    fitted = {}
    for k, n in enumerate(natural):
        if n is not None:
            is_dice = k < len(dice) and dice[k]
            fitted[k] = min(float(n), shares[k] * (1.0 if is_dice else FIT_MOST))
    rest = width - sum(fitted.values())
    flex_weight = sum(weights[k] for k in flexible) or 1.0
    short = sum(max(0.0, want - rest * weights[k] / flex_weight)
                for k, want in zip(flexible, wanted, strict=False))
    for k in sorted(fitted):
        if short > 0 and k < len(dice) and dice[k]:
            floor = least[k] if k < len(least) and least[k] is not None else fitted[k]
            given = min(short, max(0.0, fitted[k] - floor))
            fitted[k] -= given
            rest += given
            short -= given
    widths = [fitted[k] if k in fitted else rest * weights[k] / flex_weight
              for k in range(len(weights))]
    if any(widths[k] < shares[k] * FLEX_LEAST for k in flexible):
        return _whole(shares, width)
    return _whole(widths, width)


def _whole(widths: Sequence[float], width: int) -> list[int]:
    """``widths`` rounded to whole pixels, the last column taking what rounding left."""
    out = [round(w) for w in widths]
    out[-1] = width - sum(out[:-1])
    return out


def dice_per_line(count: int, side: int, gap: int, width: int) -> int:
    """How many of ``count`` dice of ``side`` pixels (``gap`` apart) lie on one line of a
    ``width`` pixels wide cell, the lines balanced (six dice in room for four: three and
    three); ``count`` when they fit on one line."""
    room = max(1, (width + gap) // (side + gap))
    if count <= room:
        return max(1, count)
    lines = -(-count // room)
    return -(-count // lines)


def narrowest(fits: Callable[[int], bool], most: int) -> int:
    """The narrowest width from 1 to ``most`` for which ``fits(width)`` holds (``most``
    when none does); ``fits`` holds for every width above one that it holds for."""
    low, high = 1, max(1, most)
    while low < high:
        mid = (low + high) // 2
        if fits(mid):
            high = mid
        else:
            low = mid + 1
    return low
