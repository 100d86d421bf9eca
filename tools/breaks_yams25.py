"""Planted bugs of the Yams TOTAL stage's one story (round 69, hY78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STRONG = "tests/test_yams_bonus_lands_strong.py::test_the_landed_bonus_never_goes_pale"

YAMS25_BREAKS: tuple[Break, ...] = (
    Break("yams25.bonus_wash_over_figure", "the landing's gold wash leaves with the pop: no "
          "gold veil over the landed \"35\" (critic C67)", "game/views/stage_landing.py",
          "    pygame.draw.rect(layer, (*theme.GOLD, round(90 * min(1 - u, wash))),",
          "    pygame.draw.rect(layer, (*theme.GOLD, round(90 * (1 - u))),", _STRONG),
    Break("yams25.bonus_half_faded", "the landed figure hands over to the cell's own with no "
          "dip (never two half-faded figures, critic C67)", "game/views/stage_landing.py",
          "    late = span(clock.progress, back + FIGURE_BACK / 2, back + FIGURE_BACK)",
          "    late = span(clock.progress, back, back + FIGURE_BACK)", _STRONG),
)
