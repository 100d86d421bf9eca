"""The results panel shared by both tables, driven with real clicks."""

from __future__ import annotations

import pygame
import pytest

from game.engine.players import Player
from game.scenes.results import MARGIN, ResultRow, ResultsOverlay, ranking_rows
from game.widgets.felt import felt_area
from tests.uihelpers import button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


@pytest.fixture
def app(tmp_path):
    """A 1024×600 app showing the menu."""
    application = make_app(tmp_path, size=(1024, 600))
    yield application
    application.close()


def _push(app, rows):
    calls: list[str] = []
    overlay = ResultsOverlay(app, rows, lambda: calls.append("new"), lambda: calls.append("menu"))
    app.manager.push(overlay)
    settle(app, 3)
    overlay.finish_count()  # the winner's count landed: a click now acts
    return overlay, calls


def test_ranking_rows_keep_the_engine_places_and_names():
    # a tie for first: both rows keep place 1, the third is 3
    players = [Player("Ana"), Player("Ion"), Player("IA", is_computer=True)]
    rows = ranking_rows([(1, 1, 200), (1, 2, 200), (3, 0, 150)], players)
    assert rows == [ResultRow(1, "Ion", 200), ResultRow(1, "IA", 200, True),
                    ResultRow(3, "Ana", 150)]


def test_tie_headline_and_shared_places(app):
    overlay, _ = _push(app, [ResultRow(1, "Ana", 10_250), ResultRow(1, "Ion", 10_250),
                             ResultRow(3, "IA", 90, True)])
    assert overlay.headline() == "Egalitate: Ana și Ion"  # hR50: the verdict names them
    assert [app.tr("results.place", place=r.place) for r in overlay.rows] == ["1.", "1.", "3."]
    assert [r.name for r in overlay.winners] == ["Ana", "Ion"]


def test_single_winner_and_win_sound_once(app):
    played: list[str] = []
    app.audio.play = lambda name, volume=1.0: played.append(name)
    overlay, _ = _push(app, [ResultRow(1, "Ștefan", 300), ResultRow(2, "IA", 200, True)])
    assert overlay.headline() == "Ștefan câștigă!"  # hR50: the verdict names the winner
    assert played.count("win") == 1


def test_new_game_button_closes_then_calls_back(app):
    overlay, calls = _push(app, [ResultRow(1, "Ana", 1)])
    click(app, button_named(app, "results.new_game"))
    assert calls == ["new"]
    assert app.manager.top is not overlay


def test_menu_button_and_esc(app):
    overlay, calls = _push(app, [ResultRow(1, "Ana", 1)])
    click(app, button_named(app, "results.menu"))
    assert calls == ["menu"]
    overlay, calls = _push(app, [ResultRow(1, "Ana", 1)])
    key(app, pygame.K_ESCAPE)
    assert calls == ["menu"] and app.manager.top is not overlay


def test_seven_rows_fit_inside_the_window(app):
    # The podium holds the first three; the list the four after them, inside the panel.
    rows = [ResultRow(i + 1, f"Jucătorul {i + 1}", 100 - i) for i in range(7)]
    overlay, _ = _push(app, rows)
    screen = app.screen.get_rect()
    assert screen.contains(overlay.panel) and len(overlay.row_rects) == 4
    # centred on the felt, clear of its edges (it slices none of the table's panels half-way:
    # the whole table is dimmed under it)
    felt = felt_area(app.screen.get_size())
    assert felt.inflate(-2 * overlay.px(MARGIN), -2 * overlay.px(MARGIN)).contains(overlay.panel)
    assert abs(overlay.panel.centerx - felt.centerx) <= 1
    assert all(not overlay.podium.colliderect(rect) for rect in overlay.row_rects)
    for rect in overlay.row_rects:
        assert overlay.panel.contains(rect)
    buttons = (overlay.new_game_button.rect, overlay.menu_button.rect)
    assert all(not rect.colliderect(b) for rect in overlay.row_rects for b in buttons)


def test_a_computer_win_is_calm_and_a_person_win_celebrates(app):
    played: list[str] = []
    app.audio.play = played.append
    calm, _ = _push(app, [ResultRow(1, "IA", 300, True), ResultRow(2, "Ana", 200)])
    assert not calm.person_won and not calm._confetti and "win" not in played
    assert calm.headline() == "Calculatorul câștigă!"  # hR50: the verdict names the winner
    app.manager.pop()
    party, _ = _push(app, [ResultRow(1, "Ana", 300), ResultRow(2, "IA", 200, True)])
    assert party.person_won and party._confetti and played.count("win") == 1
