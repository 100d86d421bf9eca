"""The dice a throw sets aside, flying from the mat into the ledger's row (ruling S81 1., round
80, hF102; critics cF79 #3, cB79: the mat's dice vanished as the ledger's row appeared, the
turn's story never seen to fill). A clock of its own, on the table's clock: it starts as a group
joins the turn's set-aside list, runs :data:`game.theme_table.FARKLE_LEDGER_FLIGHT`, and ends
at once when the list shrinks (an undo, a new turn)."""

from __future__ import annotations

from collections.abc import Sequence

from game import theme_table
from game.engine.farkle import SetAside

HOT_SIX = 6
"""Hot dice: the turn's set-aside dice add up to six (or twelve...); they went back into the
cup, not from the mat (S26), whatever the groups they were set aside in (round 82, hF110)."""


def went_back_to_cup(groups: Sequence[SetAside]) -> bool:
    """True when ``groups`` (the turn's set-aside list, the newest last) ends on hot dice: all
    the dice set aside, their row already settled in the ledger before the next throw (a 1,
    then five more is hot too, not only one group of six: critic cB81 defect 1)."""
    return sum(len(group.dice) for group in groups) % HOT_SIX == 0


class LedgerFlight:
    """The set-aside group in the air, if any: its mat faces and how far it has flown."""

    def __init__(self) -> None:
        """No flight; no group seen yet."""
        self.age: float | None = None
        self.duration = theme_table.FARKLE_LEDGER_FLIGHT
        self.faces: tuple[int, ...] = ()
        self.groups = 0

    @property
    def active(self) -> bool:
        """True while the group flies (the ledger's row waits for its dice)."""
        return self.age is not None

    @property
    def share(self) -> float:
        """How far the group has flown, 0 to 1, eased (quick off the mat, settling in)."""
        if self.age is None:
            return 1.0
        t = min(1.0, self.age / self.duration)
        return 1 - (1 - t) ** 3

    def follow(self, groups: Sequence[SetAside], from_mat: bool, dt: float,
               factor: float = 1.0) -> None:
        """One frame: a group new in ``groups`` takes off when it left the mat (``from_mat``:
        set aside by a throw now in the air, not by a bank nor an undo), never hot dice (the
        turn's set-aside dice adding up to six: :func:`went_back_to_cup`);
        a flight runs its course, at the table's speed ``factor``; ends as the list
        shrinks."""
        count = len(groups)
        if count > self.groups and from_mat and not went_back_to_cup(groups):
            self.age, self.faces = 0.0, tuple(groups[-1].dice)
            self.duration = theme_table.FARKLE_LEDGER_FLIGHT / max(factor, 1e-6)
        elif count < self.groups:
            self.age = None
        elif self.age is not None:
            self.age += dt
            if self.age >= self.duration:
                self.age = None
        self.groups = count

    def land(self) -> None:
        """End the flight now (a skip: the dice where they land)."""
        self.age = None
