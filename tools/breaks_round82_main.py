"""Planted bugs of round 82's lead (main):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_MAIN: tuple[Break, ...] = (
    Break("main82.opening_under_way", "a game with points banked never says \"Prima tură a "
          "partidei\" (critic cB82 #1: it stood beside 2 350 and 4 100)",
          "game/flow/farkle_reading.py",
          "if told is not None or game.finished or any(game.totals):",
          "if told is not None or game.finished:",
          "tests/test_farkle_ledger_opening.py::test_a_game_under_way_never_says_it_opens"),
    Break("fixr.joker_line_under_the_stamp", "a Yams Penta's table line comes back only once "
          "the stamp's letters are gone: never 'Joker · Alege Patru' under 'Joker Penta!' "
          "(S103 amended round 82, fixR)", "game/views/stage_words.py",
          "    return min(seen, span(clock.progress, start + 0.5 * (end - start), end))",
          "    return seen",
          "tests/test_layout_collisions.py::test_a_sequence_has_no_collision_in_any_frame["
          "yams_joker_penta_then_the_computer-1024x600]"),
    Break("fixq.upper_bonus_label_wraps", "the Yams 'Pe scurt' card's upper bonus label stays "
          "on one line beside S111 3.'s '1 104 (29,4 %)' (round 82, fixQ)",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Bonus sus"\n', 'msgstr "Bonus sus atins"\n',
          "tests/test_statistics_figures_one_size.py::"
          "test_one_value_size_per_card_and_labels_on_one_line"),
)
