"""The Yams "Sugestie", in pure Python: what the expert advises for the current card and dice
(the dice to keep, the held dice to release, the box aimed for) and the one line that says it.

:meth:`game.flow.yams_flow.YamsFlow.show_hint` asks :func:`advise` and shows the answer; the
expert's numbers are :mod:`game.ai.yams`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai import yams as yams_ai
from game.engine.yams import YamsGame
from game.i18n import format_int
from game.rules.yams import Box


@dataclass(frozen=True)
class YamsHint:
    """One piece of advice: the dice positions to keep, the held positions to release, the
    box aimed for and the line that says it all, with its two phrases: ``advice``, what to do
    ("Alege căsuța Full"), and ``outlook``, what it aims for and how the game ends so, in a
    player's words ("Țintește Cinci · termini cu ~263", alone "Termini cu ~263": critic D70
    read "ținta: … Scor final estimat: 263" as jargon), said on lines of their own in the
    prompt's pill (critic C70)."""

    dice: tuple[int, ...]
    release: tuple[int, ...]
    box: Box | None
    text: str
    advice: str = ""
    outlook: str = ""


def keep_and_release(dice: Sequence[int], held: Sequence[bool],
                     keep: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Dice positions to keep for the values ``keep`` (held dice first, so as few as possible
    change) and the held positions to release."""
    wanted = list(keep)
    chosen: list[int] = []
    for pass_held in (True, False):
        for i, value in enumerate(dice):
            if bool(held[i]) == pass_held and value in wanted and i not in chosen:
                wanted.remove(value)
                chosen.append(i)
    release = tuple(i for i, h in enumerate(held) if h and i not in chosen)
    return tuple(sorted(chosen)), release


def advise(game: YamsGame, tr: Callable[..., str]) -> YamsHint | None:
    """The expert's advice for ``game``'s current player, said with ``tr``; None before a
    turn's first throw (nothing to suggest but the throw, critic C41) or when the expert's
    table went missing meanwhile (nothing to advise)."""
    card = game.current_card
    dice: tuple[int, ...] = ()
    release: tuple[int, ...] = ()
    box: Box | None = None
    target = ""
    if game.dice is None:
        return None
    hint = yams_ai.hint(card, game.dice, game.rolls_left)
    if hint is None:
        return None
    expected = hint.expected_total
    if hint.box is not None:
        box = hint.box
        lead = tr("yams.hint.box", box=tr(hint.box.key))
    else:
        dice, release = keep_and_release(game.dice, game.held, hint.keep or ())
        newly_kept = set(dice) - {i for i, h in enumerate(game.held) if h}
        if release:
            lead = tr("yams.hint.keep_release" if newly_kept else "yams.hint.release")
        else:
            # (the held dice it keeps are not circled again: "keep what you hold")
            lead = tr("yams.hint.keep" if newly_kept else
                      "yams.hint.throw_rest" if dice else "yams.hint.reroll_all")
        box = yams_ai.aimed_box(card, game.dice, game.rolls_left)
        target = tr("yams.hint.target", box=tr(box.key))
    points = format_int(round(expected))
    score = tr("yams.hint.expected", points=points)
    outlook = (tr("yams.hint.outlook", target=target, expected=score) if target
               else tr("yams.hint.expected_alone", points=points))
    text = tr("yams.hint.line", advice=lead, expected=outlook)
    return YamsHint(dice, release, box, text, lead, outlook)
