"""The end of a Yams game is one unbroken sequence: the last box written, then the stage
(the TOTAL's count where it plays, the win), then the results panel; no end action is live
on the table before the panel (its buttons come with it), and a quick click after the last
entry never skips the celebration. The same order alone and with people."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultsOverlay
from game.widgets.dice_render import Look
from tests.uihelpers import make_app
from tools.screens_yams import UPPER_45, click_at, pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

_FULL = {**UPPER_45, Box.SIXES: 18, Box.THREE_OF_A_KIND: 20, Box.FOUR_OF_A_KIND: 0,
         Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 0, Box.PENTA: 50}


def _end_seen(tmp_path, names: list[str]) -> tuple[list[str], list[str]]:
    """Play the last box, click at once where the turn's buttons stood, then step to the
    results: the stages seen in order, and the end actions live on the table before."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        cards = [Scorecard.from_points(_FULL)]
        if len(names) > 1:
            cards.append(Scorecard.from_points({**_FULL, Box.CHANCE: 18}))
        scene = table(app, names, [5, 5, 6, 6, 4], computer=False, cards=cards)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        spot = scene.validate_button.rect.center
        validate(app, scene)
        assert scene.game.finished
        live: list[str] = []
        stages: list[str] = []

        def look() -> None:
            for widget in scene.focus.widgets:
                name = getattr(widget, "name", "")
                # (hY60, critic C51: the turn's buttons now keep their places, greyed, until
                # the results; what must not be there is a LIVE one: visible and enabled)
                lit = getattr(widget, "visible", False) and getattr(widget, "enabled", True)
                if lit and (name.startswith("results.") or name in (
                        "yams.roll", "yams.validate", "yams.hint", "undo.button")):
                    live.append(widget.text)
            if scene.on_stage is not None and scene.on_stage not in stages:
                stages.append(scene.on_stage)
            moment = scene.flow.moment  # (the TOTAL counted in its row: no stage)
            if moment.active and moment.kind == "card_total_row" and moment.kind not in stages:
                stages.append(moment.kind)

        look()
        click_at(app, spot)  # a quick click on the finished table: no skip, no end action
        # (the frames unseen: what is read is the widgets' state, set by the table's update,
        # and the moments; the same, frame for frame, drawn or not: round 78, hT1)
        with unseen_frames(app, last_drawn=False):
            for _ in range(600):
                if isinstance(app.manager.top, ResultsOverlay):
                    break
                look()
                app.step(1 / 30)
        assert isinstance(app.manager.top, ResultsOverlay)
        return stages, live
    finally:
        app.close()


@pytest.mark.parametrize("names", [["Ana"], ["Ana", "Dan"]], ids=["alone", "two"])
def test_the_end_plays_whole_with_no_end_action_before_the_results(tmp_path, names):
    stages, live = _end_seen(tmp_path, names)
    # no turn's action on the finished table; "Partidă nouă" / "Meniu" come with the
    # results, never before
    assert live == []
    # the celebration played (alone: the TOTAL's count in its row, no "TOTAL" headline
    # since critic Y30 §6; or the win of a new best), not skipped by the quick click
    assert stages and set(stages) <= {"card_total_row", "win"}


def test_the_last_throw_stays_seen_until_the_stage_takes_it(tmp_path):
    """The last box's dice do not leave nor fade to a ghost: the end's stage comes over
    them, seen (no flat beat of an empty, faded table)."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        cards = [Scorecard.from_points(_FULL), Scorecard.from_points({**_FULL, Box.CHANCE: 18})]
        scene = table(app, ["Ana", "Dan"], [5, 5, 6, 6, 4], computer=False, cards=cards)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        assert scene.game.finished
        with unseen_frames(app, last_drawn=False):  # (the tray's state read, not drawn)
            for _ in range(60):  # (S43, round 78: the last count takes it, no win's stage)
                if scene.flow.moment.playing("card_total_row"):
                    break
                assert not scene.flow.leaving.active
                assert Look.DIMMED not in {scene.tray.state(i) for i in range(5)}
                app.step(1 / 30)
        assert scene.flow.moment.playing("card_total_row")
    finally:
        app.close()
