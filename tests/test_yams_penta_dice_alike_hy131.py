"""Ruling S118 2. (round 82, hY131; critic cA82 defect 3 and change 3, ``stage_penta_at50``,
``stage_penta_p30``): on the Penta stage the five dice are identical in every frame: one
size, on one baseline. They popped in a wave, left to right (S44 2.), so any still frame
showed two of them swollen and softer (upscaled) beside three at rest, the moment that should
be perfect read as five unequal dice. Now the five pop together, one beat (amends S44 2.)."""

from __future__ import annotations

import pygame
import pytest

from game.flow import stage as stage_flow

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_five_dice_pop_as_one(kind):
    for i in range(401):
        lifts = {stage_flow.dice_pop(kind, i / 400, k) for k in range(5)}
        assert len(lifts) == 1, (i / 400, lifts)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_drawn_dice_are_one_size_on_one_baseline(tmp_path, monkeypatch, size, kind):
    from game.views import stage_gather
    from tests.test_stage_dice import _drawn
    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

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
        table = app.manager.stack[-2]
        for step in (22, 30, 40, 45, 50, 55):  # the dice in their row (p30, at50 …)
            drawn.clear()
            _drawn(table, stage, step / 100)
            assert len(drawn) == 5, (step, drawn)
            assert len({d.size for d in drawn}) == 1, (step, drawn)
            assert len({d.bottom for d in drawn}) == 1, (step, drawn)
    finally:
        app.close()
