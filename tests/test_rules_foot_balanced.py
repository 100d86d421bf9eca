"""The Rules' foot stands balanced on every page (critic A64: on the first page a lone
"Cum decurge o tură ›" at the right made the footer lopsided): where there is no section
before (or after) the one read, that side says where the reader is ("Secțiunea 1 din 8"),
quiet, not a link, at the place the link would stand; so both sides of the buttons hold
words on the first, a middle and the last page."""

from __future__ import annotations

import pytest

from tests.uihelpers import button_named, click, make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _sides(scene, size):
    frame = recorded_frame(scene, size)
    left, right = scene.link_rooms()
    said = [t for t in frame.texts if t.rect.centery > scene.panel.bottom]
    return ([t for t in said if left.contains(t.rect)],
            [t for t in said if right.contains(t.rect)])


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_both_sides_of_the_foot_hold_words_on_every_page(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        count = len(scene.sections["yams"])
        left, right = _sides(scene, size)
        assert left and right, (size, left, right)  # the first page: the place, the next
        assert left[0].text == app.tr("rules.place", number=1, count=count)
        assert "previous" not in scene.link_rects  # (words, not a link)
        gap_left = min(b.rect.left for b in (scene.back_button, scene.forward_button)) \
            - left[0].rect.left
        gap_right = right[0].rect.right - max(b.rect.right for b in (scene.back_button,
                                                                     scene.forward_button))
        assert abs(gap_left - gap_right) <= scene.px(80), (size, gap_left, gap_right)
        scene.scroll.scroll_to(scene.scroll.max_offset)  # the last page: previous, the place
        left, right = _sides(scene, size)
        assert left and right, (size, left, right)
        assert right[0].text == app.tr("rules.place", number=count, count=count)
        assert "next" not in scene.link_rects
    finally:
        app.close()


def test_a_page_of_one_section_says_the_place_once(tmp_path):
    """With no section before nor after (a page of one section), the reader's place is said
    on one side only, never twice (round 65 review: both sides drew "Secțiunea 1 din 1")."""
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        scene.sections = {**scene.sections, "yams": scene.sections["yams"][:1]}
        assert scene.foot_links() == (None, None)
        left, right = _sides(scene, size)
        place = app.tr("rules.place", number=1, count=1)
        assert [t.text for t in left + right] == [place], (left, right)
    finally:
        app.close()
