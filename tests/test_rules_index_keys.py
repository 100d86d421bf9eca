"""Rules, by keys (round 76, critics cF75a/cF75c/cZ75): the side index of the sections is in
the Tab order (the tabs, the index, then the buttons), and while it holds the focus ↑ / ↓
go to the section before / after, lit in the index and opened at the page. Alt+→ (and the
foot's next link) goes to the section asked for and lights it, every one in turn, even a
short section near the page's end that cannot scroll up to the view's top (it landed on the
page's end and lit the last section: "Sacrificiul" was skipped on the Yams page)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, click, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _rules(tmp_path, size):
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.rules"))
    settle(app)
    return app, app.manager.top


def _lit(app, scene) -> str:
    """The section the index lights in the frame drawn now."""
    settle(app)
    scene.draw(app.screen)
    return scene.index.current


@pytest.mark.parametrize("size", SIZES)
def test_alt_right_lights_every_section_in_turn_on_both_pages(tmp_path, size):
    app, scene = _rules(tmp_path, size)
    try:
        for game in ("yams", "farkle"):
            if scene.game != game:
                key(app, pygame.K_RIGHT)  # the other tab
            scene.scroll.scroll_to(0)
            anchors = [a for _, a in scene.section_anchors()]
            assert _lit(app, scene) == anchors[0]
            for asked in anchors[1:]:
                key(app, pygame.K_RIGHT, pygame.KMOD_LALT)
                assert _lit(app, scene) == asked, (game, asked)
            for asked in anchors[-2::-1]:  # and back, Alt+←
                key(app, pygame.K_LEFT, pygame.KMOD_LALT)
                assert _lit(app, scene) == asked, (game, asked)
    finally:
        app.close()


def test_the_index_is_in_the_tab_order_and_its_arrows_go_to_the_sections(tmp_path):
    app, scene = _rules(tmp_path, (1366, 768))
    try:
        scene.focus.focus(None)
        names = []
        for _ in range(len(scene.focus.widgets)):
            key(app, pygame.K_TAB)
            names.append(focused_name(app))
        assert names[:2] == ["rules.tabs", "rules.index"], names
        assert scene.focus.focused is not scene.index  # the buttons after it
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        while scene.focus.focused is not scene.index:
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        anchors = [a for _, a in scene.section_anchors()]
        assert _lit(app, scene) == anchors[0]
        key(app, pygame.K_DOWN)
        assert _lit(app, scene) == anchors[1]
        assert scene.scroll.offset == min(scene.page.anchors[anchors[1]],
                                          scene.scroll.max_offset)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_UP)
        assert _lit(app, scene) == anchors[1]
        key(app, pygame.K_END)
        assert _lit(app, scene) == anchors[-1]
        key(app, pygame.K_HOME)
        assert _lit(app, scene) == anchors[0] and scene.scroll.offset == 0
        assert scene.game == "yams" and scene.focus.focused is scene.index
    finally:
        app.close()
