"""The frames of a Yams crowned count, drawn one by one with their layout record (shared by
the end's tests: hy113, hy120, hy123)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.widgets import layout_record


def drawn_count_frames(app: Any, table: Any, size: tuple[int, int], *,
                       shown_only: bool = True, limit: int = 600) -> Iterator[Any]:
    """Step ``app`` (frames no assertion reads undrawn) until the results come, drawing each
    frame of the crowned count and yielding its layout record (only the texts that show,
    unless ``shown_only`` is False); the screen holds that frame while the caller looks."""
    from tests.test_end_one_climax_hy108 import _beat, _step_unread

    for _ in range(limit):
        _step_unread(app)
        beat = _beat(app, table)
        if beat == "results":
            return
        if beat != "count":
            continue
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.manager.draw(app.screen)
            frame = layout_record.frame()
            if shown_only:  # (what shows: not what it covers)
                frame.texts[:] = [mark for mark in frame.texts if not mark.dimmed]
        finally:
            layout_record.stop()
        yield frame
