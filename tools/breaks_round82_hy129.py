"""Planted bugs of round 82's helper hY129:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_DOTS = "tests/test_yams_round_dots_hy129.py::"
_ORDER = "tests/test_yams_last_box_in_order_hy129.py::"

ROUND82_HY129: tuple[Break, ...] = (
    Break("hy129.dots_lit_one_late",
          "the lit turn dot is the title's \"Tura x din 13\", never the one before it "
          "(S113 3.)",
          "game/views/yams_round_dots.py",
          "    return \"lit\" if index + 1 == turn else \"ahead\"\n",
          "    return \"lit\" if index == turn else \"ahead\"\n",
          _DOTS + "test_the_top_right_shows_thirteen_turn_dots_the_current_lit"),
    Break("hy129.dots_under_help",
          "the turn dots end clear of \"?\", never under it (S113 3.)",
          "game/views/yams_round_dots.py",
          "    right = scene.help_button.rect.left - scene.px(HELP_AIR)\n",
          "    right = scene.help_button.rect.right - scene.px(HELP_AIR)\n",
          _DOTS + "test_the_top_right_shows_thirteen_turn_dots_the_current_lit"),
    Break("hy129.dots_drawn_in_play",
          "the dots are drawn all through play, every frame of a turn's passing (S113 3.)",
          "game/scenes/yams_table_draw.py",
          "        if not ended:  # the game's turns as dots in the top right (S113 3., critic "
          "cA81)\n",
          "        if ended:  # the game's turns as dots in the top right (S113 3., critic "
          "cA81)\n",
          _DOTS + "test_the_lit_dot_moves_on_with_the_title_as_the_turn_passes"),
    Break("hy129.dots_under_the_coach_card",
          "a coach card docked over the sheet has its room: no dot under or beside it "
          "(S113 3.)",
          "game/views/yams_round_dots.py",
          "    card = scene.coach.card\n",
          "    card = scene.coach.card if scene.coach.shown == \"yams.hold\" else None\n",
          _DOTS + "test_a_docked_coach_card_never_crowds_the_dots"),
    Break("hy129.ended_pill_says_done",
          "beside a last box's line the ended turn's pill names the player, never \"Ana a "
          "terminat\" at once (S113 2.)",
          "game/scenes/yams_table_draw.py",
          "        name = shown_name(player.name, player.is_computer, self.tr)\n        return "
          "yams_turn_entrance.PillLook(",
          "        name = self.tr(\"yams.turn_done\", name=shown_name(player.name, "
          "player.is_computer, self.tr))\n        return yams_turn_entrance.PillLook(",
          _ORDER + "test_a_last_rounds_box_then_a_terminat_never_both_at_once"),
    Break("hy129.row_done_under_the_card",
          "under the passing's card, while the box line is still said, the finished row keeps "
          "\"a terminat\" unsaid (S113 2.)",
          "game/scenes/yams_table_draw.py",
          "        if self.flow.prompt_waits and not self.game.finished:  # under the passing's "
          "card\n",
          "        if False:  # under the passing's card\n",
          _ORDER + "test_a_last_rounds_box_then_a_terminat_never_both_at_once"),
    Break("hy129.end_pill_says_done",
          "at the game's end the pill names the last box's player beside the box's line, "
          "never \"Ștefania a terminat\" (S113 2.)",
          "game/flow/yams_end_line.py",
          "    return EndLine(flow.port.player_label(player), player, \"\" if said is None "
          "else said.text)",
          "    return EndLine(flow.tr(\"yams.turn_done\", name=flow.port.player_label(player)),"
          " player, \"\" if said is None else said.text)",
          _ORDER + "test_the_ends_last_box_is_said_without_a_terminat"),
)
