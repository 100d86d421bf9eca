"""Planted bugs of round 80's helper hY118:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ORDER = "tests/test_yams_turn_end_order_hy118.py::"
_QUIET = "tests/test_yams_undo_and_hint_quiet_hy118.py::"
_DRAW = "game/scenes/yams_table_draw.py"

ROUND80_HY118: tuple[Break, ...] = (
    Break("hy118.ended_pill_live",
          "from a Yams turn's scoring to the passing's card the pill shows the turn that ended, "
          "greyed, never 'La rând: Ana' (ruling S76, critic cA79 #2)",
          _DRAW,
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended:",
          "        if not game.finished and not flow.prompt_waits:",
          _ORDER + "test_upper_bonus_then_the_computer_one_order"),
    Break("hy118.column_lit_under_the_card",
          "under the passing's resting card no sheet column is lit: it lights with the pill "
          "turning to the next player as the card fades (ruling S76, S91 1., critic cA79 #7)",
          _DRAW,
          # (re-aimed round 81, hY121, S91: lit with the pill as it turns, the card fading)
          "            return self.game.current if self.passing_pill_turned() else None  # (S91)\n",
          "            return self.outgoing_player()\n",
          _ORDER + "test_person_to_person_one_order"),
    Break("hy118.ready_cup_before_the_card",
          "no dice cup of the next turn before the passing's card (ruling S76, critic cA79 #2: "
          "the ready cup under 'La rând: Ana' after her bonus)",
          "game/scenes/yams_layout.py",
          "        if self.flow.turn_ended:  # never the next turn's cup before its card (S76)\n"
          "            return 0\n",
          "",
          _ORDER + "test_upper_bonus_then_the_computer_one_order"),
    Break("hy118.space_key_during_the_end",
          "the keys line never offers 'Spațiu: Aruncă' while 'Aruncă' is greyed at a turn's end "
          "(ruling S76, critic cA79 #12)",
          "game/scenes/yams_layout.py",
          "        if flow.turn_ended or flow.prompt_waits or flow.handoff.pending:",
          "        if flow.prompt_waits:",
          _ORDER + "test_person_to_person_one_order"),
    Break("hy118.undo_lit_for_the_computer",
          "'Anulează' is never lit while the computer plays (ruling S76, critic cF79 #2)",
          "game/flow/yams_reading.py",
          "        return not self.computer_turn or self.turn_ended\n",  # (S118 1., round 82)
          "        return True",
          _QUIET + "test_the_undo_is_never_lit_while_the_computer_plays"),
    Break("hy118.hint_solid",
          "'Sugestie' is an outline beside the red 'Aruncă', as on the 10 000 (ruling S76, "
          "critic cF79 #5)",
          "game/scenes/yams_table.py",
          '        self.hint_button.style, self.hint_button.weight = "quiet", REGULAR',
          '        self.hint_button.style, self.hint_button.weight = "live", REGULAR',
          _QUIET + "test_hint_is_an_outline_and_the_idle_undo_a_link"),
    Break("hy118.idle_undo_slab",
          "with nothing to undo 'Anulează' is the one outline dimmed, never a slab (ruling S76, "
          "S91 4., critics cA79 #13, cA80 #9)",
          "game/scenes/yams_table.py",
          # (re-aimed round 81, hY121, S91 4.: one outline, lit or dimmed, never a link)
          '        self.undo_button.style = "quiet"  # one outline, lit or dimmed '
          '(S91 4., cA80 #9)',
          '        self.undo_button.style = "quiet" if self.undo_button.enabled else "idle"',
          "tests/test_yams_undo_one_style_hy121.py::test_the_undo_is_one_outline_lit_or_dim"
          "[size0]"),
    Break("hy118.stale_outgoing",
          "a scored turn's greyed pill names the player who scored, never the one the last "
          "passing took the turn from (ruling S76)",
          _DRAW,
          "        if self.flow.turn_ended:\n            return int(self.flow.shown_turn)\n",
          "",
          _ORDER + "test_person_to_person_one_order"),
    Break("hy118.hold_card_folds_the_standings",
          "coach tip 1/3 never folds the Clasament: it stands over the rack (ruling S76, "
          "critic cA79 #4; in the header's room since round 81, S93 3.)",
          # (re-aimed by hY122, round 81: the hold card docks in the header's room since
          # ruling S93 3., its own branch; the table folding the Clasament under it is the bug)
          "game/scenes/yams_table_draw.py",
          "        if card is not None and card.colliderect(self.standings.area):",
          "        if card is not None:",
          "tests/test_yams_hold_card_standings_whole_hy118.py::"
          "test_the_hold_card_leaves_every_standings_row_whole"),
)
