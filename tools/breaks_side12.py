"""Planted bugs of the menu, Settings, Statistics, Dialogs and "?" pages (round 60):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE12_BREAKS: tuple[Break, ...] = (
    Break("side12.help_keycap_side", "a '?' page's keycap is solid: its darker side under "
          "its face",
          "game/widgets/keycaps.py",
          "pygame.draw.rect(surface, theme.HELP_KEY_SIDE, cap.move(",
          "pygame.draw.rect(surface, theme.HELP_KEY_FACE, cap.move(",
          "tests/test_help_keycaps_solid.py::test_a_keycap_is_solid_with_its_side_under_it"),
    Break("side12.help_key_in_brackets", "no key of a '?' tile stands in parentheses",
          "locales/ro/LC_MESSAGES/yams.po", "Sau [1]–[5]. Încă",
          "Sau ([1]–[5]). Încă",  # (re-aimed round 70: the tile's regular line)
          "tests/test_help_keycaps_solid.py::test_no_key_stands_in_parentheses"),
    Break("side12.dialog_danger_quiet", "a dialog at rest: one ring, round the safe answer (no "
          "coral ring round the unfocused danger one)", "game/widgets/button.py",
          "and self.enabled and focused:  # ringed",  # (re-aimed round 79, hK84: no rim
          "and self.enabled:  # ringed",  # at rest at all, S67 4)
          "tests/test_dialog_one_ring.py::test_at_rest_the_only_ring_is_round_the_safe_answer"),
    Break("side12.menu_chip_unframed", "the menu's chips read as information: no panel, no frame",
          "game/widgets/menu_chips.py", "    side = round(rect.h * 0.5)\n",
          "    side = round(rect.h * 0.5)\n"
          "    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2)\n",
          "tests/test_menu_chips_information.py::test_a_chip_draws_nothing_on_its_edges"),
    Break("side12.stats_note_threshold", "the dice note says 'too rare to be luck' under the "
          "verdict's own threshold", "game/scenes/stats_dice.py",
          'key = "stats.dice.test" if p >= FAIR_P else', 'key = "stats.dice.test" if p >= 0 else',
          "tests/test_stats_fair_plain.py::test_the_footnote_says_it_in_plain_words"),
    # side12.stats_note_plain retired (hM62, critic A61): the note no longer says "once in
    # {n}" (a p-value in words); its promise, plain words with no figure, is
    # side15.stats_note_no_figure's
    Break("side12.settings_cards_level", "Settings' cards side by side stand level, top and "
          "bottom", "game/scenes/settings.py",
          "                panel = pygame.Rect(x, y, col_w, levels[r])",
          "                panel = pygame.Rect(x, y, col_w, natural(key, names, row))",
          "tests/test_settings_cards_level.py::test_cards_side_by_side_are_level_and_full"),
    Break("side12.settings_group_icons", "each Settings card wears its own group's icon",
          "game/scenes/settings.py", "GROUP_ICON[key]", '"screen"',  # (hM61: re-pointed,
          # the icon is now looked up by its group)
          "tests/test_settings_group_icons.py::test_each_card_wears_its_groups_icon"),
    Break("side12.stats_one_series_wide", "one game's box bars take most of a pair's room",
          "game/widgets/charts.py", "wide = round(bar_w * theme.CHART_ONE_SERIES_BAR)",
          "wide = bar_w",
          "tests/test_stats_bars_thick.py::test_one_series_bars_take_the_room_of_the_pair"),
    # (re-pointed, hM68, critic A67: the promise turned, the spare between its rows only, none
    # over its first nor under its last; the plant spreads it the old way again)
    Break("side12.settings_even_spread", "a Settings card a row short of its neighbour keeps "
          "its spare room between its rows (its first and last as the neighbour's)",
          "game/scenes/settings.py",
          "natural(key, names, row)) // max(1, len(names) - 1)",
          "natural(key, names, row)) // (len(names) + 1)",
          "tests/test_settings_balanced.py::test_a_shorter_card_spreads_its_room_evenly"),
    Break("side12.settings_icon_by_group", "a Settings card's icon is its group's, wherever the "
          "group stands", "game/scenes/settings.py",
          "GROUP_ICON[key], box,",
          "tuple(GROUP_ICON.values())[self.group_panels.index(panel)], box,",
          "tests/test_settings_balanced.py::test_each_card_finds_its_icon_by_its_group"),
    Break("side12.dialog_danger_words_read", "a dialog's destructive answer's words stand 7:1 "
          "from its face", "game/theme.py", "BUTTON_DANGER_TEXT = CREAM",  # (hK84: white)
          "BUTTON_DANGER_TEXT = (200, 90, 80)",  # (re-pointed, hM64: warm white words;
          # round 74, hB74: light coral on the wine, the plant a darker coral)
          "tests/test_dialog_danger_words_read.py::test_the_danger_words_stand_clear_of_their_face"),
    # side12.stats_usual_not_once_in_two retired (hM62, critic A61): no p is said "once in N"
    # any more, the code it planted in is gone; side15.stats_note_no_figure holds the note
    Break("side12.stats_no_unused_key", "the statistics catalogs hold no key the game never asks "
          "for", "locales/en/LC_MESSAGES/statistics.po",
          'msgid "stats.dice.test_rare"', 'msgid "stats.less_than"\nmsgstr ""\n\n'
          'msgid "stats.dice.test_rare"',  # (hM62: re-pointed, test_usual retired)
          "tests/test_stats_words_honest.py::test_no_unused_statistics_key"),
    Break("side12.stats_target_segmented", "the Statistics target filter is a small segmented "
          "control, not a second row of gold keys beside the tabs", "game/scenes/statistics.py",
          'self.target_choice = Segmented([]', 'self.target_choice = Choice([]',
          "tests/test_stats_target_segmented.py::test_the_target_filter_is_a_small_segmented_"
          "control"),
    Break("side12.help_key_no_stray_space", "a '?' page's key has no air before a colon nor "
          "at a line's start, only its padding", "game/widgets/keycaps.py",
          '        return "" if neighbour in _SPACES else', '        return KEY_PAD if neighbour '
          'in _SPACES else',
          "tests/test_help_keys_spaced.py::test_no_air_before_a_colon_nor_at_a_lines_start"),
)
