"""A Yams bonus counts into its row while its stage is on (round 67, critic C66, staged
moments 7: "'+N' over a row still 0 in stills: forced Joker, bonus celebration"): the upper
bonus's "+35" and a Joker Penta's "+100" fly into their row's cell soon after they are said,
the cell counts 0 → N as the figure melts into it, and the row then holds N, lit, for a good
part of the moment with its title still on screen; no long beat of "+N" beside a cell still
at 0. Stepped with a fake clock at 60 frames a second, the cell's figure read from the flow
(:func:`game.flow.stage.cell_figure`)."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import FADE_OUT, StageClock, cell_figure

FRAME = 1 / 60

WORDS_LEAVE = {"upper_bonus": FADE_OUT, "joker_penta": theme_stage.YAMS_EXIT_STAMP[0]}
"""The share of each stage from which its title and words leave."""

BONUS = {"upper_bonus": 35, "joker_penta": 100}

FLIES_WITHIN = 0.8
"""The longest a bonus's figure rests, said, before it flies to its row (seconds)."""
HELD_AT_LEAST = 0.45
"""The least time the row holds the whole bonus with the stage's words still up (seconds)."""


def _frames(kind: str) -> list[tuple[float, float, int]]:
    """(age, flight, the cell's figure) at every frame of ``kind``'s stage."""
    clock = StageClock(kind)
    seen = []
    while not clock.done:
        seen.append((clock.age, clock.flight(), cell_figure(clock, 0, BONUS[kind])))
        clock.update(FRAME)
    return seen


@pytest.mark.parametrize("kind", sorted(BONUS))
def test_the_bonus_flies_soon_and_the_row_holds_it_while_staged(kind):
    frames = _frames(kind)
    duration = StageClock(kind).duration
    leaves = WORDS_LEAVE[kind] * duration
    takes_off = min(age for age, flight, _ in frames if flight > 0)
    assert takes_off <= FLIES_WITHIN, f"'+{BONUS[kind]}' rests {takes_off:.2f} s beside 0"
    landed = min(age for age, _, figure in frames if figure == BONUS[kind])
    assert leaves - landed >= HELD_AT_LEAST, (
        f"the row holds {BONUS[kind]} only {leaves - landed:.2f} s before the words leave")
    after = [figure for age, _, figure in frames if age >= landed]
    assert all(f == BONUS[kind] for f in after), "once landed the row keeps the bonus"


@pytest.mark.parametrize("kind", sorted(BONUS))
def test_the_row_counts_up_as_the_figure_melts_in(kind):
    figures = [figure for _, _, figure in _frames(kind)]
    assert figures == sorted(figures), "it only counts up"
    between = {f for f in figures if 0 < f < BONUS[kind]}
    assert len(between) >= 3, f"the cell counts, it does not jump: {sorted(between)}"
