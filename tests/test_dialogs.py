"""Dialogs are sized to their content: the same space above the title, between the last line
of text and the buttons, and below the buttons, at every window size and in both languages."""

from __future__ import annotations

import pytest

from game.scenes import overlays
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import ConfirmOverlay, PauseOverlay
from tests.uihelpers import make_app

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


def _drawn(app, scene, monkeypatch) -> list:
    """Draw ``scene`` alone and return the line boxes of its texts, in drawing order."""
    boxes = []
    real = overlays.draw_text

    def record(*args, **kwargs):
        box = real(*args, **kwargs)
        boxes.append(box)
        return box

    monkeypatch.setattr(overlays, "draw_text", record)
    scene.layout(app.screen.get_size())
    scene.draw(app.screen)
    return boxes


def _dialogs(app):
    yield ConfirmOverlay(app, "confirm.leave_title", "confirm.leave_body", lambda: None)
    yield ConfirmOverlay(app, "confirm.quit_title", "confirm.quit_body", lambda: None)
    yield OverwriteConfirm(app, lambda: None)
    yield PauseOverlay(app, on_leave=lambda: None, rules_game="farkle")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_dialog_spacing_is_even_and_the_panel_fits_its_text(tmp_path, monkeypatch, language):
    for size in SIZES:
        app = make_app(tmp_path / f"{size[0]}-{language}", size, language=language)
        try:
            for scene in _dialogs(app):
                boxes = _drawn(app, scene, monkeypatch)
                monkeypatch.undo()
                panel = scene.panel
                buttons = [w.rect for w in scene.focus.widgets if w.visible]
                title, lines = boxes[0], boxes[1:]
                assert lines, f"{type(scene).__name__} at {size}: no text drawn"
                top = title.top - panel.top
                above_buttons = min(b.top for b in buttons) - lines[-1].bottom
                below_buttons = panel.bottom - max(b.bottom for b in buttons)
                what = f"{type(scene).__name__} {language} at {size}"
                assert top > 0, what
                assert abs(above_buttons - top) <= 2, (what, top, above_buttons)
                assert abs(below_buttons - top) <= 2, (what, top, below_buttons)
                assert all(panel.contains(box) for box in boxes), what
        finally:
            app.close()
