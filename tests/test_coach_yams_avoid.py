"""What a Yams coach card keeps off when it cannot stand in the table's one place (its
fallback: :func:`game.views.coach_yams.yams_avoid`): every die in play with 16 reference px
of air each side (ruling S5, critic B64) and the kept row's invitation lane (critic B67).

Since round 71 (hC72) every card of a first game stands in the prompt's place, so the
screens' own coach tests no longer bring a card near the dice; the fallback is kept, and
pinned here directly (breaks coach7.yams_dice_air and coach8.invite_lane)."""

from __future__ import annotations

from game.theme_coach import COACH_CONTROL_AIR
from game.views.coach_yams import yams_avoid
from tests.uihelpers import make_app
from tools.screens_yams import roll, table


def test_the_fallback_keeps_off_every_die_with_its_air_and_off_the_invitation_lane(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 4, computer=False)
        lane = scene.hold_invite_lane()
        assert lane.h > 0
        avoid = yams_avoid(scene)
        assert any(rect.contains(lane) for rect in avoid), lane  # before the first throw
        roll(app, scene)
        avoid = yams_avoid(scene)
        air = scene.px(COACH_CONTROL_AIR) * 2
        dice = scene.dice_in_play_rects()
        assert dice
        for die in dice:
            kept = die.inflate(air, air)
            assert any(rect.contains(kept) for rect in avoid), (die, air)
        lane = scene.hold_invite_lane()
        if lane.h > 0:
            assert any(rect.contains(lane) for rect in avoid), lane
    finally:
        app.close()
