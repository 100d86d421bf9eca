"""Planted bugs of round 73's helper hX83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX83: tuple[Break, ...] = (
    Break("hX83.title_fades_under_the_card",
          "the win's title over the results' podium fades out at the stage's end as a "
          "lesser stamp does, so the results' card fades in over a fading title (critic N73 "
          "#2: the title twice at once)",
          "game/views/stage.py",
          "    if picture.held is not None:\n        return 1.0\n",
          "    if picture.held is not None:\n        return clock.stamp_alpha()\n",
          "tests/test_end_verdict_once.py::"
          "test_the_verdict_is_said_once_from_the_stage_into_the_results[person]"),
    Break("hX83.card_says_its_own_headline",
          "after a win's stage the results' card draws its own headline in body type under "
          "the stage's standing title: the verdict twice, in two fonts (critic N73 #8)",
          "game/scenes/results_picture.py",
          "        if not self.title_held():  # the same title, rising with the card (hY96)\n",
          "        if True:  # the same title, rising with the card (hY96)\n",  # (round 74,
          # hY96: re-aimed, the card's headline is the stage's title drawn again)
          "tests/test_end_verdict_once.py::"
          "test_the_verdict_is_said_once_from_the_stage_into_the_results[tie]"),
)
