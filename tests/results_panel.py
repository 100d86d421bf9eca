"""The results panel as the results tests set it up: pushed at once over an app, its figures
counted up (shared by tests/test_podium.py and tests/test_results_winner.py)."""

from __future__ import annotations

from typing import Any

from game.scenes.results import ResultRow, ResultsOverlay


def results_over(app: Any, rows: list[ResultRow], time: float | None = None) -> ResultsOverlay:
    """The results of ``rows`` pushed over ``app`` at once (no fade), their clock at ``time``
    seconds when given (``COUNT_TIME * 2`` or more: every figure counted up)."""
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
    app.manager.push(panel, fade=False)
    if time is not None:
        panel.time = time
    return panel
