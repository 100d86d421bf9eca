"""Planted bugs of round 77's helper hH81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_turn_passing_one_design.py::"
_YAMS = _ONE + "test_yams_every_region_stays_quiet_under_the_band_then_the_next_turn_whole"
_FARKLE = _ONE + "test_farkle_the_ended_turn_quiet_under_the_card_then_the_next_turn_whole"

ROUND77_HH81: tuple[Break, ...] = (
    Break("hh81.yams_pill_vanishes",
          "under the Yams passing's band the 'La rând' pill keeps its place, the outgoing "
          "player's name greyed in it (ruling S13 amended round 77: no region vanishes)",
          "game/scenes/yams_table_draw.py",
          "            self._draw_ended_pill(surface, (cx, lines[\"turn\"]))\n",
          "            pass\n",
          _YAMS),
    Break("hh81.yams_prompt_blank",
          "under the Yams passing's band the prompt's pill keeps its place, greyed (ruling "
          "S13 amended round 77: never a blank region; empty since S118 1., round 82)",
          "game/views/yams_prompt.py",
          "        return ended_say(scene)  # the pill keeps its place",
          "        return None  # the pill keeps its place",
          _YAMS),
    Break("hh81.yams_prompt_live",
          "under the Yams passing's band the prompt's pill is veiled as the turn that ended, "
          "never drawn live beside the band (ruling S13 amended round 77)",
          "game/views/yams_prompt.py",
          "    if scene.flow.prompt_waits:\n        draw_ended_veil(",
          "    if scene.flow.handoff.pending:\n        draw_ended_veil(",
          _YAMS),
    # (hh81.farkle_panel_live retired round 80 by hF100:
    # its promise reversed by ruling S79 1.; inverse planted as hf100.*)
    # (hh81.farkle_row_lit retired round 80 by hF100:
    # its promise reversed by ruling S79 1.; inverse planted as hf100.*)
    Break("hh81.last_round_no_pill",
          "in the 10 000's last round the card settles into a 'La rând' pill as in every "
          "passing (ruling S13 amended round 77)",
          "game/views/farkle_turn_band.py",
          "    if flow.handoff.hides_turn:  # the passing's card says it",
          "    if flow.handoff.hides_turn or flow.last_round_strip() is not None:  # the "
          "passing's card says it",
          _ONE + "test_farkle_a_last_round_passing_is_said_as_every_other"),
    Break("hh81.goal_passing_no_card",
          "the goal's passing has its seat card as every passing (ruling S13 amended round "
          "77; was B62's quiet passing)",
          "game/flow/farkle_flow.py",
          "            self.handoff.due(player, self.tr(",
          "            self.moment.kind == \"goal\" or self.handoff.due(player, self.tr(",
          _ONE + "test_farkle_the_goals_passing_has_its_card_as_every_other"),
)
