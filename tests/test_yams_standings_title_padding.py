"""The Yams standings' title line clears the panel's rounded corners (hY66's note, round 63:
at 1024x600 "Clasament" sat against the panel's top-left corner, "Toți la 0 · încă 13 ture"
against its top-right one): at the height of the words' line, each end of the line stands
the panel's inner padding or more inside its rounded border, at every window."""

from __future__ import annotations

import math

import pygame
import pytest

from game import theme
from game.views import yams_standings
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _border_inset(panel: pygame.Rect, radius: int, y: int) -> float:
    """How far in from the panel's side its rounded border runs at height ``y``."""
    dy = min(y - panel.top, panel.bottom - 1 - y)
    if dy >= radius:
        return 0.0
    return radius - math.sqrt(max(0.0, radius * radius - (radius - dy) ** 2))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_title_line_stands_its_padding_inside_the_rounded_corners(tmp_path, size):
    from tools import screens_yams

    app = make_app(tmp_path, size=size)
    try:
        screens_yams._countdown_for(app, 0.8)  # three players, nobody scored: both ends said
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.step(1 / 60)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        panel = next(p.rect for p in frame.panels if p.role == "standings")
        scale = theme.scale_for(size)
        radius = yams_standings.panel_radius(scale)
        pad = theme.px(12, scale)  # the panel's side padding, as the rows have it
        line = [t for t in frame.texts if panel.contains(t.rect)
                and abs(t.rect.centery - min(u.rect.centery for u in frame.texts
                                             if panel.contains(u.rect))) <= 2]
        assert len(line) == 2, [t.text for t in line]  # "Clasament" and the turns left
        for text in line:
            top = text.rect.y  # its line's top (its capitals' ink just under it)
            edge = _border_inset(panel, radius, top)
            assert text.rect.left - panel.left >= edge + pad, (size, text.text, text.rect,
                                                               panel, edge)
            assert panel.right - text.rect.right >= edge + pad, (size, text.text,
                                                                 text.rect, panel, edge)
    finally:
        app.close()
