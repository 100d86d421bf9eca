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


def all_others_seen(mark: str, seen: Iterable[str]) -> bool:
    """True when every other mark of ``mark``'s table is seen: its card is the last tip this
    person meets ("Gata"; a tip that waits for its moment is still ahead)."""
    done = set(seen)
    order = MARK_ORDER[mark.split(".", 1)[0]]
    return all(m in done for m in order if m != mark)


def card_footer(tr: Callable[..., Any], mark: str, seen: Iterable[str]) -> tuple[str, str, str]:
    """A card's last line: its step in the order the tips show (hF51, critic B50: a first
    card read "5/5" when hot dice came on the first roll; hC21 had fixed numbers), "Nu mai
    arăta" and its next action ("Înainte"
    on every step but the last, "Gata" once every other tip of the game is seen: a tip that
    waits for its moment is still ahead, so "Gata" before would say the tips are over)."""
    order = MARK_ORDER[mark.split(".", 1)[0]]
    done = set(seen)
    step, total = 1 + sum(m in done and m != mark for m in order), len(order)
    last = all_others_seen(mark, seen)
    return (str(tr("coach.step", step=step, total=total)), str(tr("coach.stop")),
            str(tr("coach.done" if last else "coach.next")))
