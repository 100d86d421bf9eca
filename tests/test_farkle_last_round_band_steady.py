"""The last round's band stays in one place through every beat of the last round until the
game's end is said (round 75, hL75, critic row "10 000 banners"): a whole last round of three
played frame by frame on a headless table (the goal's bank, a throw, a set-aside, a bank and
its rising points, the turn passing with its sweep, a last throw that busts, its stamp held),
the band's ribbon recorded at the same rect in every frame the table is drawn, never gone
and back; it leaves once, as the end is said.

(round 79, hF98, ruling S65, critic cB78 #4, made a bust's plate the one exception, the band
rolled up behind it; round 80, hF101, ruling S80 (amending S65 1.), critic cB79 #1: the band
stays whole through the bust too, the plate under the dice: no exception.)"""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.scenes.stage import StageOverlay
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 30


def _step_recorded_if_table(app, table_class) -> layout_record.Frame | None:
    """Step ``app`` one frame; return what it drew, recorded, when the table is on top (None
    under a stage: its frame is the stage's picture, not read, so not drawn). The frame is
    the one the step would have drawn, drawn as the app draws it (round 78, hT2: the same
    records, frame for frame, as a recorded step of every frame)."""
    with unseen_frames(app, last_drawn=False):
        app.step(STEP)
    if not isinstance(app.manager.top, table_class):
        return None
    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        draw_shown_frame(app)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_band_keeps_one_place_through_the_whole_last_round(tmp_path, size):
    from game.scenes.farkle_table import FarkleTableScene
    from game.views.farkle_last_round import band_rect

    app = make_app(tmp_path, size=size)
    try:
        # Ana reaches the goal (three 1s and a 5); Ion throws, keeps a 1, throws again,
        # keeps a 5 and banks 150; Dan's last throw busts (2 3 4 6 6 2): the game ends
        app.rng = ScriptedDice((1, 1, 1, 5, 2, 3) + (1, 2, 3, 3, 4, 6) + (5, 2, 2, 3, 4)
                               + (2, 3, 4, 6, 6, 2), seed=5)
        game = FarkleGame.new([Player("Ana"), Player("Ion"), Player("Dan")])
        game.totals[:] = [9_400, 7_350, 6_000]
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        flow = table.flow
        frames: list[tuple[str, list, bool]] = []  # (beat, the band's rects, the end said)

        def step(beat: str, until=None, limit: int = 400) -> None:
            for k in range(limit):
                if until is not None and k > 0 and until():  # (a frame first: the buttons
                    return  # say the press once the table has taken it)
                frame = _step_recorded_if_table(app, FarkleTableScene)
                drawn = frame is not None and any(t.text == "Jucători" for t in frame.texts)
                if drawn:  # (under a stage the table is its picture: not drawn again)
                    bands = [p.rect for p in frame.panels if p.role == "last_round"]
                    frames.append((beat, bands, flow.shown_finished))
                if until is None:
                    return
            raise AssertionError(f"{beat}: never came")

        def act(press, *args) -> None:
            press(*args)

        def ready() -> bool:  # the person on turn may throw (no stage, nothing in the air)
            return (table.roll_button.enabled and not isinstance(app.manager.top, StageOverlay)
                    and not flow.handoff.active)

        step("start", lambda: table.roll_button.enabled)
        act(table.press_roll)
        step("ana throws", lambda: table.outcome_visible() and not table.tray.is_moving)
        for i in (0, 1, 2, 3):
            act(table.press_die, i)
        act(table.press_bank)  # the goal: its plate, then the band
        step("the goal", lambda: game.current == 1 and ready(), 600)
        for _ in range(20):
            step("ion's turn")
        act(table.press_roll)
        step("ion throws", lambda: table.outcome_visible() and not table.tray.is_moving)
        act(table.press_die, 0)
        for _ in range(10):
            step("ion keeps")
        act(table.press_roll)
        step("ion throws again", lambda: table.outcome_visible() and not table.tray.is_moving)
        act(table.press_die, 0)
        for _ in range(10):
            step("ion keeps again")
        act(table.press_bank)  # his points rise, the turn passes to Dan with its sweep
        step("ion banks", lambda: game.current == 2 and ready(), 600)
        for _ in range(10):
            step("dan's turn")
        act(table.press_roll)  # Dan's last throw busts: the game is over
        step("dan busts", lambda: flow.shown_finished, 600)
        for _ in range(15):
            step("the end")
        assert game.finished
        shown_end = flow.shown_finished
        rest = band_rect(table)
    finally:
        app.close()
    banded = [k for k, (_, bands, _) in enumerate(frames) if bands]
    assert banded, "the band never showed"
    beats = {beat for beat, _, _ in frames[banded[0]:]}
    assert {"ion's turn", "ion throws", "ion banks", "dan busts"} <= beats, beats
    for beat, bands, ended in frames[banded[0]:]:
        if ended:  # the end is said: the band has gone, for good
            assert not bands, beat
            continue
        assert len(bands) == 1, (beat, bands)  # never gone between beats
        assert bands[0] == rest, (beat, bands[0], rest)  # and in its one place
    assert shown_end  # (the end then takes the screen: the win's stage, the results)
