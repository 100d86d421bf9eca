"""Scores (critic A71: "an empty board says 'no score' three ways at once"): a board with no
score says so once, in its own room ("Nicio partidă aici încă"): no line of free places over
it, and beside a full board no subtitle says it again (a short board of scores is still named)."""

from __future__ import annotations

import pygame
import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TEN = [10_900 - 50 * i for i in range(10)]
"""A full 10 000 board."""


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_an_empty_board_beside_a_full_one_says_it_once(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [], TEN)
    try:
        said = [t for t, _, _ in _said(monkeypatch, scene, pygame.Surface(size))]
        assert said.count(app.tr("scores.board_empty", game=app.tr("menu.yams"))) == 1
        assert not [w for w in said if w.startswith("Locurile ")]  # nothing over it (S82 7:
        # no board has that strip now)
        # the subtitle does not say it a third time: it names the full board's bar (amended
        # round 77, hS33, ruling S19b amended: always said; it said nothing before)
        assert scene.page_aim() == app.tr("scores.aim_full_farkle")
    finally:
        app.close()


def test_a_short_board_of_scores_keeps_the_subtitle(tmp_path):
    app, scene = _scores(tmp_path, (1366, 768), [], [10_450, 10_050])
    try:
        assert scene.page_aim() == app.tr("scores.any_board")  # (both short: both named)
        scene.draw(app.screen)  # (its free rows hold its tiles, no band: S82 7)
        assert scene.fact_tiles["farkle"] and not scene.fact_tiles.get("yams")
    finally:
        app.close()
