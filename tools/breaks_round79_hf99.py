"""Planted bugs of round 79's helper hF99:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LADDER = ("tests/test_farkle_bank_ladder_hf99.py::"
           "test_each_bank_rung_is_clearly_bigger_and_hushes_the_table_deeper")
_HAND = ("tests/test_farkle_win_handover_hf99.py::"
         "test_the_rays_fade_under_the_card_as_it_fades_in_one_cross_fade")

ROUND79_HF99: tuple[Break, ...] = (
    Break("hf99.banner_figure_as_big_as_the_big_bank",
          "a banner's '+1 050' a clear rung under 'Încasare mare!' (ruling S72 1.)",
          "game/theme_stage.py",
          "FARKLE_MODEST_PLATE = (0.72, 0.66, 0.9)",
          "FARKLE_MODEST_PLATE = (0.72, 0.8, 0.9)",
          _LADDER),
    Break("hf99.big_bank_hushes_like_a_banner",
          "a big bank hushes the table deeper than a banner's bank (ruling S72 1.)",
          "game/views/stage_big_bank.py",
          'theme_stage.FARKLE_BANK_VEIL["bank_big"] * clock.dimming()',
          'theme_stage.FARKLE_BANK_VEIL["bank_banner"] * clock.dimming()',
          _LADDER),
    Break("hf99.banner_one_veil_for_every_banner",
          "a banner's bank barely hushes the table, under the big bank's rung (ruling S72 1.)",
          "game/views/stage_banner.py",
          "theme_stage.FARKLE_BANK_VEIL.get(picture.kind, DIM_ALPHA[BANNER])",
          "DIM_ALPHA[BANNER]",
          _LADDER),
    Break("hf99.rays_leave_before_the_card",
          "the win's rays stay lit to the stage's last frame, handed to the results "
          "(ruling S72 2.)",
          "game/views/stage.py",
          "    light = (1.0 if picture.held else clock.light()) * (",
          "    light = (clock.light()) * (",
          _HAND),
    Break("hf99.card_comes_on_its_own_curve",
          "the results' card fades in on the rays' fading curve (ruling S72 2.)",
          "game/scenes/results_picture.py",
          "        return self.handed_over() if self.podium_held() else entrance(self.time)",
          "        return entrance(self.time)",
          _HAND),
)
