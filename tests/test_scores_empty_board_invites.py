"""An empty board invites a first game (critic E70: "an all-ghost board invites nothing"):
in the room of its free places (no line of them over it: critic A71), one line saying no
game is on it yet; the screen's one red "Joacă …" its one play button (S90 4, round 80: its own
"Joacă …" retired), never the same offer twice; a board with a score has no such line."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import NewGameScene
from tests.test_scores_boards_match import _said, _scores
from tests.uihelpers import click, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_an_empty_board_says_so_and_offers_its_game(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        scene.look_at("yams")  # the red button offers Yams
        surface = pygame.Surface(size)
        said = _said(monkeypatch, scene, surface)
        assert "yams" not in scene.board_invites  # a board with a score: no invitation
        words, box = scene.board_invites["farkle"]
        assert [t for t, _, _ in said].count(words) == 1
        panel = scene.panels["farkle"]
        assert not scene.fact_tiles.get("farkle")  # said once: nothing over it (critic A71)
        assert panel.contains(box), (box, panel)  # (round 74, hS29: on its card, which
        # fills the board under its name: tests/test_scores_empty_board_card.py)
        shown = [b.text for b in scene.focus.widgets if getattr(b, "visible", True)
                 and hasattr(b, "text")]
        assert len(shown) == len(set(shown)), shown  # no offer said twice
        # one play button: the red one (amended round 80, hK88, ruling S90 4, critic cC80
        # #10: "Joacă 10 000" inside the empty half beside the red "Joacă Yams"); it opens
        # its game's New Game
        assert [t for t in shown if t.startswith("Joacă")] == [scene.forward_button.text]
        click(app, scene.forward_button)
        settle(app, 3)
        top = app.manager.top
        assert isinstance(top, NewGameScene) and top.kind == "yams", top
    finally:
        app.close()


def test_the_board_of_the_red_buttons_game_says_it_without_a_second_button(tmp_path,
                                                                            monkeypatch):
    app, scene = _scores(tmp_path, (1366, 768), [], [10_500])
    try:
        scene.look_at("yams")
        said = _said(monkeypatch, scene, pygame.Surface((1366, 768)))
        words, _ = scene.board_invites["yams"]
        assert words in [t for t, _, _ in said]
    finally:
        app.close()
