"""Before a turn's first throw the table says quietly what the card can still aim for (critic
round 68: the left half read as dead before the throw): the upper bonus's distance while it
is reachable (not its "44/63", which the sheet's Bonus row says), else an open Penta; nothing
once neither is left."""

from __future__ import annotations

import pytest

from game.flow.yams_aim import aim_line, upper_reachable
from game.i18n import Translator
from game.rules.yams import Box, Scorecard

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

_TR = Translator.load("ro")


def test_a_fresh_card_aims_at_the_upper_bonus():
    assert aim_line(Scorecard(), _TR) == "Bonusul de sus (+35): îți mai trebuie 63"


def test_the_distance_follows_the_card_then_the_penta_once_the_bonus_is_out_of_reach():
    card = Scorecard.from_points({Box.SIXES: 24, Box.FIVES: 20})
    assert aim_line(card, _TR) == "Bonusul de sus (+35): îți mai trebuie 19"
    # ones and twos alone left, 3 short: at most 5 + 10 = 15, the bonus still in reach
    low = Scorecard.from_points({Box.SIXES: 18, Box.FIVES: 15, Box.FOURS: 12, Box.THREES: 3})
    assert upper_reachable(low)
    lost = Scorecard.from_points({Box.SIXES: 6, Box.FIVES: 5, Box.FOURS: 4, Box.THREES: 3})
    assert not upper_reachable(lost)
    assert aim_line(lost, _TR) == "Penta e încă deschisă: 50 de puncte"
    done = Scorecard.from_points({Box.SIXES: 6, Box.FIVES: 5, Box.FOURS: 4, Box.THREES: 3,
                                  Box.PENTA: 0})
    assert aim_line(done, _TR) is None
    earned = Scorecard.from_points({Box.SIXES: 30, Box.FIVES: 25, Box.FOURS: 12})
    assert not upper_reachable(earned)  # earned: no distance left to say


def test_english_says_it_too():
    en = Translator.load("en")
    assert aim_line(Scorecard(), en) == "Upper bonus (+35): 63 to go"


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_table_says_it_under_the_prompt_before_the_throw_only(tmp_path, size):
    from game import theme
    from tests.uihelpers import make_app, screen_frame
    from tools.screens_yams import roll, table

    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        frame = screen_frame(app)
        aims = [t for t in frame.texts if t.role == "aim"]
        prompts = [t for t in frame.texts if t.role == "prompt"]
        assert [t.text for t in aims] == ["Bonusul de sus (+35): îți mai trebuie 63"]
        aim = aims[0]
        lane = scene.message_lane()
        assert lane.contains(aim.rect) and prompts and prompts[0].rect.bottom <= aim.rect.top
        assert not aim.rect.colliderect(scene.held_band)  # over no socket
        assert aim.size >= theme.font_floor(scene.scale)  # read (16 px and more at 1920)
        roll(app, scene)
        assert not [t for t in screen_frame(app).texts if t.role == "aim"]  # the throw said
    finally:
        app.close()
