"""Planted bugs of the 10 000 bust stamp and size ladder (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ON_DICE = "tests/test_farkle_bust_stamp_over_dice.py::" \
    "test_the_bust_stamp_lies_under_its_dice_their_rings_seen"
_LADDER = "tests/test_farkle_size_ladder.py::test_the_headlines_grow_rung_by_rung_with_rarity"

STAGE8_BREAKS: tuple[Break, ...] = (
    Break("stage8.bust_stamp_on_dice", "the bust's stamp lies by its failed dice, close over "
          "their rings (ruling S2, round 73; over them since round 77, S27)",
          "game/views/farkle_views.py",  # (re-aimed round 79, hF98: the drawn plate's foot;
          # the tilted stamp's code it aimed at is no longer drawn since S47)
          # (re-aimed round 80, hF104, S87 2.: under its dice in every round, its top)
          "ceiling = round(max(y for _, y in dice) + die_size / 2) + clear",
          "ceiling = round(max(y for _, y in dice) + die_size * 1.3) + clear",
          _ON_DICE),
    Break("stage8.bust_dice_grey", "the failed dice grey behind the bust's stamp (ruling S2)",
          "game/views/farkle_refusal.py",
          "        surface.blit(wash, die)\n", "",  # (hF106: its share, S95 3.)
          _ON_DICE),
    Break("stage8.goal_full_plate", "the goal reached is a full plate, its headline over the "
          "Chintă's (ruling S3, critic B66)", "game/theme_stage.py",
          "FARKLE_GOAL_CREST = (3.35, 2.1, 3.0, 0.66)",  # (hB70: its name and total grew)
          "FARKLE_GOAL_CREST = (2.3, 2.1, 3.0, 0.66)", _LADDER),
    Break("stage8.goal_plate_in_column", "the goal's plate is wider than the column's ribbon "
          "(ruling S3)", "game/views/stage_crest.py",
          "return max(width, round(picture.felt.w * theme_stage.FARKLE_GOAL_CREST[3]))",
          "return width", _LADDER),
    Break("stage8.big_bank_over_hot_dice", "a big bank's headline is over hot dice' and three "
          "pairs' (ruling S3)", "game/views/stage_picture.py",
          "width = min(width, self.area.w * (theme_stage.FARKLE_BIG_BANK_WORDS",
          "width = min(width, self.area.w * (ICON_WORDS", _LADDER),
    Break("stage8.veil_cross_fades", "a 10 000 stage's veil cross-fades in over ~0.15 s, "
          "no cut to 85 % on its first frame", "game/flow/stage.py",
          "        return self.kind in CROSS_FADED\n", "        return False\n",
          "tests/test_farkle_veil_fades_in.py::test_a_10000_stages_veil_cross_fades_in"),
)
