"""Planted bugs of round 80's helper hF100:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SKELETON = "tests/test_farkle_skeleton_through_pass_hf100.py::"
_CUP = "tests/test_farkle_dice_leave_then_cup_hf100.py::"
_UNDO = "tests/test_farkle_one_undo_offer_hf100.py::"
_FV = "game/views/farkle_views.py"

ROUND80_HF100: tuple[Break, ...] = (
    Break("hf100.list_blinks_under_the_card",
          "the 10 000 list's light moves to the next player as the seat card enters, never "
          "gone for the whole card (ruling S79 1., critic cB79 #4)", _FV,
          "            current=i == flow.shown_player and not flow.shown_finished,",
          "            current=i == flow.shown_player and not (flow.shown_finished "
          "or flow.handoff.active),",
          _SKELETON + "test_the_light_and_next_mark_move_as_the_card_enters_never_blank"),
    Break("hf100.next_mark_stale_under_the_card",
          "under the seat card 'urmează' marks the player after the one it names (S79 1.)",
          _FV,
          "    if flow.frozen is not None:  # a bust or a bank shown: who plays next stays marked",
          "    if flow.frozen is not None or flow.handoff.active:  # a bust or a bank shown: who "
          "plays next stays marked",
          _SKELETON + "test_the_light_and_next_mark_move_as_the_card_enters_never_blank"),
    Break("hf100.tura_names_the_outgoing",
          "the Tura panel names only the next player once the card says 'X e la rând' "
          "(S79 1., critic cF79 #1)", "game/flow/farkle_reading.py",
          "            return self.frozen.player\n        return self.game.current\n",
          "            return self.frozen.player\n        return self.handoff.outgoing if ("
          "self.handoff.active and self.handoff.outgoing is not None) else self.game.current\n",
          _SKELETON + "test_on_the_table_under_the_card_the_list_and_the_tura_panel_say_the_"
          "next_player"),
    Break("hf100.cup_through_the_bank_dice",
          "the cup comes back only once a bank's dice and mat have gone, never through them "
          "(S79 2., critic cB79 #6)", "game/flow/cup_fade.py",
          "        elif under <= 0:", "        elif under < 1:",
          _CUP + "test_a_banks_dice_and_mat_go_before_the_cup_comes"),
    Break("hf100.cup_pops",
          "the cup comes back over its short fade, never whole in one frame (S79 2.)",
          "game/flow/cup_fade.py",
          "            self.share = min(1.0, self.share + dt * max(1e-6, factor) / CUP_RETURN)",
          "            self.share = 1.0",
          _CUP + "test_a_busts_dice_fade_out_then_the_cup_fades_in"),
    Break("hf100.bust_dice_blink",
          "a bust's dice fade out at the end of its hold, never gone in one frame (S79 2.)",
          "game/flow/farkle_beats.py",
          "        return min(1.0, self.hold * self.factor / BUST_DICE_LEAVE)",
          "        return 1.0",
          _CUP + "test_a_busts_dice_fade_out_then_the_cup_fades_in"),
    Break("hf100.undo_lit_over_the_coins",
          "a small bank's undo is offered as a big one's, once its own moment has gone, "
          "never over its coins and count (S79 3., critic cB79 #9)",
          "game/flow/farkle_reading.py",
          # (re-aimed round 82 by hF111: since S108 3. the passing card's hold implies the
          # bank's beat is over; the bug offers it from the bank press, over its coins)
          "        return (self.game.can_undo and self.frozen is None and self.flight is None"
          " and not\n",
          "        return (self.game.can_undo and not\n",
          _UNDO + "test_a_small_and_a_big_bank_offer_their_undo_the_same_way_at_the_same_beat"),
    Break("hf100.undo_total_zero",
          "after an undo 'Total tură' never says 0: the set-aside points while the undone "
          "dice glide, the bank's once they land (S79 3., critic cB79 #8; S114 2.)",
          "game/flow/farkle_flow.py",
          "        self.keep_seen_undone()  # the selection named,",
          "        self.keep_seen_total()  # the selection named,",
          _UNDO + "test_the_undos_beat_agrees_with_itself_and_says_it_clearly"),
    Break("hf100.undo_said_under_the_button",
          "an undo's confirmation is said in the prompt's place, never as the line under the "
          "disabled button (S79 3.)", "game/flow/farkle_reading.py",
          'if said is not None and said.key in ("farkle.banked", "farkle.undone"):',
          'if said is not None and said.key in ("farkle.banked",):',
          _UNDO + "test_the_undos_beat_agrees_with_itself_and_says_it_clearly"),
    Break("hf100.undo_plain_words",
          "an undo's confirmation stands on its pill in the prompt's place (S79 3.)", _FV,
          '    if said is not None and said.key == "farkle.undone":  # said clearly, on its pill',
          '    if said is None:  # said clearly, on its pill',
          _UNDO + "test_the_undos_beat_agrees_with_itself_and_says_it_clearly"),
)
