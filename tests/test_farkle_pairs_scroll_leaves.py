"""Three pairs' scroll leaves as hot dice' ribbon and a bank's plate do (round 74, hF86,
critic row "10 000 banners": hF85 made those rise away and fade; the scroll still closed to a
point about its middle): it fades out whole where it stands, easing back a little, never
drawn under 90 % of its size (held in the felt between its dice and the mat it has no room
to rise: its dice are ringed as they are chosen), in no frame over the mat's slots nor its
ringed dice; only felt shows through it.

Stepped at 60 fps over the stage's end, at three sizes (ruling S3, round 74)."""

from __future__ import annotations

import pytest

from game.views.stage_banner import drawn_plaque, plate_shown, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import _three_pairs, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FPS = 60
SMALLEST = 0.9
"""A leaving scroll is never drawn smaller than this share of its size, in either way."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_three_pairs_scroll_fades_away_whole_clear_of_the_mat_and_its_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _three_pairs(app)
        stage = until_staged(app, "pairs_throw")
        table = stage.table
        rest = ribbon_rect(stage.picture)
        last = round(stage.clock.duration * FPS)
        frames = []
        for k in range(round(0.6 * last), last + 1):
            stage.clock.age = k / FPS
            stage.update(0.0)  # (its dice chosen as it leaves: ringed as held)
            reach = max(2, table.px(6)) if table.game.selected else 0
            dice = [die.inflate(2 * reach, 2 * reach) for die in stage.picture.glow]
            frames.append((drawn_plaque(stage.picture, stage.clock),
                           plate_shown(stage.picture, stage.clock), dice))
        assert all(dice for _, _, dice in frames)
    finally:
        app.close()
    drawn = [(at, shown, dice) for at, shown, dice in frames if shown > 0]
    for at, _, dice in drawn:  # no sliver, no dot: its own shape, nearly its size
        assert at.w >= SMALLEST * rest.w and at.h >= SMALLEST * rest.h, (at, rest)
        assert not at.colliderect(table.mat), (at, table.mat)  # never over the mat's slots
        assert at.collidelist(dice) == -1, (at, dice)  # never over its (ringed) dice
        assert abs(at.centerx - rest.centerx) <= 2 and abs(at.centery - rest.centery) <= 2
    fading = [shown for _, shown, _ in drawn if 0.1 < shown < 0.9]
    assert len(fading) >= 3, frames  # seen going over several frames
    assert frames[-1][1] == 0  # gone by the stage's end
