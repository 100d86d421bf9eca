"""The 10 000's staged headlines are sized by their rarity (critic B51: every rung's
headline one size, 80-90 px at 1920, against the win's 190): six alike (six 1s too) the
takeover at the top (round 73: the win left the letters' ladder, S3); the Chintă and five
alike clearly smaller (round 66 ruling, critic B65: size follows rarity, strictly; hL65 had
made the Chintă a takeover); three pairs, hot dice and a big bank smaller still (three pairs
a banner since round 66). Read as the height of each headline's letters, at three sizes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import table_with
from tools.screens_stage import STATES, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


def _throw(*dice: int) -> Callable[[Any], None]:
    def build(app: Any) -> None:
        table_with(app, 2, *dice).press_roll()
    return build


BUILDS: dict[str, Callable[[Any], None]] = {name: build for name, build, _ in STATES}
RUNGS: dict[str, tuple[str, Callable[[Any], None]]] = {
    "six_ones": ("rarest_throw", _throw(1, 1, 1, 1, 1, 1)),
    "six_threes": ("rarest_throw", _throw(3, 3, 3, 3, 3, 3)),
    # round 66 ruling (critic B65: "rarity not scaled"): the Chintă the mid rung in its own
    # azure (hL65 had made it a takeover), three pairs a banner (it was the mid rung)
    "chinta": ("rare_throw", _throw(4, 2, 6, 1, 3, 5)),
    "three_pairs": ("pairs_throw", _throw(2, 2, 4, 4, 6, 6)),
    "five_alike": ("rare_throw", _throw(1, 1, 1, 1, 1, 2)),
    "hot_dice": ("hot_dice", BUILDS["hot_dice"]),
    "bank_big": ("bank_big", BUILDS["bank_big"]),
}
"""Each rung's way to its stage, and the stage's kind."""

TAKEOVER = ("six_ones", "six_threes")
MID = ("chinta", "five_alike")
BANNERS = ("hot_dice", "bank_big", "three_pairs")


def _headline_height(tmp_path: Any, size: tuple[int, int], name: str) -> int:
    kind, build = RUNGS[name]
    app = make_app(tmp_path / name, size=size)
    try:
        with unseen_frames(app, last_drawn=False):  # (only the stage's picture is read)
            build(app)
            stage = until_staged(app, kind)
        picture = stage.picture or stage.build()
        return picture.ink().h
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_headlines_grow_with_rarity_up_to_six_alike(tmp_path, size):
    """Round 73 (S3): the win left the letters' ladder (its title a verdict naming the winner
    in the results' headline room, S9); six alike tops it, its two throws one size."""
    heights = {name: _headline_height(tmp_path, size, name) for name in RUNGS}
    takeover = [heights[name] for name in TAKEOVER]
    assert max(takeover) <= 1.1 * min(takeover), heights
    # a takeover's letters as tall as "Victorie!" stood (~190 px at 1920: critic B51), near a
    # fifth of the window's height, at every size
    assert min(takeover) >= 0.17 * size[1], (heights, size)
    # and no taller: the stamp's share of its room (theme.FARKLE_TAKEOVER_STAMP) holds them
    # under a fifth, where "Victorie!" stood over them (round 66's "not past the win")
    assert max(takeover) <= 0.2 * size[1], (heights, size)
    top_mid = max(heights[name] for name in MID)
    assert top_mid <= 0.8 * min(heights[name] for name in TAKEOVER), heights
    top_banner = max(heights[name] for name in BANNERS)
    assert min(heights[name] for name in MID) >= 1.25 * top_banner, heights
