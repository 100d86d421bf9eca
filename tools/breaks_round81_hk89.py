"""Planted bugs of round 81's helper hK89:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TITLES = "tests/test_side_titles_one_height_s97.py::"
_RHYTHM = "tests/test_settings_rhythm_s97.py::"
_FOLD = "tests/test_rules_fold_whole_cards_s97.py::"

ROUND81_HK89: tuple[Break, ...] = (
    Break("hk89.index_words_to_the_edge", "the Rules index's entries keep as much air after "
          "their words as before them, in one type (ruling S97 2., critic cC80 #13)",
          "game/widgets/section_index.py",
          "        room = self.rect.w - 2 * pad - bar", "        room = self.rect.w - pad - bar",
          "tests/test_rules_index_room_s97.py::"
          "test_every_index_entry_is_whole_in_one_type_clear_of_its_right_edge"),
    Break("hk89.rules_opens_unfocused", "Rules opens with a control focused, never nothing "
          "(ruling S97 3., critic cC80 #11; the index since round 82, S97 3. amended)",
          "game/scenes/rules.py",
          "    keeps_focus = True\n", "    keeps_focus = False\n",
          "tests/test_rules_opens_on_the_index_r82.py::"
          "test_rules_from_the_menu_open_on_the_index_the_arrows_move"),
    Break("hk89.card_split_at_the_fold", "a worked example is whole in a Rules view or waits "
          "whole, never split at the fold (ruling S97 1., critic cC80 #7)",
          "game/widgets/page_rows.py", "    if kind != \"item\":", "    if kind is None:",
          _FOLD + "test_the_critics_views_stop_on_a_whole_card_the_cue_at_the_foot"),
    Break("hk89.cue_over_the_foot", "'Continuă mai jos ↓' stands in its strip at the reading "
          "view's foot, no bare band under it (ruling S97 1., critic cC80 #7)",
          "game/scenes/rules_foot.py", "        return band.y  # (S97 1.",
          "        return band.y - band.h  # (S97 1.",
          _FOLD + "test_every_section_opens_on_whole_cards_the_cue_at_the_foot"),
    Break("hk89.settings_title_high", "Setări's title stands on the side pages' line, not "
          "~20 px over it (ruling S97 5., critic cF80)", "game/theme.py",
          "SETTINGS_TITLE_Y = theme_pages.PAGE_TITLE_Y", "SETTINGS_TITLE_Y = 0.062",
          _TITLES + "test_settings_statistics_scores_and_rules_titles_stand_on_one_line"),
    Break("hk89.rules_title_in_its_column", "Reguli's title stands on the side pages' line, "
          "not at its side column's top (ruling S97 5.)", "game/scenes/rules.py",
          "        self.title_rect.centery = page_title_centre(self.size[1])",
          "        self.title_rect.y = side.y",
          _TITLES + "test_settings_statistics_scores_and_rules_titles_stand_on_one_line"),
    Break("hk89.settings_title_squeezed", "the felt under Setări's title is the felt between "
          "its rows of cards (ruling S97 4., critic cC80 #8: ~20 px against ~65)",
          "game/scenes/settings.py",
          "        top = content.y + max(0, spare)\n",
          "        top = content.y - gap // 2\n",
          _RHYTHM + "test_the_felt_under_the_title_is_the_felt_between_the_cards"),
    Break("hk89.listen_filled_chip", "'Ascultă' is an outlined button, never a filled chip "
          "(ruling S97 4., critic cC80 #8)", "game/widgets/forms.py",
          "        face = edge = None\n",
          "        face, edge = theme.BUTTON_SECONDARY_HOVER, theme.BUTTON_SECONDARY_EDGE\n",
          _RHYTHM + "test_the_sound_check_is_an_outlined_button_not_a_filled_chip"),
)
