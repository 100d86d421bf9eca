"""The clock of a stage played as a game ends: the table stays dark from it to the results
panel (no bright beat between the end's stages, nor before the panel).

The win's stage after the TOTAL's, over the table that stage left dark, adds no darkness of
its own (its light and rays read over the dimmed card, which stays seen: never near-black);
the results panel then opens over that same darkness (no lift, no black frame)."""

from __future__ import annotations

from game.flow.stage import GONE, StageClock, span

WORDS_LEAVE = (0.78, GONE - 0.03)
"""Over these shares of the win's stage its words (title, name, caption) fade out, its light
and rays still standing: gone before the results panel rises, which alone then speaks (no
caption sticking out at the panel's sides, one voice)."""


class EndStageClock(StageClock):
    """A :class:`~game.flow.stage.StageClock` whose dimming does not lift at its end: the
    finished table keeps the darkness itself (``table_dark``: it is already dark, so the
    stage adds none)."""

    def __init__(self, kind: str, factor: float = 1.0, *, table_dark: bool = False,
                 from_dark: bool = False) -> None:
        """The clock of the stage of ``kind``; ``table_dark`` when the table under it is
        already dimmed by itself; ``from_dark`` when an end's stage before it left the
        table dark: it is fully dark from its first frame (no lift between the two)."""
        super().__init__(kind, factor)
        self.table_dark = table_dark
        self.from_dark = from_dark

    @property
    def done(self) -> bool:
        """True once the moment's motion is over (:data:`~game.flow.stage.GONE`): the
        darkness does not lift, so nothing is left to wait for; what follows comes at once
        (the stamp still standing: no frame without its words)."""
        return self.skipped or self.age >= self.duration * GONE

    def stamp_alpha(self) -> float:
        """The stamp's opacity (and its words'): a win's fades out over :data:`WORDS_LEAVE`,
        before the results panel rises over its light."""
        alpha = super().stamp_alpha()
        if self.kind == "win":
            alpha *= 1 - span(self.progress, *WORDS_LEAVE)
        return alpha

    def dimming(self) -> float:
        """How much the stage darkens the table: none over a table already dark (the win's
        light and rays read over the dimmed card); else as a stage does, held at full once
        reached (the table takes it over as the stage ends)."""
        if self.table_dark:  # the finished card stays seen, dimmed, under the win and
            return 0.0  # the results: never near-black (the table's own dimming is enough)
        if self.from_dark:
            return 1.0
        return 1.0 if self.progress >= 0.5 else super().dimming()
