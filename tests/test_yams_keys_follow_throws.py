"""The Yams key strip follows the live actions (critic C62: "Spațiu: Aruncă" in the footer
with no throw left): once the turn's throws are used up, the strip no longer offers Space
(nor the dice keys: nothing is kept for a throw that will not come); a throw left, it does."""

from __future__ import annotations

import pytest

from game.widgets.keycaps import key_plain
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_space_is_offered_only_while_a_throw_is_left(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3, computer=False)
        roll(app, scene)
        app.step(0.5)
        assert scene.game.rolls_left > 0
        assert key_plain(app.tr("yams.keys_hint")) in shown_texts(app)
        roll(app, scene)
        roll(app, scene)
        app.step(0.5)
        assert scene.game.rolls_left == 0
        texts = shown_texts(app)
        assert key_plain(app.tr("yams.keys_hint")) not in texts
        strip = key_plain(app.tr("yams.keys_no_throw"))
        assert strip in texts and "Spațiu" not in strip and "1–5" not in strip
        assert "Enter" in strip and "Esc" in strip
    finally:
        app.close()
