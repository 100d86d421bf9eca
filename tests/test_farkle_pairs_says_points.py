"""Three pairs' scroll says its points, once (round 73, critic N73: "Trei perechi!" showed no
points while the Chintă and "Șase de 1" show theirs; ruling S3, amended): its line says the
throw's worth, "+1 500", before the hot dice it makes, as a rarer throw's stage says "+2 500"
over the same turn at 0. The figure is the seed's for the figure (F1), said once among the
scroll's words, never a turn total nor a second figure (this reverses round 71's "no figure",
critic B71)."""

from __future__ import annotations

import re

import pytest

from game.i18n import format_int
from game.rules.farkle import THREE_PAIRS
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_pairs_scroll_says_its_points_once_before_the_hot_dice(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        picture = stage.picture or stage.build()
        table = app.manager.stack[-2]
        hot = table.tr("stage.rare_hot")
        turn_total = table.game.turn_total
    finally:
        app.close()
    points = "+" + format_int(THREE_PAIRS).replace("\u00a0", " ")  # "+1 500"
    words = " ".join((picture.stamp, picture.line, picture.caption)).replace("\u00a0", " ")
    assert picture.caption.replace("\u00a0", " ").startswith(points), picture.caption
    assert words.count(points) == 1, words  # said once on the scroll
    assert hot in picture.caption, (hot, picture.caption)  # the hot dice it makes, after it
    figures = [f.strip() for f in re.findall(r"\d[\d ,.]*\d|\d", words)]
    assert [f for f in figures if f != "6"] == [points[1:]], words  # no other figure
    assert turn_total == 0  # (the turn's own figures say it once the pairs are set aside)
