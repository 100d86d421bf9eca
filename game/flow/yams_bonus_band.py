"""The upper bonus mid-game, as a band over the table (ruling S61, round 79, hY114).

The upper bonus comes in most Yams games: it is one rung under the Penta, and the player must
see that rung (critic cA78 #6: it took the same full-screen stage, confetti-level, as the
Penta). Mid-game it is a **band** across the table, as a card's TOTAL's: the player's name,
"Bonus +35" and the upper section's bar reaching its 63, the table seen round it, lightly
dimmed, its Bonus cell lit where the 35 lands. It is still a stage (a layer over the table:
every clock of the table waits under it; a click or a key ends it), brief: about half a
Penta's time.

This module is its clock (pure Python); :mod:`game.views.yams_bonus_band` draws it. The game's
end keeps its own way (a last box's bonus is the end's: :class:`game.flow.end_stage.EndStageClock`).
"""

from __future__ import annotations

from game.flow.stage import StageClock, ease_out, span

BAND = "band"
"""The rung of a mid-game upper bonus: a band over the table, under the Penta's takeover."""

BAND_SECONDS = 1.6
"""How long the band stays at the normal animation speed: half a Penta's stage (3.2 s)."""

BAND_SHORTEST = 0.8
"""The fast animation setting halves the band, never below this many seconds."""

OPEN = (0.0, 0.1)
"""The band opens from the middle of the felt between these shares."""

FILL = (0.06, 0.36)
"""The upper section's bar fills to its sum between these shares (its 63 mark passed)."""

SAID = 0.3
"""From here "+35" stands in the band (the bar has reached the 63 just before)."""

LANDS = (0.42, 0.46)
"""The 35 is in the sheet's Bonus cell by the end of these shares (the cell, lit under the
band, reads it from then on: the table is drawn again with it)."""

CLOSE = (0.87, 0.97)
"""The band folds shut and the dimming lifts over these shares (its words gone just after it
starts: a brief shutter, never a line sliced)."""

DIM = 205
"""How dark the table grows round the band (0..255 of black): a takeover's, the table nearly
dark round it, its Bonus cell alone lit (ruling S78 2., critic cF79 "more than a band"; S61's
96 read as a band laid on the table), never blurred."""


def band_seconds(factor: float = 1.0) -> float:
    """Seconds the band lasts at the animation speed ``factor`` (2: fast)."""
    return max(min(BAND_SECONDS, BAND_SHORTEST), BAND_SECONDS / max(factor, 1e-6))


class BonusBandClock(StageClock):
    """The clock of a mid-game upper bonus's band: a stage's clock (the table's waits, a
    click or a key skips it), briefer, of the rung :data:`BAND`."""

    def __init__(self, factor: float = 1.0, ending: bool = False) -> None:
        """A band for the upper bonus at the animation speed ``factor``, not yet aged;
        ``ending``: the game's last box earned it (its darkness stays as it folds)."""
        super().__init__("upper_bonus", factor)
        self.ending = ending
        """The game's last box's: the table stays dark as the band folds, the TOTAL's
        takeover coming over that darkness (ruling S78 2.: no bright beat between)."""
        self.rung = BAND
        """Its rung on the ladder (its rarity stays the upper bonus's, for what reads it)."""
        self.duration = band_seconds(factor)
        self.fly = LANDS
        self.bursts = False

    def opened(self) -> float:
        """How open the band is (0..1): opening, open, folding shut at its end."""
        if self.done:
            return 0.0
        u = self.progress
        coming = ease_out(span(u, *OPEN))
        going = span(u, *CLOSE)
        return coming * (1 - going * going)

    def words_shown(self) -> float:
        """How much of the band's words shows (0..1): they come once it is open and go
        before it folds, whole (never a line sliced by the band's edges)."""
        if self.done:
            return 0.0
        u = self.progress
        coming = span(u, OPEN[1] - 0.02, OPEN[1] + 0.03)
        return coming * (1 - span(u, CLOSE[0] - 0.04, CLOSE[0] + 0.01))

    def filled(self) -> float:
        """How far the bar has filled to the player's upper sum (0..1)."""
        return 1.0 if self.done else ease_out(span(self.progress, *FILL))

    def said(self) -> float:
        """How much of "+35" shows in the band (0..1): from :data:`SAID`, quickly."""
        return 1.0 if self.done else span(self.progress, SAID, SAID + 0.04)

    def dimming(self) -> float:
        """How much of :data:`DIM` darkens the table now: with the band's opening (held
        whole as it folds at the game's end)."""
        if self.ending and (self.done or self.progress >= OPEN[1]):
            return 1.0
        return self.opened()

    def coming_in(self) -> bool:
        """Never a veil laid whole: the band's dimming comes in with it."""
        return False

    def burst(self) -> float:
        """No confetti, no sparks: those are the Penta's."""
        return 0.0

    def light(self) -> float:
        """No rays: those are the Penta's."""
        return 0.0
