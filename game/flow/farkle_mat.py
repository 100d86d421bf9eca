"""The order the 10 000 table's set-aside dice lie in on the mat (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def mat_order(selected: Collection[int], roll: Sequence[int] | None,
              rare: object | None) -> list[int]:
    """The ``selected`` dice of ``roll`` in the order they lie on the mat, left to right: as
    they lay in the roll, except after a staged rare throw (``rare``, the flow's figure),
    whose dice lie as its stage showed them: by face (a Chintă 1-2-3-4-5-6, critic B66:
    "dice order jumps sorted -> unsorted" as the stage handed the table back)."""
    chosen = sorted(selected)
    if rare is None or roll is None or any(i >= len(roll) for i in chosen):
        return chosen
    return sorted(chosen, key=lambda i: (roll[i], i))
