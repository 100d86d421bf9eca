"""Planted bugs of round 80's helper hK86:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STATS = "game/scenes/statistics.py"
_LEAST = "tests/test_stats_least_plot_s82.py::"

ROUND80_HK86: tuple[Break, ...] = (
    # hk86.wide_panel_least retired round 80 (hK88, ruling S90 3): the one page it reached
    # (10 000 after one game) has its own layout now, its tall chart held by
    # hk88.farkle_one_game_strip; Yams' one game has room either way.
    Break("hk86.few_games_paged",
          "Statistici: a few Yams games in a short window get pages, their list the body's "
          "height (ruling S82; critic cC79 #4: 3 px bars)",
          _STATS,
          "                and (self.line_shown() or s.games_at(self.shown_target) >= 2))",
          "                and self.line_shown())",
          _LEAST + "test_a_few_yams_games_get_pages_in_a_short_window"),
    Break("hk86.pages_as_tall_as_tabs",
          "Statistici: the pages' switch is a low segmented filter on the tabs' centre line, "
          "not a second row of tabs (ruling S82; critic cC79 #2)",
          _STATS,
          "        self.page_choice.place(pygame.Rect(row.x, row.centery - h // 2, width, h),",
          "        self.page_choice.place(pygame.Rect(row.x, row.y, width, row.h),",
          _LEAST + "test_the_pages_switch_is_its_own_control_apart_from_the_tabs"),
    Break("hk86.few_games_list_packed",
          "Statistici: a few games listed on their page spread to fill it, the last bar at "
          "its foot (ruling S82)",
          "game/widgets/charts.py",
          "    row_h = max(need, min(spread, row * theme.STATS_GAME_ROW_STRETCH))",
          "    row_h = max(need, min(spread, row))",
          _LEAST + "test_a_few_yams_games_get_pages_in_a_short_window"),
    Break("hk86.dice_slots_squeezed",
          "Statistici 'Media pe căsuță': every box the same slot as far as the names allow, "
          "the dice's never squeezed (ruling S82; critic cC79 #3: 35 px against 79 px)",
          "game/widgets/chart_parts.py",
          "    return [needs[k] if k in wide else common for k in range(len(labels))]",
          "    return [needs[k] if k in wide else common * (0.5 if needs[k] == 0 else 1) "
          "for k in range(len(labels))]",
          "tests/test_stats_boxes_same_slot_s82.py::test_the_thirteen_boxes_stand_in_even_"
          "slots[statistics_fifty_games_boxes-size1]"),
    Break("hk86.luck_band_too_narrow",
          "the Dice tab shades the strays luck alone gives (three standard deviations): a fair "
          "source's bars stand inside it (ruling S82 5; critic cC79 #14)",
          "game/scenes/stats_dice.py",
          "    return 3 * math.sqrt((1 - face) / (throws * face))",
          "    return math.sqrt((1 - face) / (throws * face))",
          "tests/test_stats_dice_luck_band_s82.py::test_fair_dice_stand_inside_their_luck_"
          "band[size0]"),
    Break("hk86.ladder_at_the_holders_score",
          "Scoruri: a short board's tiles say the least score that takes each podium place, "
          "one more than its holder's (ruling S82 6; critic cC79 #7: padding tiles)",
          "game/scenes/scores_facts.py",
          "            least = entry.score + step\n",
          "            least = entry.score\n",
          "tests/test_scores_places_ladder_s82.py::test_the_tiles_say_the_score_each_place_"
          "takes[yams0-figures0]"),
    Break("hk86.ladder_tie_twice",
          "Scoruri: tied holders share one place and one tile of the places' ladder (S82 6)",
          "game/scenes/scores_facts.py",
          "            if place > PODIUM or facts and facts[-1].place == place:\n",
          "            if place > PODIUM:\n",
          "tests/test_scores_places_ladder_s82.py::test_the_tiles_say_the_score_each_place_"
          "takes[yams2-figures2]"),
    Break("hk86.tiles_under_a_missing_strip",
          "Scoruri: no strip names the free places over ghost dice; the tiles stand from the "
          "first free row (ruling S82 7; critics cB79 #5, cC79 #10)",
          "game/scenes/scores_facts.py",
          "        room = lines[0][1].unionall([rect for _, rect in lines])\n",
          "        room = lines[1][1].unionall([rect for _, rect in lines[1:]])\n",
          "tests/test_scores_places_ladder_s82.py::test_the_free_rows_hold_the_tiles_under_no_"
          "strip[size1]"),
    Break("hk86.free_step_unlit",
          "Scoruri: a free podium place is a lit call to play for it in one solid outline, "
          "not a dashed empty card (ruling S82 8; critics cB79 #5, cC79)",
          "game/scenes/scores_podium.py",
          "    pygame.draw.rect(step, (*theme.GOLD, FREE_GLOW), step.get_rect(), "
          "border_radius=radius)",
          "    pygame.draw.rect(step, (*theme.GOLD, 0), step.get_rect(), border_radius=radius)",
          "tests/test_scores_free_step_dashed_hs34.py::test_a_free_step_is_a_lit_call_to_play_"
          "in_one_solid_outline[size0]"),
)
