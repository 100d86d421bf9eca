"""Ruling S118 1. (round 82, hY131; critic cA82 defects 2 and 15, change 2;
``yams_handoff_band``): the turn change is said once. While the "Calculatorul e la rând" band
holds, the message line under the pill says nothing (it kept the ended turn's greyed "Ana a
ales Șansă: 16" beside the band and the pill), and "Anulează (Ctrl+Z)" is neither lit nor
outlined: greyed in its place, Ctrl+Z refused, through the band and the computer's turn; the
band is the one voice. Amends S76 4. (the undo offered "through the scored turn's end and the
card"): now through the scored turn's end only, and before the next person's first throw."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views.yams_prompt import prompt_say
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("computer", [True, False])
def test_under_the_band_no_caption_and_no_lit_undo(tmp_path, computer):
    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        names = ["Ana"] if computer else ["Ana", "Ion"]
        scene = table(app, names, [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 6, computer=computer)
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        assert scene.undo_button.enabled  # (the scored turn's end: the box may come back)
        banded = 0
        for _ in range(240):
            app.step(1 / 30)
            if scene.flow.prompt_waits:  # the band naming the next player
                banded += 1
                said = prompt_say(scene)
                assert said is None or not (said.headline or "").strip(), said
                assert not scene.undo_button.enabled, "Anulează lit under the band"
                assert not scene.flow.undo_offered
            elif banded and computer:  # the card fading, the computer's turn: greyed
                assert not scene.undo_button.enabled and not scene.flow.undo_offered
            elif banded:  # Ion's turn comes in as the band goes: Ana's box may come back
                assert scene.flow.undo_offered
                break
        assert banded > 3
    finally:
        app.close()
