"""A big bank's flying "+2 000" leaves its plate by a way that never crosses another text
(critic B62, big2_1920_00.8: the figure, growing as it took off, sat over "Jucătorul 1",
the banker's name gliding towards it to the plate's middle). Over every frame of its flight
while the plate shows, the figure's letters and the plate's line stay apart, at the three
sizes; the name settles in the middle once the figure is clear of it."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import StageClock
from game.views import stage_big_bank
from game.views.stage_paint import stamp_lettering
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _staged(app):
    {name: build for name, build, _ in STATES}["bank_big"](app)
    stage = until_staged(app, "bank_big")
    if stage.picture is None:
        stage.picture = stage.build()
    return stage.picture


def _figure_ink(picture, clock) -> pygame.Rect | None:
    flying = stage_big_bank.figure_place(picture, clock)
    if flying is None:
        return None
    x, y, scale = flying
    image = stamp_lettering(picture.figure,
                            max(12, round(stage_big_bank.figure_size(picture) * scale)), "gilt")
    ink = image.get_bounding_rect()
    return ink.move(image.get_rect(center=(x, y)).topleft)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_flying_figure_never_crosses_the_plates_line(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        picture = _staged(app)
        clock = StageClock("bank_big")
        flew = 0
        for step in range(400, 1000, 4):  # the flight, a frame every 0.4 % of the stage
            clock.age = clock.duration * step / 1000
            ink = _figure_ink(picture, clock)
            if ink is None or stage_big_bank.plate_alpha(clock) <= 0 or \
                    stage_big_bank.figure_behind(picture, clock):  # (behind the plate,
                continue  # hidden by it: round 74, hF85)
            plate = stage_big_bank.plate_rect(picture, clock)
            _, words = stage_big_bank._plate(picture, clock)
            for box, text in words:
                if text == picture.stamp:
                    continue
                line = box.move(plate.topleft)
                assert not ink.colliderect(line), (step, text, ink, line)
                flew += 1
        assert flew > 10, flew
    finally:
        app.close()
