"""The Yams table has one message lane: the sentence of the moment (the prompt, the advice, an
announcement, a refusal, the computer's banner) is said in one fixed place between the turn
line and the kept dice's row, never over the dice, their slots or the sheet, one at a time."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app, recorded_frame, recorded_step
from tools.screens_yams import click_at, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
CAPTIONS = ("announcement", "refusal", "banner", "prompt")
"""The roles of the table's captions in the layout record."""


def _check(scene, seen: set[str], frame=None) -> None:
    """Every caption of ``frame`` (the app's last frame, recorded; else the scene drawn now)
    lies in the lane, one role at a time."""
    lane = scene.message_lane()
    frame = frame if frame is not None else recorded_frame(scene, SIZE)
    marks = [t for t in frame.shown_texts() if t.role in CAPTIONS]
    for mark in marks:
        assert lane.contains(mark.rect), (mark.text, mark.rect, lane)
        seen.add(mark.role)
    # one caption at a time; a refused click's answer may stand under it, its second line
    # (round 74, S10 amended: the step to take stays said while the refusal answers)
    assert len({m.role for m in marks} - {"refusal"}) <= 1, [(m.role, m.text) for m in marks]
    refusals = [m for m in marks if m.role == "refusal"]
    assert all(r.rect.top > m.rect.top for r in refusals for m in marks
               if m.role != "refusal"), [(m.role, m.text) for m in marks]


def _run(app, scene, seen: set[str], seconds: float) -> None:
    for _ in range(round(seconds * 30)):
        _check(scene, seen, recorded_step(app, 1 / 30))


def test_every_caption_of_a_turn_is_said_in_the_one_lane_one_at_a_time(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        dice = [2, 2, 2, 5, 6] + [1, 3, 4, 6, 6] * 6 + [1, 2, 3, 5, 6] * 6
        scene = table(app, ["Ana"], dice)
        seen: set[str] = set()
        _check(scene, seen)
        roll(app, scene)  # a throw
        _run(app, scene, seen, 0.3)
        x, y = scene.tray.position(0)
        click_at(app, (round(x), round(y)))  # a hold
        _run(app, scene, seen, 0.5)
        pick(app, scene, Box.ONES, player=1)  # the computer's column: refused
        _check(scene, seen)
        _run(app, scene, seen, 0.5)
        pick(app, scene, Box.TWOS)  # an entry
        validate(app, scene)
        for _ in range(40 * 30):  # the computer's turn, its choice announced
            if scene.game.current == 0 and not scene.computer_turn:
                break
            _check(scene, seen, recorded_step(app, 1 / 30))
        _run(app, scene, seen, 0.5)
        for _ in range(3):  # three throws, no box picked: the countdown enters one itself
            roll(app, scene)
            _run(app, scene, seen, 0.2)
        assert scene.game.auto_score_due
        for _ in range(6 * 30):
            _check(scene, seen, recorded_step(app, 1 / 30))
            said = scene.flow.voice.announcement
            if said is not None and said.key == "yams.auto_scored":
                break
        _run(app, scene, seen, 1.0)
        assert {"announcement", "refusal", "prompt"} <= seen
    finally:
        app.close()


def test_the_lane_lies_over_no_die_slot_nor_the_sheet(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6])
        lane = scene.message_lane()
        assert not lane.colliderect(scene.held_band) and not lane.colliderect(scene.sheet.rect)
        roll(app, scene)
        side = scene.tray.die_size
        for x, y in scene._slots():
            die = pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
            assert not lane.colliderect(die)
    finally:
        app.close()
