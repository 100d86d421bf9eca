"""The computer's turn says "wait" once (round 75, critic cA75: the pill's second line "Este
rândul calculatorului: așteaptă puțin" stood over the folded row's "Așteaptă-ți rândul…"):
a click refused while the row is folded is answered by that status alone, lit for its
moment, never a second "wait" in the pill (ruling S10, amended in round 75). Since round 76
(S21) the row stays greyed in its place with no status words: the pill's second line is the
one "wait", said once."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import click_at, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_a_click_in_the_computers_turn_lights_the_one_wait_never_a_second(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        for _ in range(150):
            if (scene.flow.voice.banner is None and scene.settled
                    and scene.game.dice is not None):
                break
            app.step(1 / 30)
        assert scene.computer_turn and scene.computer_shown()
        assert app.tr("yams.computer_bar") not in shown_texts(app)  # the row greyed, no words
        click_at(app, scene.roll_button.rect.center)
        texts = shown_texts(app)
        assert texts.count(app.tr("yams.computer_turn")) == 1, texts  # the pill's answer, once
        assert app.tr("yams.computer_bar") not in texts, texts  # (S21, round 76)
    finally:
        app.close()
