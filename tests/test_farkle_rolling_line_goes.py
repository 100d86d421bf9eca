""""Zarurile se rostogolesc…" is true while it shows: it goes the frame the 10 000 dice are
seen lying still (not a reveal beat later), and never shows over dice at rest; at rest, before
they are seen, the line says nothing new, a plain throw's as a bust's (round 76, hF89): that
they stopped, "Zarurile s-au oprit" (round 78, hF94, critic cB77, ruling S48: the line went
blank there, the heading said nothing for a beat after every throw)."""

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
        rolling_frames = rested_frames = 0
        for _ in range(240):
            app.step(1 / 60)
            said = table.flow.prompt()
            key = None if said is None else said.key
            if table.outcome_visible():
                break
            if table.tray.is_animating:
                assert key == "farkle.prompt.rolling", key
                rolling_frames += 1
            else:  # at rest in view: never "rolling"; nothing new before they are seen, a
                # plain throw's as a bust's (round 76, hF89: "Dă clic…" there told no bust),
                # never blank (round 78, hF94, ruling S48: that they stopped, as on Yams)
                assert key == "farkle.prompt.rested", (key, table.tray.still_for)
                rested_frames += 1
        assert rolling_frames > 10 and rested_frames > 0
        assert table.flow.prompt().key == "farkle.hint.pick"
    finally:
        app.close()
