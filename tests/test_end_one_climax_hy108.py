"""A Yams end is one climax (ruling S43, round 78, hY108; critics cA77, cF77: "the end reads
as four moments", two sunbursts, two headlines, two bursts of confetti, the buttons ~5.7 s
after the last box; a last box's "18" beside Total sus still at 45).

Stepped frame by frame (60 a second) from the last box's click to the results at rest, at
1920x1080 and 1024x600, over the end cases of ``tools.end_frames``: the beats' count and
order (the last box seen written, the bonus if any, the count, the results: no crowning nor
win's stage between), one confetti burst, the buttons usable ~2 s after the last box, one
headline in one place from the count to the results, the computer's quiet card, the sheet
adding up in every frame (its boxes, its sums and the standings).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import stage_hold
from game.widgets import layout_record
from tests.test_yams_sums_agree import ROWS, _sums
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _beat(app: Any, table: Any) -> str:
    """What the window plays now: "results", "crowning", "stage:<kind>", "count", "band",
    "written" (the last box seen written, before its moments)."""
    from game.scenes.champion import ChampionOverlay
    from game.scenes.results import ResultsOverlay

    top = app.manager.top
    if isinstance(top, ResultsOverlay):
        return "results"
    if isinstance(top, ChampionOverlay):
        return "crowning"
    if top is not table:
        return f"stage:{table.on_stage}"
    moment = table.flow.moment
    if moment.active and moment.kind == "card_total_row":
        return "count" if table.flow.count_crowns else "band"
    return "written"


def _usable(top: Any) -> bool:
    """True when the results' buttons act on a click (nothing of the entrance left)."""
    return not (top.counting() or top.entering() or top.moment_running()
                or top.buttons_light() < 1)


def _play_end(tmp_path: Any, case: str, size: tuple[int, int]) -> dict[str, Any]:
    """Step ``case``'s end at ``size`` to the results at rest; what was seen (read from the
    layers' state: the frames unseen, round 78, hT2; the same, run for run, as with every
    frame drawn)."""
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    seen: dict[str, Any] = {"beats": [], "usable": None, "bursts": None}
    try:
        with unseen_frames(app, last_drawn=False):
            table = play_last_move(app, case)
            start = None
            for k in range(900):
                if start is None and table.game.finished:
                    start = k
                app.step(FRAME)
                beat = _beat(app, table)
                if start is not None and (not seen["beats"] or seen["beats"][-1] != beat):
                    seen["beats"].append(beat)
                top = app.manager.top
                if isinstance(top, ResultsOverlay) and _usable(top):
                    seen["usable"] = (k + 1 - (start or 0)) * FRAME
                    seen["bursts"] = top.confetti_bursts
                    seen["crowned"] = top.crowned
                    break
    finally:
        app.close()
    return seen


@pytest.fixture(scope="module")
def ends(tmp_path_factory, pictures_drawn_once_no_fsync):
    """Each (case, size)'s end played once for the module (three tests read each)."""
    played: dict[tuple[str, tuple[int, int]], dict[str, Any]] = {}

    def end(case: str, size: tuple[int, int]) -> dict[str, Any]:
        if (case, size) not in played:
            played[case, size] = _play_end(tmp_path_factory.mktemp(case), case, size)
        return played[case, size]

    return end


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("case", "beats"), [
    ("yams_person", ["count", "results"]),
    ("yams_people", ["count", "results"]),
    ("yams_bonus", ["stage:upper_bonus", "count", "results"]),
    ("yams_computer", ["count", "results"]),
    ("yams_bonus_lost", ["stage:upper_bonus", "count", "results"]),
])
def test_the_end_plays_its_beats_once_in_order(ends, case, beats, size):
    """S43: the last box seen written, the last count, then the results at once: no
    crowning, no win's stage between (each said once). S60 (amended round 79, hY113): the
    last box's bonus is a line of the count, no stage ("stage:upper_bonus" no more), and a
    last card that did not win has no band ("band" no more): the count is the winner's.
    Amended round 80 (fixF, S78 2. amended, cA80 #2): a last box's bonus takes its band
    ("stage:upper_bonus") before the count, at every seat count."""
    seen = ends(case, size)
    shown = [beat for beat in seen["beats"] if beat != "written" or beats[0] == "written"]
    assert shown == beats, seen["beats"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("case", "most"), [("yams_person", 2.3), ("yams_computer", 2.3),
                                            ("yams_bonus", 4.0), ("yams_bonus_lost", 4.0)])
def test_the_results_buttons_act_about_two_seconds_after_the_last_box(ends, case, most, size):
    """S43: the results' buttons act ~2 s after the last box is written; they came ~5.7 s
    after it (critic cF77). S60 (amended round 79): after a bonus too (its beat, ~1 s, is
    a line of the count now), and after a last card that did not win. Amended round 80
    (fixF, S78 2. amended): after a last box's bonus, its band's 1.6 s more (~3.9 s)."""
    seen = ends(case, size)
    assert seen["usable"] is not None and seen["usable"] <= most, seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("case", "bursts"), [("yams_person", 0), ("yams_bonus", 0),
                                              ("yams_computer", 0), ("yams_bonus_lost", 0)])
def test_one_burst_of_confetti_for_a_persons_win_none_for_the_computers(ends, case, bursts,
                                                                         size):
    """S43: a person's win throws its confetti once; the computer's win none. Amended round
    81 (hY123, S94 2.): the crowned count throws the person's burst (its own confetti:
    ``tests/test_yams_win_louder_hy123.py``), so the results throw none, their rain
    continuing it from above."""
    seen = ends(case, size)
    assert seen["bursts"] == bursts, seen


def _step_unread(app: Any) -> None:
    """One frame stepped, the app's own picture of it not drawn: the test draws what it
    reads itself (round 78, hT2: each frame was drawn twice, once unread; the same reads,
    frame for frame)."""
    with unseen_frames(app, last_drawn=False):
        app.step(FRAME)


def _headlines(tmp_path: Any, case: str, size: tuple[int, int]) -> list[tuple[str, Any]]:
    """Each frame's drawn headline (the count's, then the results'): (beat, letters' rect)
    from the layout record, until the results stand."""
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    found = []
    try:
        with unseen_frames(app, last_drawn=False):  # (unread; round 81, hT5)
            table = play_last_move(app, case)
        for _ in range(600):
            _step_unread(app)
            layout_record.start(size)
            try:
                layout_record.begin(size)
                app.manager.draw(app.screen)
                frame = layout_record.frame()
            finally:
                layout_record.stop()
            words = table.results_overlay(said="", handed=False).headline()
            beat = _beat(app, table)
            rects = [mark.rect for mark in frame.texts if mark.text == words
                     and not mark.dimmed]
            if beat in ("count", "results"):
                found.append((beat, rects))
            top = app.manager.top
            if isinstance(top, ResultsOverlay) and _usable(top):
                break
    finally:
        app.close()
    return found


@pytest.mark.parametrize("size", SIZES)
def test_the_headline_is_said_once_in_one_place_from_the_count_to_the_results(tmp_path,
                                                                               size):
    """S43: the results' headline stands from the count on, in the very place the results
    keep it (after its slam): never a second headline, never moved."""
    found = _headlines(tmp_path, "yams_person", size)
    assert [beat for beat, _ in found][0] == "count" and found[-1][0] == "results"
    assert all(len(rects) == 1 for _, rects in found), found[:3]
    final = found[-1][1][0]
    settled = found[len(found) // 3:]  # (past the count's brief slam)
    assert all(rects[0] == final for _, rects in settled), (settled[0], final)


@pytest.mark.parametrize("size", SIZES)
def test_the_computers_win_is_a_quiet_card_with_the_persons_score_beside(tmp_path, size):
    """S43: the computer's win over a person: no confetti, its headline plain, the
    person's name and score beside its figure. S60 (amended round 79, hY113; cF78 #2: a
    win and a loss on different backdrops): its count has the same rays as a person's
    (``test_end_builds_to_winner_hy113.py::test_every_end_counts_on_the_same_rays_...``).
    Only what a player sees on top is read (round 82, hT6): the sheet under the count says
    "Ana" and "20" too, so a count without the person's score beside would pass."""
    app = make_app(tmp_path, size=size)
    try:  # (the frames stepped unread: the count's drawn once, recorded; round 81, hT5)
        with unseen_frames(app, last_drawn=False):
            table = play_last_move(app, "yams_computer")
        said = None
        for _ in range(600):
            _step_unread(app)
            if _beat(app, table) == "count":
                layout_record.start(size)
                try:
                    layout_record.begin(size)
                    app.manager.draw(app.screen)
                    said = {mark.text for mark in layout_record.frame().shown_texts()}
                finally:
                    layout_record.stop()
            if _beat(app, table) == "results":
                break
        assert said is not None and {"Ana", "20"} <= said, said
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", ["yams_person", "yams_bonus", "yams_bonus_lost",
                                  "yams_computer"])
def test_the_sheets_boxes_and_sums_add_up_in_every_frame(tmp_path, case, size):
    """S43 (amends S41 and S8 round 77, 2.): from the last box's click to the results, the
    scoring column's boxes add up to its Total sus and Total jos, its four sums to its
    TOTAL, and the standings say that TOTAL, in every frame: the box and all its sums
    change together at the click (critic cF77: "18" beside Total sus 45). Amended round 82
    (hY126, S104 1.): the Bonus a last box earns is bare until its band lands it."""
    from game.flow.yams_standings import standings
    from game.rules.yams import Box
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app, last_drawn=False):  # (unread; round 81, hT5)
            table = play_last_move(app, case)
        player = table.game.last_event.player if table.game.last_event else None
        seen = 0
        for n in range(900):
            _step_unread(app)
            if isinstance(app.manager.top, ResultsOverlay):
                break
            if player is None and table.game.last_event is not None:
                player = table.game.last_event.player
            if player is None or not table.game.finished:
                continue
            layout_record.start(size)
            try:
                layout_record.begin(size)
                table.draw(pygame.Surface(size))
                frame = layout_record.frame()
            finally:
                layout_record.stop()
            sums = _sums(table, frame, player)
            card = table.sheet_view().cards[player]
            # (amended round 80, hY120, ruling S78 1.: the TOTAL cell alone is bare until
            # the count lands there; the other sums are all said, and add up to the TOTAL)
            sums.setdefault("total", int(card.total))
            if "upper_bonus" not in sums:  # (amended round 82, hY126, ruling S104 1.: a
                # last box's upper bonus is bare until its band lands it, held out of the
                # TOTAL as it is out of the cell)
                assert card.upper_bonus == 0 and table.game.cards[player].upper_bonus, n
                assert table.flow.moment.pending("upper_bonus"), n
                sums["upper_bonus"] = 0
            assert len(sums) == len(ROWS), (n, sums)  # no other sum cell left bare
            upper = sum(card.points(b) or 0 for b in Box if b.is_upper)
            lower = sum(card.points(b) or 0 for b in Box if not b.is_upper)
            assert (sums["upper_total"], sums["lower_total"]) == (upper, lower), (n, sums)
            assert sum(sums[row] for row in ROWS if row != "total") == sums["total"], n
            said = {s.seat: s.total for s in standings(stage_hold.shown_game(table))}
            assert said[player] == sums["total"], (n, sums, said)
            seen += 1
        assert seen > 20, seen
    finally:
        app.close()


# (test_a_last_total_that_did_not_win_is_not_on_a_red_band retired round 79, hY113: ruling
# S60 took that band away: a last card that did not win has no count of its own, the end's
# count is the winner's, that card's score beside it)
