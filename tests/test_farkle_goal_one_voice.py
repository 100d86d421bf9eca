"""The goal in one voice (critic B61: "the goal's crest 'Obiectiv atins!' and the „Ultima tură!”
ribbon arrive in the same frame and read as two voices stacked"): the reacher's moment comes
first, alone (the crest, its rays of light over the whole felt, not clipped to the middle
column), then, as it leaves, the seed's „Ultima tură!” ribbon on its own beat; at no frame
are both at full strength."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import goal_beats
from game.views.stage_banner import drawn_plaque, ribbon_rect
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CREST, RIBBON = "Obiectiv atins!", "Ultima tură!"


def test_the_beats_of_the_goal_never_meet_at_full_strength():
    for k in range(101):
        crest, ribbon = goal_beats(k / 100)
        assert not (crest > 0.9 and ribbon > 0.9), (k, crest, ribbon)
    assert goal_beats(0.1) == (1.0, 0.0)  # the reacher's moment first, alone
    assert goal_beats(0.75) == (0.0, 1.0)  # then the last round's ribbon, alone


def _said(app, size) -> list[str]:
    """The words the frame drawn now says (at rest: a text moving or folding is not said)."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(pygame.Surface(size))
        return [t.text for t in layout_record.frame().texts]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_crest_comes_first_then_the_ribbon_never_both_at_once(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        clock, picture = stage.clock, stage.picture
        frames = []
        for k in range(round(clock.duration * 30) + 1):
            clock.age = min(clock.duration, k / 30)
            said = _said(app, size)
            plate = drawn_plaque(picture, clock)
            frames.append((clock.progress, CREST in said, RIBBON in said, plate.h))
    finally:
        app.close()
    rest = ribbon_rect(picture)
    for u, crest, ribbon, _ in frames:
        assert not (crest and ribbon), u  # one voice at a time
    early = [f for f in frames if f[0] <= 0.3]
    late = [f for f in frames if 0.6 <= f[0] <= 0.8]
    assert any(crest for _, crest, _, _ in early)  # the reacher's moment first
    assert all(h == 0 for *_, h in early), early  # no ribbon under it yet
    assert all(ribbon and h == rest.h for _, _, ribbon, h in late), late  # then the ribbon


def _light_beside_the_column(app, stage, share: float) -> float:
    """How bright the players panel just left of the middle column (and of the goal's
    plate, wider than the column since round 67, ruling S3) is at ``share``."""
    from game.views.stage_banner import crest_rect

    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(app.screen.get_size())
    stage.table.draw(surface)
    stage.draw(surface)
    area = stage.picture.area
    left = min(area.x, crest_rect(stage.picture).x)
    band = pygame.Rect(left - area.w // 6, area.y + area.h // 4, area.w // 8, area.h // 2)
    return sum(sum(surface.get_at((x, y))[:3]) for x in range(band.x, band.right, 3)
               for y in range(band.y, band.bottom, 3))


def test_the_goals_rays_reach_over_the_whole_felt(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        lit = _light_beside_the_column(app, stage, 0.08)
        after = _light_beside_the_column(app, stage, 0.75)
    finally:
        app.close()
    assert lit > after * 1.08, (lit, after)
