"""The "?" cards' footer buttons ("Arată din nou sfaturile", "Înapoi") have room: no line of
the card comes within about 20 px (at 1920×1080) of a button or its focus ring, at every
size."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.farkle_help import TILES, FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_farkle_help_keeps_its_footer_clear(tmp_path, size):
    """Every text above the buttons ends 20 reference px above their focus ring."""
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        frame = recorded_frame(overlay, size)
        scale = overlay.scale
        buttons = [overlay.close_button.rect, overlay.again_button.rect]
        ring = min(b.top for b in buttons) - theme.px(6, scale)  # the focus ring's edge
        room = theme.px(20, scale)
        labels = {str(overlay.close_button.text), str(overlay.again_button.text)}
        for text in frame.texts:
            if text.text in labels or text.rect.top >= ring:
                continue
            assert text.rect.bottom + room <= ring, (size, text.text, text.rect, ring)
        for k in range(len(TILES)):  # each tile's frame too (hM31: tiles, not example cards)
            card = overlay.frame_rect(overlay.step_rects(k)[0])
            assert card.bottom + room <= ring, (size, card, ring)
    finally:
        app.close()
