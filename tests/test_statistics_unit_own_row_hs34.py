"""Statistici's chart units stand in a row of their own (round 78, hS34, ruling S51; critics
cC77b, cB77: "ture", "partide", "puncte" touched the top tick's number under them): every
unit over a y axis keeps at least :data:`AIR` of its line's height clear over the numbers of
its axis, at every size and on every tab, and the 10 000 one-game chart at 1024x600 reads:
no two of its words overlap."""

from __future__ import annotations

import re

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
AIR = 0.35
"""The least air between a unit and its axis's top number, a share of the unit's line."""
NUMBER = re.compile(r"^[0-9][0-9  .,]*$")
LEADING = 0.25
"""The share of a text's box that is its line's leading, over and under its ink."""
UNITS = ("stats.unit.games", "stats.points", "stats.unit.turns", "stats.unit.rolls")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("games", "kind"), [(1, "farkle_only"), (1, None), (50, None),
                                             (50, "farkle_only")])
def test_every_charts_unit_stands_clear_over_its_numbers(tmp_path, size, games, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, games, kind=kind)
        units = {scene.tr(key) for key in UNITS}
        seen = 0
        for tab in ("yams", "farkle", "dice"):
            scene.select_kind(tab)
            app.step(FRAME)
            texts = recorded_frame(scene, size).texts
            numbers = [m.rect for m in texts if NUMBER.match(m.text.strip())]
            for mark in (m for m in texts if m.text in units):
                under = [r for r in numbers if r.top >= mark.rect.top
                         and r.left < mark.rect.right and r.right > mark.rect.left
                         and r.top - mark.rect.bottom < 3 * mark.rect.h]
                if not under:  # (a unit under a big total: no axis)
                    continue
                seen += 1
                top = min(under, key=lambda r: r.top)
                assert top.top - mark.rect.bottom >= AIR * mark.rect.h, (
                    tab, mark.text, mark.rect, top)
        assert seen, "no unit over an axis"
    finally:
        app.close()


def test_the_one_game_10000_chart_reads_at_1024x600(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, kind="farkle_only")
        app.step(FRAME)
        # (a text's box, its line's leading trimmed: the ink's)
        texts = [(m.text, m.rect.inflate(0, -round(m.rect.h * LEADING)))
                 for m in recorded_frame(scene, size).texts if m.text.strip()]
        for i, (words, box) in enumerate(texts):
            for other, rect in texts[i + 1:]:
                assert not box.colliderect(rect), (words, box, other, rect)
    finally:
        app.close()
