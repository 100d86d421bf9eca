"""The clock of a stage played as a game ends: the table stays dark from it to the results
panel (no bright beat between the end's stages, nor before the panel).

The win's stage after the TOTAL's, over the table that stage left dark, darkens it only as
far as the win's own darkness (:func:`further_alpha`), and fades into it over
:data:`INTO_DARK` seconds: no cut to near-black, and the results panel then opens over the
same darkness (no lift)."""

from __future__ import annotations

from game.flow.stage import GRAND, StageClock, span

INTO_DARK = 0.25
"""Seconds the win's stage takes to darken a table already dark to its own darkness."""


def further_alpha(already: int, wanted: int) -> int:
    """The dimming (0..255 of black) that brings a table already dimmed by ``already`` to
    ``wanted`` in all (dimming multiplies: what is kept of each is multiplied)."""
    keep_already, keep_wanted = 255 - already, 255 - wanted
    if keep_wanted >= keep_already:
        return 0
    return 255 - round(255 * keep_wanted / max(1, keep_already))


class EndStageClock(StageClock):
    """A :class:`~game.flow.stage.StageClock` whose dimming does not lift at its end: the
    finished table keeps the darkness itself (``table_dark``: it is already dark, so the
    stage adds none)."""

    def __init__(self, kind: str, factor: float = 1.0, *, table_dark: bool = False) -> None:
        """The clock of the stage of ``kind``; ``table_dark`` when the table under it is
        already dimmed by itself."""
        super().__init__(kind, factor)
        self.table_dark = table_dark

    def dimming(self) -> float:
        """How much the stage darkens the table: none over a table already dark, but for the
        win, which takes the table whole with its light and rays (it darkens it further, to
        its own darkness, over :data:`INTO_DARK` seconds); else as a stage does, held at full
        once reached (the table takes it over as the stage ends)."""
        if self.table_dark:
            if self.rarity != GRAND:
                return 0.0
            u = 1.0 if self.done else span(self.age, 0.0, INTO_DARK)
            return u * u * (3 - 2 * u)  # eases in and settles: no step at either end
        return 1.0 if self.progress >= 0.5 else super().dimming()
