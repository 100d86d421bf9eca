"""One voice per special state, next to the prompt (critic C41): what the sheet's marks mean
is said by the prompt's own note, in the message lane where the person looks, not by a
legend line under the sheet, far from it. A sacrifice's note names the ringed box (the
cheapest to strike); the Joker's names its hatched boxes (closed for this roll); nothing
is said under the sheet, and nothing is said twice."""

from __future__ import annotations

import pytest

from tests.layout_check import check_app
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _said(app, scene):
    """The texts drawn now (role, text, rect), after the stages have gone."""
    for _ in range(400):
        if app.manager.top is scene:
            break
        app.step(1 / 30)
    app.step(1 / 60)
    return [(t.role, t.text, t.rect) for t in screen_frame(app).shown_texts()]


@pytest.mark.parametrize("size", SIZES)
def test_a_sacrifices_note_names_the_ringed_box_beside_the_prompt(tmp_path, size):
    from tools.screens_yams import _sacrifice

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        scene = app.manager.top
        said = _said(app, scene)
        assert scene.sheet_view().cheapest is not None  # the ring is drawn
        lane = scene.message_lane()
        means = scene.tr("yams.zero_roll.means")
        lines = [(text, rect) for role, text, rect in said if text == means]
        assert lines and lane.contains(lines[0][1]), (lines, lane)  # in the prompt's place
        assert not [t for role, t, _ in said if role == "legend"]  # nothing under the sheet
        below = [t for _, t, r in said if r.top >= scene.sheet.rect.bottom
                 and r.left >= scene.sheet.rect.left]
        assert not below, below
        assert not check_app(app, "sacrifice note")
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_jokers_note_names_its_hatched_boxes_beside_the_prompt(tmp_path, size):
    from tools.screens_yams import _joker_lower

    app = make_app(tmp_path, size=size)
    try:
        _joker_lower(app)
        scene = next(s for s in app.manager.stack if hasattr(s, "sheet_view"))
        said = _said(app, scene)
        hatched = scene.tr("yams.joker.hatched")
        lines = [rect for role, text, rect in said if text == hatched]
        assert lines and scene.message_lane().contains(lines[0]), said
        assert not [t for role, t, _ in said if role == "legend"]
        assert not check_app(app, "joker note")
    finally:
        app.close()


def test_a_scoring_roll_says_no_marks(tmp_path):
    from tools.screens_yams import roll, table

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [1, 1, 3, 4, 6], computer=False)
        roll(app, scene)
        said = {t for _, t, _ in _said(app, scene)}
        assert scene.tr("yams.joker.hatched") not in said
        assert scene.tr("yams.zero_roll.means") not in said
    finally:
        app.close()
