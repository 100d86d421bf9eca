"""Hot dice' ribbon and an ordinary bank's plate leave by rising away and fading, never by
shrinking to a point (round 74, hF85, critic row "10 000 banners": at the end of the hot-dice
moment the ribbon closed into a dot, a degenerate sliver of orange over the felt).

Stepped at 60 fps over the stage's end: at every frame it is drawn the plate keeps nearly
its whole size and its shape, it is seen going over many frames (rising and fading, over
the bare felt above the mat: never see-through over a slot, critic B60), and it is gone by
the stage's end."""

from __future__ import annotations

import numpy
import pygame
import pygame.surfarray  # (the game imports pygame without numpy: game.lean_import)
import pytest

import game.scenes.farkle_table as farkle_table
from game.views.stage_banner import drawn_plaque, plate_shown, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FPS = 60
SMALLEST = 0.9
"""A leaving plate is never drawn smaller than this share of its size, in either way."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["hot_dice", "bank_banner"])
def test_a_leaving_ribbon_rises_away_whole_never_shrinking_to_a_point(tmp_path, kind, size,
                                                                       monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        rest = ribbon_rect(stage.picture)
        last = round(stage.clock.duration * FPS)
        frames = []
        for k in range(round(0.6 * last), last + 1):
            stage.clock.age = k / FPS
            at, shown = (drawn_plaque(stage.picture, stage.clock),
                         plate_shown(stage.picture, stage.clock))
            frames.append((at, shown))
            if 0 < shown < 1 and k % 3 == 0:  # see-through: only felt under it, no slot
                _bare_under(stage, at, monkeypatch)  # (critic B60)
    finally:
        app.close()
    drawn = [(at, shown) for at, shown in frames if shown > 0]
    for at, _ in drawn:  # no sliver, no dot: its own shape, nearly its size
        assert at.w >= SMALLEST * rest.w and at.h >= SMALLEST * rest.h, (at, rest)
    going = [at for at, shown in drawn if at.centery < rest.centery]
    assert len(going) >= 8, frames  # seen rising over many frames
    tops = [at.top for at, _ in drawn]
    assert tops == sorted(tops, reverse=True), tops  # rising, never falling back
    fading = [shown for _, shown in drawn if 0.1 < shown < 0.9]
    assert len(fading) >= 3, frames
    assert frames[-1][1] == 0  # gone by the stage's end


def _bare_under(stage, plate: pygame.Rect, monkeypatch) -> None:
    """Under the see-through ``plate`` the frame is the same with no slot drawn at all."""
    table = stage.table
    area = plate.clip(table.app.screen.get_rect())
    frames = []
    for bare in (False, True):
        with monkeypatch.context() as patched:
            if bare:
                patched.setattr(farkle_table, "draw_dice_slots", lambda *a, **k: None)
            surface = pygame.Surface(table.app.screen.get_size())
            table.draw(surface)
            stage.draw(surface)
            frames.append(pygame.surfarray.array3d(surface.subsurface(area)).astype(int))
    diff = numpy.abs(frames[0] - frames[1]).max()
    assert diff <= 3, (plate, diff)
