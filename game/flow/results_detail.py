"""What the results say under each player's total: a game's figures in a line or two.

Pure: the figures come from the engines, the words from the catalogs at draw time
(:func:`detail_lines`), so a language switched with the panel open reads in the new one.

    details = farkle_details(game)      # one Detail a player, by seat
    rows = ranking_rows(game.ranking(), players, details)

10 000: the turns played, the best turn, the turns lost to a bust, the hot dice.
Yams: how the score is made (the upper part, the lower part), the bonuses earned (the
upper one, the Penta one), the Pentas (the box's and each bonus Penta).
Every player says the same lines in the same order (what did not happen said plainly), so
that the lines stand level under the podium's steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.flow.phrase import Phrase
from game.rules.yams import PENTA_POINTS, UPPER_BONUS, Box

Detail = tuple[tuple[Phrase, ...], ...]
"""A player's detail: its lines, each a few phrases (joined by " · ")."""


def farkle_detail(game: Any, index: int) -> Detail:
    """The 10 000 figures of the player at ``index`` in plain words, a line each and the
    same lines for every player, in one order: the turns played, the best turn (its bank),
    the turns lost, the hot dice; a figure that did not happen is said so plainly ("nicio
    tură pierdută"), never left out (the players' lines stand level)."""
    banks = game.banks[index]
    busts, hot = game.busts[index], game.hot_dice[index]
    return ((Phrase("results.detail.turns", game.turns_played[index]),),
            (Phrase("results.detail.best", params=(("points", max(banks)),))
             if banks else Phrase("results.detail.no_best"),),
            (Phrase("results.detail.busts", busts) if busts
             else Phrase("results.detail.no_busts"),),
            (Phrase("results.detail.hot", hot) if hot else Phrase("results.detail.no_hot"),))


def target_line(game: Any, index: int) -> Detail:
    """For the player who reached the goal of a 10 000 game (who started its last round;
    without one, the winner: the best total, at or past the target), one line saying by how
    much the target was passed ("Obiectiv atins cu +250", critic round 30); never under a
    player who passed them in the last round (round 82, hF112, critic cB81 #11, ruling
    S109 3.); no line for anyone else, nor for a game without a target."""
    totals, target = getattr(game, "totals", None), getattr(game, "target", None)
    reached = getattr(game, "last_round_by", None)
    if not totals or target is None or totals[index] < target or (
            index != reached if reached is not None else totals[index] < max(totals)):
        return ()
    over = totals[index] - target
    return ((Phrase("results.detail.target", params=(("points", over),))
             if over else Phrase("results.detail.target_exact"),),)


TARGET_KEYS = ("results.detail.target", "results.detail.target_exact")
"""The phrases of :func:`target_line`."""


def target_lines(detail: Detail) -> Detail:
    """The lines of ``detail`` saying the target passed (:func:`target_line`)."""
    return tuple(line for line in detail if any(p.key in TARGET_KEYS for p in line))


def farkle_details(game: Any) -> list[Detail]:
    """:func:`farkle_detail` of every player, by seat, the winner's with its
    :func:`target_line` last; of several players each one's award, and the game's decisive
    moment with the player it is about (:mod:`game.flow.farkle_honours`, ruling S86)."""
    from game.flow.farkle_honours import award_phrase, awards, decisive_moment

    details = [farkle_detail(game, i) + target_line(game, i) for i in range(len(game.players))]
    if len(details) < 2 or not hasattr(game, "totals"):
        return details
    story = decisive_moment(game)
    told = dict(story.params).get("player") if story is not None else None
    return [farkle_detail(game, i) + ((award_phrase(award),),)  # (the target's line last)
            + (((story,),) if i == told and story else ()) + target_line(game, i)
            for i, award in enumerate(awards(game))]


HONOUR_PREFIXES = ("results.award.", "results.story.")
"""The phrases a player's detail carries that are neither a figure nor a line said under the
podium: their award and the game's decisive moment (said in their own places, S86)."""


def honours(detail: Detail) -> tuple[Phrase, ...]:
    """The award and story phrases of ``detail`` (:data:`HONOUR_PREFIXES`)."""
    return tuple(phrase for line in detail for phrase in line
                 if phrase.key.startswith(HONOUR_PREFIXES))


def pentas(card: Any) -> int:
    """The Pentas a Yams card holds: the box's (when scored 50) and each bonus Penta."""
    return (1 if card.points(Box.PENTA) == PENTA_POINTS else 0) + int(card.bonus_pentas)


def yams_detail(card: Any) -> Detail:
    """The Yams figures of one card, the same three lines for every card in one order: how
    its score is made (the upper part, the lower part), the bonuses earned (the upper one,
    the Penta one: "Fără bonus" without), its Pentas ("Nicio Penta" without)."""
    making = (Phrase("results.detail.upper", params=(("points", card.upper_total),)),
              Phrase("results.detail.lower", params=(("points", card.lower_total),)))
    earned: list[Phrase] = []
    if card.upper_bonus:
        earned.append(Phrase("results.detail.bonus", params=(("points", UPPER_BONUS),)))
    if card.penta_bonus:
        earned.append(Phrase("results.detail.penta_bonus", params=(("points", card.penta_bonus),)))
    count = pentas(card)
    return (making, tuple(earned) or (Phrase("results.detail.no_bonus"),),
            (Phrase("results.detail.pentas", count) if count
             else Phrase("results.detail.no_pentas"),))


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


@dataclass(frozen=True)
class Stat:
    """One figure of a player's game as an icon row: the icon's name
    (:mod:`game.widgets.stat_icons`), the figure (a number, None: none, "—"), whether it
    is said with a sign ("+35"), and its short label's catalog key."""

    icon: str
    value: int | None
    label: str
    signed: bool = False


STATS: dict[str, tuple[str, str]] = {
    "results.detail.turns": ("turns", "results.stat.turns"),
    "results.detail.best": ("best", "results.stat.best"),
    "results.detail.no_best": ("best", "results.stat.best"),
    "results.detail.busts": ("busts", "results.stat.busts"),
    "results.detail.no_busts": ("busts", "results.stat.busts"),
    "results.detail.hot": ("hot", "results.stat.hot"),
    "results.detail.no_hot": ("hot", "results.stat.hot"),
    "results.detail.upper": ("upper", "results.stat.upper"),
    "results.detail.lower": ("lower", "results.stat.lower"),
    "results.detail.bonus": ("bonus", "results.stat.bonus"),
    "results.detail.penta_bonus": ("bonus", "results.stat.bonus"),
    "results.detail.no_bonus": ("bonus", "results.stat.bonus"),
    "results.detail.pentas": ("pentas", "results.stat.pentas"),
    "results.detail.no_pentas": ("pentas", "results.stat.pentas"),
}
"""Each figure phrase's icon and short label: what the podium says as an icon row."""

NONE_SAID = ("results.detail.no_best",)
"""The phrases whose figure is none at all (no turn banked: "—", not 0)."""


def _value(phrase: Phrase) -> int | None:
    """The number a figure phrase says (its count or its points; 0 for "none of it")."""
    if phrase.key in NONE_SAID:
        return None
    if phrase.count is not None:
        return phrase.count
    return int(dict(phrase.params).get("points", 0))


def stats(detail: Detail) -> tuple[Stat, ...]:
    """The figures of ``detail`` as icon rows, in its order: one a kind (a Yams card's
    bonuses, the upper and the Penta one, summed into one "+"), the phrases that are no
    figure (a personal best, a kind word) left out (:func:`other_lines` says them)."""
    found: dict[str, Stat] = {}
    for line in detail:
        for phrase in line:
            known = STATS.get(phrase.key)
            if known is None:
                continue
            icon, label = known
            value = _value(phrase)
            before = found.get(icon)
            if before is not None and before.value is not None and value is not None:
                value += before.value
            found[icon] = Stat(icon, value, label, signed=icon == "bonus" and bool(value))
    return tuple(found.values())


def other_lines(detail: Detail) -> Detail:
    """The lines of ``detail`` that hold no figure of :data:`STATS` (a personal best):
    said in words beside the icon rows."""
    return tuple(line for line in detail
                 if not any(phrase.key in STATS or phrase.key.startswith(HONOUR_PREFIXES)
                            for phrase in line))


def stat_figure(stat: Stat) -> str:
    """``stat``'s figure as shown: "—" for none, "+35" for a bonus, else the number."""
    if stat.value is None:
        return "—"
    from game.i18n import format_int

    said = format_int(stat.value)
    return f"+{said}" if stat.signed else said
