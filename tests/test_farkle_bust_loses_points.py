"""A bust's lost points are said once the stamp has gone (round 76, hF89, critics cF75b and
cZ75, ruling S15 amended; this reverses round 74's hF86, whose struck "Puncte pierdute 100"
fell and faded beside the stamp: a bust said a third way): under the stamp the ledger's
total stays in its place, its label and figure as before the throw, quiet under the veil;
the last turn's card says "100 pierdute" once the turn has passed."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.farkle_ledger import LOST_SINK
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_lost_total_stays_quiet_in_its_place_under_the_stamp(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_roll()
        rest = None
        seen: list[tuple[pygame.Rect, str]] = []  # (the figure's box, its words)
        with unseen_frames(app, last_drawn=False):  # (each frame read as drawn afresh)
            for _ in range(120):
                frame = recorded_frame(table, size)
                figure = next(t for t in frame.texts if t.role == "ledger_total")
                stamp = any(p.role == "announcement" for p in frame.panels)
                if not stamp and not table.flow.bust_shown:
                    rest = figure  # the live total, before the loss
                elif stamp:
                    seen.append((figure.rect, figure.text))
                if len(seen) >= 16:
                    break
                app.step(0.05)
        assert rest is not None and len(seen) >= 16, len(seen)
        # (ruling S100 1., round 81: the struck total drops a few px as the plate strikes,
        # then rests there: the same figure, its right edge in place, never a third voice)
        sink = round(LOST_SINK * size[1] / 1080) + 1
        assert all(box.right == rest.rect.right and 0 <= box.y - rest.rect.y <= sink
                   and text == rest.text for box, text in seen), (rest, seen)
        labels = [t.text for t in recorded_frame(table, size).texts]
        assert app.tr("farkle.ledger.lost") not in labels  # no "Puncte pierdute" beside it
    finally:
        app.close()
