"""The win's confetti keeps clear of the results' podium the stage stands (round 74, hQ74;
critic: on ``yams_win_celebration`` slips fell among "126" and "Calculatorul"): every name,
total and figure of the held podium lies in a rect the slips pass behind
(:func:`game.views.stage_clear.holes`), so no slip shows among its letters."""

from __future__ import annotations

import importlib

import pytest

from game.views import stage_clear
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_throw")

PODIUM_WORDS = {"podium_winner", "podium_name", "celebration", "podium_total",
                "podium_stat", "podium_stat_label"}
"""The roles of the podium's words: names, totals and the figures under the floor."""


def _stage_picture(app):
    for scene in reversed(app.manager.stack):
        for owner in (scene, getattr(scene, "stage", None)):
            picture = getattr(owner, "picture", None)
            if getattr(picture, "held", None) is not None:
                return picture
    raise AssertionError("no stage standing the results' podium")


# (round 78, S43: the Yams win has no win's stage; the 10 000's, frozen by its render state
# before its figures at the smaller sizes, is read at 1920x1080)
@pytest.mark.parametrize("size", [(1920, 1080)])
def test_the_wins_confetti_passes_behind_the_held_podiums_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        # (round 78, S43: the Yams win has no win's stage; the 10 000's stands the podium)
        build_state(app, next(s for s in REGISTRY if s.name == "farkle_win_celebration"))
        picture = _stage_picture(app)
        words = [t for t in recorded_frame(app.manager, size).texts if t.role in PODIUM_WORDS]
        assert {t.role for t in words} >= {"podium_winner", "podium_name"}, words
        holes = stage_clear.holes(picture)
        bare = [t.text for t in words if not any(h.contains(t.rect) for h in holes)]
        assert bare == [], (bare, holes)
    finally:
        app.close()
