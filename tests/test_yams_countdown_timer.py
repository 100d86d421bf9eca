"""The countdown is unmistakable (critic Y28): besides its line, "Validează tura" fills as a
timer from its left edge while the seconds run, and its last second escalates (a warmer
colour, pulsing)."""

from __future__ import annotations

import pytest

from game import theme
from game.views import yams_views
from tests.test_yams_countdown_place import _counting
from tests.uihelpers import screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _timer(app):
    return [p.rect for p in screen_frame(app).panels if p.role == "countdown_timer"]


def test_validate_fills_as_a_timer_while_the_countdown_runs(tmp_path):
    app, scene = _counting(tmp_path, [2, 2, 3, 5, 6])
    try:
        button = scene.validate_button.rect
        first = _timer(app)
        assert len(first) == 1 and button.contains(first[0])
        assert first[0].left == button.left
        app.step(1.0)
        later = _timer(app)
        assert later and later[0].w > first[0].w  # it fills as the seconds run
    finally:
        app.close()


def test_the_last_second_is_warmer_and_pulses():
    calm = yams_views.timer_colour(2.0, 0.0)
    last = yams_views.timer_colour(0.6, 0.0)
    assert last != calm and last[0] >= calm[0] and last[1] < calm[1]  # warmer: redder
    beats = {yams_views.timer_colour(0.6, t)[3] for t in (0.0, 0.1, 0.2, 0.3)}
    assert len(beats) > 1  # it pulses
    assert len({yams_views.timer_colour(2.0, t)[3] for t in (0.0, 0.1, 0.2, 0.3)}) == 1
    assert theme.YAMS_AUTO_SCORE_DELAY > 1
