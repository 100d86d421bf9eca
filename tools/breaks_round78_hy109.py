"""Planted bugs of round 78's helper hY109:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COUNT = ("tests/test_yams_roll_count_under_band_hy109.py::"
          "test_the_greyed_count_is_the_ended_turns_until_the_band_goes")

_FLIP = "tests/test_yams_standings_flip_hy109.py::"
_NO_OVERLAP = _FLIP + "test_no_two_rows_overlap_but_the_swapping_pair_in_any_frame_of_a_re_sort"

_STAGE = "tests/test_yams_penta_takes_the_stage_hy109.py::"

ROUND78_HY109: tuple[Break, ...] = (
    Break("hy109.penta_sound_not_strongest",
          "a Penta's sound is the strongest of the table's mid-game sounds, over 1 dB of RMS "
          "above a big bank's (S44)",
          "tools/make_sounds.py",
          "    return _normalise(_fade(sig, 0.002, 0.12), PENTA_PEAK)\n\n\ndef joker_penta",
          "    return _normalise(_fade(sig, 0.002, 0.12), 0.72)\n\n\ndef joker_penta",
          _STAGE + "test_the_pentas_file_is_what_its_generator_makes[penta]"),
    # (hy109.penta_dice_pop_at_once retired round 82 by hY131: its promise, a wave left to
    # right, reversed by ruling S118 2.: the five pop as one, one size in every frame)
    Break("hy109.penta_dice_pop_before_title",
          "a Penta's dice pop once its title has landed, never as it slams (S44)",
          "game/theme_stage.py",
          "STAGE_PENTA_POP_WAVES = ((0.17, 0.1), (0.36, 0.06))\n",
          "STAGE_PENTA_POP_WAVES = ((0.1, 0.1), (0.36, 0.06))\n",
          _STAGE + "test_the_pentas_five_dice_pop_in_a_wave_once_its_title_has_landed"
          "[joker_penta]"),
    Break("hy109.penta_dice_drawn_still",
          "the Penta's gathered dice are drawn popping in their turn, clear of its title (S44)",
          "game/views/stage_gather.py",
          "            die = stage_penta_dice.popped(picture.kind, clock.progress, k, die)\n",
          "",
          _STAGE + "test_the_drawn_dice_pop_in_turn_clear_of_the_title[penta-size1]"),
    Break("hy109.penta_dice_pop_too_big",
          "a Penta's dice swell a little, never up into its title's letters (S44)",
          "game/theme_stage.py",
          "STAGE_PENTA_POP_WAVES = ((0.17, 0.1), (0.36, 0.06))\n",
          "STAGE_PENTA_POP_WAVES = ((0.17, 0.34), (0.36, 0.06))\n",
          _STAGE + "test_the_drawn_dice_pop_in_turn_clear_of_the_title[penta-size0]"),
    Break("hy109.bonus_dice_pop",
          "only a Penta's and a Joker Penta's dice pop: the upper bonus's stage is one rung "
          "quieter (S44)",
          "game/flow/stage.py",
          "CELEBRATED = frozenset({\"penta\", \"joker_penta\"})\n",
          "CELEBRATED = frozenset({\"penta\", \"joker_penta\", \"upper_bonus\"})\n",
          _STAGE + "test_no_other_stage_pops_its_dice[upper_bonus]"),
    Break("hy109.bonus_stage_as_long",
          "the upper bonus's stage is a rung shorter than a Penta's (over 1.2 s less) (S44)",
          "game/flow/stage.py",
          # (round 80, hY119: the Joker's seconds named, S77)
          "BRIEF: dict[str, float] = {\"penta\": 3.2, \"joker_penta\": theme_stage.",
          "BRIEF: dict[str, float] = {\"penta\": 2.4, \"joker_penta\": theme_stage.",
          _STAGE + "test_the_penta_holds_the_stage_longest_the_bonus_a_rung_shorter"),
    # (hy109.standings_row_gone and hy109.standings_fold_leaves_its_cell retired round 79 by
    # hY116: ruling S63, critic cF78 #3, the standings' rows swap one pair at a time, each
    # whole at its own height: no row folds)
    Break("hy109.standings_still_row_flips",
          "a row that keeps its place in a re-sort stays still, only the changed rows move "
          "(S44; round 79, hY116: they swap, S63)",
          "game/flow/turn_passing.py",
          "        if k == j:  # (passed: down into the climber's row)\n",
          "        if k <= j:  # (passed: down into the climber's row)\n",
          _FLIP + "test_a_row_keeping_its_place_never_moves_and_a_changed_one_swaps"),
    Break("hy109.standings_flip_two_columns",
          "in the two columns of six players at 1024x600 the rows flip in their cells too "
          "(S44)",
          "game/views/yams_standings.py",
          "            col, at_row = divmod(index, per_col)\n",  # (hY116, round 79, S63)
          "            col, at_row = 0, index\n",
          _NO_OVERLAP + "[size3-6]"),
    Break("hy109.count_jumps_under_band",
          "the greyed 'Aruncă' is quiet (no count) under the passing's band and the next "
          "player's count comes with their contents as the band goes (S13, hY109; amended "
          "round 80, fixF: no stale count)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending\n",
          _COUNT),
    Break("hy109.count_late_after_band",
          "the next player's count comes the frame the band stops naming them, never later "
          "(S13, hY109)",
          "game/scenes/yams_table.py",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next\n",
          "        return self.flow.leaving.active or handoff.pending or handoff.names_next"
          " or handoff.lit_slide is not None\n",
          _COUNT),
)
