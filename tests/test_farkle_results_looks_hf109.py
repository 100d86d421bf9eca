"""The 10 000's results say who won what at a glance (round 81, hF109, ruling S86 amended
round 81, hF109): an award won stands on a gold plate under its name, gold; a player's own
best (they lead at nothing) on a quiet plate, "Cea mai bună tură", pale and smaller; an
award shared says "la egalitate"; and the figures under the steps keep 24 px of air over
the buttons at every size (at 1024x600 they stood 8-15 px over them)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import theme
from game.flow.results_detail import farkle_details
from game.scenes.results import ResultsOverlay, ranking_rows
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

UNDER = ("podium_award", "podium_own_best", "podium_quiet", "podium_detail")
"""The roles of the figures under the steps."""


def _game(count: int) -> SimpleNamespace:
    """Ana leads at everything but the hot dice, which Ion and Dan share (two each); Maria,
    fourth, leads at nothing; two players: Ana leads at everything, Ion at nothing."""
    names = ("Ana", "Ion", "Dan", "Maria")[:count]
    banks = [[5_000, 5_200], [4_000, 3_000, 1_250], [1_000] * 7, [500] * 6][:count]
    return SimpleNamespace(
        players=[SimpleNamespace(name=n, is_computer=False) for n in names],
        totals=[sum(b) for b in banks], banks=banks, busts=[0, 4, 3, 3][:count],
        hot_dice=[0, 2, 2, 0][:count] if count > 2 else [2, 0],
        turns_played=[2, 7, 10, 9][:count], target=10_000,
        last_round_by=0, last_event=None)  # (a line under the title: Ana reached it first)


def _panel(tmp_path, size, count):
    game = _game(count)
    order = sorted(range(count), key=lambda i: -game.totals[i])
    ranking = [(place + 1, i, game.totals[i]) for place, i in enumerate(order)]
    rows = ranking_rows(ranking, game.players, farkle_details(game))
    app = make_app(tmp_path, size=size)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
    app.manager.push(panel, fade=False)
    panel.time = 10.0
    return app, panel


def _gold_share(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of ``rect``'s pixels near the theme's gold."""
    gold, near, count = theme.GOLD, 0, 0
    rect = rect.clip(surface.get_rect())
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            count += 1
            near += abs(r - gold[0]) + abs(g - gold[1]) + abs(b - gold[2]) < 60
    return near / max(1, count)


@pytest.mark.parametrize("size", SIZES)
def test_an_award_won_and_a_players_own_best_look_different(tmp_path, size):
    app, panel = _panel(tmp_path, size, 3)
    try:
        texts = recorded_frame(panel, size).texts
        won = [m for m in texts if m.role == "podium_award"]
        own = [m for m in texts if m.role == "podium_own_best"]
        assert sorted(m.text for m in won) == ["Cele mai multe zaruri fierbinți"] * 2 + [
            "Tura partidei"]
        assert [m.text for m in own] == []  # (three players: each one distinction)
        shared = [m.text for m in texts if m.role == "podium_award_shared"]
        assert shared == ["la egalitate"] * 2  # Ion and Dan hold the hot dice alike
    finally:
        app.close()
    app, panel = _panel(tmp_path, size, 2)
    try:
        screen = pygame.Surface(size)
        texts = recorded_frame(panel, size, onto=screen).texts
        won = [m for m in texts if m.role == "podium_award"]
        own = [m for m in texts if m.role == "podium_own_best"]
        assert [m.text for m in won] == ["Tura partidei"]
        # (amended round 82, hF112, ruling S109 3.: "Cel mai bun al tău" read ambiguous)
        assert [m.text for m in own] == ["Cea mai bună tură"]  # Ion leads at nothing alone
        big = [m for m in texts if m.role == "podium_award_figure"]
        small = [m for m in texts if m.role == "podium_own_best_figure"]
        assert len(big) == len(small) == 1 and small[0].rect.h < big[0].rect.h
        assert _gold_share(screen, won[0].rect) > 0.08  # the award's name in gold
        assert _gold_share(screen, own[0].rect) < 0.01  # the own best's pale, no gold
        # the gold plate's edge round the award, none round the own best
        edge = [pygame.Rect(m.rect.left, m.rect.bottom, m.rect.w, 16) for m in (won[0], own[0])]
        assert _gold_share(screen, edge[0]) > _gold_share(screen, edge[1]) + 0.02
    finally:
        app.close()


@pytest.mark.parametrize("state", ["farkle_results", "farkle_results_two"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_figures_keep_their_air_over_the_buttons(tmp_path, size, state):
    """The results over the table after the win (the card under the table's buttons, the
    decisive line under its title): the lowest figure under the steps 24 px at least over
    the buttons (it stood 11 px over them at 1024x600, 15 at 1366x768)."""
    load_extensions()
    states = {found.name: found for found in REGISTRY}
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, states[state])
        panel = app.manager.top
        texts = recorded_frame(panel, size).texts
        under = [m for m in texts if m.role.startswith(UNDER)]
        assert under
        top = min(panel.new_game_button.rect.top, panel.menu_button.rect.top)
        lowest = max(m.rect.bottom for m in under)
        assert top - lowest >= 24, (top, lowest, [m.text for m in under
                                                   if m.rect.bottom == lowest])
    finally:
        app.close()
