"""The TOTAL's lit row at the stage's tail (critic round 29 §4): as the stage lifts, no other
player's figure ghosts through the row between its label's words and its box (hY65: its
label and its box side by side, each going home to its own)."""

from __future__ import annotations

import pytest

from game.views import stage_lift
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_no_other_figure_ghosts_through_the_total_row_as_the_stage_lifts(tmp_path):
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        clock.update = lambda dt: None  # type: ignore[method-assign]
        for percent in (90, 93, 95):
            clock.age = clock.duration * percent / 100
            app.step(0.0)
            # the band where it is drawn: on the lifted row, then gliding home with it
            # (round 60, critic C51)
            # (hY65: no band between them, the right half of its label's cell, past its word)
            label = picture.labels[0]
            half = label.copy()
            half.w, half.x = label.w // 2, label.centerx
            band = stage_lift.shown_rect(picture, half, clock.progress)
            band = band.inflate(-6, -6)
            lum = [sum(app.screen.get_at((x, y))[:3]) for x in range(band.left, band.right)
                   for y in range(band.top, band.bottom)]
            paper = sorted(lum)[len(lum) // 2]
            ghost = paper - min(lum)  # a figure's ink, darker than its paper
            assert ghost < 60, (percent, ghost)
    finally:
        app.close()
