"""→ on the Rules index goes into the text (round 79, hR83, ruling S66 3.; critic cC78 #4: →
on the index sent the focus to "‹ Scopul jocului" at the bottom left, and that link's words
changed under its ring while Page Down moved the page).

The reading panel is a stop of the focus, after the index: → from the index reaches it (its
ring round the panel), ↓ and Page Down then scroll the page, ← goes back to the index. A
scroll key pressed while a foot link has the focus hands the focus to the text, so the
focused words never change under the ring."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.widgets import reading_focus
from tests.uihelpers import FRAME, key, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_right_from_the_index_goes_into_the_text(tmp_path, size, monkeypatch):
    rings: list[pygame.Rect] = []
    real = reading_focus.draw_focus_ring

    def spy(surface, rect, scale):
        rings.append(pygame.Rect(rect))
        real(surface, rect, scale)

    monkeypatch.setattr(reading_focus, "draw_focus_ring", spy)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.RulesScene(app, "yams", play=lambda game: None)
        app.manager.push(scene)
        app.step(FRAME)
        assert scene.focus.focused is scene.index  # (amended round 82, hK92, S97 3.
        # amended: the page opens on the index, no Tab; round 81 opened it on the tabs)
        key(app, pygame.K_RIGHT)
        assert scene.focus.focused is scene.text_focus, scene.focus.focused
        assert scene.game == "yams" and scene.scroll.offset == 0
        rings.clear()
        recorded_frame(scene, size)
        assert rings == [scene.panel]  # its ring round the reading panel
        key(app, pygame.K_DOWN)
        assert scene.scroll.offset > 0 and scene.focus.focused is scene.text_focus
        key(app, pygame.K_LEFT)
        assert scene.focus.focused is scene.index
    finally:
        app.close()


@pytest.mark.parametrize("which", ["previous", "next"])
def test_a_page_key_on_a_focused_link_hands_the_focus_to_the_text(tmp_path, which):
    size = (1366, 768)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.RulesScene(app, "yams", play=lambda game: None)
        app.manager.push(scene)
        app.step(FRAME)
        anchors = [a for _, a in scene.section_anchors()]
        scene.scroll_to_anchor(anchors[1])
        app.step(FRAME)
        link = scene.links[which]
        scene.focus.focus(link)
        assert scene.focus.focused is link
        words = scene.foot_links()
        for code in (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_PAGEDOWN):
            key(app, code)
            scene.glide.finish()
            focused = scene.focus.focused
            assert focused is not link, code
            assert focused is scene.text_focus, code
        assert scene.foot_links() != words  # (the links' words did change: not under a ring)
    finally:
        app.close()
