"""The Yams turn's hand-off, as critic C66 asked (round 67): the old player's caption goes
with the old turn (it stayed under the next player's pill); the new player's "La rând" pill
stands in its place, never hidden under the band (it vanished while the band played, then
the band flew over it; since round 76, ruling S13 amended, no pill is drawn while the band
shows: it is the one voice, and the pill comes in its place as it goes); the felt is never
bare between turns (the kept row's sockets stay, the band fades where it lies as the cup
fades in under it)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.turn_passing import PASS_SECONDS
from game.rules.yams import Box
from tests.test_turn_handoff import _until_handoff
from tests.test_yams_flow import run, seat, throw
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import click_at, pick, roll, table, validate

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
                # its words once the band has said them (critic C69: never both at once),
                # a label on it under the band (round 71, S13, critic D70), the quiet "La
                # rând" naming no one (round 75, hY100: its "Constantinos" said the name
                # twice); round 76 (hY104, S13 amended; critics cZ75, cF75a: "the pill
                # without a name under the band"): no pill while the band shows, then the
                # pill in every frame
                # Round 80 (hY118, S76, critics cA79 #7, cF79 #1: the greyed outgoing name
                # under the band named two players): under the card no pill, the card
                # becoming it; the frame it has, "La rând: Constantinos" (as on the 10 000)
                # Round 81 (hY121, S91, critic cA80 #3: that bare place read as the pill
                # vanishing): the pill in every frame, the ended turn's greyed name while
                # the card rests, "La rând: Constantinos" from the card's fading on
                shows = flow.handoff.active and flow.handoff.band_strength > 0  # the card
                assert len(pills) == 1, (played, after)
                # Round 82 (hY127, S91 amended, critic cA81 #7: "Ana" greyed beside a band
                # naming Constantinos): the band lands in the pill, its words theirs from the
                # band's first frame
                if flow.handoff.active:
                    assert [t.text for t in naming] == ["La rând: Constantinos"], (played,
                                                                                  after)
                said = [t.text for t in frame.texts if t.role == "prompt"]
                if not flow.handoff.active:
                    assert not [t for t in said if "a ales" in t], said  # Ana's caption gone
                assert len(scene.kept_row_slots()) == 5  # the kept row stays
                bands = [p.rect for p in frame.panels if p.role == "handoff_band"]
                if shows:
                    assert len(bands) == 1
                    assert not bands[0].colliderect(scene.held_band)  # (S91: never flies)
                    played += 1
                else:
                    assert not bands and scene.cup_rect() is not None  # the cup, coming
                    if not flow.handoff.active:
                        assert scene.cup_alpha() == 255  # whole once the moment is over
                        after += 1
                app.step(FRAME)
        assert played >= 20
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_cup_comes_in_once_the_band_has_gone_never_both(tmp_path, size):
    # critic D69 (tools/handoff_frames, frames ~15-16): the band "Calculatorul e la rând"
    # faded over the cup, which showed through its letters; the band now goes where it lies
    # first, and the cup comes in after it, before the moment ends (no bare felt after it)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 6, computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        flow = scene.flow
        _until_handoff(app, flow)
        rest, alphas, banded = None, [], 0
        with drawing_one_frame_in(app, 0):
            while flow.handoff.active:
                frame = recorded_frame(scene, size)
                bands = [p.rect for p in frame.panels if p.role == "handoff_band"]
                cup = scene.cup_alpha() if scene.cup_rect() is not None else 0
                # never both in one place (S76: the cup comes in as the card flies up
                # into the pill, off the cup's place)
                cup_at = scene.cup_rect()
                assert not (bands and cup > 0 and cup_at is not None
                            and bands[0].colliderect(cup_at)), (flow.handoff.share, cup)
                if bands and flow.handoff.sweep >= 1 and flow.handoff.settle <= 0:
                    rest = rest or bands[0].copy()
                    assert bands[0] == rest  # it never flies off its row
                banded += bool(bands)
                alphas.append(cup)
                app.step(FRAME)
        assert banded >= 10 and alphas[0] == 0 and max(alphas) > 128  # in before it ends
        assert alphas == sorted(alphas)
    finally:
        app.close()


def test_the_going_cup_is_drawn_in_its_layer_under_what_lies_over_it(tmp_path):
    # critic D69: while the first throw's dice leave it, the cup was drawn each frame over
    # the table's whole cached picture, the coach's card included; what lies over it is
    # laid back over it
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3, computer=False)
        place = scene.cup_rect()
        assert place is not None
        card = pygame.Rect(place.x, place.y, place.w // 2, place.h)
        scene.coach.card = card  # a card over the cup's left half
        try:
            assert scene.over_cup_rects() == [card]
        finally:
            scene.coach.card = None
        scene.over_cup_rects = lambda: [card]  # (the card's place, without drawing a card)
        click_at(app, scene.roll_button.rect.center)
        checked = 0
        for _ in range(20):
            cup = scene.cup_rect()
            if cup is not None and scene._still_layer is not None and scene.cup_alpha() > 60:
                shown = scene._still_layer.copy()  # the cached picture, then the cup over it
                scene.draw_over_still(shown)  # (as each frame draws it, before the dice)
                area = card.clip(cup)
                still = scene._still_layer.subsurface(area)
                assert (pygame.image.tobytes(shown.subsurface(area), "RGB")
                        == pygame.image.tobytes(still, "RGB"))  # the card's, not the cup's
                other = cup.clip(pygame.Rect(card.right, cup.y, cup.w, cup.h))
                assert (pygame.image.tobytes(shown.subsurface(other), "RGB")
                        != pygame.image.tobytes(scene._still_layer.subsurface(other), "RGB"))
                checked += 1
            app.step(1 / 60)
        assert checked
    finally:
        app.close()
