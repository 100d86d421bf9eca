"""Ruling S10: the Yams table's prompt is one pill, of one shape, height, type size and place,
in every beat of a person's and the computer's turn (critics C69/D69: a small grey line, a dark
pill, a big amber note, a countdown's line: four forms). What differs is its words and at most
a small coloured tag inside it (the Joker's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import prompt_rect
from game.widgets.prompt_pill import TAG_ROLE, pill_height, prompt_size
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_step, screen_frame
from tools.screens_yams import _countdown_for, _sacrifice, pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROLES = ("prompt", "aim", "announcement", "banner")
"""The roles of what the pill says in the layout record (its panel's role is its headline's)."""


def _first_roll(app: Any) -> Any:
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3)
    return scene


def _rolled(app: Any) -> Any:
    scene = _first_roll(app)
    roll(app, scene)
    return scene


def _held(app: Any) -> Any:
    scene = _rolled(app)
    scene.toggle_hold(1)
    scene.toggle_hold(2)
    app.step(1 / 30)
    return scene


def _computers_choice(app: Any) -> Any:
    app.apply_settings(app.settings.with_changes(computer_speed="fast"))
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6])
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    with unseen_frames(app, last_drawn=False):  # (the frame read is drawn by _pill)
        for _ in range(900):
            app.step(1 / 30)
            if (scene.flow.prompt() is not None
                    and scene.flow.prompt().key == "yams.computer_picks"):
                break
    assert scene.flow.prompt().key == "yams.computer_picks"
    return scene


def _joker(app: Any) -> Any:
    scene = table(app, ["Ana"], [2] * 5, computer=False,
                  cards=[Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})])
    roll(app, scene)
    with unseen_frames(app, last_drawn=False):  # (the frame read is drawn by _pill)
        for _ in range(600):  # the Joker's stage hands the table back
            if app.manager.top is scene:
                break
            app.step(1 / 30)
    app.step(1 / 30)
    assert scene.flow.prompt().key.startswith("yams.joker_pick")
    return scene


def _countdown(app: Any) -> Any:
    _countdown_for(app, 0.8)
    scene = app.manager.top
    assert scene.flow.countdown_line() is not None
    return scene


def _sacrificing(app: Any) -> Any:
    _sacrifice(app)
    return app.manager.top


def _last_box(app: Any) -> Any:
    lower = {box: 10 for box in Box if not box.is_upper}
    card = Scorecard.from_points({**lower, Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9,
                                  Box.FOURS: 12, Box.FIVES: 15})
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2], computer=False, cards=[card])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    with unseen_frames(app, last_drawn=False):  # (the frame read is drawn by _pill)
        for _ in range(900):  # the upper bonus's stage: the table's own last line after it
            if app.manager.top is scene:
                break
            app.step(1 / 30)
    assert scene.game.finished
    return scene


BEATS: dict[str, Callable[[Any], Any]] = {
    "first roll": _first_roll, "rolled": _rolled, "held dice": _held,
    "the computer's choice": _computers_choice, "Joker": _joker, "countdown": _countdown,
    "sacrifice": _sacrificing, "the last box": _last_box}


def _pill(app: Any, scene: Any) -> tuple[Any, list[Any]]:
    """The prompt's pill drawn now (its panel) and its words."""
    frame = screen_frame(app)
    panels = [p for p in frame.panels if p.role in ROLES and not p.dimmed]
    assert len(panels) == 1, [(p.role, p.rect) for p in frame.panels]
    words = [t for t in frame.texts if t.role in (*ROLES, TAG_ROLE)
             and panels[0].rect.contains(t.rect)]
    return panels[0], words


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_every_beat_says_its_prompt_in_one_pill_of_one_size_in_one_place(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        tops, heights, sizes = {}, {}, set()
        places: dict[tuple[int, int], set[tuple[int, int, int, int]]] = {}
        for beat, build in BEATS.items():
            while app.manager.top is not None:
                app.manager.pop(fade=False)
            scene = build(app)
            panel, words = _pill(app, scene)
            assert panel.rect == prompt_rect(scene), beat  # its one place for this table
            tops[beat], heights[beat] = panel.rect.top, panel.rect.h
            # one rectangle for tables of one layout (the left column's width follows the
            # sheet's columns), whatever the beat
            places.setdefault((scene.left.x, scene.left.w), set()).add(tuple(panel.rect))
            assert words, beat
            # at most a small tag inside it: the Joker's, in its words' line
            tags = [t.text for t in words if t.role == TAG_ROLE]
            assert tags == ([scene.tr("yams.tag.joker")] if beat == "Joker" else []), beat
            sizes |= {(t.size, beat) for t in words}
            assert panel.rect.h == pill_height(prompt_size(scene.scale), scene.scale), beat
        assert len(set(tops.values())) == 1, tops  # never higher or lower
        assert len(set(heights.values())) == 1, heights
        assert len({s for s, _ in sizes}) == 1, sorted(sizes)  # one type size, every beat
        assert all(len(rects) == 1 for rects in places.values()), places
        assert max(len(rects) for rects in places.values()) >= 1 and len(places) <= 3
    finally:
        app.close()


def test_the_pill_never_moves_through_a_persons_and_the_computers_turn(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.apply_settings(app.settings.with_changes(computer_speed="fast"))
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] * 4)
        place = prompt_rect(scene)
        seen: list[str] = []

        def check(frame: Any) -> None:
            panels = [p for p in frame.panels if p.role in ROLES and not p.dimmed]
            assert len(panels) <= 1, [(p.role, p.rect) for p in panels]
            for panel in panels:
                assert panel.rect == place, (panel.role, panel.rect, place)
                seen.append(panel.role)

        check(screen_frame(app))
        roll(app, scene)
        check(screen_frame(app))
        scene.toggle_hold(0)
        check(recorded_step(app, 1 / 30))
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        for frame in range(900):  # the turn passes, the computer plays and writes a box
            if scene.game.current == 0 and not scene.computer_turn and frame > 30:
                break
            if frame % 3 == 0:
                check(recorded_step(app, 1 / 30))
            else:
                with drawing_one_frame_in(app, 0):  # (a frame the test does not read)
                    app.step(1 / 30)
        for _ in range(120):  # back to Ana: the computer's choice said, in the same pill
            if "announcement" in seen:
                break
            check(recorded_step(app, 1 / 30))
        assert {"prompt", "announcement"} <= set(seen), set(seen)
        # (round 71: after the passing's band, no banner fading the pill in again: the
        # prompt says what the computer does, once)
        assert "banner" not in seen, set(seen)
    finally:
        app.close()
