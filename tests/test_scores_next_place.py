"""Scores with few games: a board lists its real scores and one quiet line for the next
place, no column of "—" down to the tenth (hS28: the critic saw the free places' dashes
dominate a board of two scores); its free room under them holds the hint (hS30: no second
trophy over it), which
says at once that any score makes the board and what climbs a place ("peste X ia locul 2"
read as if place 3 were out of reach)."""

from __future__ import annotations

import pytest

from tests.test_scores_fit import _open

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


# test_a_board_lists_its_scores_and_one_next_place:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

# test_an_empty_board_beside_a_full_one_shows_only_its_first_place:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

# test_the_hint_says_any_score_makes_the_board:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

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
            line = scene.podium_rects(kind)[0]  # (hS63: no free line; under the podium)
            panel = scene.panels[kind]
            inside = [(size, pos) for name, size, pos in cups if name == "trophy-cup"
                      and line.bottom < pos[1] < panel.bottom and panel.x < pos[0] < panel.right]
            assert not inside, inside  # no cup in the free room: the board's one is by its name
    finally:
        app.close()
