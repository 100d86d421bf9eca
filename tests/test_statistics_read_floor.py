"""Statistics at 1024x600 reads (round 74, critic cQ74: "Pe scurt"'s rows ~13 px, smaller
than the chart titles beside them; the dice tab's captions ~12 px): every text's flat capital
drawn 13 px tall or more (a 16.6 px em, the "?" pages' floor: ``tests/test_read_floor_1024``'s
measure), the figures column's labels and values 14 px or more, the screen's headline figure
still its largest text."""

from __future__ import annotations

import importlib

import pytest

from tests.test_read_floor_1024 import cap_drawn
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")

SIZE = (1024, 600)
LEAST_CAP = 13
FIGURES_CAP = 14
STATES = ["statistics_one_game", "statistics_fifty_games", "statistics_dice_fair",
          "statistics_dice_too_few", "statistics_farkle_one_game", "statistics_four_games",
          "statistics_fifty_games_english", "statistics_dice_fair_english",
          "statistics_5000_games_loaded"]


def _texts(tmp_path, state):
    app = make_app(tmp_path, size=SIZE)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        return recorded_frame(app.manager, SIZE).shown_texts()
    finally:
        app.close()


@pytest.mark.parametrize("state", STATES)
def test_no_statistics_text_under_13_px_of_capital(tmp_path, state):
    small = sorted({(cap_drawn(t.size), t.size, t.text) for t in _texts(tmp_path, state)
                    if t.size and cap_drawn(t.size) < LEAST_CAP})
    assert small == [], small


@pytest.mark.parametrize("state", ["statistics_one_game", "statistics_fifty_games",
                                   "statistics_fifty_games_english"])
def test_the_figures_column_reads_at_14_px(tmp_path, state):
    """(A label too long for its row at 14 px, as the 10 000 tab's "Încasează de obicei la"
    after one game, shrinks to the screen's floor: the other test holds it.)"""
    texts = _texts(tmp_path, state)
    rows = [t for t in texts if t.role in ("table_value", "table_label")]
    assert len([t for t in rows if t.role == "table_label"]) >= 4, state
    small = [(t.text, t.size) for t in rows if cap_drawn(t.size) < FIGURES_CAP]
    assert small == [], small
    largest = max(t.size for t in texts if t.size)
    assert all(t.size < largest for t in rows), (state, largest)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_recent_totals_x_axis_says_what_it_counts(tmp_path, size):
    """Under the line chart's game numbers, "partida nr." (critic cQ74: a bare x axis)."""
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "statistics_fifty_games"))
        scene = app.manager.stack[-1]
        texts = recorded_frame(app.manager, size).shown_texts()
        panel = scene.chart_rects[0]
        inside = [t for t in texts if panel.contains(t.rect)]
        caption = [t for t in inside if t.text == app.tr("stats.game_axis")]
        assert len(caption) == 1, [t.text for t in inside]
        numbers = [t.rect for t in inside if t.text.isdigit() and t.rect.centery > panel.centery]
        assert numbers and caption[0].rect.top >= max(r.bottom for r in numbers), size
    finally:
        app.close()



@pytest.mark.parametrize("state", ["statistics_dice_fair", "statistics_dice_fair_english",
                                   "statistics_dice_loaded_5000_games"])
def test_the_dice_charts_captions_stand_apart(tmp_path, state):
    """(round 75, critic cF75c: at 1024x600 "Zarurile jucătorilor la Yams" ran into
    "Zarurile calculatorului la Yams", 3 px apart, read as one line: a caption too wide for
    its chart's column takes two lines)."""
    texts = _texts(tmp_path, state)
    names = [t for t in texts if t.text.startswith(("Zarurile", "The players", "The computer"))]
    gap = 8
    close = [(a.text, b.text) for i, a in enumerate(names) for b in names[i + 1:]
             if a.rect.inflate(gap, 0).colliderect(b.rect)]
    assert close == [], close
