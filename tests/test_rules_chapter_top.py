"""Rules open a chapter on its content (hM40, after the A32 critic: "the title off the centre
line"; "'Jokerul' leaves a blank area with cases below the fold"): a jump lands its heading at
the top of the reading view, no blank band before it, so its first cases are there at a
glance at every size (round 70: its third, at 1920×1080, gave way to the band saying the section
goes on, critic A69); the title
"Reguli" stands on the centre line of the column it heads (over the tabs and the index)."""

from __future__ import annotations

import pytest

from game.widgets.document import TextOp
from tests.uihelpers import FRAME, button_named, click, make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _open(app):
    click(app, button_named(app, "menu.rules"))
    settle(app)
    return app.manager.top


def _whole(scene, op) -> bool:
    top, bottom = op.unit if op.unit is not None else (op.y, op.bottom)
    shown = scene.shown_view(scene.scroll.offset)
    return scene.scroll.offset <= top and bottom <= scene.scroll.offset + shown.h


@pytest.mark.parametrize("size, cases", [((1920, 1080), 2), ((1366, 768), 2),
                                         ((1024, 600), 2)])
def test_a_jump_opens_the_joker_on_its_heading_and_its_cases(tmp_path, size, cases):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        scene.show("yams")
        app.step(FRAME)
        click(app, scene.index.entry_rects()[[a for _, a in scene.sections["yams"]]
                                            .index("joker")])
        settle(app)
        heading = scene.page.anchors["joker"]
        assert scene.scroll.offset == heading  # the heading at the view's top: no blank band
        starts = [app.tr(k)[:20] for k in ("rules.yams.joker.upper", "rules.yams.joker.lower",
                                           "rules.yams.joker.other")]
        firsts = [next(op for op in scene.page.ops if isinstance(op, TextOp)
                       and start.startswith(op.text[:12]) and op.y > heading)
                  for start in starts]
        assert all(_whole(scene, op) for op in firsts[:cases]), size
        # (round 70, critic A69: the section goes on under its cases; its third case gave
        # way to the band that says so, "Continuă mai jos ↓", at every size)
        assert scene.section_goes_on(scene.scroll.offset + scene.shown_view(
            scene.scroll.offset).h)
        assert scene.viewport.bottom - scene.shown_view(scene.scroll.offset).bottom >= (
            scene.more_below_room())
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_title_stands_on_its_columns_centre_line(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        frame = recorded_frame(scene, size)
        title = next(t.rect for t in frame.texts if t.text == "Reguli")
        assert abs(title.centerx - scene.index_panel.centerx) <= 2, (title, scene.index_panel)
    finally:
        app.close()
