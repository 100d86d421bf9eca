"""Planted bugs of the 10 000 moments' rarity ladder (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LADDER = "tests/test_farkle_rarity_ladder.py::"
_MOMENTS = "game/flow/moments.py"

STAGE6_BREAKS: tuple[Break, ...] = (
    Break("stage6.pairs_a_banner", "three pairs is a banner over the table, not a stage",
          _MOMENTS, '"three_pairs": "pairs_throw"', '"three_pairs": "rare_throw"',
          _LADDER + "test_each_rare_figure_takes_the_rung_of_its_rarity"),
    Break("stage6.chinta_partial", "the Chintă is the mid rung, not six alike's takeover",
          _MOMENTS, '"straight": "rare_throw"', '"straight": "rarest_throw"',
          _LADDER + "test_each_rare_figure_takes_the_rung_of_its_rarity"),
    Break("stage6.partial_unveiled", "the Chintă's partial stage leaves the table seen",
          "game/flow/stage.py", 'PARTIAL = frozenset({"rare_throw"})', "PARTIAL = frozenset()",
          _LADDER + "test_only_six_alike_veils_the_table_among_the_throws"),
    Break("stage6.count_reads", "a rare throw counts up in round steps, never from '+50'",
          "game/views/stage_pictures.py", "    return count_step(points, STEP)\n",
          "    return STEP\n", _LADDER + "test_a_rare_throws_count_starts_at_a_figure_that_reads"),
    Break("stage6.throw_hold", "a rare throw's landed dice are seen 0.6 s before its stage",
          _MOMENTS, "if self.held < self.lead - 1e-9:", "if self.held < 0:",
          _LADDER + "test_the_landed_dice_are_held_and_seen_before_the_stage_comes"),
)
