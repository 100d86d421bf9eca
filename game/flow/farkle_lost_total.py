"""The lost points leave the ledger: under a bust, the turn's total at the ledger's foot is
struck as the stamp lands, then falls a little and fades to a faint trace (ruling S14, round
74, hF86, critic row "10 000 banners": the struck "Puncte pierdute 100" just appeared). The
stamp says the loss; the ledger shows it quietly, in its own place, after the dice are seen.

Plain timing, read by :func:`game.widgets.farkle_ledger.draw_story`'s total."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.flow.messages import Message

STRIKE_SECONDS = 0.15
"""Seconds the strike takes to cross the figure, from the stamp's first frame."""

FALL_SECONDS = 0.4
"""Seconds the struck figure takes to fall and fade, starting as the strike ends."""

FALL_FADE_LEFT = 0.3
"""The share of its opacity the fallen figure keeps: a faint trace, never a second voice."""


@dataclass(frozen=True)
class LostTotal:
    """Where the lost total's motion is: ``strike`` (0..1, how far across its figure the
    strike has run) and ``fall`` (0..1, eased: how far it has fallen and faded)."""

    strike: float
    fall: float

    @property
    def opacity(self) -> float:
        """0..1: how much of the figure shows (all of it, down to :data:`FALL_FADE_LEFT`)."""
        return 1.0 - (1.0 - FALL_FADE_LEFT) * self.fall


SETTLED = LostTotal(1.0, 1.0)
"""The motion done: struck, fallen, faint."""


def lost_total_at(age: float | None) -> LostTotal:
    """The motion ``age`` seconds after the bust's stamp came (None: it has gone, or was
    never timed: settled)."""
    if age is None:
        return SETTLED
    strike = max(0.0, min(1.0, age / STRIKE_SECONDS))
    t = max(0.0, min(1.0, (age - STRIKE_SECONDS) / FALL_SECONDS))
    return LostTotal(strike, t * t * (3.0 - 2.0 * t))  # (eased in and out)


class _BustReading(Protocol):
    """What :func:`lost_total` reads of the table's flow."""

    @property
    def bust_shown(self) -> bool: ...  # noqa: D102

    def big_announcement(self) -> Message | None: ...  # noqa: D102


def lost_total(flow: _BustReading) -> LostTotal | None:
    """The lost total's motion now: None while no bust is shown (the total is no loss)."""
    if not flow.bust_shown:
        return None
    said = flow.big_announcement()
    return lost_total_at(said.age if said is not None and said.key == "farkle.bust"
                         else None)
