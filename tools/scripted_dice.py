"""A ``random.Random`` that rolls chosen dice: replayable scenarios for tests and screenshots."""

from __future__ import annotations

import random
from collections.abc import Iterable


class ScriptedDice(random.Random):
    """``randint`` gives the queued dice first, in order, then seeded random ones.

    With ``strict=True`` an exhausted queue is an error instead, for tests that must know every
    die the engine rolls.
    """

    def __init__(self, dice: Iterable[int] = (), seed: int = 5, *, strict: bool = False) -> None:
        """Queue ``dice`` (values 1..6) in the order the engine will ask for them."""
        super().__init__(seed)
        self.queue: list[int] = list(dice)
        self.strict = strict

    def push(self, *dice: int) -> None:
        """Queue more dice."""
        self.queue.extend(dice)

    def randint(self, a: int, b: int) -> int:
        """The next queued die, or a seeded one once the queue is used up (unless strict)."""
        if self.queue:
            return self.queue.pop(0)
        if self.strict:
            raise AssertionError("the scripted dice are used up")
        return super().randint(a, b)
