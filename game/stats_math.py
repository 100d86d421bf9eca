"""The numbers behind the statistics screen's charts and its dice test: pure, no pygame.

- :func:`histogram` / :func:`nice_step`: bins of round widths for the totals' chart;
- :func:`chi_square_uniform` tests die-face counts against a fair die; the p-value is the
  regularised upper incomplete gamma function :func:`upper_gamma_q` (series and continued
  fraction, as in Numerical Recipes §6.2), no SciPy. :func:`fairness` turns it into a verdict.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

MIN_THROWS = 300
"""Dice thrown before the fairness test says anything (fewer: "not enough data yet")."""

FAIR_P = 0.01
"""A p-value at or above this: nothing unusual about the dice."""

LOADED_P = 1e-4
"""A p-value below this: the faces are very unlikely from a fair die."""

# --- charts' numbers --------------------------------------------------------------------------


@dataclass(frozen=True)
class Bin:
    """One bar of a histogram: totals in ``[low, high)`` and how many."""

    low: int
    high: int
    count: int


def nice_step(span: float, most: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50… that cuts ``span`` into at most ``most`` parts."""
    step = 1
    while span / step > most:
        for factor in (2, 2.5, 2):
            step = int(step * factor)
            if span / step <= most:
                break
    return step


def bins_for(count: int, most: int, per_bin: int = 3, least: int = 4) -> int:
    """How many bins a histogram of ``count`` values takes: about ``per_bin`` values a bin
    on average (hS28, critic K72: one game's 15 turns in 14 bins, most of them empty), from
    ``least`` up to ``most`` once there are enough values."""
    return max(least, min(most, count // per_bin))


def histogram(values: Sequence[int], most_bins: int = 12) -> list[Bin]:
    """Count ``values`` in equal round-numbered bins (at most ``most_bins``); [] when empty."""
    if not values:
        return []
    low, high = min(values), max(values)
    step = nice_step(max(1, high - low + 1), most_bins)
    start = (low // step) * step
    count = (high - start) // step + 1
    bins = [0] * count
    for value in values:
        bins[(value - start) // step] += 1
    return [Bin(start + i * step, start + (i + 1) * step, n) for i, n in enumerate(bins)]


# --- are the dice fair? -----------------------------------------------------------------------


def upper_gamma_q(a: float, x: float) -> float:
    """The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a).

    Series for x < a + 1, Lentz's continued fraction otherwise (Numerical Recipes §6.2),
    to about 1e-14 relative error.
    """
    if a <= 0 or x < 0:
        raise ValueError(f"Q(a, x) needs a > 0 and x ≥ 0, got a={a}, x={x}")
    if x == 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        denom = a
        for _ in range(10_000):
            denom += 1
            term *= x / denom
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-16:
            break
    return min(1.0, math.exp(log_front) * h)


@dataclass(frozen=True)
class ChiSquare:
    """Pearson's chi-square test of counts against equal expected counts."""

    statistic: float
    dof: int
    p_value: float
    throws: int

    @property
    def expected(self) -> float:
        """The count each face should have on average."""
        return self.throws / (self.dof + 1)


def chi_square_uniform(counts: Sequence[int]) -> ChiSquare:
    """Test ``counts`` (one per face) against a fair die; p = Q(dof/2, χ²/2)."""
    if len(counts) < 2 or any(c < 0 for c in counts):
        raise ValueError(f"need two or more counts ≥ 0, got {counts!r}")
    throws = sum(counts)
    dof = len(counts) - 1
    if throws == 0:
        return ChiSquare(0.0, dof, 1.0, 0)
    expected = throws / len(counts)
    statistic = sum((c - expected) ** 2 for c in counts) / expected
    return ChiSquare(statistic, dof, upper_gamma_q(dof / 2, statistic / 2), throws)


def fairness(counts: Sequence[int]) -> tuple[str, ChiSquare]:
    """A verdict on die-face counts and the test behind it.

    The verdict is "not_enough" (under :data:`MIN_THROWS` throws), "fair" (p ≥ :data:`FAIR_P`),
    "doubtful" or "loaded" (p < :data:`LOADED_P`).
    """
    test = chi_square_uniform(counts)
    if test.throws < MIN_THROWS:
        return "not_enough", test
    if test.p_value >= FAIR_P:
        return "fair", test
    return ("loaded" if test.p_value < LOADED_P else "doubtful"), test
