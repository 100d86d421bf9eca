"""The Rules page's running head (ruling S32, round 77, hR80; row Rules 7: "easy to
navigate"): when the view opens inside a section whose heading lies above it (its text
continued from the previous page), that section's title stands at the left of the place
strip, on the line of "Secțiunea N din M", its left edge on the text rows' left edge, as a
book's running head; where the section's own heading shows in the view, the strip's left is
empty (the title is never said twice). The head names the section the index lights and the
place counts, never another."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.page_stops import stops
from tests.uihelpers import make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _rules(tmp_path, size, game="yams"):
    from game.scenes.rules import RulesScene

    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, game, play=lambda game: None)
    app.manager.push(scene)
    settle(app, 20)
    return app, scene


def _page_down(app, scene, times):
    for _ in range(times):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))
        settle(app, 30)


def _title(scene, anchor):
    return dict((a, t) for t, a in scene.section_anchors())[anchor]


@pytest.mark.parametrize("size", SIZES)
def test_a_section_read_on_from_the_last_page_names_itself_at_the_top(tmp_path, size):
    app, scene = _rules(tmp_path, size)
    try:
        scene.scroll_to_anchor("scorecard")  # the score sheet's table, its section's
        settle(app, 30)  # heading "Foaia de scor" above it
        _page_down(app, scene, 1)  # read on into its rows: the heading far above
        current = scene.current_section()
        assert scene.page.anchors[current] < scene.scroll.offset
        assert scene.running_head() == _title(scene, current) == "Foaia de scor"
        frame = recorded_frame(scene, size)
        head = [t for t in frame.texts if t.role == "running_head"]
        assert [t.text for t in head] == ["Foaia de scor"]
        place = [t for t in frame.texts if t.text == scene.reader_place()]
        assert len(head) == 1 and len(place) == 1, [t.text for t in frame.texts][:12]
        head_rect, place_rect = head[0].rect, place[0].rect
        assert head_rect.left == scene.viewport.left  # on the text rows' left edge
        assert place_rect.right <= scene.viewport.right
        assert abs(head_rect.centery - place_rect.centery) <= 1  # one line with the place
        assert head_rect.right < place_rect.left  # apart, never over it
        assert head_rect.bottom <= scene.viewport.top  # over the page, in the strip
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_section_whose_heading_shows_has_no_running_head(tmp_path, size):
    app, scene = _rules(tmp_path, size)
    try:
        assert scene.scroll.offset == 0 and scene.running_head() is None
        scene.scroll_to_anchor("joker")
        settle(app, 30)
        assert scene.running_head() is None
        frame = recorded_frame(scene, size)
        assert not [t for t in frame.texts if t.role == "running_head"]
        in_view = [t for t in frame.texts if t.text == _title(scene, "joker")
                   and scene.viewport.contains(t.rect)]
        assert len(in_view) == 1  # the page's own heading says it
    finally:
        app.close()


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_at_every_stop_the_head_names_the_lit_section_only_when_its_heading_is_above(
        tmp_path, game):
    app, scene = _rules(tmp_path, (1366, 768), game)
    try:
        for offset in stops(scene.page):
            if offset > scene.scroll.max_offset:
                break
            scene.scroll.offset = offset
            current = scene.current_section()
            head = scene.running_head()
            above = scene.page.anchors[current] < offset
            assert head == (_title(scene, current) if above else None), (offset, current)
    finally:
        app.close()
