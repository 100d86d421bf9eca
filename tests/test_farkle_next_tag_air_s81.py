"""The "urmează" chip of the 10 000 players' list stands clear of its bar and holds its letters
with air (ruling S81 5., round 80, hF102; critic cF79 #5: at 1024×600 the chip touched its
bar, its letters touching its own rim): between a bar's end and a tag at least 12 px at every
size, and the chip's dark letters at least 2 px inside its rim above and below."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _ink_rows(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The rows of ``rect`` holding the chip's dark letters."""
    rows = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left + rect.h // 2, rect.right - rect.h // 2):
            pixel = surface.get_at((x, y))
            if sum(abs(pixel[i] - theme.NEXT_TAG_TEXT[i]) for i in range(3)) < 90:
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("size", SIZES)
def test_the_next_chip_clears_its_bar_and_holds_its_letters(tmp_path, size):
    """On the selection's table the chip is ≥ 12 px from every bar, its letters ≥ 2 px from its
    rim above and below."""
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._selection(app)
        table = app.manager.top
        surface = pygame.Surface(size)
        frame = recorded_frame(table, size, onto=surface)
        inside = [p for p in frame.panels if table.players_rect.contains(p.rect)]
        bars = [p.rect for p in inside if p.role == "bar"]
        tags = [p.rect for p in inside if p.role == "tag"]
        assert tags and bars
        for tag in tags:
            for bar in bars:
                if bar.top < tag.bottom and tag.top < bar.bottom:
                    air = tag.left - bar.right if tag.left >= bar.right else bar.left - tag.right
                    assert air >= 12, (size, tag, bar)
            ink = _ink_rows(surface, tag)
            assert ink, tag
            assert min(ink) - tag.top >= 2 and tag.bottom - 1 - max(ink) >= 2, (size, tag, ink)
    finally:
        app.close()
