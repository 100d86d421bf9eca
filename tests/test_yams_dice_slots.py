"""Before a turn's first throw the dice row is not a dead band: five faint slots show where
the dice will land (where no cup stands there: tests/test_yams_dice_cup.py); they go
once the dice are thrown, and never lie under a message."""

from __future__ import annotations

import pytest

from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_dice_row_shows_its_slots_until_the_first_throw(tmp_path, monkeypatch):
    drawn: list[int] = []
    real = yams_views.draw_dice_slots

    def record(surface, centres, side, scale):
        drawn.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        app.step(1 / 60)
        assert scene.cup_rect() is not None and not drawn  # the cup holds it, no slot
        slots = scene.dice_slots()
        assert len(slots) == 5
        assert all(scene.held_band.bottom < y < scene.roll_button.rect.top for _, y in slots)
        roll(app, scene)
        drawn.clear()
        app.step(1 / 60)
        assert drawn == [] and scene.dice_slots() == []
    finally:
        app.close()


def test_an_auto_score_is_said_in_the_message_lane_as_a_plain_fact(tmp_path):
    from game.flow.messages import Tone

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 2, 4, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        for _ in range(200):  # the 3 s countdown runs out: written for Ana
            if scene.game.current == 1:
                break
            app.step(1 / 30)
        for _ in range(60):  # the dice glide back to their slots first
            if scene.shown_announcement() is not None:
                break
            app.step(1 / 30)
        said = scene.shown_announcement()
        assert said is not None and said.key == "yams.auto_scored"
        assert said.tone is Tone.INFO  # a neutral fact, not a warning
        rects = scene.message_rects()
        assert rects and all(scene.message_lane().contains(r) for r in rects)
        assert all(not r.colliderect(scene.held_band) for r in rects)
        assert len(scene.kept_row_slots()) == 5  # the kept row's slots too
        assert len(scene.dice_slots()) == 5  # every slot outline shows: nothing covers them
    finally:
        app.close()
