"""A sacrifice's suggested box reads as a suggestion, not a choice (round 72, critic H72:
`yams_sacrifice` drew "Doi 0" in the same whole orange ring as the Penta's box chosen in
`yams_penta_box`): its ring's long sides are dashed at every size, while a box that is the
next action (the Penta's, the countdown's) keeps its whole ring."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.scorecard import ring_colour
from game.widgets.sheet_ring import ring_width
from tests.uihelpers import make_app
from tools.screens_yams import _penta_box, _sacrifice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _top_side(app, scene, box) -> tuple[float, int]:
    """Along the middle of the ring's top side on ``box`` (its corners left out): the share
    of pixels in the ring's colour, and how many dashes (runs of it) there are."""
    scene.draw(app.screen)
    view = scene.sheet_view()
    colour = ring_colour(view, box)
    ring = scene.sheet.cheapest_ring(scene.sheet.cell_rect(scene.game.current, box))
    width = ring_width(scene.scale)
    corner = max(theme.px(8, scene.scale), width)
    y = ring.y + width // 2
    lit = [max(abs(a - b) for a, b in zip(tuple(app.screen.get_at((x, y)))[:3], colour,
                                          strict=True)) < 40
           for x in range(ring.x + corner, ring.right - corner)]
    runs = sum(1 for k, on in enumerate(lit) if on and (k == 0 or not lit[k - 1]))
    return sum(lit) / len(lit), runs


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_sacrifices_suggested_box_is_ringed_in_dashes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        scene = app.manager.top
        box = scene.flow.sacrifice_box
        assert box is not None and scene.flow.primary_box is None  # a suggestion alone
        share, dashes = _top_side(app, scene, box)
        assert dashes >= 4 and 0.35 <= share <= 0.8, (size, share, dashes)
    finally:
        app.close()


def test_the_next_actions_box_keeps_its_whole_ring(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        with unseen_frames(app, last_drawn=False):
            _penta_box(app)
        scene = next(s for s in app.manager.stack if hasattr(s, "flow"))
        box = scene.flow.primary_box
        assert box is not None
        share, dashes = _top_side(app, scene, box)
        assert dashes == 1 and share >= 0.95, (share, dashes)
    finally:
        app.close()
