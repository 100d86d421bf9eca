"""The 10 000 "?" card breathes (hC10): each example's caption stands clear of the dice row
above it, and the "O tură" heading clear of the scoring table's last row, at every size."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.farkle_help import FarkleHelpOverlay, example_side
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_captions_and_the_turn_heading_have_air(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        texts = recorded_frame(overlay, size).texts
        scale = overlay.scale
        air = theme.px(12, scale)  # about 12 px at 1920×1080 from a row to its words' line
        # (the line's top: its accents, "Î", "ș", rise near it)
        side = example_side(scale)
        tr = overlay.tr
        first = tr("farkle.help.examples")
        examples = next(t for t in texts if t.text == first).rect
        # an example's points sit at its dice row's middle; its caption's first line under it
        points = [t for t in texts if t.rect.x > examples.x and t.text[:1].isdigit()
                  and t.rect.right > examples.right + theme.px(300, scale)]
        assert len(points) >= 5, [t.text for t in points]
        for mark in points:
            dice_bottom = mark.rect.centery + side // 2
            caption = min((t for t in texts if t.rect.x == examples.x
                           and t.rect.top >= mark.rect.centery), key=lambda t: t.rect.top)
            assert caption.rect.top >= dice_bottom + air, (
                size, caption.text, caption.rect, dice_bottom)
        last = next(t for t in texts if t.text == tr("farkle.help.row.pairs"))
        heading = next(t for t in texts if t.text == tr("farkle.help.turn"))
        row_bottom = last.rect.centery + theme.px(theme.FARKLE_ICON_DIE, scale) // 2
        assert heading.rect.top >= row_bottom + 2 * air, (
            size, heading.rect, row_bottom)
    finally:
        app.close()
