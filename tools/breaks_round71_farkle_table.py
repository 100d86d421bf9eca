"""Planted bugs of round 71's 10 000 table (hF76):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TITLE = "tests/test_farkle_ledger_title.py::"

ROUND71_FARKLE_TABLE_BREAKS: tuple[Break, ...] = (
    Break("table71.ledger_title_this_turn", "the ledger's title says what it shows: not \"… în "
          "această tură\" over the last turn's card (critic, round 70)",
          "game/views/farkle_story.py",
          '    title = place.tr("farkle.set_aside_any" if said_last else "farkle.set_aside")\n',
          '    title = place.tr("farkle.set_aside")\n',
          _TITLE + "test_the_ledger_title_follows_what_it_shows"),
)
