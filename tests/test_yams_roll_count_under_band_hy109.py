"""The greyed "Aruncă" under the passing's band keeps the ended turn's count (round 78, hY109,
critic cA77 #12; ruling S13 amended round 77: the ended turn greyed in place): it said
"Aruncă 2" while the old dice left, then jumped to the next player's "Aruncă 3" under the band,
beside the prompt and the pill still saying the turn that ended. Now the count changes with
the rest of the next player's contents, the frame the band stops naming them.

Amended round 80 (fixF, ruling S13 amended round 80, critic cA80 #8: a stale "Aruncă 2"
under the "X e la rând" band, ``yams_handoff_band``): the ended turn's count no longer stays;
from the click that scores until the band has gone the greyed button is quiet, "Aruncă" with
no count (nobody's throws are live), and the next player's count still comes the frame the
band stops naming them."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ended_turn_shown(flow) -> bool:
    """True while the table shows the turn that ended (its dice leaving, the band due or
    naming the next player)."""
    return flow.leaving.active or flow.handoff.pending or flow.handoff.names_next


@pytest.mark.parametrize("computer_next", [False, True])
def test_the_greyed_count_is_the_ended_turns_until_the_band_goes(tmp_path, computer_next):
    """S13 (amended round 80): quiet "Aruncă" under the band, never the ended turn's count;
    the next player's count the frame the band goes."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        names = ["Ana"] if computer_next else ["Ana", "Ion"]
        scene = table(app, names, [6, 6, 3, 4, 1] * 3, computer=computer_next)
        roll(app, scene)
        app.step(1 / 60)
        assert scene.roll_button.text == "Aruncă (2)"
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        under_band, after = [], []
        banded = False
        for _ in range(600):
            app.step(1 / 60)
            banded = banded or scene.flow.handoff.names_next
            if _ended_turn_shown(scene.flow):
                under_band.append(scene.roll_button.text)
            else:
                after.append(scene.roll_button.text)
                break
        assert banded, "no band named the next player"
        assert set(under_band) == {"Aruncă"}, (  # never the ended turn's stale count
            f"under the band a count showed: {sorted(set(under_band))}")
        # the frame the band has gone, the next player's count with the rest of their contents
        # (the computer's throws are never counted on the person's button)
        assert after == (["Aruncă"] if computer_next else ["Aruncă (3)"]), after
    finally:
        app.close()
