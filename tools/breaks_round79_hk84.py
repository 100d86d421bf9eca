"""Planted bugs of round 79's helper hK84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STATS = "game/scenes/statistics.py"

ROUND79_HK84: tuple[Break, ...] = (
    # hk84.pages_squeezed_in_the_corner retired round 80 (hK86): ruling S82 reverses S67 1,
    # the pages a segmented filter at the row's left end (tests/test_stats_least_plot_s82.py)
    Break("hk84.board_line_over_both",
          "Scoruri: a line naming one board stands over that board, each board its own "
          "(ruling S67 2, round 79, hK84; critic cC78 #9)",
          "game/scenes/scores_aim.py",
          "            rect = draw_text(surface, text, size, theme.CREAM, (over.centerx, y))\n",
          "            rect = draw_text(surface, text, size, theme.CREAM, (self.content.centerx, "
          "y))\n",
          "tests/test_scores_own_subtitles_hk84.py::"
          "test_each_board_has_its_own_subtitle_over_it[size0]"),
    Break("hk84.full_board_bar_unsaid",
          "Scoruri: beside a short board, the full board says its own bar over it (ruling S67 "
          "2, round 79, hK84)",
          "game/scenes/scores_aim.py",
          "            if not short[kind]:\n",
          "            if not short[kind] and not any(short.values()):\n",
          "tests/test_scores_own_subtitles_hk84.py::"
          "test_each_board_has_its_own_subtitle_over_it[size2]"),
    Break("hk84.lone_record_first_place",
          "a lone record's card says 'Bate-ți recordul', never 'Pentru primul loc' to the one "
          "already first (ruling S67 2, round 79, hK84; critic cC78 #8)",
          "locales/ro/LC_MESSAGES/scores.po",
          'msgid "scores.facts.beat_record"\nmsgstr "Bate-ți recordul"\n',
          'msgid "scores.facts.beat_record"\nmsgstr "Pentru primul loc"\n',
          "tests/test_scores_own_subtitles_hk84.py::"
          "test_a_lone_record_asks_to_be_beaten_not_for_first_place[size0]"),
    Break("hk84.settings_button_climbs",
          "Settings: ← → on a bottom button stay in the buttons' row, never up into the cards "
          "(ruling S67 3, round 79, hK84; critic cC78 #2)",
          "game/scenes/settings_keys.py",
          "                      and (id(focused) in spans or id(w) not in spans)]",
          "                      and (id(focused) in spans or id(w) in spans)]",
          "tests/test_settings_buttons_row_hk84.py::"
          "test_left_and_right_on_the_buttons_stay_in_their_row[1366]"),
    # hk84.settings_play_red retired round 82 (hK92): ruling S110 2. reversed S67 3.'s
    # "Joacă … secondary on Setări" (critic cC81 #11); its mirror is hk92.settings_play_green.
    Break("hk84.danger_words_coral",
          "a dialog's destructive answer has white words on its maroon face (ruling S67 4, "
          "round 79, hK84; critic cC78 #14)",
          "game/theme.py",
          "BUTTON_DANGER_TEXT = CREAM",
          "BUTTON_DANGER_TEXT = (255, 186, 168)",
          "tests/test_dialog_danger_family_hk84.py::test_every_danger_face_holds_white_words"),
    Break("hk84.danger_face_wine",
          "a dialog's destructive answer is a saturated maroon at rest, not a near-black wine "
          "(ruling S67 4, round 79, hK84)",
          "game/theme.py",
          "BUTTON_DANGER = (126, 22, 54)",
          "BUTTON_DANGER = (64, 22, 36)",
          "tests/test_dialog_danger_family_hk84.py::"
          "test_the_destructive_answer_is_white_on_saturated_maroon_no_rim[leave-size1]"),
    Break("hk84.danger_rim_at_rest",
          "a dialog's destructive answer wears no rim at rest: one family with the dialog's "
          "other buttons (ruling S67 4, round 79, hK84; critic cC78 #14)",
          "game/widgets/button.py",
          'if self.style in ("danger", "danger_lit") and self.enabled and focused:',
          'if self.style in ("danger", "danger_lit") and self.enabled:',
          "tests/test_dialog_danger_family_hk84.py::"
          "test_the_destructive_answer_is_white_on_saturated_maroon_no_rim[pause-size0]"),
    Break("hk84.free_step_medal_colour",
          "every free podium place wears one style, whatever its medal (ruling S67 2, round "
          "79, hK84; critic cB78 #9)",
          "game/scenes/scores_podium.py",
          "    face = FREE_COLOUR\n",
          "    face, _ = MEDAL_COLOURS[place]\n",
          "tests/test_scores_free_steps_one_style_hk84.py::"
          "test_every_free_place_wears_one_style[size1]"),
    Break("hk84.few_count_by_its_box",
          "too few throws: the count and its bar stand centred by their ink between the list "
          "and the note, no hole over the digits (ruling S67 1, round 79, hK84; critic cC78 "
          "#12)",
          "game/scenes/stats_dice.py",
          "    top = max(room.y, room.y + (room.h - block + blank) // 2 - blank)",
          "    top = room.y + (room.h - block) // 2",
          "tests/test_stats_dice_few_even_hk84.py::"
          "test_the_count_stands_evenly_between_the_list_and_the_note[size0]"),
)
