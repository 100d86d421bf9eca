"""A tie is kept together (hS28, critic K72 #14, scores_filled: Irina "=3" on the podium and
Mihai "=3" as the list's first row): every score sharing the third card's place stands on
that card, its names together ("Irina · Mihai"), how many said under its score; the list
starts at the next place, never with a "=3" row."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
TIED = [312, 287, 254, 254, 231, 219, 198, 187, 176, 143]


@pytest.mark.parametrize("size", SIZES)
def test_a_tie_at_third_stands_whole_on_the_third_card(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, TIED, [])
    try:
        said = _said(monkeypatch, scene, app.screen)
        third = scene.drawn_rows["yams"][2]
        listed = scene.drawn_rows["yams"][3:]
        assert len(listed) == 6, listed  # places 5-10: the tied fourth score is not a row
        on_card = [t for t, _, r in said if third.contains(r)]
        assert "Y2 · Y3" in on_card, on_card  # both names, together, on the card
        assert app.tr("scores.tied_places", first=3, last=4) in on_card, on_card  # (amended
        # round 81, S98 5.: its places, "Locurile 3–4", not "2 scoruri egale")
        in_list = [t for t, _, r in said if any(row.colliderect(r) for row in listed)]
        assert "Y3" not in in_list and "Y4" in in_list, in_list
        assert "=3" not in in_list and "5." in in_list, in_list
        assert listed[0].top > third.bottom
    finally:
        app.close()


def test_three_sharing_third_name_two_and_count_the_rest(tmp_path):
    app, scene = _scores(tmp_path, (1366, 768), [312, 287, 254, 254, 254, 231], [])
    try:
        scene.draw(app.screen)
        assert scene.third_name("yams") == "Y2 · Y3 · +1"
        assert scene.joined_third("yams") == [3, 4]
        assert len(scene.drawn_rows["yams"]) == 4  # three cards and the sixth score's row
    finally:
        app.close()


def test_a_tie_inside_the_list_says_its_shared_place_on_each_row(tmp_path, monkeypatch):
    """Past the podium a tie stays in the list, each of its rows saying "=4"."""
    app, scene = _scores(tmp_path, (1366, 768), [312, 287, 254, 231, 231, 219], [])
    try:
        said = _said(monkeypatch, scene, app.screen)
        first, second = scene.drawn_rows["yams"][3:5]
        for row in (first, second):
            assert [t for t, _, r in said if t == "=4" and row.contains(r)], (row, said)
    finally:
        app.close()
