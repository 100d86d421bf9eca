"""The clock of a stage played as a game ends: the table stays dark from it to the results
panel (no bright beat between the end's stages, nor before the panel).

The win's stage after another over the table that stage left dark adds no darkness of its
own (its light and rays read over the dimmed card, which stays seen: never near-black); the
results panel then opens over that same darkness (no lift, no black frame).

The end's last stage (the win's; a full card's TOTAL is counted in its row since round 73,
ruling S8, no stage) ends the moment its words have left (:meth:`EndStageClock.leaving`): its words,
its light and the row it lit fade back into the dimmed table together, and the results card
enters at once over that table (critic round 30: no empty glow beat, no lit "TOTAL 126"
beside the entering card; critic C40: never over the stage's rays)."""

from __future__ import annotations

from game.flow.stage import GONE, StageClock, span

WORDS_LEAVE = (0.81, 0.87)
"""Over these shares of the win's stage its words (title, name, caption) fade out with its light
and rays; it ends as they have gone (the results card enters at once): the
panel alone then speaks (no caption sticking out at the panel's sides, one voice)."""

PODIUM_RISE = (0.02, 0.3)
"""Over these shares of the win's stage its podium's columns rise to each player's total
(critic D69: the lower part of the felt bare): under the title and the names, which are said
from its first frame."""


ROW_AHEAD = 0.7
"""The share of the words' leaving by which the lit row has gone."""

LAST_KINDS: dict[str, tuple[float, float]] = {"win": WORDS_LEAVE}
"""The end's stages that are the last before the results (the win's; a full card's TOTAL
takes no stage since round 73, ruling S8), and when their words leave."""

END_KINDS = frozenset({"win"})
"""The stages of a game's end that stand on the end's own felt (the win's, a game alone's
record's too): :data:`game.theme_stage.END_FELT`, the results' too (round 76, hW79)."""


class EndStageClock(StageClock):
    """A :class:`~game.flow.stage.StageClock` whose dimming does not lift at its end: the
    finished table keeps the darkness itself (``table_dark``: it is already dark, so the
    stage adds none)."""

    def __init__(self, kind: str, factor: float = 1.0, *, table_dark: bool = False,
                 words_stay: bool = False) -> None:
        """The clock of the stage of ``kind``; ``table_dark`` when the table under it is
        already dimmed by itself; ``words_stay`` when the last stage's words stand whole to
        its last frame (the results card opens over them)."""
        super().__init__(kind, factor)
        self.table_dark = table_dark
        self.words_stay = words_stay
        """A game alone's record: its words stand to its last frame, its light leaving
        under them, and the score card, which covers them, opens at once (round 75, hS30:
        they faded out to the bare felt over ~0.15 s before the card cut in)."""
        self.leave = LAST_KINDS.get(kind)
        """When the last stage's words leave (shares of it; None: not the last)."""
        self.bursts = False  # (no bright beat over the table the results open on)

    @property
    def done(self) -> bool:
        """True once the moment's motion is over (:data:`~game.flow.stage.GONE`), or for
        the end's last stage once its words have left: the darkness does not lift, so
        nothing is left to wait for; what follows comes at once (no frame of an empty glow,
        nor without words before a next stage)."""
        end = GONE if self.leave is None else self.leave[1]
        return self.skipped or self.age >= self.duration * end

    def leaving(self) -> float:
        """How far the last stage's words and its lit row have gone (0..1; 0 for a stage
        that is not the last)."""
        if self.leave is None:
            return 0.0
        return 1.0 if self.done else span(self.age / self.duration, *self.leave)

    def row_leaving(self) -> float:
        """How far the last stage's lit row has gone back into the dimmed table (0..1):
        ahead of its words (:data:`ROW_AHEAD`), wholly gone by the stage's last frame (no
        trace of it in the picture the results card rises over)."""
        return min(1.0, self.leaving() / ROW_AHEAD)

    def stamp_alpha(self) -> float:
        """The stamp's opacity (and its words'): the last stage's fades out as it leaves
        (:meth:`leaving`), before the results panel rises over its light; a record's
        alone (:attr:`words_stay`) stands whole, the card opening over it."""
        return super().stamp_alpha() * (1 - (0.0 if self.words_stay else self.leaving()))

    def light(self) -> float:
        """The light behind the stamp: the last stage's leaves with its words (critic C40
        read the results card rising over the win's rays: it enters once the stage has
        wholly gone; its light and words go together, so no empty glow beat either)."""
        if self.leave is None:
            return super().light()
        return 0.0 if self.done else 1.0 - self.leaving()

    def cross_fades(self) -> bool:
        """Never: an end's hush stands whole from its first frame (the results open on it,
        no bright beat between them)."""
        return False

    def dimming(self) -> float:
        """How much the stage darkens the table: none over a table already dark (the win's
        light and rays read over the dimmed card); else as a stage does, held at full once
        reached (the table takes it over as the stage ends)."""
        if self.table_dark:  # the finished card stays seen, dimmed, under the win and
            return 0.0  # the results: never near-black (the table's own dimming is enough)
        return 1.0 if self.progress >= 0.5 else super().dimming()
