"""The Rules say where the reader is in one place on every page (critic G71: "Secțiunea 1 din
8" stood at the foot's left on the first page and at its right on the last, moving corners):
in the reading panel's top-right corner, over the page's first line, quiet, on the first, a
middle and the last page, at every size; the foot holds only the links to the sections before
and after (none where there is none: the place is not said there as well). (Round 65's
balanced foot, critic A64, said the place in the missing link's room: it is what moved.)"""

from __future__ import annotations

import pytest

from tests.uihelpers import button_named, click, make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _places(scene, size):
    frame = recorded_frame(scene, size)
    return [t for t in frame.shown_texts() if t.text.startswith(
        scene.tr("rules.place", number=0, count=0).split()[0])]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_readers_place_stands_in_one_place_on_every_page(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        anchors = [a for _, a in scene.section_anchors()]
        count = len(anchors)
        seen = []
        for number, go in ((1, lambda: None),
                           (3, lambda: scene.scroll_to_anchor(anchors[2])),
                           (count, lambda: scene.scroll.scroll_to(scene.scroll.max_offset))):
            go()
            places = _places(scene, size)
            assert [t.text for t in places] == [app.tr("rules.place", number=number,
                                                       count=count)], (size, number, places)
            rect = places[0].rect
            assert scene.panel.contains(rect) and rect.bottom <= scene.viewport.top, rect
            assert rect.right <= scene.viewport.right, rect  # over the page's column
            seen.append((rect.right, rect.centery))
        assert len(set(seen)) == 1, seen  # one place: it never moves
    finally:
        app.close()


def test_a_page_of_one_section_says_the_place_once(tmp_path):
    """With no section before nor after (a page of one section), the reader's place is said
    once (round 65 review: both sides of the foot drew "Secțiunea 1 din 1")."""
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        scene.sections = {**scene.sections, "yams": scene.sections["yams"][:1]}
        assert scene.foot_links() == (None, None)
        place = app.tr("rules.place", number=1, count=1)
        assert [t.text for t in _places(scene, size)] == [place]
    finally:
        app.close()
