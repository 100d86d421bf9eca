"""Planted bugs of round 80's helper fixI:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_PILL = ("tests/test_yams_pill_after_last_box.py::"
         "test_the_pill_says_a_finished_player_is_done_never_on_turn")

ROUND80_FIXI: tuple[Break, ...] = (
    Break("fixi.ended_pill_says_done", "from a player's last box to the passing's card the "
          "ended turn's greyed pill says \"Ana a terminat\", never only her name (S76 1., "
          "critic C60)", "game/scenes/yams_table_draw.py",
          "        if game.cards[outgoing].is_complete:\n",
          "        if False:\n", _PILL),
)
