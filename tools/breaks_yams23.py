"""Planted bugs of the Yams table's beats (round 69, hY76):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_yams_hold_row_drawn_once.py::"
_RING = "tests/test_yams_held_die_one_ring.py::"
_TABLE = "tests/test_yams_table.py::"
_ZERO = "tests/test_yams_sheet_zero_quiet.py::"
_LAST = "tests/test_yams_standings_last_turn.py::"
_AIM = "tests/test_yams_aim.py::"
_COLUMNS = ("tests/test_yams_standings_readable.py::test_the_standings_show_the_same_columns_"
            "from_the_first_frame")

YAMS23_BREAKS: tuple[Break, ...] = (
    Break("yams23.invite_fitted_each_frame", "the kept row's invitation is fitted once per "
          "text and lane, not every frame (review round 68)", "game/views/yams_views.py",
          "@lru_cache(maxsize=16)\ndef _invite_size(", "def _invite_size(",
          _ONCE + "test_the_invitations_size_is_fitted_once_per_text_and_width"),
    Break("yams23.held_die_glows", "a held die wears one clear ring, no glow in or around it "
          "(critic round 68)", "game/widgets/dice_render.py",
          "    elif look is Look.HELD:  # one clear ring, no glow in or around it "
          "(critic round 68)\n",
          "    elif look is Look.HELD:\n"
          "        behind = _glow(side, body, radius, HELD_COLOUR, 0.2 * s, 200)\n",
          _RING + "test_a_held_die_wears_one_ring_and_no_halo"),
    Break("yams23.hint_rings_a_held_die", "the \"Sugestie\" outlines only the dice to take up, "
          "never a held die (its gold ring says it)", "game/scenes/yams_layout.py",
          "                                 if not held[i]], self.tray.die_size)",
          "                                 ], self.tray.die_size)",
          _TABLE + "test_hint_outlines_no_held_die_and_says_to_throw_the_rest"),
    Break("yams23.hint_circles_nothing", "with every die it keeps already held, the advice says "
          "to keep them and throw the rest, not \"keep the circled dice\"",
          "game/flow/yams_hint.py", 'tr("yams.hint.keep" if newly_kept else',
          'tr("yams.hint.keep" if dice else',
          _TABLE + "test_hint_outlines_no_held_die_and_says_to_throw_the_rest"),
    Break("yams23.zero_preview_loud", "a box the roll scores nothing in says its 0 quietly "
          "(smaller, regular, dim), not as loud as a real preview (critic round 68)",
          "game/widgets/scorecard.py", "if value or view.picked is box or",
          "if value is not None or view.picked is box or",
          _ZERO + "test_a_zero_preview_is_quiet_and_a_real_one_inviting"),
    Break("yams23.title_counts_turns", "the standings' title says no count of turns beside "
          "the round line's (critic round 68), only a game's last turn",
          "game/views/yams_standings.py",
          'left = turns_text(tr, turns) if said else ""',  # (re-pointed round 81, hY123)
          "left = turns_text(tr, turns)", _COLUMNS),
    Break("yams23.rows_count_turns", "a standings row says a player's turns only at their "
          "end (the last, or done)", "game/flow/yams_standings.py",
          "    return left <= 1\n", "    return True\n",
          _LAST + "test_the_turns_left_are_counted_once_by_the_round_line"),
    Break('yams23.no_aim_before_throw', "before a turn's first throw the table says what the "
          "card can aim for, under the prompt (critic round 68: a dead left half)",
          # (re-aimed by hY82: the aim is the pill's second line (S10))
          'game/views/yams_prompt.py',
          "    aim = flow.pre_throw_aim()  # before a turn's first throw, what the card can ai"
          'm for',
          "    aim = None  # before a turn's first throw, what the card can aim for",
          _AIM + "test_the_table_says_it_under_the_prompt_before_the_throw_only[size1]"),
    Break("yams23.aim_after_throw", "the aim is said before the throw only, gone once the dice "
          "are thrown", "game/flow/yams_reading.py",
          'if prompt is None or prompt.key != "yams.prompt_roll" or self.prompt_waits:',
          "if prompt is None or self.prompt_waits:",
          _AIM + "test_the_table_says_it_under_the_prompt_before_the_throw_only[size0]"),
    Break("yams23.aim_beyond_reach", "the upper bonus is aimed at only while its open boxes "
          "can still bring it", "game/flow/yams_aim.py",
          "    return reach > 0 and card.upper_total + reach >= UPPER_BONUS_THRESHOLD\n",
          "    return reach > 0\n",
          _AIM + "test_the_distance_follows_the_card_then_the_penta_once_the_bonus_is_out_of_"
          "reach"),
    Break("yams23.ringed_zero_quiet", "a sacrifice's ringed box keeps its 0 whole (the box "
          "the note points at), the other zeros quiet", "game/widgets/scorecard.py",
          "if value or view.picked is box or box is view.cheapest:",
          "if value or view.picked is box:",
          _ZERO + "test_a_sacrifices_ringed_box_keeps_its_zero_whole"),
)
