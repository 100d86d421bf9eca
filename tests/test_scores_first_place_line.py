"""A lone record's tile says the least score that takes the first place in natural words
(round 74, hS29, critic: "Locul 1 de la 232" read awkwardly): "Pentru primul loc" over the
figure, the line under it agreeing with the figure as Romanian counts ("1 punct", "2 / 19 /
101 puncte", "20 / 232 / 10 650 de puncte"); in English "For first place", "point(s) or
more"."""

from __future__ import annotations

import pytest

from game.storage.highscores import HighScore
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RO_LINES = {0: "punct sau mai mult", 1: "puncte sau mai mult", 18: "puncte sau mai mult",
            19: "de puncte sau mai mult", 100: "puncte sau mai mult",
            118: "puncte sau mai mult", 119: "de puncte sau mai mult",
            199: "de puncte sau mai mult", 231: "de puncte sau mai mult",
            1018: "puncte sau mai mult"}
"""A Yams record -> the line under the least score over it (the record + 1)."""


def test_the_first_places_tile_reads_as_romanian_counts(tmp_path):
    app, scene = _scores(tmp_path, (1366, 768), [231], [10_600])
    try:
        scene.draw(app.screen)
        yams = scene.fact_tiles["yams"][0][0]
        assert (yams.caption, yams.figure, yams.note) == (
            "Bate-ți recordul", "232", "de puncte sau mai mult"), yams  # (S67, round 79: not
        # "Pentru primul loc" to the one already first, critic cC78 #8)
        farkle = scene.fact_tiles["farkle"][0][0]
        assert (farkle.figure, farkle.note) == ("10 650", "de puncte sau mai mult"), farkle
        for record, line in RO_LINES.items():
            fact = scene.lone_facts("yams", HighScore("Ana", record, "2026-05-01T20:00:00"))[0]
            assert fact.note == line, (record, fact)
            assert "de la" not in fact.caption, fact
    finally:
        app.close()


def test_the_first_places_tile_reads_in_english(tmp_path):
    app, scene = _scores(tmp_path, (1366, 768), [231], [])
    try:
        app.apply_settings(app.settings.with_changes(language="en"))
        one = scene.lone_facts("yams", HighScore("Ana", 0, "2026-05-01T20:00:00"))[0]
        many = scene.lone_facts("yams", HighScore("Ana", 231, "2026-05-01T20:00:00"))[0]
        assert (one.caption, one.note) == ("Beat your record", "point or more"), one
        assert (many.figure, many.note) == ("232", "points or more"), many
    finally:
        app.close()
