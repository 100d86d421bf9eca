"""Settings grouped with a card a row short of its neighbour (the sound card without its sound
check, as it stood before hM69): the layout's rules for a card of fewer rows (level with its
neighbour, its spare height between its rows) still hold for any grouping, though the cards as
shown now hold as many rows as their neighbours."""

from __future__ import annotations

from typing import Any

from game.scenes import settings

ROW_SHORT = tuple((key, tuple(name for name in names if name != "sound_test"))
                  for key, names in settings.GROUPS)
"""The groups as shown, the sound card a row short of "Calculatorul" beside it."""

GROUPINGS = ("as_shown", "row_short")
"""The groupings the layout's tests run with (a test's ``grouping`` parameter)."""


def group(monkeypatch: Any, grouping: str) -> None:
    """Lay Settings out with ``grouping`` (one of :data:`GROUPINGS`) for this test."""
    if grouping == "row_short":
        monkeypatch.setattr(settings, "GROUPS", ROW_SHORT)
