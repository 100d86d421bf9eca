"""Planted bugs of round 79's helper hF98:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ALONE = "tests/test_farkle_bust_alone_hf98.py::"
_PLATE = _ALONE + "test_the_bust_plate_stands_centred_with_air_its_reason_one_line_under"

ROUND79_HF98: tuple[Break, ...] = (
    # (round 80, hF101: hf98.band_under_the_plate and hf98.band_never_folds retired with the
    # band's fold: ruling S80 amends S65 1., the band stays whole under a last-round bust)
    Break("hf98.plate_sides_squeeze_the_title",
          "the plate's sides leave its title the stamp's size at 1920x1080 (S65)",
          "game/widgets/farkle_banners.py",
          "    rim, sides = max(3, px(6)), max(6, px(28))\n",
          "    rim, sides = max(3, px(6)), max(6, px(128))\n",
          _PLATE),
    Break("hf98.reason_on_the_title",
          "the plate's reason stands one line under its title (S65)",
          "game/widgets/farkle_banners.py",
          "        centre = (wide // 2, rim_y + pad + seen.h + gap + _row_step(size) // 2)\n",
          "        centre = (wide // 2, rim_y + pad + seen.h // 2)\n",  # (hF106: rim_y, S95)
          _PLATE),
    Break("hf98.pill_stays_loud",
          "once the turn's card has become the pill the pill goes quiet: the name said once, "
          "by the card (S65 3.)",
          "game/views/farkle_turn_band.py",
          "                          quiet=pill_quiet(flow.handoff.since, flow.factor))\n",
          "                          quiet=0.0)\n",
          "tests/test_farkle_name_said_once_hf98.py::"
          "test_after_the_card_the_pill_lands_in_gold_then_goes_quiet"),
    Break("hf98.pill_quiet_before_the_card_goes",
          "the pill lands in the card's gold, no jump, before it goes quiet (S65 3.)",
          "game/flow/turn_handoff.py",
          "                self._age, self.player, self.since = None, None, 0.0",
          "                self._age, self.player, self.since = None, None, 9.0",
          "tests/test_farkle_name_said_once_hf98.py::"
          "test_after_the_card_the_pill_lands_in_gold_then_goes_quiet"),
)
