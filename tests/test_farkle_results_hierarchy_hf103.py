"""The 10 000's results with a hierarchy (round 80, hF103, ruling S86; critic cB79 #13): the
title says the win once, one line under it tells the game's decisive moment, each player on
the podium has one award on a plate with their other figures quieter behind it, and two
players stand on two steps side by side."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.engine.farkle import EventKind
from game.flow.results_detail import farkle_details
from game.scenes.results import ResultsOverlay, ranking_rows
from game.scenes.results_picture import digits_box
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

PODIUM_ROLES = {"podium_winner", "podium_name", "podium_total", "celebration"}


def _game(count: int = 3) -> SimpleNamespace:
    """Ion (1) passes Ana (0), who reached 10 000 first, with his last bank of 1 250."""
    names = ("Ana", "Ion", "Dan")[:count]
    totals = [10_200, 10_450, 7_000][:count]
    banks = [[5_000, 5_200], [4_200, 5_000, 1_250], [1_000] * 7][:count]
    return SimpleNamespace(
        players=[SimpleNamespace(name=n, is_computer=False) for n in names],
        totals=totals, banks=banks, busts=[3, 4, 1][:count], hot_dice=[0, 3, 1][:count],
        turns_played=[5, 7, 8][:count], target=10_000, last_round_by=0,
        last_event=SimpleNamespace(kind=EventKind.BANKED, player=1, points=1_250))


def _panel(tmp_path, size, count=3):
    game = _game(count)
    order = sorted(range(count), key=lambda i: -game.totals[i])
    ranking = [(place + 1, i, game.totals[i]) for place, i in enumerate(order)]
    rows = ranking_rows(ranking, game.players, farkle_details(game))
    app = make_app(tmp_path, size=size)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
    app.manager.push(panel, fade=False)
    panel.time = 10.0
    return app, panel


@pytest.mark.parametrize("size", SIZES)
def test_the_decisive_moment_is_one_line_under_the_title(tmp_path, size):
    app, panel = _panel(tmp_path, size)
    try:
        texts = recorded_frame(panel, size).texts
        story = [m for m in texts if m.role == "results_story"]
        assert [m.text for m in story] == ["Ion a trecut în frunte în ultima tură cu 1 250"]
        line = story[0].rect
        title = [m for m in texts if m.role == "results_headline"]
        assert len(title) == 1 and title[0].text == "Ion câștigă!"  # the win said once
        assert not [m for m in texts if "câștigă" in m.text and m is not title[0]]
        assert title[0].rect.bottom <= line.top + 2
        podium = [digits_box(m.rect) if m.role == "celebration" else m.rect  # (its digits)
                  for m in texts if m.role in PODIUM_ROLES]
        assert podium and all(line.bottom <= rect.top for rect in podium)
        assert panel.panel.contains(line)
        inks = [(m.text, digits_box(m.rect) if m.role == "celebration" else m.rect)
                for m in texts if m is not story[0]]
        assert not [text for text, rect in inks if rect.colliderect(line)]
        if size == (1920, 1080):
            assert line.h >= 24  # read at a glance, not a footnote
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_each_player_has_one_award_over_quieter_figures(tmp_path, size):
    app, panel = _panel(tmp_path, size)
    try:
        texts = recorded_frame(panel, size).texts
        awards = [m.text for m in texts if m.role == "podium_award"]
        assert sorted(awards) == sorted(["Tura partidei", "Cele mai multe zaruri fierbinți",
                                         "Cele mai puține ture pierdute"])
        assert not [m for m in texts if m.role == "podium_stat"]  # no grid of equal figures
        figures = [m for m in texts if m.role == "podium_award_figure"]
        quiet = [m for m in texts if m.role == "podium_quiet_stat"]
        assert len(figures) == 3 and len(quiet) == 3 * 3  # each award said once, on its plate
        assert min(m.rect.h for m in figures) > max(m.rect.h for m in quiet)
        under = [m for m in texts if m.role.startswith(("podium_award", "podium_quiet"))]
        for k, mark in enumerate(under):  # nothing overlapping, all inside the card
            assert panel.panel.contains(mark.rect), mark.text
            assert mark.rect.bottom <= panel.new_game_button.rect.top, mark.text
            clash = [m.text for m in under[k + 1:] if m.rect.colliderect(mark.rect)]
            assert not clash, (mark.text, clash)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_two_players_stand_on_two_steps_side_by_side(tmp_path, size):
    """No hollow middle: the two steps stand side by side (only their seam between), the
    pair centred, the winner's the taller, each
    player's figures under their own step, clear of the other's (S86 4., amends S38 2.)."""
    from game import theme
    from game.widgets.podium_figures import STEP_GAP
    from game.widgets.podium_layout import steps

    app, panel = _panel(tmp_path, size, count=2)
    try:
        below = panel._figures_height(panel.podium.w)
        (first, left), (second, right) = steps(panel.podium, panel.rows, panel.scale, below)
        assert first.place == 1 and left.h > right.h
        seam = theme.px(STEP_GAP, panel.scale)  # side by side, each its own edge (hR51)
        assert 0 < right.left - left.right <= seam + 1, (left, right)
        assert abs((left.left + right.right) / 2 - panel.podium.centerx) <= 2  # centred
        texts = recorded_frame(panel, size).texts
        under = [m for m in texts if m.role.startswith(("podium_award", "podium_quiet"))]
        for mark in under:  # each player's figures under their own step
            owner = left if abs(mark.rect.centerx - left.centerx) < abs(
                mark.rect.centerx - right.centerx) else right
            other = right if owner is left else left
            assert not (other.left < mark.rect.centerx < other.right), mark.text
        for k, mark in enumerate(under):
            assert not [m.text for m in under[k + 1:] if m.rect.colliderect(mark.rect)]
    finally:
        app.close()
