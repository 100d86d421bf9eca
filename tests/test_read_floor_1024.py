"""A 16 px floor at 1024×600, judged by the pixels drawn (hR67, critics A66 and C66: the "?"
pages' mini score sheets read ~11 px, "Expert · Setări" and the menu's small words under
16 px): in each state a player reads at the smallest window, every text's flat capital is
drawn at least :data:`LEAST_CAP` pixels tall. Lato's hinting draws the capitals of a 15 and
a 16 px em alike 11 px tall; 12 px of cap (a 16.6 px em, layout size 23) is what a critic
reads as 16 px type (hC41's measure, ``tests/test_coach_glyphs_drawn.py``)."""

from __future__ import annotations

import importlib

import pytest

from game.widgets.text import render
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_CAP = 12
"""The least drawn height, in pixels, of a text's flat capital at 1024×600."""

STATES = ["yams_help", "farkle_help", "new_game_yams", "results_seven_players",
          "yams_results", "scores_filled", "scores_three"]
"""The "?" pages (their mini sheets), New Game (its seat cards' "Expert · Setări"), the
results of seven (its figures' labels and the list's header) and of Yams, the Scores (round
74, hN77, critic cR74b #2: its podium's dates and the list read ~11 px)."""

for _module in ("screens_look", "screens_farkle", "screens_results", "screens_yams",
                "screens_rules"):
    importlib.import_module(f"tools.{_module}")

_caps: dict[int, int] = {}


def cap_drawn(size: int) -> int:
    """The ink height of a capital "H" drawn at layout size ``size``."""
    if size not in _caps:
        _caps[size] = render("H", size, (0, 0, 0)).get_bounding_rect().h
    return _caps[size]


def test_the_measure_tells_15_px_from_17_px_type():
    assert cap_drawn(22) < LEAST_CAP <= cap_drawn(23)  # 15.8 px em: 11; 16.6 px em: 13


@pytest.mark.parametrize("state", STATES)
def test_every_text_read_at_1024x600_is_drawn_16_px_or_more(tmp_path, state):
    app = make_app(tmp_path, size=SIZE)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        frame = recorded_frame(app.manager, SIZE)
        small = sorted({(cap_drawn(t.size), t.size, t.text) for t in frame.shown_texts()
                        if t.size and cap_drawn(t.size) < LEAST_CAP})
        assert small == [], small
    finally:
        app.close()


LIST_APART = 8
"""Least pixels at 1024×600 between the podium's lowest figure label and the list's header."""


def test_the_lists_header_stands_apart_from_the_podiums_labels(tmp_path):
    # critic C66: the 4-7 list's header crowded the podium's labels (4 px under them)
    app = make_app(tmp_path, size=SIZE)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "results_seven_players"))
        texts = recorded_frame(app.manager, SIZE).shown_texts()
        labels = [t.rect for t in texts if t.role == "podium_stat_label"]
        header = [t.rect for t in texts if t.role in ("list_stat_label", "list_total_label")]
        assert labels and header
        gap = min(h.top for h in header) - max(r.bottom for r in labels)
        assert gap >= LIST_APART, gap
    finally:
        app.close()


def test_the_seven_players_fixture_is_a_10000_game():
    # critic C66: the seven players' results showed totals of 312, 287... (a 10 000 game's
    # totals are multiples of 50, its winner past the goal): every figure reachable
    from game.engine.farkle import DEFAULT_TARGET
    from game.rules.farkle import SINGLE_POINTS
    from tools.screens_results import SEVEN

    step = min(SINGLE_POINTS.values())  # the smallest points a die scores: 50
    for k, total in enumerate(SEVEN["totals"]):
        banks = SEVEN["banks"][k]
        assert total % step == 0 and all(b % step == 0 and b > 0 for b in banks), k
        assert sum(banks) == total, (k, sum(banks), total)  # a total is its banks
        assert len(banks) + SEVEN["busts"][k] == SEVEN["turns_played"][k], k  # a turn each
    totals = SEVEN["totals"]
    assert max(totals) >= DEFAULT_TARGET > sorted(totals)[-2]  # one past the goal: it ended
    assert SEVEN["places"] == [1 + sum(t > own for t in totals) for own in totals]
