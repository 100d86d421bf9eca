"""The dice leave before the cup returns (ruling S79 2., round 80, hF100; critic cB79 #6:
at a bank the leftover dice and the cup cross-dissolved, both semi-transparent over each
other, `hpc_2.png`; after a bust the cup popped in whole in one frame). Stepped at 1/60 s on
the table at 1920x1080 and 1024x600: in no frame does the cup show while a bank's dice (in
the row or on the mat) or the mat itself still show, nor while a bust's dice do; the cup
comes in over a short fade, never whole in one frame; a bust's dice fade out at the end of
its hold, never gone in one frame."""

from __future__ import annotations

import pytest

from game.flow.cup_fade import CUP_RETURN
from game.views.farkle_cup import cue_alpha
from tests.uihelpers import make_app
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60
MOST_PER_FRAME = 255 * STEP / CUP_RETURN + 2
"""The most the cup's alpha may rise in one frame: its fade, never a pop."""


def _step_bank(app, scene) -> tuple[int, int]:
    flow = scene.flow
    cup_frames = both = 0
    last = cue_alpha(scene)
    for _ in range(360):
        app.step(STEP)
        alpha = cue_alpha(scene)
        under = max(flow.left_dice_shown(), flow.kept_dice_shown(), scene.mat_share())
        if alpha > 0 and under > 0:
            both += 1
        if alpha > 0:
            cup_frames += 1
        assert alpha - last <= MOST_PER_FRAME, (last, alpha)  # comes in, never pops
        last = alpha
        if flow.handoff.active and alpha >= 255:
            break
    return cup_frames, both


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("computer", [False, True], ids=["person", "computer"])
def test_a_banks_dice_and_mat_go_before_the_cup_comes(tmp_path, size, computer):
    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 1 if computer else 2)
        scene.press_roll()
        screens_farkle.play(app, 20)
        scene.press_die(0)
        scene.press_bank()
        cup_frames, both = _step_bank(app, scene)
        assert cup_frames > 5
        assert both == 0, f"{both} frames of the cup over the bank's dice or mat"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_busts_dice_fade_out_then_the_cup_fades_in(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6) + (1, 2, 3, 4, 6, 6) * 10)
        scene = open_table(app, "farkle", 2)
        scene.press_roll()
        screens_farkle.play(app, 20)
        scene.press_die(0)
        scene.press_roll()  # five dice that score nothing
        flow = scene.flow
        for _ in range(600):
            if flow.bust_shown:
                break
            app.step(STEP)
        assert flow.bust_shown
        last_dice, last_cup, fading, cup_frames = 1.0, cue_alpha(scene), 0, 0
        for _ in range(400):
            app.step(STEP)
            dice = flow.bust_dice_shown()
            alpha = cue_alpha(scene)
            assert not (alpha > 0 and dice > 0), (alpha, dice)  # never through each other
            assert last_dice - dice <= 0.2, (last_dice, dice)  # they go, never in a blink
            assert alpha - last_cup <= MOST_PER_FRAME, (last_cup, alpha)  # no pop
            fading += 0 < dice < 1
            cup_frames += alpha > 0
            last_dice, last_cup = dice, alpha
            if alpha >= 255:
                break
        assert fading >= 5 and cup_frames > 5 and last_cup == 255
    finally:
        app.close()
