"""Planted bugs of round 72's Yams table (hY91):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_RING_CLEAR = ("tests/test_yams_ring_clear_of_figure.py::"
               "test_the_ring_keeps_off_the_figure_and_the_next_column")

_FAMILY = "tests/test_seat_colour_family.py::test_token_column_and_band_are_one_family"

_AIR = "tests/test_yams_standings_air.py::test_the_standings_words_keep_air_inside_their_frame"

ROUND72_HY91: tuple[Break, ...] = (
    Break("hY91.ring_on_figure", "the chosen box's ring keeps off its figure's digits at every "
          "size (critic D71: at 1024x600 it lay on them)", "game/widgets/sheet_ring.py",
          "    inset = max(0, min(theme.px(3, scale), spare - max(FIGURE_AIR_LEAST, "
          "theme.px(3, scale))))",
          "    inset = max(0, theme.px(3, scale))", _RING_CLEAR),
    # (hY91.badge_on_box_ring retired by hY110, round 78: ruling S45 put
    # the countdown's ring off the sheet, in the prompt pill; its place pinned by
    # tests/test_yams_countdown_off_the_sheet.py)
    Break("hY91.bold_green_hint", "the Yams table wears two button looks: the red primary and "
          "one quiet secondary (critic D71: a raised bold dark green \"Sugestie\" beside them)",
          "game/scenes/yams_table.py",
          # (re-aimed by hY115, round 79: the one secondary look is the live one, S62 3.)
          # (re-aimed round 80, hY118: an outline, as on the 10 000, S76)
          "        self.hint_button.style, self.hint_button.weight = \"quiet\", REGULAR",
          "        self.hint_button.style, self.hint_button.weight = \"secondary\", BOLD",
          "tests/test_yams_two_button_looks.py::test_one_primary_and_one_secondary_look_in_"
          "every_beat"),
    Break("hY91.column_off_hue", "a seat's sheet column stands in its token's hue (critic D71: "
          "a coral seat's column peach, a sky blue's cyan)", "game/widgets/sheet_tint.py",
          "    if hue_apart(kept, colour) <= HUE_FAMILY:", "    if True:", _FAMILY),
    Break("hY91.hot_magenta_band", "the computer's turn band is its token's orchid deepened, "
          "not a hot magenta (critic D71: three pinks)", "game/views/turn_handoff.py",
          "    (162, 84, 144),  # orchid", "    (186, 56, 156),  # orchid", _FAMILY),
    Break("hY91.standings_cramped", "the standings' words keep air inside their frame at "
          "every size (critic D71: against it at 1024)", "game/views/yams_standings.py",
          "        return max(10, theme.px(12, self.scale))",
          "        return theme.px(12, self.scale)",
          _AIR),
    Break("hY91.standings_foot_on_frame", "the standings' last row keeps its letters off the "
          "frame's foot at 1024 (critic D71)", "game/views/yams_standings.py",
          "            vpad = max(3, self._vpad() // 2) if tight else self._vpad()",
          "            vpad = max(1, self._vpad() // 2) if tight else self._vpad()", _AIR),
    Break("hY91.solo_placeholder", "alone with no record yet the panel says this game sets "
          "the first one, no record to beat that is not there (critic D71)",
          "game/views/yams_standings_words.py",
          '    return tr("yams.standings.title_solo" if best is not None else '
          '"yams.standings.title_first")',
          '    return tr("yams.standings.title_solo")',
          "tests/test_yams_solo_panel.py::test_a_first_game_alone_says_it_sets_the_record_"
          "never_a_placeholder"),
    Break("hY91.faint_sacrifice_zero", "a sacrifice's ringed 0 is written in ink, as loud as "
          "its ring (critic D71: a faint 0 in a loud ring)", "game/widgets/scorecard.py",
          "                        colour = (theme.INK if box in (view.picked, view.cheapest)",
          "                        colour = (theme.INK if box in (view.picked,)",
          "tests/test_yams_sacrifice_zero_reads.py::test_the_ringed_zero_reads_in_ink"),
    Break("hY91.greyed_hint_outline", "a greyed \"Sugestie\" keeps the one greyed face of every "
          "disabled button, not a dim outline (a third look)", "game/scenes/yams_table.py",
          # (re-aimed by hY115, round 79: every disabled button of the row idle, S62 3.)
          "            if not button.enabled:  # one disabled look",
          "            if not button.enabled and button is not self.hint_button:  # one "
          "disabled look",
          "tests/test_yams_two_button_looks.py::test_one_primary_and_one_secondary_look_in_"
          "every_beat"),
)
