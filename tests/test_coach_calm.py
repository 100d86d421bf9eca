"""Coach marks keep calm round the big moments and stay put: no tip during a staged moment
or right after it (the next throw brings them back; the hot dice' own tip comes as their
stage ends, no dead wait); a card keeps its place while it shows; its pointer only crosses
the gap between the card and what it points at."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.messages import Tone
from game.scenes.stage import StageOverlay
from game.views.coach import coach_words
from game.widgets import layout_record
from tests.layout_check import check_app
from tests.layout_pointer import pointer_problems
from tests.test_coach_marks import STEP, coach_app, land
from tests.uihelpers import make_app, texts_drawn
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_no_tip_right_after_a_pentas_stage_the_next_throw_brings_them_back(tmp_path):
    app = coach_app(tmp_path)
    try:
        scene = table(app, ["Ana"], [6, 6, 6, 6, 6, 1, 2, 4, 4, 5])
        scene.roll()
        for _ in range(200):
            if isinstance(app.manager.top, StageOverlay):
                break
            app.step(STEP)
        assert isinstance(app.manager.top, StageOverlay)  # the Penta takes the stage
        shown = []
        for _ in range(round(4.0 / STEP)):  # the stage, then a calm table
            app.step(STEP)
            shown.append(scene.coach.shown)
        assert app.manager.top is scene
        assert shown == [None] * len(shown), set(shown)
        scene.roll()  # the next throw: the tips come back
        land(app, scene)
        for _ in range(round(3.0 / STEP)):
            app.step(STEP)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "yams.box"
    finally:
        app.close()


def _segment(card: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The shortest way from the card to its target: what any pointer between them crosses
    at least (the card's point nearest the target's centre, to the target's nearest point,
    stopping the clearance short of it)."""
    clear = max(1, min(card.h, target.h) // 20)
    start = (max(card.x, min(target.centerx, card.right)),
             max(card.y, min(target.centery, card.bottom)))
    goal = (max(target.x - clear, min(start[0], target.right + clear)),
            max(target.y - clear, min(start[1], target.bottom + clear)))
    return start, goal


def _recorded(app: Any) -> Any:
    size = app.screen.get_size()
    layout_record.start(size)
    try:
        app.manager._below = None
        app.step(0.0)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("state", "size"), [  # every size: the layout check of the states
    ("coach_farkle_bank", (1920, 1080)), ("coach_yams_countdown", (1920, 1080)),
    ("coach_yams_box", (1366, 768))])  # (round 69: its leader from the one place)
def test_a_cards_pointer_crosses_only_the_gap_to_its_target(tmp_path, state, size):
    from tools import render_screens

    render_screens.load_extensions()
    build = next(s.build for s in render_screens.REGISTRY if s.name == state)
    app = make_app(tmp_path, size=size, coach_marks=False)
    try:
        build(app)
        for _ in range(8):
            app.step(0.1)
        scene = app.manager.top
        coach = scene.coach
        assert coach.card is not None and coach.target is not None, state  # it has a place
        frame = _recorded(app)
        # a straight pointer: the shortest way; a bent one (an elbow round the buttons, along
        # the sheet's grid line): the way it takes, ending on its target
        if coach.side == "none":  # round 76 (hC80, S20): the docked countdown card, no
            assert coach.pointer_route() is None, state  # arrow (its ring breathes)
            assert not [p for p in check_app(app, state) if "coach" in p]
            return
        way = coach.pointer_route() if coach.side == "elbow" else _segment(coach.card,
                                                                           coach.target)
        along = coach.lit if coach.lit != coach.target else None  # its own row (hC25)
        found = pointer_problems(way, frame.shown_texts(), frame.shown_panels(),
                                 scene.dice_in_play_rects(), size, through=along)
        assert not found, found
        assert not [p for p in check_app(app, state) if "coach" in p]  # the check knows
    finally:
        app.close()


def test_a_card_keeps_its_place_while_it_shows(tmp_path, monkeypatch):
    from game.views import coach as coach_view

    extra: list[pygame.Rect] = []
    real = coach_view.yams_avoid
    monkeypatch.setattr(coach_view, "yams_avoid", lambda scene, mark="": real(scene, mark) + extra)
    app = coach_app(tmp_path, size=(1920, 1080))  # room for a second place
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3)
        scene.roll()
        land(app, scene)
        for _ in range(round(3.0 / STEP)):
            app.step(STEP)
            if scene.coach.shown is not None:
                break
        first = pygame.Rect(scene.coach.card)
        extra.append(pygame.Rect(first.x, first.y, first.w // 8, first.h // 2))  # a caption
        app.step(STEP)
        moved = pygame.Rect(scene.coach.card)
        assert scene.coach.shown == "yams.hold" and moved != first  # it had to move
        extra.clear()  # the caption goes: its first place is free again...
        for _ in range(20):
            app.step(STEP)
            assert scene.coach.card == moved  # ...but the card stays where it is
    finally:
        app.close()


def test_the_hot_dice_tip_and_the_prompt_say_it_once(tmp_path):
    from tools.screens_farkle import table_with

    seen = ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank")
    app = coach_app(tmp_path, coach_seen=seen)
    try:
        scene = table_with(app, 1, 2, 2, 2, 1, 5, 5)
        scene.press_roll()
        land(app, scene)
        for i in range(6):
            scene.press_die(i)
        for _ in range(round(6.0 / STEP)):
            app.step(STEP)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "farkle.hot"
        prompt = scene.flow.prompt()
        assert prompt is not None and prompt.key == "farkle.hint.hot_pending"
        # the action only: "all dice score / all six come back" is the stage's line, once
        assert prompt.tone is Tone.INFO and "toate" not in prompt.text.lower()

        def said() -> list[str]:
            return texts_drawn(app, scene)

        assert prompt.text in said()  # the prompt keeps the instruction: no blank heading
        card = coach_words(scene.tr, "farkle.hot")
        assert not set(card.casefold().split()[:4]) & set(prompt.text.casefold().split()[:4])
        scene.coach.dismiss()
        assert prompt.text in said()
    finally:
        app.close()


def test_the_hot_dice_tip_comes_as_its_stage_leaves_no_dead_wait(tmp_path):
    """A tip about a moment comes right when the moment's stage ends (its fade begins within
    two frames of the table being on top again), not a dead beat later: even when the click
    that made the hot dice closed another card (the rest between two tips was the stage).
    S40 (amended round 77, hQ83, critic cB77): the hot dice' moment ends when its six,
    after their beat on the mat, are in the cup (S26 amended, hF92): the card comes within
    two frames of that, never while they glide (it came on the mat, then jumped off the
    cup)."""
    from game.flow.farkle_hot_back import into_cup
    from tests.uihelpers import click
    from tools.screens_farkle import table_with

    seen = ("farkle.set_aside", "farkle.refused", "farkle.risk")
    app = coach_app(tmp_path, coach_seen=seen)
    try:
        scene = table_with(app, 1, 2, 2, 2, 1, 5, 5)
        scene.press_roll()
        land(app, scene)
        for i in range(5):
            scene.press_die(i)
        for _ in range(round(4.0 / STEP)):
            app.step(STEP)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "farkle.bank"
        click(app, scene.hit_targets()[5])  # the sixth die: closes the card, hot dice
        staged = False
        for _ in range(round(10.0 / STEP)):
            app.step(STEP)
            if isinstance(app.manager.top, StageOverlay):
                staged = True
            elif staged:
                break
        assert staged and app.manager.top is scene  # the hot dice' stage came and went
        for _ in range(round(3.0 / STEP)):  # (S40) the six into the cup
            if into_cup(scene.flow) >= 1.0:
                break
            assert scene.coach.shown is None
            app.step(STEP)
        waited = 0.0
        while scene.coach.shown is None and waited < 3.0:
            app.step(STEP)
            waited += STEP
        assert scene.coach.shown == "farkle.hot"
        assert waited <= 2 * STEP + 1e-9, waited
    finally:
        app.close()
