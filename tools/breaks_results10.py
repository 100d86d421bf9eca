"""Planted bugs of the 16 px floor and results entrance (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WHOLE = "tests/test_results_enter_whole.py::"
_FLOOR = "tests/test_read_floor_1024.py::"

RESULTS10_BREAKS: tuple[Break, ...] = (
    # retired in round 77 (hW80, ruling S29):
    #   the figures come in after the blocks now, in full colour
    # Break("results10.figures_with_panel",
    #       "the figures under the podium fade in with the panel's rise, not after the blocks "
    #       "(C66: the panel's foot blank ~0.5 s)",
    #       "game/widgets/podium_motion.py",
    #       "u = max(0.0, min(1.0, time / FIGURES_FADE))",
    #       "u = max(0.0, min(1.0, (time - RISE - 0.08) / FIGURES_FADE))",
    #       _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
    # retired in round 77 (hW80, ruling S29):
    #   the first frame holds no figures (faded, they read greyed out)
    # Break("results10.foot_never_blank",
    #       "the panel's first frame holds its figures and buttons already part faded in (C66)",
    #       "game/widgets/podium_motion.py",
    #       "FIGURES_FROM = 0.4", "FIGURES_FROM = 0.0",
    #       _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
    Break("results10.plate_buttons_with_panel",
          "a score plate's buttons fade in with the panel's rise (C66)",
          "game/scenes/results.py",
          "        return figures_light(self.time)  # (a plate's",
          "        return max(0.0, min(1.0, (self.time - ENTRANCE_TIME) / 0.25))  # (a plate's",
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[alone]"),
    Break("results10.list_drawn",
          "the list from the fourth place is drawn as the panel enters, faded with the figures",
          "game/scenes/results_picture.py",
          "            draw_entering(surface, band, self.figures_light(),\n",  # (re-pointed
          "            draw_entering(surface, band, 0.0,\n",  # in round 77, hW80: S29)
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
    Break("results10.help_floor",
          "the \"?\" pages' mini sheets are drawn 16 px or more at 1024x600 (A66: ~11 px)",
          "game/theme.py", "HELP_TYPE_LEAST = 23", "HELP_TYPE_LEAST = 22",
          _FLOOR + "test_every_text_read_at_1024x600_is_drawn_16_px_or_more[yams_help]"),
    Break("results10.new_game_floor",
          "New Game's small words (\"Expert · Setări\") drawn 16 px or more at 1024x600 (A66)",
          "game/scenes/new_game.py", "    type_least = READ_TYPE_LEAST",
          "    type_least = theme.SIDE_TYPE_LEAST",
          _FLOOR + "test_every_text_read_at_1024x600_is_drawn_16_px_or_more[new_game_yams]"),
    Break("results10.list_apart",
          "the results' list header stands apart from the podium's labels (C66: crowded)",
          "game/scenes/results_layout.py",
          "        return self.px(LIST_APART) if head else self.px(16)",
          "        return self.px(4) if head else self.px(16)",
          _FLOOR + "test_the_lists_header_stands_apart_from_the_podiums_labels"),
    Break("results10.seven_reachable",
          "the seven players' results show a 10 000 game's totals (C66: impossible figures)",
          "tools/screens_results.py",
          '    "totals": [10_250, 9_400,', '    "totals": [312, 9_400,',
          _FLOOR + "test_the_seven_players_fixture_is_a_10000_game"),
    Break("results10.rules_more_below",
          "a Rules view stopped short with more of the page below says so in its band (A66: "
          "'the section looks finished at step 3')",
          "game/scenes/rules.py",
          "        self.draw_more_below(surface, shown, laid)  # a view stopped short: the page "
          "goes on",
          "        pass",
          "tests/test_rules_more_below.py::test_a_short_view_with_more_below_says_so"),
)
