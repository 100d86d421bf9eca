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

from game import theme
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
    ("yams_bonus", ["written", "stage:upper_bonus", "count", "results"]),
    ("yams_computer", ["count", "results"]),
    ("yams_bonus_lost", ["written", "stage:upper_bonus", "band", "results"]),
])
def test_the_end_plays_its_beats_once_in_order(ends, case, beats, size):
    """S43: the last box seen written, the bonus's quick beat if any, the last count, then
    the results at once: no crowning, no win's stage between (each said once)."""
    seen = ends(case, size)
    shown = [beat for beat in seen["beats"] if beat != "written" or beats[0] == "written"]
    assert shown == beats, seen["beats"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("case", "most"), [("yams_person", 2.3), ("yams_computer", 2.3),
                                            ("yams_bonus", 3.3)])
def test_the_results_buttons_act_about_two_seconds_after_the_last_box(ends, case, most, size):
    """S43: the results' buttons act ~2 s after the last box is written (the bonus's beat
    adds ~1 s); they came ~5.7 s after it (critic cF77)."""
    seen = ends(case, size)
    assert seen["usable"] is not None and seen["usable"] <= most, seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("case", "bursts"), [("yams_person", 1), ("yams_bonus", 1),
                                              ("yams_computer", 0), ("yams_bonus_lost", 0)])
def test_one_burst_of_confetti_for_a_persons_win_none_for_the_computers(ends, case, bursts,
                                                                         size):
    """S43: a person's win throws its confetti once (the results', as the count lands); the
    computer's win none."""
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
def test_the_computers_win_is_a_quiet_card_with_the_persons_score_beside(tmp_path, size,
                                                                         monkeypatch):
    """S43: the computer's win over a person: no rays behind its count (no sunburst), no
    confetti, its headline plain, the person's name and score beside its figure."""
    from game.views import stage_crowned

    rays: list[int] = []
    real = stage_crowned.draw_rays
    monkeypatch.setattr(stage_crowned, "draw_rays",
                        lambda *a, **k: (rays.append(1), real(*a, **k))[1])
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "yams_computer")
        said = None
        for _ in range(600):
            app.step(FRAME)
            if _beat(app, table) == "count":
                layout_record.start(size)
                try:
                    layout_record.begin(size)
                    app.manager.draw(app.screen)
                    said = {mark.text for mark in layout_record.frame().texts}
                finally:
                    layout_record.stop()
            if _beat(app, table) == "results":
                break
        assert said is not None and {"Ana", "20"} <= said, said
        assert not rays
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", ["yams_person", "yams_bonus", "yams_bonus_lost",
                                  "yams_computer"])
def test_the_sheets_boxes_and_sums_add_up_in_every_frame(tmp_path, case, size):
    """S43 (amends S41 and S8 round 77, 2.): from the last box's click to the results, the
    scoring column's boxes add up to its Total sus and Total jos, its four sums to its
    TOTAL, and the standings say that TOTAL, in every frame: the box and all its sums
    change together at the click (critic cF77: "18" beside Total sus 45)."""
    from game.flow.yams_standings import standings
    from game.rules.yams import Box
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    try:
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
            assert len(sums) == len(ROWS), (n, sums)  # no sum cell left bare
            card = table.sheet_view().cards[player]
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


@pytest.mark.parametrize("size", SIZES)
def test_a_last_total_that_did_not_win_is_on_its_players_own_band(tmp_path, size):
    """S43: the game's last card that did not win keeps its TOTAL's band (its player is not
    the one the results name). S71 (amends S43's night blue, round 79, hC83): the band is
    its player's own seat colour, deepened (Ștefania, seat 1: amber), never an unrelated navy
    (critic cA78 #13) nor wine; cream words on it at 4.5:1."""
    from game.contrast import contrast_ratio
    from game.views.turn_handoff import seat_band_fill

    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "yams_bonus_lost")
        looked = 0
        for _ in range(600):
            _step_unread(app)
            beat = _beat(app, table)
            if beat == "results":
                break
            if beat != "band" or not 0.3 <= table.flow.moment.progress <= 0.8:
                continue
            layout_record.start(size)
            try:
                layout_record.begin(size)
                app.manager.draw(app.screen)
                frame = layout_record.frame()
            finally:
                layout_record.stop()
            band = next(p.rect for p in frame.panels if p.role == "banner")
            edge = band.w // 10  # (its two ends, clear of the name and the figure)
            line = [app.screen.get_at((x, band.y + band.h // 4))[:3]
                    for x in [*range(band.x + 2, band.x + edge, 5),
                              *range(band.right - edge, band.right - 2, 5)]]
            r, g, b = (sum(c[k] for c in line) / len(line) for k in range(3))
            want = seat_band_fill(0)  # (a quarter down: its edge's darkening, hue kept)
            assert r > g > b and r > b + 40, ((r, g, b), want)  # amber, not navy nor wine
            assert contrast_ratio(theme.CREAM, (round(r), round(g), round(b))) >= 4.5
            looked += 1
        assert looked > 5
    finally:
        app.close()
