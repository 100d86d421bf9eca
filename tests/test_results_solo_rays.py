"""A game played alone keeps a soft light of rays behind its score once its moment is over
(critic round 30: "the Yams solo card has no rays, the 10 000 solo has"): in both games, at
rest and after the moment was skipped, weaker than the moment's own."""

from __future__ import annotations

import pytest

from game.flow.celebration import SOLO_MOMENT
from game.widgets import podium_plate
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("state", ["results_solo", "results_farkle_1"])
@pytest.mark.parametrize("skipped", [False, True])
def test_the_solo_plate_keeps_its_rays_at_rest(tmp_path, monkeypatch, state, skipped):
    import tools.screens_results  # noqa: F401  (registers the states)
    from tools.render_screens import REGISTRY

    lights = []
    real = podium_plate.draw_rays

    def spy(surface, room, centre, light, age, colour):
        lights.append(light)
        return real(surface, room, centre, light, age, colour)

    monkeypatch.setattr(podium_plate, "draw_rays", spy)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        next(item for item in REGISTRY if item.name == state).build(app)
        panel = app.manager.top
        if skipped:
            panel.time = 0.5
            panel.end_moment()
        else:
            panel.time = SOLO_MOMENT + 5
        lights.clear()
        panel.draw(app.screen)
        assert lights and 0.25 <= lights[-1] <= 0.6, lights
    finally:
        app.close()
