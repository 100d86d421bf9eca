"""Rules' "Continuă mai jos ↓" reads at the page's body size at every window (hM69: at
1920×1080 it stood in the small type under body-sized rows, a footnote, not the way on):
the cue the reader follows is as easy to read as the text it continues."""

from __future__ import annotations

import pytest

import tools.screens_rules  # noqa: F401  (registers rules_yams_paged)
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_cue_reads_as_the_body(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "rules_yams_paged"))
        scene = app.manager.top
        frame = recorded_frame(scene, size)
        cue = [t for t in frame.shown_texts() if t.role == "more_below"]
        assert len(cue) == 1, [t.text for t in frame.shown_texts()]
        assert cue[0].size >= scene.doc_style.body, (size, cue[0].size, scene.doc_style.body)
    finally:
        app.close()
