"""The goal's plate's words in the 10 000 (split out of :mod:`game.flow.farkle_reading`,
round 80, hF101, to make room under its 600 lines): its headline, its crest and its line, as
the flow reads them (``flow`` a :class:`~game.flow.farkle_reading.FarkleFlowReading`)."""

from __future__ import annotations

from typing import Any, NamedTuple

from game.i18n import format_int


class GoalCrest(NamedTuple):
    """The goal's crest (:func:`goal_crest`): its three lines (empty: no crest) and the
    total its last line counts up, from ``start`` to ``end``."""

    words: tuple[str, ...]
    start: int
    end: int


def goal_words(flow: Any, player: int) -> str:
    """The goal banner's headline alone, "Obiectiv atins!" for a player alone; "" when
    others still play: the plate's crest says the goal, and the seed's „Ultima tură!”
    is the last round's band's, entering once the plate has gone (round 75, hL75,
    ruling S6 amended: the two said one after the other, never at once)."""
    return "" if still_after(flow, player) else flow.tr("farkle.goal_reached")


def still_after(flow: Any, player: int) -> list[int]:
    """Who still has a last turn after ``player`` reached the goal."""
    return [p for p in flow.game.last_round_pending if p != player]


def goal_crest(flow: Any, player: int, points: int) -> GoalCrest:
    """The achievement the goal's banner carries over its „Ultima tură!” ribbon when
    others still play: "Obiectiv atins!", whose goal, their new total ("Ana", "10 450"),
    three lines of a takeover (critic B60: the goal was folded into „Ultima tură!”, not
    celebrated; hL65, critic B64: its headline the largest, the name under it in its
    seat's colour, the total counting up under that); empty alone (its headline is
    "Obiectiv atins!"). Its total counts up from the goal (never under it beneath
    "Obiectiv atins!", hB31's contradiction), or from the total before the bank of
    ``points`` when that was over it, to the new total."""
    total = flow.game.totals[player]
    start = max(total - points, flow.game.target)
    if not still_after(flow, player):
        return GoalCrest((), start, total)
    return GoalCrest((flow.tr("farkle.goal_reached"), flow.player_label(player),
                      format_int(total)), start, total)


def goal_line(flow: Any, player: int) -> str:
    """The goal banner's line under its headline, alone: whose goal and the new total
    against the goal; "" when others still play (who has a last turn is the last round's
    band's, its chips, once the plate has gone: round 75, hL75)."""
    game = flow.game
    if still_after(flow, player):
        return ""
    return str(flow.tr("stage.goal.line", name=flow.player_label(player),
                       total=format_int(game.totals[player]), target=format_int(game.target)))
