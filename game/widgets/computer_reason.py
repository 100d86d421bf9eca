"""The computer's reasoning at the 10 000 table, in one plain sentence a player understands.

It speaks as the computer, from the very decision it is about to carry out
(:func:`game.ai.farkle.decide` at the level "normal", F13): "Păstrez 1 și 5 și mă opresc:
450 e destul", "Păstrez 5 și arunc iar: vreau 300, am 150". So it can never say one thing
and do another, and it names no term of the formula (the rules screen explains those).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.ai.farkle import Action, decide, threshold_reason
from game.engine.farkle import FarkleGame
from game.i18n import format_int
from game.rules.farkle import name_combinations, score
from game.widgets.explain import combination_words


def dice_words(tr: Any, values: Iterable[int]) -> str:
    """The dice kept, as a player says them: lone dice by their faces ("5", "1 și 5",
    "1, 1 și 5"), else the combinations as the mat names them ("trei de 5 + un 1")."""
    dice = tuple(sorted(values))
    parts = name_combinations(dice) or ()
    if parts and any(len(part.dice) > 1 for part in parts):
        words = combination_words(tr, dice) or ""
        return words[:1].lower() + words[1:]
    faces = [str(v) for v in dice]
    if len(faces) <= 1:
        return "".join(faces)
    return f"{', '.join(faces[:-1])} {tr('farkle.reason.and')} {faces[-1]}"


def reason_sentence(tr: Any, game: FarkleGame, short: bool = False) -> str:
    """What the computer (the current player of ``game``, level "normal") means to do now and
    why: before its first roll, how far it will go; after a roll, the dice it keeps and
    whether it stops or rolls again (``short``: without the dice, which the mat shows, for a
    one-line room: "Mă opresc: 600 e destul")."""
    decision = decide(game, "normal")
    reason = threshold_reason(game)
    goal = format_int(decision.threshold or reason.threshold)
    best = format_int(reason.best_other)
    if game.roll_dice is None:
        if short:
            return aim_sentence(tr, game, short=True)
        if reason.needed is not None:
            return tr("farkle.reason.aim_last", points=goal, best=best)
        if reason.behind_raise:
            return tr("farkle.reason.aim_behind", points=goal)
        return tr("farkle.reason.aim", points=goal)
    kept = [game.roll_dice[i] for i in sorted(decision.selection)]
    total = game.turn_points + (score(kept) or 0)
    dice = dice_words(tr, kept)
    tail = "_short" if short else ""
    if decision.action is Action.BANK:
        if reason.needed is not None:
            return tr("farkle.reason.bank_last" + tail, dice=dice, best=best)
        return tr("farkle.reason.bank" + tail, dice=dice, total=format_int(total))
    return tr("farkle.reason.roll" + tail, dice=dice, points=goal, total=format_int(total))


def aim_sentence(tr: Any, game: FarkleGame, short: bool = False) -> str:
    """What the computer (the current player of ``game``, level "normal") plays this turn
    for, with no figure of the throw on the mat: "Arunc până strâng 350" (said while it
    picks its dice, before the dice it keeps are all on the mat; ``short``: the aim alone,
    for a one-line room, the score to beat being the strip's)."""
    reason = threshold_reason(game)
    goal = format_int(reason.threshold)
    if game.roll_dice is not None and decide(game, "normal").action is Action.BANK:
        # picking the dice it banks: it stops there, never "arunc până strâng 400" beside
        # 500 (ruling S96 4., round 81, hF107, critic cB80 #8)
        if reason.needed is not None:
            return tr("farkle.reason.stop_last", best=format_int(reason.best_other))
        return tr("farkle.reason.stop", points=goal)
    if reason.needed is not None:
        return tr("farkle.reason.aim_last_short" if short else "farkle.reason.aim_last",
                  points=goal, best=format_int(reason.best_other))
    if reason.behind_raise and not short:
        return tr("farkle.reason.aim_behind", points=goal)
    return tr("farkle.reason.aim", points=goal)


def plan_on_the_mat(game: FarkleGame) -> bool:
    """True when the computer's reasoning may be said with its figures already shown: before
    its first roll (it names only its aim), or once the dice it means to keep all lie on the
    mat (the turn's total then reads what the sentence says, never 0 beside "… 600")."""
    if game.roll_dice is None:
        return True
    return set(decide(game, "normal").selection) == set(game.selected)
