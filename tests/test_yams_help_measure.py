"""The Yams "?" reads as a page, not a control panel: its steps' lines keep a measure of about
70 characters, and its pictures (the "Validează tura" one too) are framed and faded, never a
live red button."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets import layout_record
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_help_keeps_a_measure_and_its_pictures_are_not_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "yams", 1)
        overlay = YamsHelpOverlay(app)
        app.manager.push(overlay)
        for _ in range(8):  # the overlay's fade in
            app.step(0.1)
        layout_record.start(app.screen.get_size())
        try:
            found = check_app(app, "help")
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        assert found == []
        words = [overlay.step_rects(k)[1] for k in range(len(STEPS))]
        lines = [m.text for m in frame.texts if not m.dimmed and m.rect.collidelist(words) >= 0]
        assert len(lines) >= len(STEPS)
        assert max(map(len, lines)) <= 76, max(lines, key=len)  # about 70 characters
        # no live red button on the help's panel: its "Validează tura" is a picture
        assert not [p.rect for p in frame.panels
                    if p.primary and overlay.panel.colliderect(p.rect)]
        for k in range(len(STEPS)):  # each picture sits in its frame, beside its words
            art, text = overlay.step_rects(k)
            frame_rect = overlay.frame_rect(art)
            assert frame_rect.contains(art.inflate(0, -overlay.px(8)))
            assert not frame_rect.colliderect(text)
    finally:
        app.close()
