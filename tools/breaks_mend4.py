"""Planted bugs of the review's mends, second part (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CLEAR = "tests/test_stage_confetti_clear.py::"

MEND4_BREAKS: tuple[Break, ...] = (
    Break("mend4.tally_confetti", "a 10 000 takeover's amount counted under its words is "
          "kept clear of its confetti (hK63: the hole was left out)",
          "game/views/stage_clear.py",
          "    if picture.counter is not None and not picture.possible:  # its figure",
          "    if picture.counter is not None and not picture.possible and not picture.tally:"
          "  # its figure",
          _CLEAR + "test_no_confetti_over_a_headlines_tally"),
    Break("mend4.tally_words_top", "a 10 000 takeover's name and caption under its amount "
          "are kept clear of its confetti",
          "game/views/stage_clear.py",
          "        if stage_gather.in_thirds(picture):  # the name under the amount",
          "        if False:  # the name under the amount",
          _CLEAR + "test_no_confetti_over_a_headlines_tally"),
    Break("mend4.crest_from_goal", "the goal's crest counts its total up from the goal, "
          "never from under it (the flow says its range)", "game/flow/farkle_goal_words.py",
          "    start = max(total - points, flow.game.target)",
          "    start = total - points",
          "tests/test_farkle_goal_crest_count.py::"
          "test_the_crest_counts_from_the_goal_to_the_new_total"),
    Break("mend4.throws_spent", "the flow says a turn's throws are used up once its third "
          "throw lies seen", "game/flow/yams_reading.py",
          "self.game.dice is not None and self.game.rolls_left <= 0",
          "self.game.dice is not None and self.game.rolls_left < 0",
          "tests/test_yams_flow_asks.py::test_the_flow_says_when_the_turns_throws_are_used_up"),
    Break("mend4.sockets_every_frame", "the kept row's sockets are drawn once and kept, not "
          "rebuilt every frame", "game/views/yams_views.py",
          "        _HOLD_LAYERS.put((\"socket\", side, scale), layer)",
          "        _HOLD_LAYERS.put((\"socket\", side), layer)",
          "tests/test_yams_hold_row_drawn_once.py::"
          "test_the_kept_rows_sockets_and_invitation_are_not_rebuilt_every_frame"),
)
