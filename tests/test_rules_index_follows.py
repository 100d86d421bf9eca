"""The rules' contents follow the heading the player sees (critic M28 §3: after Page Down the
index kept "Foaia de scor" lit while "Bonusul de sus" stood in the view): when the section
being read has its heading scrolled away and a later heading stands in the view's upper two
thirds, that later section is lit."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.section_index import section_read
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_heading_in_view_wins_over_a_tail_above_it():
    anchors = [(0, "goal"), (100, "card"), (900, "bonus"), (1300, "penta")]
    # the view 700..1080 shows the card's last 200 px, then the bonus' heading and body
    assert section_read(anchors, "card", 700, 1080, 2000) == "bonus"
    # a heading only at the view's foot: the tail read above it keeps its section
    assert section_read(anchors, "card", 700, 940, 2000) == "card"


def test_after_page_downs_the_index_lights_the_heading_shown(tmp_path):
    from game.scenes.rules import open_rules

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_rules(app, "yams")
        for _ in range(8):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                  mod=0, unicode=""))
            top = scene.scroll.offset
            view = scene.shown_view(top).h
            sections = {a for _, a in scene.sections["yams"]}  # (hM64: the headings only;
            # the scorecard table's own anchor is no section: with the larger 1024 body a page
            # now opens on the table, its section's heading above it)
            shown = sorted((y, a) for a, y in scene.page.anchors.items()
                           if top <= y <= top + view * 2 // 3 and a in sections)
            if shown and top < scene.scroll.max_offset:  # (at the end: the last section)
                assert scene.current_section() == shown[0][1], (top, shown)
    finally:
        app.close()
