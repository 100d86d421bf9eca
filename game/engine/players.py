"""Who sits at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_HUMANS = 6
"""At most six people share the device (Y14, F12)."""


@dataclass(frozen=True)
class Player:
    """One seat at the table: a name and whether the computer plays it."""

    name: str
    is_computer: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Return the player as a JSON-able dict."""
        return {"name": self.name, "is_computer": self.is_computer}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        """Rebuild a player from :meth:`to_dict` output."""
        return cls(name=str(data["name"]), is_computer=bool(data["is_computer"]))
