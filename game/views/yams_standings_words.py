"""What the Yams standings panel's rows and title say (:mod:`game.views.yams_standings`):
the words of a player's place in the turn order, the end of their turns, a game alone's best
to beat and the panel's title, in the catalog's words. No rule is decided here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import format_int

if TYPE_CHECKING:
    from game.engine.yams import YamsGame

Translate = Callable[..., str]
"""The catalog's lookup (``App.tr``)."""


def turns_text(tr: Translate, left: int) -> str:
    """A player's end of their turns, as the catalog says it: "ultima tură" for the last one,
    "a terminat" once all are played (never "încă 0 ture"). Only an end is said
    (:func:`turns_said`): a count of turns is the round line's alone."""
    if left <= 0:
        return tr("yams.standings.done")
    return tr("yams.standings.last_turn")


ORDER_KEYS = ("yams.standings.order_now", "yams.standings.order_next",
              "yams.standings.order_then")
"""What a row says of its player's turn before anyone has scored: now, next, after."""


def order_text(game: YamsGame, seat: int, tr: Translate) -> str:
    """Where ``seat`` plays in the turn order from the player on turn: "acum", "urmează",
    "apoi" (critic C69: before the first score the panel said only the names)."""
    return tr(ORDER_KEYS[min((seat - game.current) % len(game.players), 2)])


def nobody_scored(game: YamsGame) -> bool:
    """True while every player of a game of several is at 0 (turn 1): the strip then says
    it once ("Toți la 0") instead of one line three times (critic C40)."""
    return len(game.players) > 1 and all(card.total == 0 for card in game.cards)


def solo_texts(total: int, best: int | None, tr: Translate) -> tuple[str, str]:
    """A game played alone: its row's figure and the words after it, the person's best to
    beat named as the record and how many points are still missing ("Recordul: 263", "îți
    mai trebuie 223": critic cA75 read a bare "263" beside the name as the person's score),
    "depășit" once passed, before any game none ("", "partida asta îl stabilește"): never the
    card's total, which the sheet shows beside it (round 71, critic D70)."""
    if best is None:
        return "", tr("yams.standings.no_best")
    if total > best:
        return record_text(best, tr), tr("yams.standings.best_beaten")
    return record_text(best, tr), tr("yams.standings.best_left",
                                     points=format_int(best - total + 1))


def record_text(best: int, tr: Translate) -> str:
    """The record to beat, named as one ("Recordul: 263"), never a bare figure beside the
    player's name (round 75)."""
    return tr("yams.standings.best_figure", points=format_int(best))


def standings_title(players: int, best: int | None, tr: Translate) -> str:
    """The panel's title: "Clasament"; alone, the best to beat, or with none yet this game's
    own ("Primul tău record": critic D71 read "niciun record încă" as a placeholder)."""
    if players > 1:
        return tr("yams.standings.title")
    return tr("yams.standings.title_solo" if best is not None else "yams.standings.title_first")
