"""Planted bugs of the 10 000 banners' exits and the quiet turn pass (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_X = "tests/test_farkle_banner_exits.py::"

FARKLE15_BREAKS: tuple[Break, ...] = (
    Break("farkle15.banner_folds_out", "a hot-dice or bank banner folds shut over its last "
          "quarter second, seen closing across many frames (critic B62: 'full at 1.2 s, gone "
          "at 1.4 s')", "game/views/stage_banner.py", "LEAVE = (0.76, 0.98)\n",
          "LEAVE = (0.96, 0.98)\n", _X + "test_a_banner_folds_shut_across_many_frames"),
    Break("farkle15.bust_stamp_fades_out", "the bust's stamp fades out over many frames, "
          "never whole one frame and gone the next", "game/views/farkle_views.py",
          "    return max(0.0, min(1.0, 1.0 if staged else said.age / fade, left / fade))",
          "    return max(0.0, min(1.0, 1.0 if staged else said.age / fade, left / 0.01))",
          _X + "test_the_bust_stamp_fades_out_across_many_frames"),
    Break("farkle15.turn_ribbon_quiet", "the 10 000's turn-passing card covers at most half "
          "the hot-dice ribbon's area (critic B62: 'as big and loud as the hot-dice one'; "
          "round 75, hG79: a card, no longer a strip under 45 % of its height)",
          "game/views/farkle_seat_card.py",  # (round 75, hG79: re-planted in the seat card)
          "    width = min(felt.w, 3 * pad_x + mark + text_size(text, size, STAMP)[0])\n",
          "    width = felt.w\n",
          _X + "test_the_turn_passing_ribbon_is_quieter_than_hot_dice"),
    # (farkle15.turn_ribbon_body_type retired in round 75: the 10 000 passing is a seat card
    # in the display face, hG79, S13 amended; its ribbon's code removed)
    Break("farkle15.turn_ribbon_over_no_slot", "the quiet ribbon lies in the pill's own band "
          "between the prompt and the dice row, over none of the row's slots",
          "game/scenes/farkle_table.py",  # (round 75, hG79: the seat card's call)
          "                           self.center, round(self.row_y) - self.die_side // 2, "
          "self.scale,\n",
          "                           self.center, round(self.row_y) + self.die_side // 2, "
          "self.scale,\n",
          _X + "test_the_turn_passing_ribbon_lies_over_no_slot"),
)
