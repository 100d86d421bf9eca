"""The goal's plate hands the title's row straight to the last round's band (hF73, this
round's merge of hF71: for ~0.25 s after the plate folded, the "10 000" title stood where the
band then came, a region that jumps). From the frame the plate starts to lift off the table
(:data:`game.flow.stage.GONE`) to the first turn of the last round, every drawing of the
table has the band in the title's row, never the title; and the band's "De depășit" figure
is the players' list's best as that same drawing shows it (never a total still landing)."""

from __future__ import annotations

import pytest

from game.flow.stage import GONE
from game.scenes.stage import StageOverlay
from game.views.farkle_views import player_lines
from tests.uihelpers import make_app, recorded_step
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_title_never_comes_back_between_the_plate_and_the_band(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)  # the plate has come
        table = app.manager.stack[-2]
        flow, heading = table.flow, table.heading()
        lifting = back = 0
        for _ in range(120):
            top = app.manager.top
            staged = isinstance(top, StageOverlay)
            frame = recorded_step(app, 1 / 30)
            drawn = [t for t in frame.texts if t.text == heading or t.role == "last_round"]
            titled = any(t.text == heading for t in drawn)
            band = [t.text for t in drawn if t.role == "last_round"]
            if staged and top.clock.progress >= GONE:  # the table seen again, lifting
                lifting += 1
                assert not titled, "the '10 000' title under the lifting plate"
                if drawn:  # (the table under the stage drawn again this frame)
                    assert band, "no band in the title's row as the plate lifts"
            elif not staged:
                back += 1
                assert band and not titled, "the title's row is not the band"
            if band:  # the figure to beat: the list's best as this frame shows it
                shown = player_lines(flow, table.tr, True)
                best = max(int(line.total.replace("\u00a0", "").replace(" ", ""))
                           for line in shown)
                figure = int(band[-1].replace("\u00a0", "").replace(" ", ""))
                assert figure == best, (band, [line.total for line in shown])
            if back >= 6:
                break
    finally:
        app.close()
    assert lifting >= 2 and back >= 6, (lifting, back)
