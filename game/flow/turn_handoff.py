"""The turn-passing moment both tables share (pure timing, no pygame).

As the turn passes (the scored or banked turn's dice gone from the felt, a bank's total
counted, no stage over the table), a band in the next player's seat colour opens across the
felt from its centre with their seat token and "Ion e la rând" in the display type (solid and
whole from the first frame, growing in), holds a beat, then settles straight into the place
of the "La rând" pill, which appears the frame the band has gone, where it ended, and rests
there all turn (one voice: never both, never neither);
:data:`HANDOFF_SECONDS` at the normal animation speed, scaled by it; none when animations
are off. :class:`Handoff` is its clock: the table asks for it the
frame the turn visibly passes (:meth:`Handoff.due`), it begins once no stage plays
(:meth:`Handoff.begin_if`), every other clock of the table waits while it plays
(:attr:`Handoff.active`), and a click or a key ends it at once (:meth:`Handoff.skip`; the
press still acts, so a click on a live button does what the button does).
"""

from __future__ import annotations

from game.flow.turn_entrance import ease_out

HANDOFF_SECONDS = 0.7
"""How long the turn-passing moment lasts at the normal animation speed."""
SWEEP = 0.3
"""The share of its time the band takes to open across the felt."""
SETTLE = 0.72
"""The share of its time from which the band settles into the "La rând" pill."""
FADE_OUT = 0.5
"""Where the band fades where it lies (the Yams table): the share of its settling over which
it goes; the dice cup comes in over the rest, once it has gone (critic D69: the cup showed
through the band's letters)."""
LIT_SLIDE = 0.2
"""Seconds (at the normal animation speed) the players' list's light takes to slide from the
outgoing player's row to the next player's, once the band no longer names them (ruling S38,
round 77, hP81: the lit row just appeared)."""


class Handoff:
    """One table's turn-passing moment: asked for, begun, aged by ``dt``, over or skipped."""

    def __init__(self, seconds: float = HANDOFF_SECONDS, fades: bool = False) -> None:
        """Nothing due, nothing playing; each moment takes ``seconds`` at the normal speed;
        ``fades``: its band fades where it lies as it settles (the Yams table's), else it
        settles into the "La rând" pill's place (the 10 000's seat card)."""
        self._fades = fades
        self._normal = seconds
        self._seconds = seconds
        self._age: float | None = None
        self.player: int | None = None
        """Whose turn it hands to (due or playing), else None."""
        self.text = ""
        """What the band says ("Ion e la rând")."""
        self.outgoing: int | None = None
        """Whose turn ended as it was asked for (None: unknown): the regions under the band
        show that turn, quiet (:attr:`names_next`)."""
        self.pending = False
        """True while it is due but waits (a stage plays over the table)."""
        self._waived = False
        self._lit_age: float | None = None
        self._lit_seconds = LIT_SLIDE
        self.lit_rows: tuple[int, int] | None = None
        """(outgoing, next) player of the light's slide, the last one begun (None: none)."""
        self.since: float | None = None
        """Seconds since the last moment ended (its card become the pill; ruling S65 3.:
        the pill then goes quiet), None while one is due or plays, or before any."""

    def due(self, player: int, text: str, outgoing: int | None = None) -> None:
        """The turn visibly passed from ``outgoing`` to ``player``: their moment (saying
        ``text``) comes as soon as nothing else holds the table."""
        if self._waived:  # a press as the old dice left: the table moves on at once
            self._waived = False
            return
        self.player, self.text, self.pending, self._age = player, text, True, None
        self.outgoing, self.since = outgoing, None

    def waive(self) -> None:
        """A click or a key while the old turn's dice leave: the next moment is not played
        (a fast table never waits), unless a throw or an undo comes first."""
        self._waived = True

    def begin_if(self, free: bool, factor: float) -> bool:
        """Begin the due moment when ``free`` (no stage, the game not over); ``factor``: the
        animation speed, 0 (or less) when animations are off: then none plays. True the frame
        it begins."""
        if not self.pending or not free:
            return False
        self.pending = False
        if factor <= 0:
            self.player = None
            return False
        self._seconds, self._age = self._normal / max(0.1, factor), 0.0
        return True

    def skip(self) -> None:
        """A click or a key: it ends at once (and a due one never comes), the light too."""
        if self._age is not None:  # (its card gone at once: the pill's quiet from now)
            self.since = 0.0
        self._age, self.pending, self.player, self._lit_age = None, False, None, None

    def cancel(self) -> None:
        """A throw, an undo, a new game: nothing due, nothing playing."""
        self._age, self.pending, self.player, self._waived = None, False, None, False
        self._lit_age, self.since = None, None

    def update(self, dt: float) -> None:
        """Age it by ``dt`` seconds; over once it has lasted its time. The frame the band
        stops naming the next player the light's slide begins (:attr:`lit_slide`)."""
        named, rows = self.names_next, (self.outgoing, self.player)
        if self._lit_age is not None:
            self._lit_age += dt
            if self._lit_age >= self._lit_seconds:
                self._lit_age = None
        if self.since is not None:
            self.since += dt
        if self._age is not None:
            self._age += dt
            if self._age >= self._seconds:
                self._age, self.player, self.since = None, None, 0.0
        if named and not self.names_next and rows[0] is not None and rows[1] is not None \
                and rows[0] != rows[1]:
            self._lit_age, self.lit_rows = 0.0, (rows[0], rows[1])
            self._lit_seconds = LIT_SLIDE * self._seconds / self._normal

    @property
    def lit_slide(self) -> float | None:
        """How far the list's light has slid from :attr:`lit_rows`' outgoing row to the
        next one, 0..1, eased (fast, then settling); None when no slide plays (the light
        stands on its row)."""
        if self._lit_age is None:
            return None
        return ease_out(self._lit_age / self._lit_seconds)

    @property
    def active(self) -> bool:
        """True while it plays: the table's other clocks wait."""
        return self._age is not None

    @property
    def holds(self) -> bool:
        """True while due or playing: the next turn's words wait for it."""
        return self.pending or self.active

    @property
    def hides_turn(self) -> bool:
        """True while the "La rând" pill is not drawn: due, or while the band shows (it
        settles into the pill's place; the pill appears as it has gone)."""
        return self.pending or self.active

    @property
    def names_next(self) -> bool:
        """True while the band (the seat card) names the next player: every region under it
        keeps its frame and place and shows the turn that ended, quiet (the shared veil of
        :mod:`game.views.ended_turn`: nothing red, no live prompt, no lit row); the next
        player's contents come in one change the frame it is false again (ruling S13 amended
        in round 77). A fading band names them until it has gone, a settling card until it
        has become the pill. (The 10 000 table's skeleton no longer waits for it: its list and
        Tura panel name the next player from the card's entrance, ruling S79 1., round 80.)"""
        if not self.active:
            return False
        return self.band_strength > 0 if self._fades else True

    @property
    def share(self) -> float:
        """How much of its time has gone, 0..1 (1 when not playing)."""
        return 1.0 if self._age is None else min(1.0, self._age / self._seconds)

    @property
    def sweep(self) -> float:
        """How far the band has opened, 0..1 (eased: it arrives fast and settles)."""
        return ease_out(self.share / SWEEP)

    @property
    def settle(self) -> float:
        """How far the band has settled into the pill, 0..1 (0 before :data:`SETTLE`)."""
        return ease_out((self.share - SETTLE) / (1 - SETTLE))

    @property
    def band_strength(self) -> float:
        """How strongly a band fading where it lies shows, 1..0: gone once it has settled
        :data:`FADE_OUT` of its way (0 when not playing)."""
        if not self.active:
            return 0.0
        return max(0.0, 1 - self.settle / FADE_OUT)

    @property
    def after_band(self) -> float:
        """How far what comes after a fading band has come in, 0..1: nothing until the band
        has gone, whole as the moment ends (1 when not playing): never both at once."""
        if not self.active:
            return 1.0
        return max(0.0, min(1.0, (self.settle - FADE_OUT) / (1 - FADE_OUT)))
