"""The rendered Yams countdown pictures count (critic hY22 §4): the count (the headline's
until round 69, the badge on the box since) always counted 3, then 2, then 1; the render tool
aged the state past what its build composed (its settling frames ran the countdown on), so
every picture said "2". A state may keep its moment
(:attr:`tools.render_screens.ScreenState.settle`): ``yams_countdown`` shows the first second,
``yams_countdown_last`` the last."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("state", "seconds"), [("yams_countdown", 3),
                                                ("yams_countdown_last", 1)])
def test_the_rendered_countdown_shows_its_second(tmp_path, state, seconds):
    import tools.screens_yams  # noqa: F401  (registers the states)

    app = make_app(tmp_path, size=(1024, 600))
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        flow = app.manager.top.flow
        assert flow.countdown_seconds() == seconds
        # round 73 (hY94): "Se înscrie la Doi în 3 s"; amended round 75 (hC77, critic cA75:
        # said twice): "Se înscrie automat la Doi", the ring's digit the one clock
        assert flow.prompt().text == flow.countdown_line() == "Se înscrie automat la Doi"
        assert flow.countdown_count() == str(seconds)
    finally:
        app.close()
