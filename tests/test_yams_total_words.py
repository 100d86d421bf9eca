"""The TOTAL's words (critic Y30 §6): the rare TOTAL (a full card with the upper bonus) takes
the stage with words of its own, not the sheet's row label "TOTAL"; an ordinary last card
gets no "TOTAL" headline at the game's end (a game with no win staged, a computer's or a
solo one without a new best, counts its TOTAL in its own row, then the results)."""

from __future__ import annotations

import pytest

from game.flow.moments import total_kind
from game.flow.stage import takes_stage
from game.rules.yams import Box, Scorecard
from game.views.stage_pictures import YAMS_STAMPS
from tests.uihelpers import make_app

_FULL = {box: 12 for box in Box if box not in (Box.CHANCE, Box.PENTA)}


def test_an_ordinary_last_card_has_no_total_headline():
    plain = Scorecard.from_points({**_FULL, Box.ONES: 1, Box.TWOS: 2, Box.THREES: 3,
                                   Box.PENTA: 50, Box.CHANCE: 20})
    rare = Scorecard.from_points({**_FULL, Box.PENTA: 50, Box.CHANCE: 20})
    for card in (plain, rare):
        assert not takes_stage(total_kind(card, ending=True))  # counted in its row


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_rare_total_has_words_of_its_own(tmp_path, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        rare = app.tr(YAMS_STAMPS["card_total_rare"])
        assert rare != app.tr("stage.card_total") and "TOTAL" not in rare.upper().split()
        assert rare.strip()
    finally:
        app.close()
