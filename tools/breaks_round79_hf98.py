"""Planted bugs of round 79's helper hF98:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ALONE = "tests/test_farkle_bust_alone_hf98.py::"
_PLATE = _ALONE + "test_the_bust_plate_stands_centred_with_air_its_reason_one_line_under"
_BAND = _ALONE + "test_the_last_rounds_band_rolls_up_while_the_bust_speaks_then_returns"

ROUND79_HF98: tuple[Break, ...] = (
    Break("hf98.band_under_the_plate",
          "in the last round the band rolls up while the bust's plate speaks: one red alarm "
          "at a time (S65)",
          "game/views/farkle_last_round.py",
          "    if strip.folded > 0:\n",
          "    if strip.folded > 1:\n",
          _BAND),
    Break("hf98.band_never_folds",
          "the flow rolls the band up from the plate's first frame (S65)",
          "game/flow/farkle_beats.py",
          "        u = min(1.0, said.age * self.factor / BAND_FOLD, self.bust_veil())\n",
          "        u = min(0.0, said.age * self.factor / BAND_FOLD, self.bust_veil())\n",
          _BAND),
    Break("hf98.plate_sides_squeeze_the_title",
          "the plate's sides leave its title the stamp's size at 1920x1080 (S65)",
          "game/widgets/farkle_banners.py",
          "    rim, sides = max(3, px(6)), max(6, px(28))\n",
          "    rim, sides = max(3, px(6)), max(6, px(128))\n",
          _PLATE),
    Break("hf98.reason_on_the_title",
          "the plate's reason stands one line under its title (S65)",
          "game/widgets/farkle_banners.py",
          "        centre = (wide // 2, rim + pad + seen.h + gap + _row_step(size) // 2)\n",
          "        centre = (wide // 2, rim + pad + seen.h // 2)\n",
          _PLATE),
)
