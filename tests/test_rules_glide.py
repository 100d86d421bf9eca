"""Rules: Page Down glides the page to its new place in about a fifth of a second (eased),
rather than in one jump; the view's offset is its place at once (keys and tests read it), the
drawing follows the glide, and any other key lands it first."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.widgets import document as doc
from game.widgets.page_glide import GLIDE_SECONDS, PageGlide
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_glide_eases_from_its_start_to_its_end():
    glide = PageGlide()
    glide.begin(100, 500)
    seen = [glide.offset()]
    while glide.moving:
        glide.step(1 / 60)
        seen.append(glide.offset())
    assert seen[0] == 100 and seen[-1] == 500 and seen == sorted(seen)
    assert len(seen) >= 10  # frames on the way, not a jump
    steps = [b - a for a, b in zip(seen, seen[1:], strict=False)]
    assert steps[0] > steps[-1]  # quick to leave, gentle to arrive
    assert 0.15 <= GLIDE_SECONDS <= 0.3


def test_page_down_draws_the_page_on_its_way_then_at_its_place(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        before = scene.scroll.offset
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))
        after = scene.scroll.offset
        assert after > before  # its place, at once
        drawn: list[int] = []
        real = doc.draw_laid
        window = app.screen.get_size()  # (the page drawn on the window: not its run on
        # under the fade of "Continuă mai jos ↓", drawn on a layer of its own, hR72)
        monkeypatch.setattr(doc, "draw_laid",
                            lambda surface, laid, view, offset, *a, **k: (
                                surface.get_size() == window and drawn.append(offset))
                            or real(surface, laid, view, offset, *a, **k))
        assert scene.is_animating()
        drawn.clear()  # (amended round 82, hK92, S97 1. amended: a frame's least offset is
        app.step(FRAME)  # the page's; its faded run-on under the view is drawn from lower)
        assert before < min(drawn) < after  # on its way
        for _ in range(round(GLIDE_SECONDS / FRAME) + 2):
            drawn.clear()
            app.step(FRAME)
        assert min(drawn) == after and not scene.is_animating()
    finally:
        app.close()


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_index_lights_where_a_page_goes_from_its_first_frame(tmp_path, game):
    # the side index does not trail the glide: the frame after Page Down already lights the
    # section the page lands on
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        changed = 0
        for _ in range(12):
            lit = scene.index.current
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                  mod=0, unicode=""))
            if not scene.is_animating():
                break
            app.step(FRAME)  # one frame of the glide
            assert scene.is_animating()
            assert scene.index.current == scene.current_section()  # where it lands
            changed += scene.index.current != lit
            for _ in range(round(GLIDE_SECONDS / FRAME) + 2):
                app.step(FRAME)
        assert changed >= 2  # sections were passed on the way down
    finally:
        app.close()
