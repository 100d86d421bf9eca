"""The rules page asks whether the section goes on under the view (the band "Continuă mai jos
↓") on every draw and scroll: it reads the page's whole document once for a view's foot, not
again on every frame (review round 70: ``section_goes_on`` scanned every draw operation of the
page at each call), and reads it again once the page is laid out anew."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


class CountingOps(list):
    """A page's draw operations that count how often they are read through."""

    reads = 0

    def __iter__(self):
        """Each read through counted."""
        CountingOps.reads += 1
        return super().__iter__()


def test_whether_the_section_goes_on_is_read_once_per_foot(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        scene.page.ops = CountingOps(scene.page.ops)
        bottom = scene.scroll.offset + scene.shown_view(scene.scroll.offset).h
        said = scene.section_goes_on(bottom)
        CountingOps.reads = 0
        for _ in range(5):  # five frames' asks, the page still
            assert scene.section_goes_on(bottom) == said
        assert CountingOps.reads == 0
        scene.layout(app.screen.get_size())  # laid out anew: read again
        scene.page.ops = CountingOps(scene.page.ops)
        assert scene.section_goes_on(bottom) == said
        assert CountingOps.reads >= 1
        app.step(FRAME)
    finally:
        app.close()
