"""How the podium moves as the results open: the totals counting up (:func:`counted`), the
steps rising out of the floor together, each with its badge on it (:func:`risen`), and the
winner's total's pop (:data:`POP`), and the figures under them fading in with the panel
(:func:`figures_light`); pure arithmetic on
the panel's clock (:mod:`game.widgets.podium` draws them)."""

from __future__ import annotations

from game import theme

COUNT_TIME = 1.2
"""Seconds the winner's total takes to count up."""


def counted(total: int, time: float, start: int = 0) -> int:
    """A podium total shown ``time`` seconds after the panel opened: from ``start``, counting
    up fast, settling on ``total``. Every total on the podium counts from 0 together, on one
    curve: the winner's reads above the others' all along, and far from them at its end."""
    u = max(0.0, min(1.0, time / COUNT_TIME))
    start = min(start, total)
    return round(start + (total - start) * (1 - (1 - u) ** 3))


RISE = 0.5
"""Seconds the steps take to rise out of the floor as the panel opens, all together."""


def rise_done(count: int = 3) -> float:
    """Seconds until the steps of a podium of ``count`` players have risen (all rise
    together: ``count`` is kept for callers)."""
    del count
    return RISE


RISE_FROM = 0.35
"""The share of its height each step already stands at as the panel opens: a low block
under its token, name and total from the first frame, never words over nothing (hR51, critic
C50: they floated over zero-height blocks; 0 before)."""


def risen(time: float) -> float:
    """How far every step has risen ``time`` seconds after the rise began (from
    :data:`RISE_FROM` to 1, easing out): one share of each step's own height, so in every
    frame the winner's stands tallest, the second's over the third's (hR24: the third
    rising first stood tallest)."""
    u = max(0.0, min(1.0, time / RISE))
    return RISE_FROM + (1 - RISE_FROM) * (1 - (1 - u) ** 3)


POP = 0.25
"""How much bigger the winner's total grows at the top of its pop."""


FIGURES_FADE = theme.RESULTS_ENTRANCE_TIME
"""Seconds the figures under the podium (and the list from the fourth place) take to fade
in, from the panel's first frame: the panel's rise itself (one constant, also
``game.scenes.results_picture.ENTRANCE_TIME``), on its curve (hR67, critic C66: "the panel
enters with its bottom 40 % blank for ~0.5 s"; hR62 had them wait for the blocks, critic
C61, when the blocks rose from nothing; they stand at :data:`RISE_FROM` of their height
from the first frame now)."""


FIGURES_FROM = 0.4
"""How far the figures (and the buttons) stand faded in on the panel's first frame, the
panel itself opaque then: its foot never blank, even for a frame (hR67)."""


def figures_light(time: float) -> float:
    """How far the figures under the podium have faded in ``time`` seconds after the panel
    opened (:data:`FIGURES_FROM`..1): in step with the panel's rise, easing out as it does."""
    u = max(0.0, min(1.0, time / FIGURES_FADE))
    return FIGURES_FROM + (1 - FIGURES_FROM) * (1 - (1 - u) ** 3)


def entrance_done() -> float:
    """Seconds until the podium's entrance is over: both its blocks risen (:data:`RISE`) and
    its figures faded in (:data:`FIGURES_FADE`), whichever ends last (round-67 review: it
    ended with the figures while the blocks still rose)."""
    return max(RISE, FIGURES_FADE)
