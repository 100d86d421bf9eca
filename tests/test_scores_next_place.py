"""Scores with few games: a board lists its real scores and one quiet line for the next
place, no column of "—" down to the tenth (hS28: the critic saw the free places' dashes
dominate a board of two scores); its free room under them holds the hint (hS30: no second
trophy over it), which
says at once that any score makes the board and what climbs a place ("peste X ia locul 2"
read as if place 3 were out of reach)."""

from __future__ import annotations

import pytest

from tests.test_scores_fit import _open
from tests.test_scores_full_boards import _one_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_board_lists_its_scores_and_one_next_place(tmp_path, size):
    app, scene = _open(tmp_path, size, 2)
    try:
        for kind in ("yams", "farkle"):
            assert [n for n, _ in scene.free_lines[kind]] == ["3."], kind
            rows = scene.drawn_rows[kind]
            (line,) = [rect for _, rect in scene.free_lines[kind]]
            assert rows[-1].bottom == line.top  # right under the last score
    finally:
        app.close()


def test_an_empty_board_beside_a_full_one_shows_only_its_first_place(tmp_path):
    app, scene = _one_game(tmp_path, (1366, 768))
    try:
        assert [n for n, _ in scene.free_lines["yams"]] == ["2."]
        assert [n for n, _ in scene.free_lines["farkle"]] == ["1."]
        assert scene.invited["farkle"]  # its sentence in its free room
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_hint_says_any_score_makes_the_board(tmp_path, language):
    app, scene = _open(tmp_path, (1366, 768), 2)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        scene.draw(app.screen)
        aim = scene.aimed["yams"]
        start = {"ro": "Orice scor intră în clasament", "en": "Any score makes the board"}
        assert aim.startswith(start[language]), aim
        assert "299" in aim and "2" in aim.replace("299", "")
    finally:
        app.close()


def test_the_free_room_holds_a_trophy_over_the_hint(tmp_path, monkeypatch):
    """hS30 reverses hS28's trophy in the free room (critic S29: "no second trophy"): the
    free room holds the score to beat alone, large (tests/test_scores_room_and_type.py)."""
    from game.scenes import scores

    app, scene = _open(tmp_path, (1920, 1080), 2)
    try:
        cups = []
        real = scores.draw_icon

        def spy(surface, name, size, colour, pos, *a, **k):
            cups.append((name, size, pos))
            return real(surface, name, size, colour, pos, *a, **k)

        monkeypatch.setattr(scores, "draw_icon", spy)
        scene.draw(app.screen)
        for kind in ("yams", "farkle"):
            line = scene.free_lines[kind][0][1]
            panel = scene.panels[kind]
            inside = [(size, pos) for name, size, pos in cups if name == "trophy-cup"
                      and line.bottom < pos[1] < panel.bottom and panel.x < pos[0] < panel.right]
            assert not inside, inside  # no cup in the free room: the board's one is by its name
    finally:
        app.close()
