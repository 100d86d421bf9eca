"""The Yams caption line is never blank while the game runs (critic C61): between a throw
landing and the next instruction it says the dice have stopped (nothing of them), while a
scored turn passes (its dice leaving, the "La rând" band) it says what was written, during
the computer's turn what it does. The flow decides the words (fake clock); the table draws
them in its message lane at every frame of a person's turn and a computer's turn, but while
the passing's band says the turn change alone (ruling S7, critic C70)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.widgets import layout_record
from tests.test_yams_flow import DT, run, seat, until_person
from tests.uihelpers import make_app
from tools.screens_yams import click_at, pick, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_every_frame_of_a_person_and_a_computer_turn_has_words():
    flow, port = seat((2, 2, 2, 5, 6) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
    said: list[str] = []

    def words() -> None:
        prompt = flow.prompt()
        assert prompt is not None and prompt.text, said[-3:]
        if not said or said[-1] != prompt.key:
            said.append(prompt.key)

    words()
    flow.roll()
    for _ in range(round(3 / DT)):  # the throw, its landing, the unseen beat, the reveal
        port.tick(DT)
        flow.update(DT)
        words()
    assert said[:4] == ["yams.prompt_roll", "yams.prompt_rolling", "yams.prompt_rested",
                        "yams.prompt_hold"], said
    flow.pick(0, 1 + Box.TWOS.value, Box.TWOS)
    words()
    flow.validate()
    words()  # the box chosen: what was written, while the dice leave and the turn passes
    assert said[-1] == "yams.turn_scored" and flow.prompt().text == "Ana a ales Doi: 6"
    until_person(flow, port, words)  # the computer's whole turn and its passing back
    run(flow, port, 3.0, words)
    assert "yams.computer_playing" in said and said[-1] == "yams.prompt_roll", said


def test_the_table_draws_words_in_its_lane_at_every_frame_at_1366(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
    blank: list[tuple[int, str]] = []
    frames = [0]

    def frame(beat: str) -> None:
        layout_record.begin(app.screen.get_size())
        app.step(1 / 60)
        lane = scene.message_lane()
        texts = layout_record.frame().texts
        # (while the passing's band says the turn change, it speaks alone: the prompt's pill
        # waits for it, ruling S7, critic C70)
        band = scene.flow.prompt_waits and any(t.role == "handoff" for t in texts)
        if not band and not any(t.rect.colliderect(lane) and not t.dimmed for t in texts):
            blank.append((frames[0], beat))
        frames[0] += 1

    layout_record.start(app.screen.get_size())
    try:
        for _ in range(10):
            frame("before")
        click_at(app, scene.roll_button.rect.center)
        for _ in range(150):  # the throw, the landing, the unseen beat, the reveal
            frame("throw")
        pick(app, scene, Box.TWOS)
        frame("picked")
        validate(app, scene)
        for _ in range(3000):  # the passing, the computer's whole turn, the passing back
            frame("after")
            if (scene.game.current == 0 and scene.game.dice is None
                    and not scene.flow.handoff.holds and not scene.flow.busy):
                break
        for _ in range(10):
            frame("back")
    finally:
        layout_record.stop()
        app.close()
    assert scene.game.current == 0 and scene.game.round == 2
    assert blank == [], blank[:3] + blank[-3:]
