"""Planted bugs of round 81's helper hF109:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DISTINCT = "tests/test_farkle_awards_distinct_hf109.py::"
_LOOKS = "tests/test_farkle_results_looks_hf109.py::"

ROUND81_HF109: tuple[Break, ...] = (
    Break("hf109.shared_trivial_award",
          "a trivial figure tied (two players' one hot dice each) is no award for either "
          "(S86, amended round 81, hF109)",
          "game/flow/farkle_honours.py",
          "        if holders == len(figures) or (holders > 1 and trivial(kind, mine[0])):\n",
          "        if holders == len(figures):\n",
          _DISTINCT + "test_a_tie_on_a_trivial_figure_leaves_the_player_their_own_best"),
    Break("hf109.shared_before_ones_own",
          "a distinction of a player's own is said before one they share or a trivial one "
          "(S86, amended round 81, hF109)",
          "game/flow/farkle_honours.py",
          "        held.sort(key=lambda a: (a.shared, trivial(a.key, a.value), "
          "AWARD_ORDER.index(a.key)))\n",
          "        held.sort(key=lambda a: AWARD_ORDER.index(a.key))\n",
          _DISTINCT + "test_a_distinction_of_ones_own_goes_before_a_shared_one"),
    Break("hf109.tie_not_said_shared",
          "an award two players hold alike is said as shared (S86, amended round 81, hF109)",
          "game/flow/farkle_honours.py",
          "        held.append(Award(kind, mine[0], shared=holders > 1))\n",
          "        held.append(Award(kind, mine[0]))\n",
          _DISTINCT + "test_over_many_random_games_every_award_is_a_distinction[0]"),
    Break("hf109.shared_tag_unsaid",
          "a shared award's plate says 'la egalitate' (S86, amended round 81, hF109)",
          "game/scenes/results_words.py",
          "                tag = award_label(self.tr, \"shared\") if params.get(\"shared\") "
          "else \"\"\n",
          "                tag = \"\"\n",
          _LOOKS + "test_an_award_won_and_a_players_own_best_look_different[size2]"),
    Break("hf109.own_best_on_gold",
          "a player's own best stands on a quiet plate, no gold edge, unlike an award won "
          "(S86, amended round 81, hF109)",
          "game/widgets/podium_award.py",
          "    if chip.won:\n        pygame.draw.rect(surface, theme.GOLD, plate,",
          "    if True:\n        pygame.draw.rect(surface, theme.GOLD, plate,",
          _LOOKS + "test_an_award_won_and_a_players_own_best_look_different[size0]"),
    Break("hf109.own_best_as_large",
          "a player's own best's figure is smaller than an award's (S86, amended round 81, "
          "hF109)",
          "game/widgets/podium_award.py",
          "        figure_px = round(figure_px * OWN_FIGURE)\n",
          "        figure_px = round(figure_px * 1.0)\n",
          _LOOKS + "test_an_award_won_and_a_players_own_best_look_different[size1]"),
    Break("hf109.figures_on_the_buttons",
          "the figures under the 10 000 podium keep 24 px of air over the buttons at "
          "1024x600 (S86, amended round 81, hF109)",
          "game/widgets/podium_award.py",
          "                  default=0) + theme.px(12 + FOOT_CLEAR, scale)\n",
          "                  default=0)\n",
          _LOOKS + "test_the_figures_keep_their_air_over_the_buttons[size0-farkle_results]"),
)
