"""The 10 000 "?" figures read (critic E70): the lost turn's struck "1 150" is as large as the
bank tile's "+1 150" and light enough to read (it was small and dim); "400" and "10 000" keep
clear air from the number badges beside them (they crowded badges 7 and 8 at 1024x600)."""

from __future__ import annotations

import pygame
import pytest

from game.contrast import contrast_ratio
from game.i18n import format_int
from game.scenes.farkle_help import BANKED, FIGURE_AIR_LEAST, TILES, FarkleHelpOverlay
from game.widgets.struck_figure import LOST_FIGURE as STRUCK_RED
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    dx = max(b.x - a.right, a.x - b.right, 0)
    dy = max(b.y - a.bottom, a.y - b.bottom, 0)
    return max(dx, dy)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_struck_points_read_and_figures_keep_off_the_badges(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        texts = recorded_step(app, 1 / 60).texts
        pictures = [name for _, name in TILES]
        bust, bank = pictures.index("bust"), pictures.index("bank")
        frames = [shown.frame_rect(shown.step_rects(k)[0]) for k in range(len(TILES))]
        struck = [t for t in texts if t.text == format_int(BANKED)
                  and frames[bust].contains(t.rect)]
        banked = [t for t in texts if t.text == f"+{format_int(BANKED)}"
                  and frames[bank].contains(t.rect)]
        assert len(struck) == 1 and len(banked) == 1, (struck, banked)
        assert struck[0].size >= banked[0].size, (struck[0].size, banked[0].size)
        surface = app.screen
        behind = surface.get_at((frames[bust].x + shown.px(6), frames[bust].centery))[:3]
        assert contrast_ratio(STRUCK_RED, behind) >= 5.5, behind
        box = struck[0].rect
        ink = {tuple(surface.get_at((x, y))[:3]) for x in range(box.x, box.right)
               for y in range(box.y, box.bottom)}
        assert STRUCK_RED in ink  # drawn in it
        least = max(FIGURE_AIR_LEAST, shown.px(12))
        for k in range(len(TILES)):
            badge = shown.number_rect(shown.step_rects(k)[0])
            for text in texts:
                level = text.rect.bottom > badge.top and text.rect.top < badge.bottom
                if frames[k].contains(text.rect) and text.text != str(k + 1) and level:
                    assert _gap(text.rect, badge) >= least, (size, k, text.text, text.rect,
                                                             badge)  # beside it: air
    finally:
        app.close()
