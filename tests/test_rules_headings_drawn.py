"""Every section heading the Rules page draws is drawn at one size (critic I72: "the heading
at the top of the pane is smaller than the next section's heading", rules_1920, rules_1366,
rules_farkle_scoring_1920): read from what the frame draws, not the layout alone
(``test_every_section_heading_is_drawn_at_one_size``) — the pane's first heading and every
other one in the view reach the window through one path, at the page's heading size."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets import document
from game.widgets.document import TextOp
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state, size", [("rules", (1920, 1080)), ("rules", (1366, 768)),
                                         ("rules_farkle_scoring", (1920, 1080))])
def test_the_panes_first_heading_is_drawn_as_the_others(tmp_path, monkeypatch, state, size):
    app = make_app(tmp_path, size=size)
    try:
        load_extensions()
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.top
        heads = {op.text for op in scene.page.ops if isinstance(op, TextOp)
                 and op.y in set(scene.page.anchors.values()) and op.colour == theme.GOLD}
        drawn: list[tuple[str, int, str, int]] = []
        real = document.draw_text

        def recording(surface, text, size_px, colour, pos, anchor="center", **kw):
            rect = real(surface, text, size_px, colour, pos, anchor, **kw)
            if surface.get_size() == size and text in heads:
                drawn.append((text, size_px, kw.get("weight", ""), rect.y))
            return rect

        monkeypatch.setattr(document, "draw_text", recording)
        recorded_frame(scene, size)
        assert drawn, "a section heading at the pane's top"
        top = min(drawn, key=lambda d: d[3])
        assert top[3] < scene.viewport.y + scene.px(40)  # the pane's first line
        assert {(s, w) for _, s, w, _ in drawn} == {(scene.doc_style.heading, "bold")}, drawn
    finally:
        app.close()
