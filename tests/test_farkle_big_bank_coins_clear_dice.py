"""The big bank's coins keep clear of its dice (round 73, critic N73: on "Încasare mare!" the
coins thrown off the plate fell over the banked dice lit on the mat): a coin fades as it falls
towards them and is gone before it reaches their glow, at every frame of its flight, at
three sizes."""

from __future__ import annotations

import pytest

from game import theme
from game.views import stage_big_bank
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_coin_is_seen_over_the_banked_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        picture = stage.picture or stage.build()
        clock = stage.clock
        glow = max(3, theme.px(7, picture.scale))  # each die's gold glow round it
        dice = [rect.inflate(2 * glow, 2 * glow) for _, rect in picture.kept]
        assert dice  # the dice that made it, lit on the mat (S3)
        start, end = stage_big_bank.COINS
        seen = 0
        for k in range(41):  # the coins' whole flight, 40 steps
            clock.age = clock.duration * (start + (end - start) * k / 40)
            for x, y, radius, shown in stage_big_bank.coins(picture, clock):
                if shown <= 0.02:
                    continue
                seen += 1
                ball = (x - radius, y - radius, 2 * radius, 2 * radius)
                assert not any(die.colliderect(ball) for die in dice), \
                    (size, k, (x, y, radius, shown), dice)
    finally:
        app.close()
    assert seen > 100  # a shower, seen flying
