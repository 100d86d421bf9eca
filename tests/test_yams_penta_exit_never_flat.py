"""A Penta's stage leaves onto its table (round 75, hS30, critic row "Staged moments"): as
its stamp leaves, the table comes back through the lifting veil, so no frame of its exit
is a flat one, the stamp gone (or under half its strength) over the stage's bare felt with
the table not yet there (it was: ~4 frames of five dice alone on a flat olive felt, then the
table faded in). Stepped at 60 frames a second over the real picture of a person's Penta at
the three sizes: on every frame, the stamp stands at half its strength or more, or the table
has come back a quarter of the way or more round the dice
(``game.views.stage.column_back``; S77, round 80)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.views.stage import column_back, shown_stamp_alpha
from tests.uihelpers import make_app

FAINT = 0.5
"""A stamp under this share of its strength no longer reads as the stage's."""

SEEN = 0.25
"""A table back this far through its veil reads as the table."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_a_pentas_exit_frames_show_its_stamp_or_its_table(tmp_path: Path, size, kind):
    from tools.screens_stage import _joker, _penta, until_staged

    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        (_penta if kind == "penta" else _joker)(app)
        stage = until_staged(app, kind)
        picture, clock = stage.picture, stage.clock
        assert picture is not None
        flat = []
        age = 0.0
        while age < clock.duration:
            clock.age = age
            stamp, back = shown_stamp_alpha(picture, clock), column_back(picture, clock)
            # (the table round the dice: the sheet's panel comes once no die is over it,
            # amended round 80, hY119, S77)
            if clock.progress > 0.3 and stamp < FAINT and back < SEEN:
                flat.append(f"{clock.progress:.3f}: stamp {stamp:.2f}, table {back:.2f}")
            age += 1 / 60
        assert not flat, flat
    finally:
        app.close()
