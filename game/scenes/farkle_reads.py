"""What the 10 000 table scene reads of its flow for the tests and tools: its flow's
attributes as the scene's own, and a message in the shape older scenes showed it."""

from __future__ import annotations

from typing import Any


def from_flow(name: str, doc: str) -> Any:
    """A read-only attribute of the scene that is its flow's (tests and tools read them)."""
    return property(lambda self: getattr(self.flow, name), doc=doc)


class Said:
    """A message as the older scene showed it (``title``/``lines``, ``text``): tests read it."""

    def __init__(self, title: str, text: str, lines: tuple[str, ...]) -> None:
        self.title, self.text, self.lines = title, text, lines

    @property
    def active(self) -> bool:
        """True while it says something."""
        return bool(self.text)
