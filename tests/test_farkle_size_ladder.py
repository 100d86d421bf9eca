"""The 10 000 moments grow with their rarity (docs/SCREEN_RULINGS.md, ruling S3; round 67,
critic B66: "goal a flat maroon box smaller than the Chintă's plate"): the headline's type
size, as the stages really draw it (the layout size each records with its headline at rest),
follows the ladder strictly: bank < hot dice = three pairs < big bank < Chintă = five
alike < goal reached < six alike (round 73: the win left the ladder, S3: its title is a
verdict naming the winner in the results' headline room, the largest words of its screen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_farkle import _bust, table_with
from tools.screens_stage import (
    _bank_banner,
    _bank_big,
    _goal,
    _hot_dice,
    _rare_throw,
    _six_ones,
    _three_pairs,
    freeze,
)
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _five_alike(app: Any) -> None:
    table_with(app, 2, 1, 1, 1, 1, 1, 2).press_roll()  # "Cinci de 1!"


RUNGS: tuple[tuple[str, Callable[[Any], None], str, int], ...] = (
    ("bank", _bank_banner, "bank_banner", 40), ("hot dice", _hot_dice, "hot_dice", 30),
    ("three pairs", _three_pairs, "pairs_throw", 40), ("big bank", _bank_big, "bank_big", 40),
    ("Chintă", _rare_throw, "rare_throw", 40), ("five alike", _five_alike, "rare_throw", 40),
    ("goal", _goal, "goal", 25), ("six alike", _six_ones, "rarest_throw", 40))
"""Each staged rung: its build (tools/screens_stage), its stage's kind, the point (percent
of the stage) its headline rests at."""


def _staged_size(tmp_path: Any, size: tuple[int, int], build: Callable[[Any], None],
                 kind: str, percent: int) -> int:
    """The layout size of the headline the stage of ``kind`` draws at ``percent``."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        build(app)
        freeze(app, percent, kind)
        picture = app.manager.top.picture
        words = picture.crest[0] if picture.crest else picture.stamp
        sizes = [t.size for t in screen_frame(app).texts if t.text == words and t.size]
        assert sizes, (kind, words)
        return sizes[0]
    finally:
        app.close()


def _bust_size(tmp_path: Any, size: tuple[int, int]) -> int:
    """The layout size of the bust stamp's title, down and settled."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        _bust(app)
        with unseen_frames(app, last_drawn=False):  # (screen_frame draws the one read)
            for _ in range(10):
                app.step(0.1)
        title = app.tr("farkle.bust")
        sizes = [t.size for t in screen_frame(app).texts if t.text == title and t.size]
        assert sizes, title
        return sizes[0]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_headlines_grow_rung_by_rung_with_rarity(tmp_path, size):
    drawn = {"bust": _bust_size(tmp_path, size)}
    for name, build, kind, percent in RUNGS:
        drawn[name] = _staged_size(tmp_path, size, build, kind, percent)
    ladder = [("bank",), ("hot dice", "three pairs"), ("big bank",),
              ("Chintă", "five alike"), ("goal",), ("six alike",)]
    # (round 74, hF86, ruling S3 amended: the bust's stamp left the bottom rung, its title
    # read across a room; still under the rare throws' plates, never a prize's size)
    assert drawn["bust"] < min(drawn["Chintă"], drawn["five alike"]), drawn
    for lower, higher in zip(ladder, ladder[1:], strict=False):
        assert max(drawn[n] for n in lower) < min(drawn[n] for n in higher), drawn
    for rung in ladder:  # a rung's moments the same size (within a step of fitting)
        sizes = [drawn[n] for n in rung]
        assert max(sizes) <= min(sizes) * 1.15, (rung, drawn)
