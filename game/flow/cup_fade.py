"""The dice cup's fade, one timing for both tables: before a turn's first throw the cup stands
whole, or comes in as the turn's passing band settles (on the Yams table, where the band fades
where it lies, once it has gone: no bare felt between turns, never the cup through the band's
letters, critic D69; on the 10 000 table, where the band flies into its pill, as it opens:
round 71, critic B71);
as the first throw's dice leave its mouth it goes over
:data:`game.theme.YAMS_CUP_FADE` seconds. The tables draw it; when it shows is theirs."""

from __future__ import annotations

from game import theme
from game.flow.turn_handoff import Handoff


def cup_fade(handoff: Handoff, first_throw_elapsed: float | None, fading_band: bool) -> int:
    """How strongly the cup shows (0..255): ``first_throw_elapsed`` is None before the turn's
    first throw (whole, or as far as it has come in: once ``handoff``'s band has gone when
    ``fading_band``, the Yams table's band fading where it lies, else as far as the band has
    opened), else the seconds since that throw left the cup (going, gone at
    :data:`theme.YAMS_CUP_FADE`)."""
    if first_throw_elapsed is None and not fading_band:  # (round 71, critic B71: with the
        # band's settle it came ~20 frames after the bank's dice had gone: bare felt; the
        # band opens in the pill's place, over the cup's, never across it)
        return round(255 * handoff.sweep) if handoff.active else 255
    if first_throw_elapsed is None:
        return round(255 * handoff.after_band)
    gone = first_throw_elapsed / max(1e-6, theme.YAMS_CUP_FADE)
    return max(0, round(255 * (1 - gone)))


CUP_RETURN = 0.2
"""Seconds (at the normal speed) the 10 000 cup takes to come back once a bank's or a bust's
dice (and the mat) have gone from the felt (ruling S79 2., round 80: never through them)."""


STAGES_OVER_THE_CUP = frozenset({"bank_banner", "bank_big"})
"""The stages under which the 10 000 cup stands on the dice row once a bank's dice have left
it (ruling S100 3., round 81: a bank's plate over a bare row): the bank's own plates, whose
rooms are the tray and the middle, never the row."""


def cup_under_stage(kind: str | None) -> bool:
    """True when the 10 000 cup may stand on the dice row with the stage of ``kind`` over
    the table (None: no stage): always without one, under a bank's plate (S100 3.)."""
    return kind is None or kind in STAGES_OVER_THE_CUP


class CupReturn:
    """The 10 000 cup's way back after a bank or a bust (ruling S79 2., round 80, critic cB79
    #6: the leftover dice and the cup cross-dissolved, semi-transparent over each other; after
    a bust the cup popped in whole): it waits while anything of the old turn still shows where
    it stands (a bank's dice in the row or on the mat, the mat, a bust's dice), then comes in
    over :data:`CUP_RETURN` seconds; gone at once while it is not wanted (dice in the row)."""

    def __init__(self, share: float = 1.0) -> None:
        """Start at ``share`` (a table opening before its first throw: the cup whole)."""
        self.share = share
        """How far the cup has come back, 0..1."""

    def update(self, dt: float, wanted: bool, under: float, factor: float = 1.0) -> None:
        """Move ``dt`` seconds: ``wanted`` (a bank shown, or a turn's first throw awaited),
        ``under`` how much of the old turn still shows where the cup stands (0: gone)."""
        if not wanted:
            self.share = 0.0
        elif under <= 0:
            self.share = min(1.0, self.share + dt * max(1e-6, factor) / CUP_RETURN)
