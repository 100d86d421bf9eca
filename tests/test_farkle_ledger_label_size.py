"""The set-aside panel's row labels ("Trei de 1", "Un 5") are one type size at a window size,
in every state and row (round 62, critic B61: "în selecție" changed size between states,
beside its dice or under them, and the labels were small): at least 16 px of em at
1920×1080, 13 at 1024×600. (Round 77, hF90, ruling S26: "în selecție" is no row any more,
the selection's one home the mat.)"""

from __future__ import annotations

import pytest

from game.widgets.text import em_px
from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle  # noqa: F401  (registers the 10 000 states)
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STATES = ["farkle_selection", "farkle_groups", "farkle_long_turn"]
LEAST = {(1920, 1080): 16, (1366, 768): 13, (1024, 600): 13}


def _labels(tmp_path, size, state):
    app = make_app(tmp_path / state, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == state)
        screen.build(app)
        for _ in range(screen.settle):
            app.step(0.1)
        scene = next(s for s in reversed(app.manager.stack) if hasattr(s, "groups_rect"))
        frame = screen_frame(app)
        return [t for t in frame.texts if t.role == "label"
                and scene.groups_rect.contains(t.rect)]
    finally:
        app.close()


@pytest.mark.parametrize("size", list(LEAST))
def test_the_ledgers_labels_are_one_size_in_every_state(tmp_path, size):
    labels = [t for state in STATES for t in _labels(tmp_path, size, state)]
    assert labels and not any(t.text == "în selecție" for t in labels), labels  # (S26)
    sizes = {t.size for t in labels}
    assert len(sizes) == 1, sorted((t.text, t.size) for t in labels)
    assert em_px(sizes.pop()) >= LEAST[size], labels
