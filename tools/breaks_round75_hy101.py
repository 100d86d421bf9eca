"""Planted bugs of round 75's helper hY101:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY101: tuple[Break, ...] = (
    Break("hy101.solo_record_bare",
          "alone, the standings row names its figure the record ('Recordul: 263'), never a bare "
          "figure beside the name that reads as the person's score (critic cA75)",
          "game/views/yams_standings_words.py",
          '    return record_text(best, tr), tr("yams.standings.best_left",\n',
          '    return format_int(best), tr("yams.standings.best_left",\n',
          "tests/test_yams_solo_record_words.py::"
          "test_the_solo_row_names_its_figure_the_record_never_a_bare_score"),
)
