"""The bust's stamp says why (critic B32: "the bust gives no reason"): under "Tură
pierdută!" one line, "Niciun zar nu punctează" (the points lost are the ledger's
struck-out total beside it: said once), the thrown dice in their row under the stamp, never
covered by it, so the reason can be checked on them (ruling S87 2., round 80, hF104: the
stamp stands under them in the middle felt; S27, round 77, had it over them, off the tray)."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_first_throws_bust_says_no_die_scores():
    table = Table((2, 3, 4, 6, 2, 3))
    table.flow.press_roll()
    table.run(LAND + 0.2)
    said = table.flow.big_announcement()
    assert said is not None and said.key == "farkle.bust"
    assert said.detail == ("Niciun zar nu punctează",)


def test_a_bust_after_kept_points_says_why_and_leaves_the_figure_to_the_ledger():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    table.throw_and_keep(0)  # 100 kept
    table.flow.press_roll()  # five dice, none scoring: the turn is lost
    table.run(LAND + 0.2)
    said = table.flow.big_announcement()
    assert said is not None and said.detail == ("Niciun zar nu punctează",)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_reason_is_drawn_under_the_stamp_and_the_dice_above_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_roll()
        play(app, 7)
        for _ in range(40):
            if table.flow.big_announcement() is not None:
                break
            app.step(0.05)
        assert table.flow.big_announcement() is not None
        app.step(0.5)  # the stamp down, standing
        layout_record.start(app.screen.get_size())
        try:
            app.step(1 / 30)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        stamps = [p.rect for p in frame.panels if p.role == "announcement"]
        assert stamps
        words = [t for t in frame.texts if "Niciun zar" in t.text]
        assert words, [t.text for t in frame.texts]
        dice = table.dice_in_play_rects()
        # (round 63: the stamp lies across the dice' lower rims, critic B61; their pips
        # all seen above it, a pip reaching 0.3 of a die from its middle. Rewritten in round
        # 67 to ruling S2: it lies over their lower third, the top half of every face seen;
        # round 77, hF91, ruling S27: over them, off the tray, every face seen under it;
        # round 80, hF104, ruling S87 2.: under them, in the middle felt, every face whole)
        assert dice and all(d.bottom <= stamps[0].top for d in dice)
    finally:
        app.close()
