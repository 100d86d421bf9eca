"""Round 28 (critic Y28) filled "Validează tura" as a timer besides the countdown's line and
ring; critic Y30 §5 found the countdown then said three times. The promise is reversed: the
line and the ring on the box count it (tests/test_yams_countdown_one_signal.py), the button
draws no timer fill."""

from __future__ import annotations

import pytest

from tests.test_yams_countdown_place import _counting
from tests.uihelpers import screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _timer(app):
    return [p.rect for p in screen_frame(app).panels if p.role == "countdown_timer"]


def test_validate_draws_no_timer_while_the_countdown_runs(tmp_path):
    # (was "validate_fills_as_a_timer_while_the_countdown_runs": reversed, see above)
    app, scene = _counting(tmp_path, [2, 2, 3, 5, 6])
    try:
        assert scene.flow.countdown is not None
        assert _timer(app) == []
        app.step(1.0)
        assert _timer(app) == []
    finally:
        app.close()
