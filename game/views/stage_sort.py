"""The Chintă's gathered dice re-ordering to 1-2-3-4-5-6 (pure geometry over a clock share).

A Chintă's dice gather in the order they lie on the felt (no two ways cross on the way in),
so its row first reads as thrown ("2-1-3-…"). Then, in one short move before its amount and
its name show, the row sorts itself: step by step the die each place wants dips into a lane
under the row, slides along it to its place while the dice it passes shift over one place
in the row (all together: none passes another), and rises into its place. No die crosses
another or the words (the title stands over the row, the amount comes after)."""

from __future__ import annotations

from game.flow.stage import SLAM

SORT_FROM = SLAM[1] * 0.85 + 0.01
"""The share of the stage at which a Chintă's row starts sorting (just after its dice have
arrived in their row, :data:`game.views.stage_gather.ARRIVED`)."""
SORT_TO = SORT_FROM + 0.2
"""By here the row reads 1-2-3-4-5-6 (about 0.4 s at the mid rung's hold); its amount and
name show from here (:func:`game.views.stage_gather.words_shown`)."""
LANE = 1.12
"""How far under the row a moving die slides, in dice sides (clear of the row's dice)."""
DIP = 0.25
"""The share of one step a die takes to dip into its lane (and as much to rise from it)."""


def steps(final: list[int]) -> list[tuple[int, int, int, list[int]]]:
    """The steps that sort a row whose die ``k`` ends in place ``final[k]``: each (the die
    moving, the place it leaves, the place it goes to, the row before the step: place ->
    die). Places are filled from the left; a die already in its place does not move."""
    row = list(range(len(final)))
    found = []
    for place in range(len(final)):
        die = final.index(place)
        start = row.index(die)
        if start != place:
            found.append((die, start, place, list(row)))
            row.pop(start)
            row.insert(place, die)
    return found


def _smooth(u: float) -> float:
    """0..1 eased in and out."""
    u = max(0.0, min(1.0, u))
    return u * u * (3 - 2 * u)


def places_at(final: list[int], share: float) -> list[tuple[float, float]]:
    """Each die's (place along the row, depth in lanes: 0 in the row, 1 in the lane under
    it) at ``share`` (0..1) of the sort."""
    moves = steps(final)
    count = len(final)
    if not moves or share >= 1:
        return [(float(final[k]), 0.0) for k in range(count)]
    if share <= 0:
        return [(float(k), 0.0) for k in range(count)]
    index = min(int(share * len(moves)), len(moves) - 1)
    within = share * len(moves) - index
    die, start, place, row = moves[index]
    dip = _smooth(within / DIP) * (1 - _smooth((within - 1 + DIP) / DIP))
    slide = _smooth((within - DIP) / (1 - 2 * DIP))
    found = [(0.0, 0.0)] * count
    for at, other in enumerate(row):
        if other == die:
            found[other] = (start + (place - start) * slide, dip)
        elif place <= at < start:  # passed: it shifts over one place, in the row
            found[other] = (at + slide, 0.0)
        else:
            found[other] = (float(at), 0.0)
    return found
