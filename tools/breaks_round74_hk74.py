"""Planted bugs of round 74's helper hK74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_SIZE = ("tests/test_statistics_figures_one_size.py::"
             "test_one_value_size_per_card_and_labels_on_one_line")

ROUND74_HK74: tuple[Break, ...] = (
    Break("hk74.value_sized_alone",
          "each 'Pe scurt' value fit alone in half the column: '1 085 (28,9 %)' smaller than "
          "the card's other values at 1024x600 (critic cS74 #7)",
          "game/widgets/figure_column.py",
          "        band = pygame.Rect(rect.x + inset, round(top + i * step), rect.w - 2 * inset, "
          "round(step))\n",
          "        band = pygame.Rect(rect.x + inset, round(top + i * step), rect.w - 2 * inset, "
          "round(step))\n        value = fit_size(row.value, size, (rect.w - 2 * pad) // 2, "
          "BOLD)\n",
          _ONE_SIZE),
    Break("hk74.form_label_wraps",
          "the form's label back to 'Forma (ultimele 10)', on two lines at 1024x600 (critic "
          "cS74 #7)",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Forma (10)"\n',
          'msgstr "Forma (ultimele 10)"\n',
          _ONE_SIZE),
    Break("hk74.unit_squeezes_total",
          "two game cards' totals keep 'puncte' under them in a short band: '9 200' at the "
          "words' 12 px at 1024x600 (critic cS74 #7)",
          "game/widgets/charts.py",
          "        side = unit and round((text_room - unit_h) * 0.95) < theme.font_px(UNIT_BESIDE, "
          "scale)\n",
          "        side = unit and round((text_room - unit_h) * 0.95) > theme.font_px(UNIT_BESIDE, "
          "scale)\n",
          "tests/test_stats_game_totals_big.py::"
          "test_two_games_totals_stand_big_beside_their_words"),
    Break("hk74.dice_slots_narrow",
          "the per-box chart's dice keep narrow slots though every name fits an even one: one "
          "game's six upper bars crowd the left quarter (critic cS74 #9)",
          "game/widgets/chart_parts.py",  # (re-pointed round 80, hK86: die_slot gave way to
          # box_slots, S82; the dice given a named box's slot only where the names leave it)
          "        more = {k for k, need in enumerate(needs) if need > common}\n",
          "        more = {k for k, need in enumerate(needs) if need > 0}\n",
          "tests/test_stats_boxes_even.py::test_one_games_boxes_stand_evenly_across_the_chart"),
)
