"""A page's short glide: Page Up / Page Down move a scrolled view to its new place in a fifth
of a second, quick to leave and gentle to arrive, rather than in one jump. A clock of its own,
driven by ``step(dt)``; nothing here draws."""

from __future__ import annotations

GLIDE_SECONDS = 0.2
"""How long a page takes to glide to its new place."""


def ease_out(t: float) -> float:
    """Ease-out (cubic) of ``t`` in 0..1."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


class PageGlide:
    """A view's offset on its way from ``start`` to ``end`` (content pixels)."""

    def __init__(self, seconds: float = GLIDE_SECONDS) -> None:
        """At rest."""
        self.seconds = seconds
        self.elapsed = seconds
        self.start = 0
        self.end = 0

    @property
    def moving(self) -> bool:
        """True until the view has reached :attr:`end`."""
        return self.elapsed < self.seconds

    def begin(self, start: int, end: int) -> None:
        """Glide from ``start`` to ``end`` (no glide when they are one place)."""
        self.start, self.end = start, end
        self.elapsed = 0.0 if start != end and self.seconds > 0 else self.seconds

    def step(self, dt: float) -> None:
        """Advance the clock by ``dt`` seconds."""
        self.elapsed = min(self.seconds, self.elapsed + dt)

    def finish(self) -> None:
        """At :attr:`end` at once."""
        self.elapsed = self.seconds

    def offset(self) -> int:
        """Where the view's top shows now."""
        if not self.moving:
            return self.end
        return round(self.start + (self.end - self.start) * ease_out(self.elapsed / self.seconds))
