"""Three pairs' ribbon says no figure the table does not (round 71, critic B71: "+1 500" on
the ribbon while every figure of the table, the turn's total and what a bank would bring,
still read 0: the pairs are not set aside yet as it plays). It says the throw ("Trei
perechi!") and the hot dice it makes; the points are said by the table once the dice are
set aside (the score list's lit "Trei perechi 1 500" row says what they are worth)."""

from __future__ import annotations

import re

import pytest

from game.i18n import format_int
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_pairs_ribbon_says_only_figures_the_turn_panel_says(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        picture = stage.picture or stage.build()
        table = app.manager.stack[-2]
        said = {format_int(table.game.turn_total).replace("\u00a0", " ")}
        words = " ".join((picture.stamp, picture.line, picture.caption)).replace("\u00a0", " ")
    finally:
        app.close()
    figures = re.findall(r"\d[\d ]*\d|\d", words)
    assert all(figure.strip() in said for figure in figures if figure.strip() != "6"), \
        (words, said)  # ("toate 6": the dice, not points)
