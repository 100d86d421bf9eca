"""What the 10 000's results single out (round 80, hF103, ruling S86; critic cB79 #13): the
game's decisive moment in one line under the title (:func:`decisive_moment`) and one award a
player (:func:`awards`), in place of eight figures of equal weight.

Pure: read from a finished game's facts (its totals, banks, busts, hot dice, turns, who
reached the target first, its last bank); the words come from the catalogs at draw time
(:func:`story_words`, :func:`award_label`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.farkle_events import EventKind
from game.flow.phrase import Phrase

AWARD_ORDER = ("best_turn", "hot", "average", "fewest_busts")
"""The awards a player can hold, the one said first when a player holds several: the
game's biggest turn, the most hot dice, the best points a turn, the fewest busts."""

AWARD_ICONS = {"best_turn": "best", "hot": "hot", "average": "turns",
               "fewest_busts": "busts", "own_best": "best"}
"""Each award's icon (:mod:`game.widgets.stat_icons`)."""

STORY_KEYS = ("results.story.overtake", "results.story.level", "results.story.reached")
"""The phrases of :func:`decisive_moment`."""

AWARD_PREFIX = "results.award."
"""The start of an award's phrase key (its kind after it)."""


TRIVIAL_BELOW = {"hot": 2}
"""The least figure of a kind that distinguishes a player (round 81, hF109): one hot dice
is luck of one throw, no distinction when another exists, never one shared."""


@dataclass(frozen=True)
class Award:
    """A player's one highlighted distinction: its kind (one of :data:`AWARD_ORDER`, or
    "own_best": their own best turn when they lead at nothing), its figure, whether it
    is a distinction won (False: their own best only) and whether another player holds it
    alike (said "la egalitate")."""

    key: str
    value: int
    won: bool = True
    shared: bool = False


def trivial(kind: str, value: int) -> bool:
    """Whether ``value`` is too small a figure of ``kind`` to make a distinction."""
    return value < TRIVIAL_BELOW.get(kind, 0)


def award_figures(game: Any, index: int) -> dict[str, tuple[int, int] | None]:
    """Each award's figure for the player at ``index`` and how it compares (higher is
    better: fewest busts compared negated); None where it means nothing (no bank, no hot
    dice)."""
    banks, turns = game.banks[index], game.turns_played[index]
    hot, busts = game.hot_dice[index], game.busts[index]
    return {"best_turn": (max(banks), max(banks)) if banks else None,
            "hot": (hot, hot) if hot else None,
            "average": (sum(banks) // turns,) * 2 if turns and banks else None,
            "fewest_busts": (busts, -busts) if turns else None}


def _distinctions(figures: list[dict[str, tuple[int, int] | None]], index: int
                  ) -> list[Award]:
    """The kinds the player at ``index`` is best at, as awards (shared when tied); a kind
    every player holds alike singles no one out, a trivial figure shared is none."""
    held = []
    for kind in AWARD_ORDER:
        mine = figures[index][kind]
        ranks = [f[kind][1] for f in figures if f[kind] is not None]  # type: ignore[index]
        if mine is None or mine[1] != max(ranks):
            continue
        holders = ranks.count(mine[1])
        if holders == len(figures) or (holders > 1 and trivial(kind, mine[0])):
            continue
        held.append(Award(kind, mine[0], shared=holders > 1))
    return held


def awards(game: Any) -> list[Award]:
    """One award a player, by seat: the best distinction they hold, one of their own
    before a shared one, a weighty figure before a trivial one, then by
    :data:`AWARD_ORDER` (round 81, hF109: two players' one hot dice each made two equal,
    empty awards). A player distinguished by nothing keeps their own best turn, unawarded."""
    count = len(game.players)
    figures = [award_figures(game, i) for i in range(count)]
    given = []
    for i in range(count):
        held = _distinctions(figures, i) if count > 1 else []
        held.sort(key=lambda a: (a.shared, trivial(a.key, a.value), AWARD_ORDER.index(a.key)))
        given.append(held[0] if held else
                     Award("own_best", max(game.banks[i], default=0), won=False))
    return given


def award_phrase(award: Award) -> Phrase:
    """``award`` as a phrase of a player's detail (its kind in the key, its figure, 1 when
    shared)."""
    return Phrase(AWARD_PREFIX + award.key,
                  params=(("value", award.value), ("shared", int(award.shared))))


def decisive_moment(game: Any) -> Phrase | None:
    """The game's decisive moment: the last round's bank that passed the leader ("Ion a
    trecut în frunte în ultima tură cu 1 250"), or drew level with them, else the winner
    reaching the target first ("Ana a atins 10 000 în tura 14"); None for a game alone or
    without a last round. Its ``player`` is whom it is about."""
    totals, by = getattr(game, "totals", ()), getattr(game, "last_round_by", None)
    if len(totals) < 2 or by is None:
        return None
    event = getattr(game, "last_event", None)
    if event is not None and event.kind is EventKind.BANKED and event.player != by:
        p = event.player
        passed = max(t for i, t in enumerate(totals) if i != p)
        before = totals[p] - event.points
        if before <= passed < totals[p]:
            return Phrase("results.story.overtake",
                          params=(("player", p), ("points", event.points)))
        if before < passed == totals[p]:
            return Phrase("results.story.level", params=(("player", p), ("points", event.points)))
    if totals[by] == max(totals) and totals.count(totals[by]) == 1:
        return Phrase("results.story.reached", params=(
            ("player", by), ("target", game.target), ("turn", game.turns_played[by])))
    return None


def story_words(tr: Any, phrase: Phrase, name: str) -> str:
    """The decisive moment's line in ``tr``'s words, about the player named ``name``."""
    from game.i18n import format_int

    params = {key: value for key, value in phrase.params if key != "player"}
    for key in ("points", "target"):
        if key in params:
            params[key] = format_int(params[key])
    return str(tr(phrase.key, name=name, **params))


def award_label(tr: Any, key: str) -> str:
    """An award's name in ``tr``'s words ("Tura partidei")."""
    return str(tr(AWARD_PREFIX + key))
