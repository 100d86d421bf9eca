"""The Yams turn's hand-off, as critic C66 asked (round 67): the old player's caption goes
with the old turn (it stayed under the next player's pill); the new player's "La rând" pill
stands in its place in every frame, never hidden under the band (it vanished while the band
played, then the band flew over it); the felt is never bare between turns (the kept row's
sockets stay, the band fades where it lies as the cup fades in under it)."""

from __future__ import annotations

import pytest

from game.flow.turn_passing import PASS_SECONDS
from game.rules.yams import Box
from tests.test_turn_handoff import _until_handoff
from tests.test_yams_flow import run, seat, throw
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def test_the_old_players_caption_goes_with_the_old_turn():
    flow, port = seat((1, 2, 3, 4, 6) * 3)
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, PASS_SECONDS - 0.05)  # the dice still leave: Ana's turn, her caption
    assert flow.leaving.active and flow.prompt().key == "yams.turn_scored"
    run(flow, port, 0.1)
    assert flow.handoff.active  # the band's first frame: Ion's turn, Ion's line
    assert flow.prompt().key == "yams.prompt_roll"


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_pill_stands_named_and_the_felt_is_never_bare_through_the_passing(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        played, after = 0, 0
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active or after < 10:
                frame = recorded_frame(scene, size)
                pills = [p.rect for p in frame.panels if p.role == "turn_band"]
                naming = [t for t in frame.texts if t.role == "turn_line"]
                assert len(pills) == 1, (played, after)  # the pill, in every frame
                # its words once the band has said them (critic C69: never both at once)
                named = [] if flow.handoff.active else ["La rând: Constantinos"]
                assert [t.text for t in naming] == named, (played, after)
                said = [t.text for t in frame.texts if t.role == "prompt"]
                assert not [t for t in said if "a ales" in t], said  # Ana's caption gone
                assert len(scene.kept_row_slots()) == 5  # the kept row stays
                bands = [p.rect for p in frame.panels if p.role == "handoff_band"]
                if flow.handoff.active:
                    assert len(bands) == 1
                    assert not bands[0].colliderect(pills[0]), (bands[0], pills[0])
                    assert not bands[0].colliderect(scene.held_band)
                    played += 1
                else:
                    assert not bands and scene.cup_rect() is not None  # the cup, whole
                    assert scene.cup_alpha() == 255
                    after += 1
                app.step(FRAME)
        assert played >= 20
    finally:
        app.close()


def test_the_cup_fades_in_as_the_band_fades_where_it_lies(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        rest, alphas = None, []
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active:
                frame = recorded_frame(scene, size)
                band = next(p.rect for p in frame.panels if p.role == "handoff_band")
                if flow.handoff.sweep >= 1:
                    rest = rest or band.copy()
                    assert band == rest  # it never flies off its row
                alphas.append(scene.cup_alpha() if scene.cup_rect() is not None else 0)
                app.step(FRAME)
        assert alphas[0] == 0 and max(alphas) > 128  # fading in under the band's end
        assert alphas == sorted(alphas)
    finally:
        app.close()
