"""Planted bugs of round 71's results panels (hR71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND71_RESULTS_BREAKS: tuple[Break, ...] = (
    Break("results71.idle_glint", "the settled results' winner's trophy glints now and then "
          "(critic C71: nothing moved once settled)", "game/scenes/results_picture.py",
          "            phase = max(phase, glint * (1.0 if k % 2 == 0 else 0.8))\n",
          "            phase = max(phase, glint * 0.0)\n",
          "tests/test_results_idle_glint.py::test_the_settled_winners_trophy_glints_now_and_"
          "then_and_the_loop_sleeps_between"),
    Break("results71.glint_sleeps_between", "between the settled results' glints the app "
          "sleeps, asking for no frame until the next (idle CPU kept low)",
          "game/scenes/results.py",
          "        return GLINT_EVERY - self.rest_time % GLINT_EVERY\n",
          "        return min(1 / GLINT_FPS, GLINT_EVERY - self.rest_time % GLINT_EVERY)\n",
          "tests/test_results_idle_glint.py::test_the_settled_winners_trophy_glints_now_and_"
          "then_and_the_loop_sleeps_between"),
    Break("results71.solo_card_fits", "a game alone's card as tall as its plate, no dead band "
          "between the plate and the buttons (critic C71)", "game/scenes/results_layout.py",
          "                                      pw - self.px(80), band.h - top - foot)\n",
          "                                      pw - self.px(80), band.h * 2 // 3 - top - foot)\n",
          # (round 74, hY96: re-aimed, the plate as tall as the card down to the foot)
          "tests/test_results_solo_card_fits.py::test_the_solo_card_keeps_no_dead_band_over_"
          "its_buttons"),
    Break("results71.type_reads_16px", "every word on the results at least 16 px of em at "
          "1024x600 and 1366x768, the list's column headers too (critic C71)",
          "game/widgets/podium_figures.py",
          "HEAD_LABEL_PX = STAT_LABEL_LEAST_PX\n", "HEAD_LABEL_PX = 11\n",
          "tests/test_results_type_read.py::test_every_word_on_the_results_reads_at_16_px"),
)
