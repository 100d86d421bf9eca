"""The Y10 countdown's last second, read from the flow's clock (ruling S93 2., round 81,
hY122; critic cA80: the ring small for a timer that acts for the player, "a larger ring that
pulses in its last second"): how strongly its ring beats, 0..1. Pure: the view only draws it
(the ring grown by its beat, a halo round it)."""

from __future__ import annotations

LAST_SECOND_BEATS = 2
"""The beats of the countdown's last second (a heartbeat: the first as its "1" shows)."""


def last_second_beat(left: float | None, held: bool = False) -> float:
    """How strong the ring's beat is with ``left`` seconds still to count, 0..1: nothing
    before the last second, nor while the countdown is held (its clock stopped); in it,
    :data:`LAST_SECOND_BEATS` beats, each full at its start and fading (eased) after."""
    if left is None or held or left > 1.0 or left <= 0.0:
        return 0.0
    into = ((1.0 - left) * LAST_SECOND_BEATS) % 1.0  # how far into the current beat, 0..1
    fade = 1.0 - into
    return fade * fade
