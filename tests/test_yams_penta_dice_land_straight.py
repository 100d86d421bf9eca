"""A Penta's gathered dice land straight (round 30, critic row "Staged moments": as the stage
handed the table back its dice lay tilted on the tray for a few frames, still turning back
from the quarter turn that lined them up): a die turned for the lineup has turned back by
the time it reaches its place on the table, so the table never shows a die askew. Stepped
with the app's fake clock at 1920x1080 and 1024x600."""

from __future__ import annotations

import pytest

from game.views import stage_gather
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_turned_dice_have_turned_back_before_they_reach_their_places(tmp_path, monkeypatch,
                                                                         size):
    turns: list[tuple[float, int]] = []  # (the clock's progress, the angle drawn)
    real = stage_gather.pygame.transform.rotozoom

    def recorded(image, angle, zoom):
        turns.append((clock_now[0], angle))
        return real(image, angle, zoom)

    clock_now = [0.0]
    monkeypatch.setattr(stage_gather.pygame.transform, "rotozoom", recorded)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        roll(app, scene)
        stage = until_staged(app, "penta")
        picture = stage.picture
        checked = 0
        while app.manager.top is stage:
            clock_now[0] = stage.clock.progress
            turns.clear()
            app.manager.draw(app.screen)
            if picture.dice_turns and stage_gather.homing(stage.clock, picture) > 0:  # (its own
                    # spans: amended round 82, hY125, S103 2., the stage leaves once they are home)
                rects = stage_gather.flying_rects(picture, stage.clock)
                for k, turn in enumerate(picture.dice_turns):
                    if not turn:
                        continue
                    place, drawn = picture.dice[k], rects[k]
                    if drawn.colliderect(place):  # over its place on the table: straight
                        assert not turns, (round(stage.clock.progress, 3), k, turns)
                        checked += 1
            app.step(1 / 30)
        assert any(picture.dice_turns), "some die was turned for the lineup"
        assert checked >= 1
    finally:
        app.close()
