"""What the results say under each player's total: a game's figures in a line or two.

Pure: the figures come from the engines, the words from the catalogs at draw time
(:func:`detail_lines`), so a language switched with the panel open reads in the new one.

    details = farkle_details(game)      # one Detail a player, by seat
    rows = ranking_rows(game.ranking(), players, details)

10 000: the turns played, the best turn, the turns lost to a bust, the hot dice.
Yams: how the score is made (the upper part, the lower part), the bonuses earned (the
upper one, the Penta one), the Pentas (the box's and each bonus Penta).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.yams import PENTA_POINTS, UPPER_BONUS, Box


@dataclass(frozen=True)
class Phrase:
    """One figure in words: a catalog key, its count (a plural key) or None, its params."""

    key: str
    count: int | None = None
    params: tuple[tuple[str, Any], ...] = field(default=())


Detail = tuple[tuple[Phrase, ...], ...]
"""A player's detail: its lines, each a few phrases (joined by " · ")."""


def farkle_detail(game: Any, index: int) -> Detail:
    """The 10 000 figures of the player at ``index`` in plain words, a line each: the turns
    played, the best turn (its bank), the turns lost, the hot dice (the last two only when
    they happened: no "0" said)."""
    banks = game.banks[index]
    lines: list[tuple[Phrase, ...]] = [(Phrase("results.detail.turns",
                                               game.turns_played[index]),)]
    if banks:
        lines.append((Phrase("results.detail.best", params=(("points", max(banks)),)),))
    if game.busts[index]:
        lines.append((Phrase("results.detail.busts", game.busts[index]),))
    if game.hot_dice[index]:
        lines.append((Phrase("results.detail.hot", game.hot_dice[index]),))
    return tuple(lines)


def farkle_details(game: Any) -> list[Detail]:
    """:func:`farkle_detail` of every player, by seat."""
    return [farkle_detail(game, i) for i in range(len(game.players))]


def pentas(card: Any) -> int:
    """The Pentas a Yams card holds: the box's (when scored 50) and each bonus Penta."""
    return (1 if card.points(Box.PENTA) == PENTA_POINTS else 0) + int(card.bonus_pentas)


def yams_detail(card: Any) -> Detail:
    """The Yams figures of one card: how its score is made (the upper part, the lower part),
    then only what it earned (the upper bonus, the Penta bonus) and its Pentas; a card that
    scored nothing says nothing (no down note under a score)."""
    if not card.total:
        return ()
    lines: list[tuple[Phrase, ...]] = [(
        Phrase("results.detail.upper", params=(("points", card.upper_total),)),
        Phrase("results.detail.lower", params=(("points", card.lower_total),)))]
    earned: list[Phrase] = []
    if card.upper_bonus:
        earned.append(Phrase("results.detail.bonus", params=(("points", UPPER_BONUS),)))
    if card.penta_bonus:
        earned.append(Phrase("results.detail.penta_bonus", params=(("points", card.penta_bonus),)))
    if earned:
        lines.append(tuple(earned))
    count = pentas(card)
    if count:
        lines.append((Phrase("results.detail.pentas", count),))
    return tuple(lines)


def yams_details(game: Any) -> list[Detail]:
    """:func:`yams_detail` of every player's card, by seat."""
    return [yams_detail(card) for card in game.cards]


def say(tr: Any, phrase: Phrase) -> str:
    """``phrase`` in the translator ``tr``'s words."""
    params = dict(phrase.params)
    if "points" in params:
        from game.i18n import format_int

        params["points"] = format_int(params["points"])
    if phrase.count is None:
        return str(tr(phrase.key, **params))
    return str(tr.n(phrase.key, phrase.count, **params))


def detail_lines(tr: Any, detail: Detail) -> list[str]:
    """The lines of ``detail`` in words, each line's phrases joined by " · "."""
    return [" · ".join(say(tr, phrase) for phrase in line) for line in detail]
