"""The order the 10 000 table's set-aside dice lie in on the mat (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

SORTED_ON_STAGE = "straight"
"""The one rare figure whose stage re-sorts its dice by face (the Chintă, 1-2-3-4-5-6)."""


def mat_order(selected: Collection[int], roll: Sequence[int] | None,
              rare: object | None) -> list[int]:
    """The ``selected`` dice of ``roll`` in the order they lie on the mat, left to right: as
    they lay in the roll, except after a staged Chintă (``rare``, the flow's figure, of
    kind "straight"), whose dice lie as its stage showed them: by face, 1-2-3-4-5-6 (critic
    B66: "dice order jumps sorted -> unsorted" as the stage handed the table back). Other
    rare figures are not re-sorted on stage, so their dice keep the row's order (a 1 set
    aside after five alike moves none of the five over, review round 67)."""
    chosen = sorted(selected)
    if getattr(rare, "kind", None) != SORTED_ON_STAGE or roll is None \
            or any(i >= len(roll) for i in chosen):
        return chosen
    return sorted(chosen, key=lambda i: (roll[i], i))


MAT_FADE = 0.18
"""Seconds the selection's mat takes to come in as a die is chosen, or to go once none lies on
it (ruling S64 1.): never in one frame."""


class MatPresence:
    """How much of the 10 000 table's selection mat shows (0..1, on the table's clock): it comes
    while dice lie on it or glide to it (a selection, a bank's kept dice) and goes once none
    does, so the middle of the table is never an empty tray (ruling S64 1., round 79, hF97,
    critic cB78 #3: six empty slots and "Selecție: —" in every cup state)."""

    def __init__(self, share: float = 0.0) -> None:
        """Start at ``share`` (a resumed selection's mat is there at once)."""
        self.share = share
        self.faded = False
        """True once the mat has gone by its fade, its share come down over several frames
        (never when it snapped to gone in one): the layout check lets it go."""
        self._falling = 0  # (the frames its share has come down in since it last rose)
        self.named = 0.0
        """How much of the empty tray's name may show (0..1): it fades in as the person's
        selection beat starts, gone outside it (ruling S107 2., round 82, hF110)."""

    def update(self, dt: float, wanted: bool, factor: float = 1.0, named: bool = False) -> None:
        """Move ``dt`` seconds (times the animation ``factor``) towards whole when
        ``wanted``, else towards gone; the tray's name towards shown while ``named`` (the
        selection beat), gone at once outside it."""
        step = dt * factor / MAT_FADE
        self.named = min(1.0, self.named + step) if named else 0.0
        before = self.share
        self.share = min(1.0, self.share + step) if wanted else max(0.0, self.share - step)
        self._falling = self._falling + 1 if self.share < before else 0 if wanted else \
            self._falling
        if self.share > 0:
            self.faded = False
        elif before > 0:  # gone this frame: a fold if it came down over several frames
            self.faded = self._falling > 1
