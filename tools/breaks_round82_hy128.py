"""Planted bugs of round 82's helper hY128:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_UNDO = "tests/test_yams_undo_one_phrasing_hy128.py::"
_SAYS = "tests/test_yams_prompt_says_the_button_hy128.py::"
_CHIP = "tests/test_yams_joker_chip_orange_hy128.py::"
_SACRIFICE = "tests/test_yams_sacrifice_two_lines_hy128.py::"
_GUTTER = "tests/test_coach_hold_down_the_gutter_hy128.py::"
_WORDING = "tests/test_coach_hold_one_wording_hy128.py::"

ROUND82_HY128: tuple[Break, ...] = (
    Break("hy128.undo_kept_its_own_phrasing",
          "the two Yams undo messages follow one pattern, 'Anulat: {box}. <what now>.' "
          "(ruling S106 5., critic cA81 #15)",
          "locales/ro/LC_MESSAGES/core.po",
          'msgstr "Anulat: {box}. Rămâne aleasă."',
          'msgstr "Anulat. Căsuța {box} rămâne aleasă."',
          _UNDO + "test_both_yams_undo_messages_follow_one_pattern"),
    Break("hy128.picked_box_says_press_the_button",
          "a picked box: the prompt says what 'Validează tura' scores, 'Validează tura: Șansă "
          "20' (ruling S106 4., critic cA81 #13)",
          "game/flow/yams_reading.py",
          "            return self._validate_box(game.picked)\n",
          '            return self._prompt("yams.prompt_box")\n',
          _SAYS + "test_a_picked_box_is_said_as_the_buttons_action"),
    Break("hy128.lit_penta_says_pick_it",
          "a lit Penta box: the prompt says 'Validează tura: Penta 50', not 'Alege …' "
          "(ruling S106 4., critic cA81 #13)",
          "game/flow/yams_reading.py",
          "            return self._validate_box(Box.PENTA)",
          '            return self._prompt("yams.prompt_hold")',
          _SAYS + "test_a_lit_penta_box_is_said_as_the_buttons_action"),
    Break("hy128.joker_picked_still_says_pick",
          "a Joker's picked box: the prompt says what the button scores, its 'Joker' tag kept "
          "(ruling S106 4.)",
          "game/flow/yams_reading.py",
          "            if game.picked is not None:  # picked: what the red button does (S106 4.)",
          "            if game.picked is None and False:  # picked: what the red button does",
          _SAYS + "test_a_jokers_picked_box_is_said_as_the_buttons_action_with_its_tag"),
    Break("hy128.joker_chip_red",
          "the pill's 'Joker' chip wears the Joker Penta's orange, never a second red beside "
          "'Validează tura' (ruling S106 3., critic cA81 #12)",
          "game/views/yams_notes.py",
          "theme_table.JOKER_ORANGE, theme_table.JOKER_INK)",
          "theme.PILL_REFUSED)",
          _CHIP + "test_the_joker_chip_is_orange_and_its_words_keep_a_margin"),
    Break("hy128.joker_words_edge_to_edge",
          "the Joker's words keep a margin inside their pill (ruling S106 3., critic cA81 #12)",
          "game/widgets/prompt_pill.py",
          "    room = rect.w - 2 * theme.px(SIDE + (TAG_AIR if say.tag is not None else 0), "
          "scale)",
          "    room = rect.w - 2 * theme.px(SIDE, scale)",
          _CHIP + "test_the_joker_chip_is_orange_and_its_words_keep_a_margin"),
    Break("hy128.sacrifice_three_lines",
          "the due sacrifice says two lines at every size, never three at 1024 (ruling S106 "
          "2., critic cA81 #11)",
          "game/views/yams_notes.py",
          'two_lines=note.key == "yams.sacrifice")',
          "two_lines=False)",
          _SACRIFICE + "test_the_sacrifice_says_two_lines_clear_of_the_ring"),
    Break("hy128.sacrifice_against_the_ring",
          "the sacrifice's words stand clear of the countdown's ring by a visible gap (ruling "
          "S106 2., critic cA81 #11)",
          "game/views/yams_prompt.py",
          "COUNTDOWN_WORDS_AIR = 30",
          "COUNTDOWN_WORDS_AIR = 14",
          _SACRIFICE + "test_the_sacrifice_says_two_lines_clear_of_the_ring"),
    Break("hy128.hold_leader_over_the_panel",
          "the hold card's leader runs down the gutter onto a die, never over the prompt's "
          "panel onto the rack's end (ruling S106 1., critic cA81 #5)",
          "game/views/coach_bend.py",
          "        return hold_route(scene, card, avoid)",
          "        return None",
          _GUTTER + "test_the_hold_cards_leader_runs_down_the_gutter_onto_a_die"),
    Break("hy128.hold_die_never_pulses",
          "the die at the hold card's leader's end pulses (ruling S106 1.)",
          "game/views/coach_ring.py",
          'mark == "yams.hold" and side == "elbow")',
          'mark == "yams.hold" and side == "none")',
          _GUTTER + "test_the_hold_cards_leader_runs_down_the_gutter_onto_a_die"),
    Break("hy128.hold_card_squeezes_the_title",
          "a docked coach card keeps 32 px or more off 'Tura 1 din 13' (ruling S106 1., critic "
          "cA81: about 24 px at 1024x600)",
          "game/views/coach_dock.py",
          "WORDS_AIR = 32",
          "WORDS_AIR = 24",
          _WORDING + "test_the_hold_card_stands_a_comfortable_gap_off_the_title_at_1024"),
)
