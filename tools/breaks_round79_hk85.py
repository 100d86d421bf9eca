"""Planted bugs of round 79's helper hK85:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SET = "game/scenes/settings.py"
_RING = "tests/test_settings_ring_clear_hk85.py::"
_LIT = _RING + "test_the_focus_lights_its_whole_row_clear_of_every_other_word"
_INV = "game/scenes/scores_invite.py"
_TWO = ("tests/test_scores_empty_two_podiums_hk85.py::"
        "test_each_game_has_its_empty_podium_and_line_side_by_side")

ROUND79_HK85: tuple[Break, ...] = (
    Break("hk85.row_ring_back",
          "a focused Settings row is lit, its control never ringed: the ring's dark line and "
          "light stood on the explaining line's letters (ruling S69 1)", _SET,
          "            widget.draw(surface, widget is focused and widget not in rows)\n",
          "            widget.draw(surface, widget is focused)\n",
          _LIT + "[size0]"),
    Break("hk85.band_short_of_its_line",
          "the focused row's band holds its explaining line, 6 px inside it (ruling S69 1)",
          _SET, "            bottom += self.explain_step()\n", "            bottom += 0\n",
          _LIT + "[size1]"),
    Break("hk85.band_on_the_heading",
          "a card's first row stands low enough under its heading that its lit band keeps "
          "6 px from the heading's letters (ruling S69 1)", _SET,
          "        ring = self.band_over() + RING_CLEAR  # (S69 1",
          "        ring = self.band_over()  # (S69 1",
          _LIT + "[size2]"),
    Break("hk85.empty_podiums_centred",
          "before any game each game's empty podium stands in its own half of the welcome, "
          "the two side by side (ruling S69 2, critic cC78 #10)", _INV,
          "        steps.centerx = half.centerx\n",
          "        steps.centerx = self.welcome.panel.centerx\n",
          _TWO + "[size1]"),
    # hk85.empty_line_shared retired round 80 (hK88, ruling S90 4): the per-game line
    # it held ("Primul scor de Yams intră aici") is gone, said once by the welcome.
)
