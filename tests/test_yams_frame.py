"""The Yams table has one steady frame (critic hY25 §1): every region (the message lane, the
kept row, the roll row, the standings, the three buttons, the undo, the sheet) keeps its place
and size through every beat of a turn and between turns, the computer's turn too; what is in
them changes, the frame does not (no wide "wait" bar standing for the buttons, no region
coming and going)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import key, make_app, recorded_frame
from tools.screens_yams import _sacrifice_last_roll, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUTTONS = ("roll_button", "validate_button", "hint_button", "undo_button")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One app for the file, at 1024×600 (where regions collide first)."""
    application = make_app(tmp_path_factory.mktemp("frame"), size=(1024, 600))
    yield application
    application.close()


def fresh(app):
    """No scene left from the test before."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)


def look(app, scene, beat: str, seen: dict[str, dict[str, pygame.Rect]]) -> None:
    """Record the frame at ``beat`` and check its regions are all there: each button drawn
    in its place (on the computer's turn too, greyed: S21, round 76), the kept
    row's five places shown (a slot or a kept die)."""
    frame = scene.frame()
    seen[beat] = frame
    drawn = recorded_frame(app.manager, app.screen.get_size())
    panels = [p.rect for p in drawn.panels if p.role == "button"]
    stand = [p.rect for p in drawn.panels if p.role == "standings"]
    assert len(stand) == 1, (beat, stand)
    frame["standings_panel"] = stand[0]  # drawn the same size at every beat
    if scene.computer_shown():  # the computer's turn: the row greyed in its places, no
        # status words in it (S21, round 76; round 74 folded it into "Așteaptă-ți rândul…")
        said = [t for t in drawn.texts if t.text == app.tr("yams.computer_bar")]
        assert not said, (beat, said)
        assert not any(getattr(scene, name).enabled for name in BUTTONS
                       if name != "undo_button"), beat
    for name in BUTTONS:
        button = getattr(scene, name)
        assert button.visible, (beat, name)
        assert frame[name] in panels, (beat, name)  # drawn, in its place
    if scene.on_stage is None:
        held = scene.game.held if scene.game.dice is not None else (False,) * 5
        kept = len(scene.kept_row_slots()) + sum(1 for h in held if h)
        assert kept == 5, (beat, kept)  # the kept row never gives way to a message


def test_every_region_keeps_its_place_through_a_turn_and_the_computers(app):
    fresh(app)
    scene = table(app, ["Ana"], [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2] + [3, 3, 4, 5, 1] * 6)
    for _ in range(20):
        app.step(1 / 30)
    seen: dict[str, dict[str, pygame.Rect]] = {}
    look(app, scene, "before the first throw", seen)
    roll(app, scene)
    look(app, scene, "first throw", seen)
    key(app, pygame.K_2, frames=30)  # hold a two (it glides up)
    assert any(scene.game.held)
    look(app, scene, "holding", seen)
    roll(app, scene)
    look(app, scene, "second throw", seen)
    roll(app, scene)
    for _ in range(8):
        app.step(0.1)
    assert scene.flow.countdown is not None
    look(app, scene, "countdown", seen)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    app.step(1 / 30)
    look(app, scene, "scored", seen)
    for _ in range(200):  # the computer's turn, its dice out
        app.step(1 / 30)
        if scene.computer_turn and scene.game.dice is not None:
            break
    assert scene.computer_turn
    look(app, scene, "the computer's turn", seen)
    first = seen["before the first throw"]
    for beat, frame in seen.items():
        moved = {k: (first[k], r) for k, r in frame.items() if r != first[k]}
        assert not moved, (beat, moved)


def test_a_sacrifices_note_has_the_lane_and_the_kept_row_stays(app):
    # round 24 laid the note over the empty kept row: the row's places vanished (hY25 §3)
    fresh(app)
    _sacrifice_last_roll(app)
    scene = app.manager.top
    assert not any(scene.game.held)
    seen: dict[str, dict[str, pygame.Rect]] = {}
    look(app, scene, "the sacrifice", seen)
    assert scene.message_lane().contains(scene.note_rect())
    head = next(t for t in recorded_frame(app.manager, app.screen.get_size()).texts
                if t.text.startswith("Nicio căsuță deschisă"))
    assert scene.message_lane().contains(head.rect)
    table_frame = scene.frame()
    assert all(seen["the sacrifice"][k] == r for k, r in table_frame.items())


def test_the_standings_keep_their_size_between_turns_with_three_players(app):
    fresh(app)
    scene = table(app, ["Ana", "Ion"], [1, 2, 2, 4, 6] * 6)
    for _ in range(20):
        app.step(1 / 30)
    seen: dict[str, dict[str, pygame.Rect]] = {}
    look(app, scene, "a new game", seen)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    for _ in range(60):
        app.step(1 / 30)
    assert scene.game.current == 1 and scene.game.dice is None
    look(app, scene, "Ion's turn, Ana scored", seen)
    first = seen["a new game"]
    for beat, frame in seen.items():
        moved = {k: (first[k], r) for k, r in frame.items() if r != first[k]}
        assert not moved, (beat, moved)
