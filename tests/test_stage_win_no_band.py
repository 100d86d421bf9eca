"""The win's stage has no dead band between its words and its podium (critic D70: a ~150 px
band of bare felt between the winner's pill and the podium's trophies at 1920): the podium
stands up to within a small share of the felt's height under the lowest of its words, at
every size, a person's win and a tie."""

from __future__ import annotations

import pytest

from game.views import stage_win
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BAND = 0.08
"""The most felt (a share of its height) left bare between the words and the podium."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("first", [5_100, 4_900])  # a person's win; a tie
def test_the_podium_stands_close_under_the_words(tmp_path, size, first):
    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, first)
        stage = until_staged(app, "win")
        picture = stage.picture
        _, said = drawn(app, stage, 0.6)
        words = [t.rect for t in said.texts if t.role == "stage"]
        laid = stage_win.layout(picture)
        top = min(p.cup.top if p.cup is not None else p.figure.top for p in laid)
        under = max(r.bottom for r in words)
        assert under <= top, (under, top)  # (nothing overlapping)
        assert top - under <= picture.felt.h * BAND, (size, top - under, picture.felt.h)
    finally:
        app.close()
