"""The turn indicator never vanishes (critic C40, yams_joker_bonus_banner: only the cup, no
pill, no band): from a scored box to the next player's pill at rest, every frame shows the
"La rând: …" pill or the turn's passing band, one of the two."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app, recorded_step
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("cards", [None, "joker"])
def test_every_frame_of_the_passing_shows_the_pill_or_the_band(tmp_path, cards):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if cards == "joker":  # a Joker Penta's +100 holds the passing band back a while
            scene = table(app, ["Ana"], [4] * 5,
                          cards=[Scorecard.from_points({Box.PENTA: 50}), Scorecard()])
            roll(app, scene)
            pick(app, scene, Box.FOURS)
        else:
            scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4, computer=False)
            roll(app, scene)
            pick(app, scene, Box.CHANCE)
        validate(app, scene)
        passed = rest = 0
        for _ in range(240):
            frame = recorded_step(app, 1 / 60)
            roles = {p.role for p in frame.panels}
            assert roles & {"turn_band", "handoff_band"}, (passed, scene.flow.handoff.pending)
            passed += scene.flow.handoff.active
            rest = rest + 1 if passed and not scene.flow.handoff.holds else 0
            if rest > 10:
                break
        assert passed and rest > 10  # the band played, then the pill rested
    finally:
        app.close()
