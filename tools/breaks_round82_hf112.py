"""Planted bugs of round 82's helper hF112:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAD = "tests/test_farkle_overtake_banner_hf112.py::"
_DONE = ("tests/test_farkle_last_round_finished_mark_hf112.py::"
         "test_a_player_whose_last_turn_has_ended_is_marked_finished")
_RES = "tests/test_farkle_results_comparable_hf112.py::"
_OPAQUE = _LEAD + "test_the_overtake_is_opaque_at_every_frame_and_leaves_by_shrinking"

ROUND82_HF112: tuple[Break, ...] = (
    Break("hf112.overtake_fades_out",
          "the overtake's plate shrinks away whole, opaque, never cross-fading over the cup "
          "(S109 1.)",
          "game/views/farkle_overtake.py",
          "    surface.blit(layer, rect)\n",
          "    layer.set_alpha(round(255 * min(1.0, size)))\n    surface.blit(layer, rect)\n",
          _OPAQUE),
    Break("hf112.overtake_no_entrance",
          "the overtake's plate pops in from smaller, its entrance (S109 1.)",
          "game/views/farkle_overtake.py",
          "    if age < pop:\n",
          "    if age < 0:\n",
          _OPAQUE),
    Break("hf112.overtake_plain_panel",
          "the overtake is drawn as the 10 000's gold banner, not a plain dark panel (S109 1.)",
          "game/views/farkle_views.py",
          "    if said.key == \"farkle.overtake\":  # over the cup (S80 3.), pops in, shrinks",
          "    if said.key == \"farkle.overtake_\":  # over the cup (S80 3.), pops in, shrinks",
          _LEAD + "test_the_overtake_is_a_gold_plate_in_the_moments_typeface"),
    Break("hf112.band_leads_under_overtake",
          "while the overtake says the lead the band does not say \"În frunte\" too (S109 1.)",
          "game/flow/farkle_reading.py",
          "        if not seats and not overtaking:",
          "        if not seats:",
          _LEAD + "test_the_band_does_not_say_the_lead_while_the_overtake_does"),
    Break("hf112.finished_never_marked",
          "a player whose last turn has ended carries \"a terminat\" in Jucători (S109 2.)",
          "game/flow/farkle_last_turns.py",
          "    if player in game.last_round_pending:\n",
          "    if player in game.last_round_pending or True:\n",
          _DONE),
    Break("hf112.finished_marked_too_soon",
          "the mark waits until the last turn has visibly ended (S109 2.)",
          "game/flow/farkle_last_turns.py",
          "    return player != flow.shown_player or bool(flow.last_turn_played())\n",
          "    return True\n",
          _DONE),
    Break("hf112.results_goal_under_the_winner",
          "\"Obiectiv atins cu +N\" stands under the player who reached the goal (S109 3.)",
          "game/flow/results_detail.py",
          "    reached = getattr(game, \"last_round_by\", None)\n",
          "    reached = None\n",
          _RES + "test_the_goal_line_stands_under_the_player_who_reached_the_goal"),
    Break("hf112.results_award_figure_dropped",
          "every step says the same three figures in one order behind the awards (S109 3.)",
          "game/scenes/results_words.py",
          "        return [chip for chip in chips if chip[0] in QUIET_FIGURES]\n",
          "        award = self.award_of(row)\n"
          "        return [chip for chip in chips if not award or chip[0] != award.icon]\n",
          _RES + "test_every_column_says_the_same_three_figures_in_one_order"),
    Break("hf112.results_quiet_small",
          "the quiet figures under the steps read at 20 px of em at least (S109 3.)",
          "game/widgets/podium_award.py",
          "    return max(stat_sizes(scale)[1], math.ceil(QUIET_LEAST_PX / theme.FONT_EM))\n",
          "    return max(stat_sizes(scale)[1], math.ceil(QUIET_LEAST_PX / theme.FONT_EM) - 4)\n",
          _RES + "test_the_quiet_figures_read_at_twenty_pixels"),
    Break("hf112.dense_legend_one_tick_word",
          "a dense list's legend says each tick's word once, \"a terminat\" too (S109 2.)",
          "game/widgets/farkle_dense.py",
          "    entries = [(word, \"reached\") for word in ticks]\n",
          "    entries = [(word, \"reached\") for word in list(ticks)[:1]]\n",
          "tests/test_farkle_last_round_finished_mark_hf112.py::"
          "test_a_dense_lists_legend_says_each_ticks_word"),
)
