"""Scores says each thing once (ruling S90 4, critic cC80 #9, #10): before any game the
welcome's one sentence ("Cele mai bune zece totaluri … apar aici") is said once, each game's
podium only named over it (no "Primul scor de Yams intră aici" and "… de 10 000 …" beside it);
with one game, one play button (the red "Joacă …" at the foot, never a second "Joacă 10 000"
inside the empty board), and the page's "Orice scor intră în top 10" never beside the empty
board's "Primul scor urcă direct pe locul 1"."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import empty_state
from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _all_said(monkeypatch, scene, size):
    """Every text the scene draws, the empty state's words included."""
    extra: list[str] = []
    real = empty_state.draw_text

    def spy(surface_, text, *a, **k):
        extra.append(text)
        return real(surface_, text, *a, **k)

    monkeypatch.setattr(empty_state, "draw_text", spy)
    said = [t for t, _, _ in _said(monkeypatch, scene, pygame.Surface(size))]
    return said + extra


@pytest.mark.parametrize("size", SIZES)
def test_the_welcome_says_where_scores_go_once(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [], [])
    try:
        said = _all_said(monkeypatch, scene, size)
        assert app.tr("scores.yams") in said and app.tr("scores.farkle") in said  # named
        for key in ("scores.empty_card.yams", "scores.empty_card.farkle"):
            assert app.tr(key) not in said, (size, key)
        # (amended round 81, ruling S98 1.: its one sentence, the page's subtitle, "Cele mai
        # bune zece scoruri urcă aici, …"; was: the welcome's title and its sentence)
        assert said.count(app.tr("scores.empty_one")) == 1, said
        assert " ".join(said).count("intră aici") + " ".join(said).count("apar aici") == 0
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_one_game_one_play_button(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        scene.draw(pygame.Surface(size))
        plays = [b for b in scene.focus.widgets if getattr(b, "visible", True)
                 and str(getattr(b, "text", "")).startswith("Joacă")]
        assert len(plays) == 1, [b.text for b in plays]
        assert plays[0] is scene.forward_button
        words, _ = scene.board_invites["farkle"]  # the empty board still says so
        assert words == "Încă nicio partidă de 10 000"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_any_score_gets_in_is_said_once(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        said = _all_said(monkeypatch, scene, size)
        both = {app.tr("scores.any_board"), app.tr("scores.board_empty_line")}
        assert len(both & set(said)) <= 1, (size, [w for w in said if w in both])
    finally:
        app.close()
