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


def test_a_drag_of_the_text_let_go_over_a_link_ends_the_drag_and_follows_nothing(tmp_path):
    """A link follows a click made on it (pressed and let go there): a drag of the page let go
    over "next ›" ends the drag where it was let go (review of round 60: the link took the
    release, scrolled away, and the drag stayed on: the next plain move scrolled the page
    with no button held)."""
    app, scene = _rules(tmp_path, (1366, 768))
    try:
        scene.draw(app.screen)
        link = scene.link_rects["next"]
        start = (scene.panel.centerx, scene.panel.centery)
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 60),
                                              rel=(0, 60), buttons=(1, 0, 0)))  # (at the top)
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=link.center))
        assert not scene.scroll.dragging  # the release reached the page
        settle(app)
        scene.draw(app.screen)
        assert scene.scroll.offset == 0  # no jump to the next section
        resting = scene.scroll.offset
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], 40),
                                              rel=(0, -200), buttons=(0, 0, 0)))
        assert scene.scroll.offset == resting  # a plain move scrolls nothing
        press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=link.center)
        scene.handle_event(press)  # a click made on the link still follows it
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=link.center))
        settle(app)
        scene.draw(app.screen)
        assert scene.current_section() == scene.sections["yams"][1][1]
    finally:
        app.close()
