"""While a person's dice tumble, the Yams key line never offers "Spațiu: Aruncă" (critic,
round 74, "Yams table" 7: the throw's key offered as live while nothing can be thrown; Space
then only lands the dice): it says what Space does in that beat, and the whole line comes
back with the dice at rest, a throw left."""

from __future__ import annotations

import pytest

from game.widgets.keycaps import key_plain
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_key_line_never_offers_a_throw_while_the_dice_tumble(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language != "ro":
            app.apply_settings(app.settings.with_changes(language=language))
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3, computer=False)
        roll(app, scene, land=False)
        app.step(1 / 30)
        assert scene.tray.is_animating and scene.game.rolls_left > 0
        texts = shown_texts(app)
        assert key_plain(app.tr("yams.keys_hint")) not in texts
        rolling = key_plain(app.tr("yams.keys_rolling"))
        assert rolling in texts
        throw = key_plain(app.tr("yams.keys_hint")).split("  ·  ")[1]  # "Spațiu: Aruncă"
        assert throw not in rolling and "1–5" not in rolling and "Esc" in rolling
        for _ in range(80):  # landed, a throw left: Space throws again, said
            if scene.settled and not scene.tray.is_moving:
                break
            app.step(1 / 30)
        app.step(0.2)
        assert key_plain(app.tr("yams.keys_hint")) in shown_texts(app)
    finally:
        app.close()
