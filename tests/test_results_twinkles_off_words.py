"""The winner's twinkles keep off the words through the podium's entrance (critic C69: at
1024x600 they drifted over the stats row under the podium as the trophy rose out of the
floor): they glint on the part of the trophy risen above the floor, never on its hidden
part over the figures said under the steps."""

from __future__ import annotations

import pytest

from game.flow.results_detail import yams_detail
from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets import layout_record
from game.widgets.podium_motion import RISE
from tests.uihelpers import make_app


def _texts(app, panel, size):
    """The words the panel writes now (drawn once)."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        panel.draw(app.screen)
        return [t for t in layout_record.frame().texts if t.text.strip()]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_no_twinkle_lies_on_a_word_as_the_podium_rises(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        upper = {box: 3 * (k + 1) for k, box in enumerate(b for b in Box if b.is_upper)}
        won = Scorecard.from_points({box: upper.get(box, 0) for box in Box} | {Box.CHANCE: 28})
        lost = Scorecard.from_points({box: 0 for box in Box} | {Box.CHANCE: 20})
        rows = [ResultRow(1, "Ștefania", won.total, seat=0, detail=yams_detail(won)),
                ResultRow(2, "Calculatorul", lost.total, seat=6, detail=yams_detail(lost))]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = RISE * 2  # at rest: the words said under the steps, under the trophy
        texts = _texts(app, panel, size)
        cup = panel.winner_cups[0]
        under = min(t.rect.top for t in texts if t.rect.top >= cup.bottom  # the stats row
                    and t.role != "podium_place")  # (S38: a block, not a slab, its trophy
        # now over its "1" at 1024x600: the numeral under the cup is on the step)
        checked = 0
        for k in range(0, 12):  # through the entrance
            panel.time = RISE * k / 10
            texts = _texts(app, panel, size)
            for spot in panel.sparkle_spots():
                checked += 1
                assert spot.bottom <= under, (panel.time, spot, under)  # over the stats row
                for said in texts:
                    assert not spot.colliderect(said.rect), (panel.time, spot, said.text)
        assert checked >= 10
    finally:
        app.close()
