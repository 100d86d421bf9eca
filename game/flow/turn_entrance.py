"""The entrance of the player whose turn begins at the Yams table (pure timing, no pygame).

As the turn passes (its dice gone and seen: the flow's turn banner), the next player's seat
colour band opens around "La rând: Ion", centred on it, and the name settles from a larger
size, briskly, in about half a second (:data:`ENTRANCE_SECONDS`), the throw live all through
it; then the band rests there until the turn's last beat (one look all turn: the line never
turns into plain text).
A click or a key ends the entrance at once (:class:`TurnEntrance`); it is never a stage.
"""

from __future__ import annotations

ENTRANCE_SECONDS = 0.55
"""How long the band opens and the name settles: brisk, the next throw never waits on it."""
GROWN = 1.3
"""The name's size as it comes in, in sizes of the still turn line."""


def ease_out(u: float) -> float:
    """A fast start that settles (0..1 → 0..1)."""
    u = max(0.0, min(1.0, u))
    return 1 - (1 - u) ** 3


class TurnEntrance:
    """One table's entrance clock: it reads the banner's age and remembers a skip."""

    def __init__(self, seconds: float = ENTRANCE_SECONDS) -> None:
        """No entrance skipped yet; each one takes ``seconds``."""
        self._skipped: object = None
        self.seconds = seconds

    def skip(self, turn: object) -> None:
        """A click or a key during ``turn``'s entrance: it ends at once (the band rests)."""
        self._skipped = turn

    def progress(self, age: float | None, turn: object) -> float:
        """0..1 of ``turn``'s entrance for a banner ``age`` seconds old (1: done, or
        skipped; 0 without a banner)."""
        if age is None:
            return 0.0
        if self._skipped == turn:
            return 1.0
        return ease_out(age / self.seconds)

    def name_scale(self, age: float | None, turn: object) -> float:
        """The name's size over the still line's: from :data:`GROWN` down to 1."""
        return 1 + (GROWN - 1) * (1 - self.progress(age, turn)) if age is not None else 1.0
