"""Planted bugs of round 78's helper hS34:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CARD = ("tests/test_scores_card_around_score_hs34.py::"
         "test_every_cards_score_is_its_largest_type")
_UNIT = ("tests/test_statistics_unit_own_row_hs34.py::"
         "test_every_charts_unit_stands_clear_over_its_numbers")

ROUND78_HS34: tuple[Break, ...] = (
    Break("hs34.card_score_at_name_type",
          "a podium card's score stands at least 1.6 times its name's type, at every size "
          "(ruling S51, critic cC77b)",
          "game/scenes/scores_podium.py",
          "    draw_text(surface, score, plan.score_px, theme.GOLD,",
          "    draw_text(surface, score, plan.name_px, theme.GOLD,",
          _CARD),
    Break("hs34.medal_outgrows_score",
          "a podium card's medal is its badge, no taller than 1.3 lines of the screen's one "
          "score type (ruling S51: a 52 px medal at 1024x600 put the NOU tag on its ribbon)",
          "game/scenes/scores_plans.py",
          "        return min([*sizes, most], default=self.px(24))",
          "        return min(sizes, default=self.px(24))",
          "tests/test_scores_medals_clear.py::test_nothing_lies_over_a_scores_medal"),
    Break("hs34.scores_title_own_type",
          "Scoruri's title stands in the side pages' one place and type, Statistici's "
          "(ruling S51)",
          "game/scenes/scores.py",
          "    title_type = PAGE_TITLE_TYPE\n",
          "    title_type = theme.FONT_TITLE\n",
          "tests/test_page_titles_one_place_hs34.py::"
          "test_scores_and_statistics_titles_stand_in_one_place"),
    Break("hs34.unit_touches_its_tick",
          "a chart's unit over its y axis keeps a row of its own, clear of the top number "
          "(ruling S51, critics cC77b, cB77)",
          "game/widgets/charts.py",
          "        lift = unit_h + max(theme.px(theme.CHART_UNIT_AIR, scale), "
          "round(unit_h * UNIT_AIR_SHARE))",
          "        lift = unit_h + theme.px(theme.CHART_UNIT_AIR, scale)",
          _UNIT),
    Break("hs34.legend_row_unit_touches",
          "the recent games' unit sharing the legend's row keeps the axis's numbers clear "
          "under it (ruling S51)",
          "game/scenes/stats_drawing.py",
          "            area = pygame.Rect(area.x, max(area.y, clear), area.w, "
          "area.bottom - max(area.y, clear))",
          "            area = pygame.Rect(area.x, area.y, area.w, area.h)",
          _UNIT),
    # hs34.free_step_solid retired round 80 (hK86): ruling S82 8 makes the free step a
    # solid lit call to play, no dashes (tests/test_scores_free_step_dashed_hs34.py amended)
)
