"""Who sits at the table."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

MAX_HUMANS = 6
"""At most six people share the device (Y14, F12)."""
STYLES = MAX_HUMANS + 1
"""How many seat styles (colour and mark) there are: one per seat of the fullest table."""


def normal_name(name: str) -> str:
    """A name as the game keeps it: one Unicode form (NFC: "Ș" typed as one letter or as
    "S" and a comma below is the same name) and no spaces around it ("Ana " is "Ana")."""
    return unicodedata.normalize("NFC", name).strip()


@dataclass(frozen=True)
class Player:
    """One seat at the table: a name (kept as :func:`normal_name`), whether the computer
    plays it, and the style (colour and mark, ``0 .. STYLES - 1``) the person keeps from New
    Game through every rematch; None (games saved before it): the seat's rank decides."""

    name: str
    is_computer: bool = False
    style: int | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.name, str) and normal_name(self.name):
            object.__setattr__(self, "name", normal_name(self.name))

    def to_dict(self) -> dict[str, Any]:
        """Return the player as a JSON-able dict."""
        data: dict[str, Any] = {"name": self.name, "is_computer": self.is_computer}
        if self.style is not None:
            data["style"] = self.style
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        """Rebuild a player from :meth:`to_dict` output."""
        style = data.get("style")
        return cls(name=str(data["name"]), is_computer=bool(data["is_computer"]),
                   style=None if style is None else int(style))
