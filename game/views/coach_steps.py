"""The coach cards' steps: each tour card's number in the order the tips show ("2/3", of a
count fixed from the first card: a moment's card has none), and what
"Înainte" (a click on it, or →) brings next: the first unseen mark after the shown one that
speaks of a part of the table that is there at any time of a person's turn (:data:`AHEAD`);
the marks that speak of a moment (the countdown, a refused die, hot dice) wait for it, and
their single card's button says "Gata" (ruling S40).

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

COUNTED = (*AHEAD, "yams.countdown")
"""The marks a tour counts: :data:`AHEAD`'s, and the Yams countdown's card, the Yams tour's
third step (ruling S62 4., critic cA78 #7: it had no count, a "Sfat" tag where every other
Yams card has its step): "1/3", "2/3" ("Înainte", S40: the next step comes with its
moment, as the 10 000's risk card comes with a die set aside), "3/3" when the countdown
comes. The 10 000's moments stay tagged."""


def next_mark(mark: str, seen: Iterable[str]) -> str | None:
    """The mark "Înainte" brings after ``mark``: the first unseen one after it in its table's
    order that :data:`AHEAD` holds; None: "Gata" (the rest wait for their moments)."""
    done = {*seen, mark}
    order = MARK_ORDER[mark.split(".", 1)[0]]
    later = order[order.index(mark) + 1:]
    return next((m for m in later if m in AHEAD and m not in done), None)


def card_steps(mark: str, seen: Iterable[str],
               skipped: Iterable[str] = ()) -> tuple[int, int] | None:
    """``mark``'s card's step and the steps of its table's tour, or None for a moment's card
    (round 72, hC74: the count grew, 1/3 then 2/4 when a moment's card came, and "2/2
    Gata" was followed by "3/3"). The tour is :data:`AHEAD`'s marks of the table but those
    done before their card came (``skipped``): its number is fixed from the first card on.
    A step counts the tour's cards shown before it (``seen``) and it, in the order they
    show (hF51, critic B50). A moment's card (the countdown, a refused die, hot dice) may
    or may not come: no step, no count."""
    table = MARK_ORDER[mark.split(".", 1)[0]]
    if mark not in COUNTED:
        return None
    done, passed = set(seen), set(skipped)
    order = tuple(m for m in table if m in COUNTED and (m == mark or m not in passed))
    step = 1 + sum(m in done and m not in passed and m != mark for m in order)
    return step, len(order)


def card_footer(tr: Callable[..., Any], mark: str, seen: Iterable[str],
                skipped: Iterable[str] = ()) -> tuple[str, str, str]:
    """A card's last line: its step of its table's tour (:func:`card_steps`; on a moment's
    card its "Sfat" tag, round 74), "Nu mai arăta" and its next action, one rule read off
    its count (ruling S40, round 77, critic cB77: three names, "Am înțeles" among them):
    "Înainte" on a step with a step after it, "Gata" on the tour's last step and on every
    moment's card (a single card)."""
    seen = tuple(seen)
    steps = card_steps(mark, seen, skipped)
    stop = str(tr("coach.stop"))
    if steps is None:  # a moment's card: its "Sfat" tag where a step's count stands
        # (round 74, critic cQ74: one layout), "Gata" (S40: a single card)
        return (str(tr("coach.tip_tag")), stop,
                str(tr("coach.done")))
    step, total = steps
    return (str(tr("coach.step", step=step, total=total)), stop,
            str(tr("coach.done" if step == total else "coach.next")))
