"""The Rules page comes to rest on a line's top: a turn of the mouse wheel (either way, any
step), an arrow key or a drag let go leave the view's top on a stop, never mid-line; Page
Down opens the next page on the first row the view did not show whole, so a row or a line
shown whole is not shown again (but the first lines of a paragraph the edge cut, which the
page opens on)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import open_rules
from game.widgets.document import RectOp
from tests.uihelpers import FRAME, key, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _wheel(app, dy):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, precise_y=dy,
                                         flipped=False))
    app.step(FRAME)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_wheel_and_the_arrows_leave_the_views_top_on_a_lines_top(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, "yams")
        app.step(FRAME)
        rests = set(scene._stops) | {scene.scroll.max_offset}
        seen = []
        for dy in (-1, -1, -0.4, -2, -1, 1, 0.4, -1, -3, 1):
            before = scene.scroll.offset
            _wheel(app, dy)
            seen.append(scene.scroll.offset)
            assert scene.scroll.offset in rests, (dy, before, scene.scroll.offset)
            if before not in (0, scene.scroll.max_offset):
                assert scene.scroll.offset != before, dy  # a step always moves
        assert len(set(seen)) > 3
        for arrow in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP):
            key(app, arrow)
            assert scene.scroll.offset in rests, arrow
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_page_down_never_shows_a_whole_row_again(tmp_path, size, game):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_rules(app, game)
        app.step(FRAME)
        page = scene.page
        texts = [op for op in page.ops if not isinstance(op, RectOp)]
        for _ in range(30):
            before = scene.scroll.offset
            end = before + scene.shown_view(before).h
            key(app, pygame.K_PAGEDOWN)
            after = scene.scroll.offset
            if after == before:
                break
            if after == scene.scroll.max_offset:
                continue  # the page's end sits where the page ends
            again = [op for op in texts if after <= op.y and op.bottom <= end]
            if again:  # only the start of a block the bottom edge cut
                assert after in page.starts and not [s for s in page.starts
                                                     if after < s <= end], (
                    before, after, end, [getattr(op, "text", "") for op in again][:3])
    finally:
        app.close()
