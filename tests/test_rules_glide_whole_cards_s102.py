"""S102 2.: Rules' Page Down glide never shows a sliced worked example. Stepped at 1/60 s,
every frame of every glide down each page draws each worked example (its box, dice, points
and words) whole in the view under the pinned heading, or not at all: a card leaving under
the heading goes whole, never a sliver of its foot (critic brief, round 81: "one frame shows
a sliver of the previous card under the pinned heading")."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.widgets import document as doc
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _page_down(scene) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                          unicode=""))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_no_frame_of_a_glide_slices_a_worked_example(tmp_path, monkeypatch, size, game):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        window = app.screen.get_size()
        drawn: list[tuple[doc.Laid, pygame.Rect, int]] = []
        real = doc.draw_laid

        def record(surface, laid, view, offset, *args, **kwargs):
            if surface.get_size() == window and laid.examples:
                drawn.append((laid, pygame.Rect(view), offset))
            return real(surface, laid, view, offset, *args, **kwargs)

        monkeypatch.setattr(doc, "draw_laid", record)
        frames = 0
        for _ in range(40):  # down the whole page, each glide frame by frame
            before = scene.scroll.offset
            _page_down(scene)
            if scene.scroll.offset == before:
                break
            while scene.is_animating():
                drawn.clear()
                app.step(FRAME)
                frames += 1
                for laid, view, offset in drawn:
                    for top, bottom in laid.examples:
                        inside = [op for op in laid.ops
                                  if op.y >= top and op.bottom <= bottom
                                  and op.bottom > offset and op.y < offset + view.h]
                        if inside:
                            assert offset <= top and bottom <= offset + view.h, (
                                game, size, offset, view.h, (top, bottom))
        assert frames >= 10  # glides were stepped
    finally:
        app.close()
