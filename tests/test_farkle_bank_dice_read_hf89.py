"""A bank's dice read right through the bank (round 76, hF89, critics cF75b and cZ75: under a
big bank's plate the kept dice lay lit on the mat under "Selecție: —", the row saying none
while dice showed chosen, and the dice left in the row vanished the frame "Încasează" was
pressed): the dice a bank leaves in the row fade out (never gone in one frame), the kept
dice go with the bank's figure, and while they lie on the mat the line over it says what
they are, "Zaruri încasate", never "Selecție: —"."""

from __future__ import annotations

import pytest

from game.flow.stage import StageClock
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.screens_stage import past_stage
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_small_banks_row_dice_fade_and_its_kept_dice_go_with_its_figure():
    table = Table((1, 2, 3, 4, 6, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    left, kept = [flow.left_dice_shown()], [flow.kept_dice_shown()]
    assert left[0] == 1.0 and kept[0] == 1.0  # in the press's frame: all still there
    for _ in range(60):
        table.run(DT)
        left.append(flow.left_dice_shown())
        kept.append(flow.kept_dice_shown())
    assert left == sorted(left, reverse=True) and left[-1] == 0.0, left  # a fade,
    assert len({round(v, 3) for v in left if 0 < v < 1}) >= 8, left  # over several frames
    assert kept == sorted(kept, reverse=True) and kept[-1] == 0.0, kept
    assert 0 < kept[3] < 1, kept  # fading as the figure stands on the mat, then gone


def _roles(frame, role: str) -> list:
    return [p.rect for p in frame.panels if p.role == role]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_big_banks_dice_read_right_through_its_plate(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 1, 1, 1, 2)  # five 1s and a 2: a 2 000 bank
        table.press_roll()
        play(app)
        past_stage(app)  # "Cinci de 1!" was the throw's headline; its five 1s come chosen
        app.step(DT)
        frame = recorded_frame(table, size)
        row = [t for t in frame.texts if t.role == "selection"]
        assert row and row[0].text != app.tr("farkle.selection_points", points="—")
        table.press_bank()
        frame = recorded_frame(table, size)
        left = _roles(frame, "bank_left_die")
        assert len(left) == 1, left  # the 2 left in the row: still there, fading
        label = [t.text for t in frame.texts if t.role == "selection"]
        assert label == [app.tr("farkle.selection_banked")], label  # never "Selecție: —"
        shown = [table.flow.left_dice_shown()]
        named = 0
        for _ in range(240):
            with unseen_frames(app, last_drawn=False):  # the app's picture: not read
                app.step(DT)
            top = app.manager.top
            clock = getattr(top, "clock", None)
            if top is table:
                break
            shown.append(table.flow.left_dice_shown())
            frame = recorded_frame(table, size)
            label = [t.text for t in frame.texts if t.role == "selection"]
            if isinstance(clock, StageClock) and clock.progress < 0.7:  # its dice on the mat
                assert label == [app.tr("farkle.selection_banked")], (clock.progress, label)
                named += 1
        assert named > 10
        assert shown == sorted(shown, reverse=True) and shown[-1] == 0.0, shown
        assert len({round(v, 3) for v in shown if 0 < v < 1}) >= 5, shown  # a fade
        frame = recorded_frame(table, size)  # the turn passed: nothing of the bank left
        assert not _roles(frame, "bank_left_die") and not _roles(frame, "bank_kept_die")
    finally:
        app.close()


def test_a_small_banks_dice_are_drawn_fading_then_gone(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        app.step(DT)
        table.press_bank()
        frame = recorded_frame(table, size)
        assert len(_roles(frame, "bank_left_die")) == 5  # the five left in the row
        assert len(_roles(frame, "bank_kept_die")) == 1  # the 1 on the mat, with its "+100"
        label = [t.text for t in frame.texts if t.role == "selection"]
        assert label == [app.tr("farkle.selection_banked")], label
        with unseen_frames(app, last_drawn=False):  # the fade's pictures: not read
            for _ in range(90):
                app.step(DT)
        frame = recorded_frame(table, size)
        assert not _roles(frame, "bank_left_die") and not _roles(frame, "bank_kept_die")
        label = [t.text for t in frame.texts if t.role == "selection"]
        # (S64 1., round 79, reverses "Selecție: —" here: the mat folded with its dice gone,
        # its line with it: nothing chosen says nothing; no mat drawn)
        assert label == [], label
        # (S95 1., round 81, hF106, amends S64 1. here: the tray stays, not folded; S107 2.,
        # amended round 82, hF110: unnamed, the turn passing is nobody's selection beat)
        assert _roles(frame, "mat") and app.tr("farkle.mat_empty") not in [t.text for t in
                                                                          frame.texts]
    finally:
        app.close()


def test_the_goals_kept_dice_go_as_its_plate_comes_down_never_as_it_ends():
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 6_000))
    flow = table.flow
    table.throw_and_keep(0, 1, 2, 3)
    flow.press_bank()  # 10 450: the goal's stage (its plate hushes the table; no chips)
    assert flow.flight is not None and flow.flight.goal and flow.kept_dice_shown() == 1.0
    kept = []
    for k in range(21):
        flow.stage_aged("goal", k / 20)
        kept.append(flow.kept_dice_shown())
    assert kept == sorted(kept, reverse=True), kept
    assert kept[6] == 0.0 and 0 < kept[2] < 1, kept  # gone under the plate, a fade
