"""How the podium moves as the results open: the totals counting up (:func:`counted`), the
steps rising out of the floor together, each with its badge on it (:func:`risen`), and the
winner's total's pop (:data:`POP`), and the figures under them coming in after the steps
(:func:`figures_light`); pure arithmetic on
the panel's clock (:mod:`game.widgets.podium` draws them)."""

from __future__ import annotations

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


FIGURES_AFTER = 0.6 * RISE
"""Seconds after the panel opened the figures under the podium (and the list from the fourth
place, and the buttons) start to come in: once the steps stand (their rise eases out: at
this share of it they stand over nine tenths of their height), after the panel's own rise
(round 77, hW80, ruling S29: they came in with the panel, from 40 % faded in, and read as
greyed out, disabled; hR67's "in with the panel" reversed, as the brief asked: after the
podium)."""

FIGURES_SLIDE = 0.4
"""Seconds the figures take to come in, part after part, each dropping into its place in
full colour (:func:`game.widgets.entering.draw_entering`)."""


def figures_light(time: float) -> float:
    """How far the figures under the podium have come in ``time`` seconds after the panel
    opened (0..1, evenly: the entering parts ease themselves): none before
    :data:`FIGURES_AFTER`, all after :data:`FIGURES_SLIDE` more."""
    if time >= FIGURES_AFTER + FIGURES_SLIDE:
        return 1.0
    return max(0.0, min(1.0, (time - FIGURES_AFTER) / FIGURES_SLIDE))


def entrance_done() -> float:
    """Seconds until the podium's entrance is over: both its blocks risen (:data:`RISE`) and
    its figures come in (:data:`FIGURES_AFTER` and :data:`FIGURES_SLIDE`), whichever ends
    last (round-67 review: it ended with the figures while the blocks still rose)."""
    return max(RISE, FIGURES_AFTER + FIGURES_SLIDE)
