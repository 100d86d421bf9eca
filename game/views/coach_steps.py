"""The coach cards' steps: each card's number in the order the tips show ("2/5"), and what
"Înainte" (a click on it, or →) brings next: the first unseen mark after the shown one that
speaks of a part of the table that is there at any time of a person's turn (:data:`AHEAD`);
the marks that speak of a moment (the countdown, a refused die, hot dice) wait for it.

Pure: no pygame, no scene."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.coach_marks import COACH_MARKS

MARK_ORDER = {game: tuple(m for m in COACH_MARKS if m.startswith(game + "."))
              for game in ("yams", "farkle")}
"""Each table's marks in the order a first game meets them ("Înainte" brings them in it; a
card's step counts the tips shown before it, hF51)."""

AHEAD = ("yams.hold", "yams.box", "farkle.set_aside", "farkle.risk", "farkle.bank")
"""The marks "Înainte" may bring forward out of their moment: the dice to keep, the sheet's
boxes, a scoring die, the risk row, "Încasează" are on the table all turn."""


def next_mark(mark: str, seen: Iterable[str]) -> str | None:
    """The mark "Înainte" brings after ``mark``: the first unseen one after it in its table's
    order that :data:`AHEAD` holds; None: "Gata" (the rest wait for their moments)."""
    done = {*seen, mark}
    order = MARK_ORDER[mark.split(".", 1)[0]]
    later = order[order.index(mark) + 1:]
    return next((m for m in later if m in AHEAD and m not in done), None)


def card_steps(mark: str, seen: Iterable[str], skipped: Iterable[str] = ()) -> tuple[int, int]:
    """``mark``'s card's step and the steps this player sees (round 72, critics D71, E71,
    G71: "/5 whatever the path", 2/5 by keys and 3/5 in the render for one card): the cards
    of its table shown before it (``seen`` but not ``skipped``, done before their card came)
    and it, then those "Înainte" still brings (:data:`AHEAD`, unseen); a tip that waits for
    its moment counts once it comes (hF51, critic B50: the tips count in the order they
    show)."""
    order = MARK_ORDER[mark.split(".", 1)[0]]
    done, passed = set(seen), set(skipped)
    step = 1 + sum(m in done and m not in passed and m != mark for m in order)
    return step, step + sum(m in AHEAD and m not in done and m != mark for m in order)


def card_footer(tr: Callable[..., Any], mark: str, seen: Iterable[str],
                skipped: Iterable[str] = ()) -> tuple[str, str, str]:
    """A card's last line: its step of the steps this player sees (:func:`card_steps`),
    "Nu mai arăta" and its next action ("Înainte" while "Înainte" brings another tip, "Gata"
    on the last step of the count: a tip that waits for its moment comes later as a step of
    its own)."""
    seen = tuple(seen)
    step, total = card_steps(mark, seen, skipped)
    last = step == total
    return (str(tr("coach.step", step=step, total=total)), str(tr("coach.stop")),
            str(tr("coach.done" if last else "coach.next")))
