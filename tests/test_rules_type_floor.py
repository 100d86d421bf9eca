"""The Rules at 1024×600 (hM31, critic: its tables' words read at ~12 px): nothing on the
page is drawn under 15 px of em, the side screens' floor; the tables wrap instead of
shrinking."""

from __future__ import annotations

import pytest

import tools.screens_rules  # noqa: F401 (registers the Rules states)
from game import theme
from tests.layout_check import problems
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_PX = 15


@pytest.mark.parametrize("state", ["rules_farkle_scoring", "rules_yams_top",
                                   "rules_farkle_computer"])
def test_nothing_on_the_rules_is_under_15_px_at_1024x600(tmp_path, state):
    app = make_app(tmp_path, size=SIZE)
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        for _ in range(8):
            app.step(0.1)
        frame = recorded_frame(app.manager.top, SIZE)
        small = sorted({(round(t.size * theme.FONT_EM, 1), t.text) for t in frame.texts
                        if t.size and t.size * theme.FONT_EM < LEAST_PX - 0.05})
        assert small == [], small[:6]
        found = [p for p in problems(frame, SIZE) if not p.startswith("said twice")]  # (the
        assert not found, found[:5]  # index names the heading it opens)
    finally:
        app.close()
