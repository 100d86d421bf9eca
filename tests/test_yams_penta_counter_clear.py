"""A Yams stage's count, before it flies, stays clear of its lifted row (its label and its
box, lit beside the sheet) at every size: at rest by its box (since 75cbe02), or, when no
place by the box is free, moved off the row (stage_words.clear_of_rows). (It was the Penta's
"+50" until hY50, which took that figure away, critic C41: the upper bonus's "+35" holds the
promise now.)"""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_stage import _upper, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _count_and_row(app):
    """The upper bonus's stage held at half its length: its counter's drawn rect and its
    lifted row (label and box)."""
    _upper(app)
    freeze(app, 50, "upper_bonus")
    picture = app.manager.top.picture
    assert picture.labels and picture.target is not None
    row = picture.labels[0].union(picture.target)
    texts = screen_frame(app).texts
    count = [t for t in texts if t.role == "stage" and t.text.startswith("+")]
    assert count, [t.text for t in texts]
    return count[0].rect, row


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_stage_count_keeps_off_its_lifted_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        count, row = _count_and_row(app)
        assert not count.colliderect(row), (count, row)
    finally:
        app.close()


def test_with_no_place_free_by_its_box_the_count_moves_off_a_row_in_its_way(tmp_path,
                                                                            monkeypatch):
    # the fallback (stage_words.clear_of_rows): no place by the box free (the stage's words
    # in both), and the lifted row lying where the figure would then rest (under the stamp's
    # group): the "+35" moves sideways off the row's label and box, never rests on them
    from game.views import stage_words

    monkeypatch.setattr(stage_words, "beside_box", lambda _p, _i, _t, otherwise: otherwise)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        alone, row = _count_and_row(app)  # where the figure rests with no place by its box
        picture = app.manager.top.picture
        move = (alone.centerx - row.centerx + row.w // 4, alone.centery - row.centery)
        picture.target = picture.target.move(move)  # the row laid across that place
        picture.labels = [label.move(move) for label in picture.labels]
        row = row.move(move)
        assert alone.colliderect(row)  # (it would rest on it)
        count = [t for t in screen_frame(app).texts
                 if t.role == "stage" and t.text.startswith("+")][0].rect
        assert not count.colliderect(row), (count, row)
    finally:
        app.close()
