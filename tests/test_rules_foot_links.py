"""Rules (critic A51): a reader had no previous / next. The foot of the screen (the
buttons' row) links the section before the one being read (left of the buttons) and the one
after it (right of them, at the reading panel's right edge); a click or Alt+← / Alt+→ goes
there, none before the first nor after the last."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _rules(tmp_path, size):
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.rules"))
    settle(app)
    return app, app.manager.top


def _alt(scene, key):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LALT,
                                          unicode=""))


@pytest.mark.parametrize("size", SIZES)
def test_the_foot_links_the_sections_before_and_after(tmp_path, size):
    app, scene = _rules(tmp_path, size)
    try:
        scene.draw(app.screen)
        titles = [t for t, _ in scene.sections["yams"]]
        before, after = scene.foot_links()
        assert before is None and after is not None  # the first section: no previous
        assert after[0] == titles[1]
        rect = scene.link_rects["next"]
        buttons = [b.rect for b in (scene.back_button, scene.forward_button)]
        assert rect.top >= scene.panel.bottom and rect.bottom <= size[1]  # under the panel
        assert not any(rect.colliderect(b) for b in buttons)
        assert rect.left > max(b.right for b in buttons)  # the next right of the buttons
        assert rect.right <= scene.panel.right + scene.px(8)
        click(app, rect)
        settle(app)
        scene.draw(app.screen)
        assert scene.current_section() == scene.sections["yams"][1][1]
        before, after = scene.foot_links()
        assert before[0] == titles[0] and after[0] == titles[2]
        previous = scene.link_rects["previous"]
        assert previous.right < min(b.left for b in buttons)  # left of the buttons
        assert previous.left >= scene.index_panel.left - scene.px(8)
        _alt(scene, pygame.K_RIGHT)  # the keyboard too
        settle(app)
        scene.draw(app.screen)
        assert scene.current_section() == scene.sections["yams"][2][1]
        assert scene.game == "yams"  # (Alt+→ is no tab switch)
        _alt(scene, pygame.K_LEFT)
        settle(app)
        scene.draw(app.screen)
        assert scene.current_section() == scene.sections["yams"][1][1]
        scene.scroll.scroll_to(scene.scroll.max_offset)  # the last: no next
        scene.draw(app.screen)
        assert scene.foot_links()[1] is None
    finally:
        app.close()
