"""Screen states of a throw on both tables (issue 11): 0.1 s, 0.4 s and 0.8 s into the tumble,
then landed, at the normal speed. The tumble is frozen at its moment for the picture (the
renderer goes on stepping frames afterwards)."""

from __future__ import annotations

from typing import Any

from tools.render_screens import open_table, register
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60
MOMENTS = (0.1, 0.4, 0.8)
"""Seconds into the throw of the pictures taken in the air."""


def throw(app: Any, kind: str, seconds: float | None) -> None:
    """Open a ``kind`` table, throw, and stop time ``seconds`` into the throw (None: landed)."""
    app.rng = ScriptedDice((6, 6, 2, 5, 1, 4) if kind == "farkle" else (6, 6, 2, 5, 6))
    table = open_table(app, kind, humans=2)
    for _ in range(20):
        app.step(FRAME)
    table.press_roll() if kind == "farkle" else table.roll()
    if seconds is None:
        while not table.outcome_visible():
            app.step(FRAME)
        return
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)
    table.tray.update = lambda dt: None  # freeze the tumble for the picture


def _register(kind: str, seconds: float | None) -> None:
    name = f"{kind}_throw_{'landed' if seconds is None else f'{seconds:.1f}s'}"
    register(name)(lambda app: throw(app, kind, seconds))


for _kind in ("yams", "farkle"):
    for _moment in (*MOMENTS, None):
        _register(_kind, _moment)
