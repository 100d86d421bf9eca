"""Planted bugs of the results screens' podium, statistics and entrance:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_results_icon_rows.py::"

RESULTS2_BREAKS: tuple[Break, ...] = (
    Break("results2.panel_centred_on_felt", "the results panel stands under the table's "
          "button row down to the felt's margin, its height the podium's (hR28)",
          "game/scenes/results.py",
          "        band = pygame.Rect(room.x, chrome, room.w, room.bottom - chrome)\n",
          "        band = pygame.Rect(room.x, chrome, room.w, 2 * (room.centery - chrome))\n",
          _T + "test_the_steps_are_real_steps_at_every_size_and_player_count"),
    Break("results2.stat_icons_drawn", "each figure under a step has its drawn icon (hR28)",
          "game/widgets/podium_figures.py",
          "        draw_stat_icon(surface, name, (start + icon // 2, middle), icon)\n",
          "        pass\n",
          _T + "test_at_1024_each_figure_is_a_drawn_icon_a_large_figure_and_its_label"),
    Break("results2.stat_figures_large", "the figures under the steps read at 18 px of em at "
          "1024x600 at least (hR28)", "game/widgets/podium_figures.py",
          "STAT_FIGURE = 52\n", "STAT_FIGURE = 40\n",
          _T + "test_at_1024_each_figure_is_a_drawn_icon_a_large_figure_and_its_label"),
    Break("results2.yams_bonuses_summed", "a Yams card's upper and Penta bonuses are said as "
          "one \"+\" figure (hR28)", "game/flow/results_detail.py",
          "                value += before.value\n", "                pass\n",
          _T + "test_a_games_figures_become_one_icon_row_a_kind_and_no_words_are_lost"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
