"""Planted bugs of Statistics in English and the Scores boards (round 69, hS69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FLOOR = "tests/test_statistics_type_scale.py::test_no_word_on_statistics_is_under_16_px_at_1024"

SIDE24_BREAKS: tuple[Break, ...] = (
    # side24.box_slots_by_need retired (round 74): with the larger type floor (hH75,
    # STATS_TYPE_LEAST) and the dice' even slots (hK74, chart_parts.die_slot) equal slots no
    # longer set English's box names under 16 px at 1024x600: its planted bug broke nothing
    # (caught by no test on the old code either, hK74 found).
    Break("side24.game_line_place_goes", "a listed game's line too long at its size drops its "
          "place rather than shrink under 16 px at 1024x600 (hS69: English's did)",
          "game/widgets/charts.py",
          "        text = text if text_size(text, small)[0] <= room else line.title",
          "        text = text if text_size(text, fit_size(text, small, room))[0] <= room "
          "else line.title",
          "tests/test_stats_game_line_place.py::test_a_line_too_long_drops_its_place_not_its_"
          "size"),  # (hM72: every line the screen lists fits whole today: a narrow list)
    Break("side24.one_game_no_hole", "one game's words, its mark's words, its track and scale "
          "are one group on its card, no empty band between the game's line and the track "
          "(hS69: 65 px at 1366x768 on the 10 000 card)", "game/widgets/charts.py",
          "    gap = max(least, min(theme.px(WORDS_OVER_TRACK, scale), band_h - below - words_h))",
          "    gap = max(least, min(theme.px(GROUP_GAP, scale), band_h - below - words_h))",
          "tests/test_stats_one_game_no_hole.py::test_one_games_words_and_track_are_one_group"
          "[size1-farkle_only]"),
    Break("side24.aim_names_short_board", "with one Scores board full the subtitle names the "
          "other, \"Orice scor la Yams intră în top 10\" (hS69: nothing said it)",
          "game/scenes/scores_aim.py",  # (hA72; re-aimed round 77, hS33)
          "                said.append((str(self.tr(SHORT_BOARD[kind])), self.panels[kind]))\n",
          "                said.append((str(self.tr(\"scores.any_board\")), self.panels[kind]))\n",
          "tests/test_scores_aim_names_its_board.py::test_the_subtitle_names_the_board_any_"
          "score_gets_into[yams0-farkle0-scores.any_board_yams+scores.aim_full_farkle-size1]"),
    # (re-aimed round 79, hK84: each board its own line, S67)
    Break("side24.heading_over_rows", "a Statistici panel's heading stands over its rows and a "
          "game's words (hS69: at 1920x1080 \"Pe scurt\" was 38, its rows 43)",
          "game/scenes/stats_drawing.py",
          "                   self.font_px(theme.FONT_BODY) + HEADING_OVER_ROWS)",
          "                   self.font_px(theme.FONT_SMALL) + HEADING_OVER_ROWS)",
          "tests/test_statistics_heading_over_rows.py::test_every_heading_stands_over_its_"
          "panels_words[50-None-size2]"),
    # side24.names_broken_alike retired round 80 (hK86): with S82's even slots every name of
    # two words breaks alike at the three sizes in both languages with or without the flag,
    # so its planted bug broke nothing; tests/test_statistics_box_names_one_size.py still
    # holds the promise.
)
