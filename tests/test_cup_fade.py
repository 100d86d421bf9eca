"""The dice cup's fade is one timing in the flow (review, round 69: written twice, in the
10 000 view and the Yams scene, untested): :func:`game.flow.cup_fade.cup_fade` on a fake
clock; and both tables draw the going cup each frame over their cached still picture, as the
dice are, so that picture is not drawn again every frame of the fade while the dice tumble."""

from __future__ import annotations

import pytest

from game import theme
from game.flow.cup_fade import cup_fade
from game.flow.turn_handoff import HANDOFF_SECONDS, SETTLE, Handoff
from tests.uihelpers import FRAME, click_at, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DT = 1 / 60


def test_the_cup_comes_with_the_band_and_goes_with_the_first_throw():
    handoff = Handoff()
    assert cup_fade(handoff, None, fading_band=True) == 255  # before the first throw: whole
    handoff.due(1, "Ion e la rând")
    assert handoff.begin_if(True, 1.0)
    coming = []
    for _ in range(round(HANDOFF_SECONDS / DT) + 2):
        coming.append((handoff.share, cup_fade(handoff, None, fading_band=True)))
        handoff.update(DT)
    assert all(alpha == 0 for share, alpha in coming if share < SETTLE)  # the band first
    alphas = [alpha for _, alpha in coming]
    assert alphas == sorted(alphas) and 0 < max(a for a in alphas if a < 255)  # it comes in
    assert not handoff.active and cup_fade(handoff, None, fading_band=True) == 255
    going = [cup_fade(handoff, k * DT, fading_band=True)
             for k in range(round(theme.YAMS_CUP_FADE / DT) + 3)]
    assert going[0] == 255 and going[-1] == 0
    fading = [a for a in going if a > 0]
    assert fading == sorted(fading, reverse=True) and len(set(fading)) == len(fading)
    assert cup_fade(handoff, theme.YAMS_CUP_FADE, fading_band=True) == 0  # at the Yams pace
    assert cup_fade(handoff, theme.YAMS_CUP_FADE / 2, fading_band=True) == round(255 / 2)


def test_the_10000_cue_stands_whole_under_the_passing_band():
    """The 10 000 band flies into its pill, it does not fade (review round 70: the Yams wait
    for a fading band kept the 10 000 cue off half the settling, bare felt between turns);
    round 71, critic B71 had it come in as the band opened; ruling S64 3. (amended round 79,
    hF97, critic cB78 #2: at the band's start the row was still bare felt under the card):
    the cue stands whole from the band's first frame to its last."""
    from types import SimpleNamespace

    from game.views.farkle_cup import cue_alpha

    handoff = Handoff()
    # (round 82, fixO: hF114's cup_under_overtake reads the flow's voice and game, so the
    # fake flow says no lead change: nothing said, the game going on)
    flow = SimpleNamespace(awaits_first_throw=True, handoff=handoff, factor=1.0,
                           voice=SimpleNamespace(announcement=None),
                           game=SimpleNamespace(finished=False), overtake_due=False,
                           overtake_words=lambda: None)
    scene = SimpleNamespace(flow=flow)
    assert cue_alpha(scene) == 255  # no band: whole
    handoff.due(1, "Ion e la rând")
    assert handoff.begin_if(True, 1.0)
    seen = []
    while handoff.active:
        seen.append(cue_alpha(scene))
        handoff.update(DT)
    assert len(seen) > 10 and set(seen) == {255}
    assert cue_alpha(scene) == 255


def _throw_first(app, name):
    """A table of ``name`` before its first throw, then that throw thrown; the table."""
    if name == "yams":
        from tools.screens_yams import roll, table

        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        app.step(FRAME)
        roll(app, scene, land=False)
    else:
        from game.engine.farkle import FarkleGame
        from game.engine.players import Player
        from game.scenes.farkle_table import FarkleTableScene
        from tools.scripted_dice import ScriptedDice

        app.rng = ScriptedDice((1, 5, 2, 3, 4, 4), seed=5)
        scene = FarkleTableScene(app, FarkleGame.new([Player("Ana"), Player("Ion")]))
        app.manager.push(scene)
        for _ in range(3):
            app.step(FRAME)
        click_at(app, scene.roll_button.rect.center)
    for _ in range(30):  # the throw leaves the hand
        if scene.tray.is_animating:
            break
        app.step(1 / 120)
    return scene


@pytest.mark.parametrize("name", ["yams", "farkle"])
def test_the_going_cup_is_drawn_over_the_still_picture_not_into_it(tmp_path, monkeypatch,
                                                                  name):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _throw_first(app, name)
        assert scene.tray.is_animating
        still, cups = [], []
        real_frame = scene.draw_frame

        def draw_frame(surface):
            still.append(scene._drawing_still)
            real_frame(surface)
        monkeypatch.setattr(scene, "draw_frame", draw_frame)
        from game.widgets import dice_cup

        real_cup = dice_cup.draw_cup
        monkeypatch.setattr(dice_cup, "draw_cup",
                            lambda surface, rect, side, alpha=255, filled=False, dice=6: (
                                cups.append(alpha), real_cup(surface, rect, side, alpha,
                                                             filled, dice)))
        frames = 0
        for _ in range(round(theme.YAMS_CUP_FADE / DT)):
            app.step(DT)
            frames += 1
        assert scene.tray.is_animating
        going = [a for a in cups if 0 < a < 255]
        assert len(set(going)) >= frames // 2, cups  # drawn every frame as it goes
        assert sum(still) <= 2, (sum(still), frames)  # the still picture: not every frame
    finally:
        app.close()
