""""Zarurile se rostogolesc…" is true while it shows: it goes the frame the 10 000 dice are
seen lying still (not a reveal beat later), and never shows over dice at rest."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_rolling_line_goes_the_frame_the_dice_rest(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        table.press_roll()
        rolling_frames = 0
        for _ in range(240):
            app.step(1 / 60)
            key = table.flow.prompt().key
            if table.tray.is_animating:
                assert key == "farkle.prompt.rolling", key
                rolling_frames += 1
            else:  # at rest in view: the line says what the person does now
                assert key != "farkle.prompt.rolling", (key, table.tray.still_for)
            if table.outcome_visible():
                break
        assert rolling_frames > 10 and table.flow.prompt().key == "farkle.hint.pick"
    finally:
        app.close()
