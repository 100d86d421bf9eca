"""A bank's numbers on the 10 000 table, frame by frame (critic round 31, "Staged moments"
§1: the table came back from "Obiectiv atins!" reading "Ana 9 400" beside the "obiectiv
atins" pill, "Lider Ion +300", then counted up to 10 450).

- A bank with its own stage (the headline tier: the goal, a big bank): the stage IS the
  count. When it hands the table back, every number of the table (the banker's row, the
  pill, "Lider", the Tura panel's notes) already says the new state, all in the same frame,
  and nothing counts after it.
- A banner-tier bank (no stage of its own) keeps its count-up in the row; the words that
  read the totals (the pill, "Lider", the Tura panel's notes) change as the row's count
  ends, never before it.
"""

from __future__ import annotations

import pytest

from game import theme_stage
from game.views.farkle_views import player_lines, turn_panel
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _row(flow, tr, player: int) -> tuple[int, str]:
    line = player_lines(flow, tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", "")), line.reached_tag


def _words(flow, tr) -> tuple[str, tuple[str, ...]]:
    """What the table says of the totals besides the row: "Lider" and the Tura notes."""
    _lines, notes, _badge = turn_panel(flow, tr, True)
    return flow.leader_line(), tuple(text for text, _colour in notes)


def test_a_banners_bank_counts_in_its_row_and_the_words_follow_its_count():
    # round 70 (hF74, critic B70: "on a small bank the score already reads 1 050 when the
    # coins arrive") reverses round 41's "every number reads the banked state from its first
    # frame" for a banner's bank: its chips fly from the ledger into the banker's row, which
    # counts up as they land; the words that read the totals (the lead, the settled totals)
    # keep the old state until the row's count ends, then say the new one with it: never a
    # row and a lead apart, never the banner's "+1 050" in the lead (hB40's reason)
    table = Table((1, 1, 1, 5, 2, 3), totals=(500, 1_000))
    flow = table.flow
    table.throw_and_keep(*range(4))  # 1 050: a banner's bank
    before = [500, 1_000]
    flow.press_bank()
    final = table.game.totals[0]
    after = list(table.game.totals)
    assert flow.flight is not None and flow.flight.staged
    seen, last, counted = 0, before[0], False
    for _ in range(round(4 / DT)):
        total, _tag = _row(flow, table.app.tr, 0)
        assert before[0] <= last <= total <= final, (last, total)  # it counts up, once
        last = total
        settled = flow.settled_totals()
        assert settled in (before, after), settled
        lead = flow.leader_line().replace("\u00a0", " ")
        assert "+1 050" not in lead, lead
        if settled == after:  # the words say the new state only with the row's count ended
            assert total == final, (total, settled)
            assert lead == "Ana · 1 550", lead
            counted = True
        seen += flow.flight is not None
        table.run(DT)
    assert seen and flow.flight is None and counted
    assert _row(flow, table.app.tr, 0)[0] == final and flow.settled_totals() == after


def test_under_the_goals_banner_the_score_to_beat_is_the_new_total_as_its_count_lands():
    # critic B40: "De depășit: 9 400" and "Lider Jucătorul 1 +700" beside the row at
    # 10 450 under "Obiectiv atins!" until 92 % of the banner
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 9_700))
    flow, tr = table.flow, table.app.tr
    table.throw_and_keep(*range(4))  # 1 050: Ana reaches 10 450
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged  # the banner up, not landed
    # (round 66, critic B65: the row and the words keep the old state while the goal's crest
    # counts up, one number at a time, then all say the new one together as its count
    # lands, long before 92 % of the banner: never a row and a note apart, as B40 saw)
    _lead, notes = _words(flow, tr)
    # (round 76, hL76, critics cF75b and cZ75, ruling S14 amended: the banker's note keeps
    # the label her turn had, one per phase, its figure with the row: "Până la obiectiv: 600"
    # beside 9 400, where round 66 said "De depășit: 9 700", then "În frunte" a beat later)
    assert "Până la obiectiv: 600" in [n.replace("\u00a0", " ") for n in notes], notes
    assert _row(flow, tr, 0)[0] == 9_400
    flow.stage_aged("goal", theme_stage.FARKLE_GOAL_COUNT[1])  # the crest's count lands
    _lead, notes = _words(flow, tr)
    # (round 72, critics E71 and G71: "De depășit: 10 450" was her own total, said to the
    # leader herself; since round 76 her turn's label with the row's figure: the goal's 0)
    assert "Până la obiectiv: 0" in [n.replace("\u00a0", " ") for n in notes], notes
    assert not any(n.startswith(tr("farkle.band.beat")) for n in notes), notes
    assert flow.leader_line().replace("\u00a0", " ") == "Ana · 10 450"
    assert _row(flow, tr, 0)[0] == 10_450


def test_a_goal_banks_row_shows_the_new_total_at_once_as_its_points_land():
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 9_700))
    flow, tr = table.flow, table.app.tr
    table.throw_and_keep(*range(4))  # 1 050: Ana reaches 10 450, the goal's headline
    flow.press_bank()
    assert flow.flight is not None and flow.flight.staged
    flow.land_flight()  # the stage's number lands (stage_pictures.landed)
    for _ in range(round(2 / DT)):  # from then on: the new state, never a running figure
        total, tag = _row(flow, tr, 0)
        # (hL60, round 60's brief: the goal said once: the row's "obiectiv atins" tag waits
        # until the goal's banner, which says it, has gone; the total is new at once)
        assert total == 10_450 and bool(tag) is not flow.last_round_due, (total, tag)
        assert flow.settled_totals() == list(table.game.totals)
        assert flow.leader_line().replace("\u00a0", " ") == "Ana · 10 450"
        table.run(DT)
    assert _row(flow, tr, 0)[1]  # the banner gone, the tag stays


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_goals_stage_hands_back_a_table_that_says_the_new_state(tmp_path, size):
    from game.scenes.stage import StageOverlay

    app = make_app(tmp_path, size=size)
    try:
        farkle = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        farkle.game.totals[:] = [9_400, 9_700, 0]  # (and the computer)
        farkle.press_roll()
        play(app)
        for i in range(4):
            farkle.press_die(i)
        farkle.press_bank()  # 10 450: "Obiectiv atins!"
        flow, tr = farkle.flow, app.tr
        staged = handed_back = False
        for _ in range(300):
            with unseen_frames(app, last_drawn=False):  # the flow's state read, no picture
                app.step(1 / 30)
            on_stage = isinstance(app.manager.top, StageOverlay)
            staged = staged or on_stage
            if staged and not on_stage:
                handed_back = True
            if not handed_back:
                continue
            total, tag = _row(flow, tr, 0)
            # the first frame after the hand-back and every one after: the new state
            assert total == 10_450 and tag, (total, tag)
            assert flow.leader_line().replace("\u00a0", " ").endswith(" · 10 450")
            assert flow.settled_totals() == [10_450, 9_700, 0]
            if flow.shown_player == 1:
                break
        assert handed_back and flow.shown_player == 1
        assert "Necesar în tură: 800" in _words(flow, tr)[1]
    finally:
        app.close()
