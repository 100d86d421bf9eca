"""Planted bugs of round 75's helper hS30:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WAITS = "tests/test_yams_stage_waits_for_the_dice.py::"

ROUND75_HS30: tuple[Break, ...] = (
    Break("hs30.penta_cuts_in",
          "a Penta's landed dice lie still, seen, theme_stage.THROW_HOLD seconds before its "
          "stage dims the table (it cut in ~0.18 s after they landed)",
          "game/flow/moments.py",
          'HELD_THROWS = (*HEADLINE_THROWS, "penta", "joker_penta")\n',
          'HELD_THROWS = (*HEADLINE_THROWS, "joker_penta")\n',
          _WAITS + "test_a_pentas_landed_dice_hold_still_before_its_stage"),
    Break("hs30.joker_penta_cuts_in",
          "a Joker Penta's landed dice lie still, seen, before its stage too",
          "game/flow/moments.py",
          "    return THROW_LEAD if kind in HELD_THROWS else 0.0\n",
          "    return THROW_LEAD if kind in (*HEADLINE_THROWS, \"penta\") else 0.0\n",
          _WAITS + "test_a_joker_pentas_landed_dice_hold_still_before_its_stage"),
    Break("hs30.penta_stamp_before_its_stage",
          "no 'Penta!' stamp in the table's strip while its landed dice are held before its "
          "stage (said once, by the stage)",
          "game/views/yams_moments.py",
          "            and not flow.moment.clock.waiting  # (its landed dice held, seen, before "
          "it)\n",
          "            and flow.moment.clock.kind is not None  # (its landed dice held, seen, "
          "before it)\n",
          _WAITS + "test_no_penta_stamp_on_the_felt_while_its_dice_are_held"),
    Break("hs30.record_fades_to_bare_felt",
          "a game alone's record stage keeps its words whole to its last frame, the score "
          "card opening over them: no frame of bare felt between the end's stage and the "
          "results",
          "game/flow/end_stage.py",
          "        return super().stamp_alpha() * (1 - (0.0 if self.words_stay else "
          "self.leaving()))\n",
          "        return super().stamp_alpha() * (1 - self.leaving())\n",
          "tests/test_end_no_empty_beat.py::"
          "test_from_the_last_stage_to_the_results_no_frame_is_empty"),
    Break("hs30.record_alone_not_told",
          "the Yams table tells a game alone's last stage that its words stay",
          "game/scenes/yams_table.py",
          '        alone = kind == "win" and len(self.game.players) == 1  # its score card '
          "covers it\n",
          '        alone = kind == "win" and len(self.game.players) == 0  # its score card '
          "covers it\n",
          "tests/test_end_no_empty_beat.py::"
          "test_from_the_last_stage_to_the_results_no_frame_is_empty"),
)
