"""While the sheet counts a scoring up (the upper bonus, a Joker's Bonus Penta), every frame's
figures agree: each sum row moves only from its old value to its new one, and TOTAL is never
ahead of its parts (Total sus + Bonus + Total jos + Bonus Penta as shown that frame)."""

from __future__ import annotations

import pytest

import game.widgets.scorecard as scorecard
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import make_app, recorded_step
from tools.screens_yams import UPPER_45
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = ("upper_total", "upper_bonus", "lower_total", "penta_bonus", "total")


def _recorded_step(scene, drawn) -> dict[str, int]:
    """Step the app one frame, recording what it draws (the sheet's own picture drawn again
    this frame), and return the last figure drawn in each of the computer's sum cells: the
    sheet's, then the counters' over them. The frame recorded is the one the app shows, not
    a second drawing of it."""
    drawn.clear()
    scene.sheet._cached_key = None
    frame = recorded_step(scene.app, 0.03)
    drawn += [(t.text, t.rect.center) for t in frame.texts if t.role == "celebration"]
    sheet = scene.sheet
    shown: dict[str, int] = {}
    for key in ROWS:
        cell = sheet.sum_cell_rect(1, key)
        local = cell.move(-sheet.rect.x, -sheet.rect.y)  # the sheet's picture is drawn apart
        for value, pos in drawn:
            if (cell.collidepoint(pos) or local.collidepoint(pos)) and value.isdigit():
                shown[key] = int(value)
    return shown


STEADY_FRAMES = 40
"""Frames (1.2 s) the final figures must stay put once reached before the check ends."""


def test_the_sums_agree_in_every_frame_of_a_joker_penta_reaching_the_upper_bonus(
        tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = scorecard.draw_text

    def text(surface, value, size, colour, pos, *args, **kwargs):
        drawn.append((value, pos))
        return real(surface, value, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(scorecard, "draw_text", text)
    try:
        app.apply_settings(app.settings.with_changes(computer_speed="fast"))
        app.rng = ScriptedDice((6,) * 5, seed=3)
        game = YamsGame([Player("Ana"), Player("IA", is_computer=True)],
                        [Scorecard(), Scorecard.from_points({**UPPER_45, Box.PENTA: 50})])
        game.current = 1
        scene = YamsTableScene(app, game)
        app.manager.push(scene)
        last: dict[str, int] = {}
        frames = steady = 0
        for _ in range(round(12 / 0.03)):
            shown = _recorded_step(scene, drawn)
            if "total" not in shown:
                continue
            frames += 1
            parts = sum(shown.get(key, 0) for key in ROWS[:-1])
            assert shown["total"] <= parts, shown  # never ahead of its parts
            for key, value in shown.items():
                assert value >= last.get(key, 0), (key, value, last)  # only onwards
            final = shown["total"] == game.cards[1].total and game.current == 0
            steady = steady + 1 if final and shown == last else 0
            last = shown
            if steady >= STEADY_FRAMES:  # all counted and at rest: nothing more can move
                break
        assert frames and last["total"] == game.cards[1].total
        assert last["penta_bonus"] == 100 and last["upper_bonus"] == 35
    finally:
        app.close()
