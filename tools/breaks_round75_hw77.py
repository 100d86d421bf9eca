"""Planted bugs of round 75's helper hW77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_VOICE = "tests/test_scores_one_voice_hw77.py::"

ROUND75_HW77: tuple[Break, ...] = (
    Break("hw77.podium_scores_two_types",
          "Scores' podium scores stand in one type whatever the boards hold: a free step "
          "counts as if the board's first score stood on it (critics cA75/cB75: '287' ~52 px "
          "with two scores, '312' ~38 px with three)",
          "game/scenes/scores_plans.py",
          "                min((p.score_px for p in [*(p for p, _, _ in cards), *free]), "
          "default=0))\n",
          "                min((p.score_px for p, _, _ in cards), default=0))\n",
          _VOICE + "test_the_podium_scores_keep_one_type_whatever_the_boards_hold"),
    # (hw77.subtitle_over_both retired round 77, hS33: its promise, a subtitle naming one
    # board over that board's panel, reversed by ruling S19b amended: every subtitle centred
    # under the title; held by hs33.subtitle_centred_always)
    Break("hw77.glow_on_a_runner_up",
          "the newest score's glow lights the first place's card only; a newer runner-up wears "
          "its 'NOU' tag alone (ruling S19b)",
          "game/scenes/scores.py",
          "            if new is not None and i == 0:  # the latest entry lit at a glance (round "
          "74,\n",
          "            if new is not None:  # the latest entry lit at a glance (round "
          "74,\n",
          _VOICE + "test_the_glow_lights_the_newest_only_on_the_first_place"),
)

ROUND75_HW77 += (
    Break("hw77.list_columns_packed",
          "the results' listed columns stand an em of their labels apart at least (critic "
          "cA75: at 1024x600 'Partea de sus Partea de jos' ran together ~6 px apart)",
          "game/widgets/podium_figures.py",
          "    return max(gap + gap // 2, math.ceil(head_px(scale) * theme.FONT_EM * "
          "LIST_COLUMN_AIR))\n",
          "    return gap + gap // 2\n",
          "tests/test_results_list_air_hw77.py::test_the_listed_columns_labels_stand_apart"),
    Break("hw77.first_record_unnamed",
          "a first record staged stays named on the solo results' plate, 'Nou record "
          "personal!' (critic cA75: the panel named no record after the stage)",
          "game/flow/personal_best.py",
          "        return Phrase(\"results.new_best\") if previous is None else Phrase(\n",
          "        return None if previous is None else Phrase(\n",
          "tests/test_record_said_once.py::"
          "test_the_phrase_after_a_stage_is_the_old_best_and_the_gap_in_both_languages"),
)

ROUND75_HW77 += (
    Break("hw77.comma_on_the_token",
          "a podium name's ink, its comma below counted (Ț, Ș), stands clear of the token's "
          "ring under it (critic cA75: the commas of 'Țuțu' ran into the disc at 1366x768)",
          "game/widgets/podium_layout.py",
          "            + ink_below(TAILS, size, BOLD))\n",
          "            + 0)\n",
          "tests/test_podium_name_air_hw77.py::test_a_names_comma_below_clears_its_token"),
)
