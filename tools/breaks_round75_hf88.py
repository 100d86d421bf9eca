"""Planted bugs of round 75's helper hF88:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BLANK = "tests/test_farkle_prompt_never_blank.py::"
_AIR = "tests/test_farkle_dense_air.py::test_the_dense_list_gives_names_marks_and_bars_air"

ROUND75_HF88: tuple[Break, ...] = (
    # (hf88.line_blank_under_the_bust retired round 76 by hF89: its promise, "Ana: tura se
    # încheie" under the bust's stamp, is reversed, ruling S15 amended, critics cF75b / cZ75:
    # the line waits quiet under the stamp, the moment's one voice; breaks hf89.*)
    Break("hf88.line_late_after_the_goal",
          "the prompt line is back the frame the goal's plate has folded shut, not at the "
          "stage's last frame (critic cB75)",
          "game/scenes/farkle_table.py",
          "            return clock.progress < FARKLE_GOAL_LEAVE[1]",
          "            return clock.progress < LEAVE[1]",
          _BLANK + "test_the_line_speaks_as_soon_as_the_goal_plate_has_gone"),
    Break("hf88.stamp_on_its_dice",
          "the bust's stamp is centred on the tray, covering its frame evenly each side, "
          "whatever dice failed (critic cB75: 18 px left, 70 px right at 1920)",
          "game/views/farkle_views.py",  # (re-aimed round 79, hF98: the drawn plate's centre;
          # the tilted stamp's code it aimed at is no longer drawn since S47)
          "    centre = (place.mat.centerx, (ceiling + foot) // 2)\n",
          "    centre = (round((min(x for x, _ in dice) + max(x for x, _ in dice)) / 2), "
          "(ceiling + foot) // 2)\n",
          "tests/test_farkle_bust_stamp_on_tray.py::test_the_bust_stamp_is_centred_on_the_tray"),
    Break("hf88.counting_total_gold_on_gold",
          "the counting total reads at least 4.5:1 against its flashing row at every frame "
          "(critic cB75: a ghost '4 900' on the highlight)",
          "game/widgets/farkle_panels.py",
          "                  else count_ink(glow, line.current))",
          "                  else blend(theme.CREAM, theme.GOLD, glow))",
          "tests/test_farkle_count_contrast.py::"
          "test_the_counting_total_keeps_full_contrast_on_its_row"),
    Break("hf88.counting_total_fades_in",
          "the counting total is whole from its landing, never fading back in (critic cB75)",
          "game/flow/farkle_reading.py",
          "        return 1.0  # counting up: whole, in full contrast",
          "        return 0.3 if self.pulse is not None else 1.0  # counting up: whole, in full "
          "contrast",
          "tests/test_farkle_count_contrast.py::"
          "test_the_counting_total_keeps_full_contrast_on_its_row"),
    Break("hf88.small_bank_slow",
          "a small bank passes the turn about 0.8 s after the click (critic cB75: ~1.5 s)",
          "game/flow/farkle_flow.py",
          "        fly = theme_table.FARKLE_SMALL_BANK_FLY if quick else theme.FARKLE_FLY_TIME",
          "        fly = theme.FARKLE_FLY_TIME",
          "tests/test_farkle_small_bank_quick.py::"
          "test_a_small_bank_passes_the_turn_in_under_a_second"),
    Break("hf88.small_bank_long_count",
          "a small bank's count after its landing is brief (its share of the 0.8 s)",
          "game/flow/farkle_beats.py",
          "                               else theme_table.FARKLE_SMALL_BANK_COUNT)",
          "                               else theme.FARKLE_PULSE_TIME)",
          "tests/test_farkle_small_bank_quick.py::"
          "test_a_small_bank_passes_the_turn_in_under_a_second"),
    Break("hf88.flight_across_the_frame",
          "the rising '+N' never lies across a side panel's frame (critic cB75: '+100' at "
          "x 505-575 over the players panel's border at 514, 1920)",
          "game/views/farkle_flight.py",
          # (round 76, hA77: the coins' way into the total, the line's words re-aimed: each
          # fades out in the lane as its copy fades in on the total, never sliding across)
          "        coins.append((lane, y, round(alpha * (1 - slide)), 1.0))\n",
          "        coins.append((lane + (end[0] - lane) * slide, y, round(alpha * (1 - slide)), "
          "1.0))\n",
          "tests/test_farkle_flight_in_panel.py::"
          "test_the_rising_points_never_lie_across_a_panels_frame"),
    Break("hf88.dense_bar_under_name",
          "a dense row's bar keeps air under its name's letters (critic cB75: right under)",
          "game/widgets/farkle_dense_rows.py",
          "            + max(theme.px(DENSE_GAP, scale), DENSE_GAP_LEAST))",
          "            + theme.px(DENSE_GAP, scale))",
          _AIR),
)
