"""What the Yams table says once its game is over, until its end covers it (pure Python):
until the winner is said (by "Victorie!", or the results), the pill names the last box's
player and the lane says what they wrote (S113 2.) (critic C65: nothing gives the win away); after,
the pill names the winner in the winner's colour (a tie at the top says so, in no one's
colour; a game alone says its player is done), and the message lane says the end itself,
once. The pill never says the end in its turn style, nor leaves a hole (critic C64)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class EndLine:
    """The finished table's words: the ``pill``'s (worn in ``seat_player``'s colour; None for
    a tie at the top, which names no one's seat) and the message lane's ``caption``."""

    pill: str
    seat_player: int | None
    caption: str


def end_line(flow: Any) -> EndLine | None:
    """The end's words on ``flow``'s table (a :class:`~game.flow.yams_flow.YamsFlow`); None
    while the game runs."""
    game = flow.game
    if not game.finished:
        return None
    if not flow.results_shown:  # "Victorie!" (or the results) says the winner first
        return _last_written(flow)  # (critic C65): till then only what was written last
    ranking = game.ranking()
    first = [index for place, index, _ in ranking if place == 1]
    winner = first[0]
    name = flow.port.player_label(winner)
    if len(game.players) == 1:
        pill = flow.tr("yams.turn_done", name=name)
    elif len(first) > 1:  # (round 65 review: in the first tied seat's colour it read as
        # that player's win)
        return EndLine(flow.tr("yams.end_tie"), None, flow.tr("yams.game_over"))
    else:
        pill = flow.tr("yams.end_winner", name=name)
    return EndLine(pill, winner, flow.tr("yams.game_over"))


def _last_written(flow: Any) -> EndLine:
    """The neutral end: the pill names the last box's player, in their colour, and the lane
    says what they wrote (the turn's passing line, "Ana a ales Șansă: 28"): the box said
    alone, never beside "Ana a terminat" (S113 2., amends S94 5.)."""
    player = flow.game.last_event.player
    said = flow.scored_line()
    return EndLine(flow.port.player_label(player), player, "" if said is None else said.text)
