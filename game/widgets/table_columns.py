"""A table's column widths from what the columns hold: a column of dice or numbers or short
names takes the room its widest cell needs, the columns of running text share the rest (by
their weights), so a points column is not half empty while the text beside it wraps on three
lines. Pure arithmetic: the document measures, this shares."""

from __future__ import annotations

from collections.abc import Sequence

FLEX_LEAST = 0.6
"""A text column never gets under this part of its share by weight: when the fitted columns
would squeeze it more, every column keeps its share by weight."""
FIT_MOST = 1.4
"""A fitted column (a name, a number) takes at most this many times its share by weight; a
longer cell wraps."""


def column_widths(width: int, weights: Sequence[float], natural: Sequence[int | None],
                  dice: Sequence[bool] = ()) -> list[int]:
    """The widths of columns of ``weights`` sharing ``width`` pixels: a column whose
    ``natural`` width is given (its widest cell with its padding) takes that (a name or a
    number at most :data:`FIT_MOST` times its share, a column of ``dice`` at most its share:
    its dice shrink rather than squeeze the text), a column of None shares what is left by
    weight. The widths add up to ``width``."""
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
