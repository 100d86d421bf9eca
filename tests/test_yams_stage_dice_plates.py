"""A Penta's gathered dice on rounded plates, in one line as they pop (ruling S77, round 80,
hY119; critic cA79 #10: "the stage dice sit on gold squares with sharp corners that do not
match the rounded dice and slip out of line as they bounce", ``yams_forced_joker_1366x768``).

Each die's gold plate runs round the die's rounded corners at one distance (its corner radius
the die's own plus its margin: no square gold corner off a rounded die), and as the dice swell
in turn their feet stay on one line (grown about the foot, not the centre)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import dice_pop
from game.views import stage_gather
from game.widgets.dice_style import CORNER_RADIUS
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _distance(a, b) -> int:
    return sum(abs(int(x) - int(y)) for x, y in zip(a[:3], b[:3], strict=True))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_each_plate_is_rounded_as_its_die(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        {n: b for n, b, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        table, picture = app.manager.stack[-2], stage.picture
        surface, _ = _drawn(table, stage, 0.33)  # at rest, lit, between the two waves
        checked = 0
        for k, die in enumerate(stage_gather.gathered_rects(picture)):
            if dice_pop(kind, stage.clock.progress, k) > 0:
                continue  # (swelling over its plate's corner)
            checked += 1
            plate = stage_gather.plate_rect(picture, die)
            radius = stage_gather.plate_radius(picture, plate)
            assert radius >= round(CORNER_RADIUS * die.w), (radius, die)
            # just off the plate's rounded corner, on its diagonal: the felt's light, never
            # the gold of a square corner
            d = max(3, round(0.17 * radius))
            corner = surface.get_at((plate.left + d, plate.top + d))
            outside = surface.get_at((plate.left - 2, plate.top - 2))
            assert _distance(corner, outside) < _distance(corner, theme.GOLD), (
                die, corner, outside)
        assert checked >= 2
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_dice_keep_one_line_as_they_pop(tmp_path, monkeypatch, size, kind):
    drawn: list[pygame.Rect] = []
    plain = stage_gather._draw_die

    def spy(surface, picture, k, image, die, alpha):
        drawn.append(pygame.Rect(die))
        plain(surface, picture, k, image, die, alpha)

    monkeypatch.setattr(stage_gather, "_draw_die", spy)
    app = make_app(tmp_path, size=size)
    try:
        {n: b for n, b, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        table, picture = app.manager.stack[-2], stage.picture
        rest = stage_gather.gathered_rects(picture)
        popping = 0
        for step in range(17, 50):
            drawn.clear()
            _drawn(table, stage, step / 100)
            assert len(drawn) == len(rest)
            popping += any(d.w > r.w for d, r in zip(drawn, rest, strict=True))
            feet = {d.bottom for d in drawn}
            assert max(feet) - min(feet) <= 1, (step, drawn)
        assert popping >= 5  # (the pops were looked at)
    finally:
        app.close()
