"""Who has finished the 10 000's last round (round 82, hF112, critic cB81 #10, ruling
S109 2.): read from the flow, for the players panel's "a terminat" mark."""

from __future__ import annotations

from typing import Any


def last_turn_done(flow: Any, player: int) -> bool:
    """True when ``player`` has played their turn of the last round and it has visibly
    ended (their bank counted into their row, their bust's dice seen: the moment their chip
    leaves the band, ruling S80); never for the one who reached the goal, nor before the
    last round, nor once the winners show (the view's to leave off)."""
    game = flow.game
    if game.last_round_by is None or player == game.last_round_by:
        return False
    if player in game.last_round_pending:
        return False
    return player != flow.shown_player or bool(flow.last_turn_played())
