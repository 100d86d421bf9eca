"""Planted bugs of Rules, the "?" pages, Statistics, Settings and Dialogs (round 62):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WORDS = ("tests/test_rules_table_words.py::test_a_scoring_tables_words_take_two_lines_and_its_"
          "dice_one")

_ICONS = ("tests/test_settings_icons_clear.py::test_each_group_icon_is_big_and_clear_before_"
          "its_heading")

_TILES = "tests/test_help_tiles_match_words.py::"
_YAMS_TILES = "test_the_yams_boxes_and_bonus_pictures_show_what_their_words_say"

SIDE15_BREAKS: tuple[Break, ...] = (
    Break("side15.rules_yams_dice_under_words", "the Yams scoring table's example dice lie "
          "under each box's words: the words take two lines, not four",
          "game/scenes/rules_pages.py", 'doc.Column(tr("rules.yams.col.example"), 2.7, '
          'under=True)', 'doc.Column(tr("rules.yams.col.example"), 2.7)', _WORDS),
    Break("side15.rules_read_on_air", "Page Down reading on onto a worked example opens with "
          "air above its box, never flush", "game/scenes/rules.py",
          "            return max(0, target - self.doc_style.pad // 2)",
          "            return target",
          # (re-pointed, round 67: Page Down from the top alone never took this path, and the
          # break was missed; every starting offset is tried now)
          "tests/test_rules_box_air.py::test_page_down_from_anywhere_never_lands_flush_on_an_"
          "examples_box"),
    Break("side15.rules_stack_width", "a column drawn under another shares its room (the "
          "words' column wide enough for two lines)", "game/widgets/document.py",
          "        if column.under and groups:", "        if False and groups:", _WORDS),
    Break("side15.stats_note_no_figure", "the dice note says luck or not in plain words, no "
          "'once in N'", "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Micile diferențe dintre fețe sunt doar noroc."',
          'msgstr "Și zarurile corecte ies așa cam o dată din 2. E doar noroc."',
          "tests/test_stats_fair_plain.py::test_the_footnote_says_it_in_plain_words"),
    Break("side15.settings_icon_ink", "a Settings group's icon stands 7:1 from its gold disc "
          "(critic A61: dim)", "game/scenes/settings.py",
          "draw_group_icon(surface, GROUP_ICON[key], box, theme.PANEL)",
          "draw_group_icon(surface, GROUP_ICON[key], box, theme.GOLD_DIM)", _ICONS),
    Break("side15.settings_icon_size", "a Settings group's icon disc is taller than its "
          "heading's letters (critic A61: tiny)", "game/theme.py",
          "SETTINGS_GROUP_ICON = 1.25", "SETTINGS_GROUP_ICON = 0.9", _ICONS),
    Break("side15.dialog_body_type", "a dialog's words are larger than the screens' body "
          "(critic A61: small in a wide box)", "game/scenes/overlays.py",
          "DIALOG_BODY_TYPE = theme.FONT_BODY + 8", "DIALOG_BODY_TYPE = theme.FONT_BODY",
          "tests/test_dialog_body_type.py::test_a_dialogs_body_is_larger_than_the_screens_body"),
    Break("side15.help_boxes_sum", "the Yams boxes' tile shows a box that sums the dice beside "
          "the fixed ones, as its words say", "game/scenes/yams_help.py",
          # (round 80, hH83, S84: the table is now the Penta's row and a summed box)
          "BOX_CELLS = (Box.PENTA, Box.CHANCE)",
          "BOX_CELLS = (Box.PENTA,)", _TILES + _YAMS_TILES),
    Break("side15.help_bonus_faces", "the upper bonus's tile shows the six upper faces its "
          "words name", "game/scenes/yams_help.py", "UPPER_FACES = (1, 2, 3, 4, 5, 6)",
          "UPPER_FACES = (1, 3, 5)", _TILES + _YAMS_TILES),
    Break("side15.help_race", "the 10 000 last round's tile is the players' race to the "
          "target", "game/scenes/farkle_help.py", "RACE = (1.0, 0.72, 0.5)", "RACE = (1.0,)",
          _TILES + "test_the_last_round_tile_is_the_race_to_the_target"),
)
