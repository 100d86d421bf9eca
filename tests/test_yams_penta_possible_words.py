"""A Penta's lit row says its figure as players would (critic C51: "Penta 50 posibil" read
oddly): the tag after the box continues the row into one phrase, "Penta 50 de înscris"
("Penta 50 to score"): 50 points the player may write in that box."""

from __future__ import annotations

import pytest

from game.i18n import load_catalog


@pytest.mark.parametrize(("language", "phrase"), [("ro", "Penta 50 de înscris"),
                                                  ("en", "Penta 50 to score")])
def test_the_pentas_row_reads_as_one_phrase(language, phrase):
    catalog = load_catalog(language)
    tag = catalog.messages["stage.penta.possible"]
    label = catalog.messages["yams.box.penta"]
    assert f"{label} 50 {tag}" == phrase
