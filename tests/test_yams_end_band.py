"""At a Yams game's end the band of the turn's buttons does not go empty: it holds the
end-of-game actions ("Partidă nouă", "Meniu") in the very place the buttons were (nothing
jumps), from the last scoring on; "Partidă nouă" is the one red action there."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.end_frames import _yams_table
from tools.screens_yams import click_at, pick, roll

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_band_of_the_buttons_holds_the_end_actions(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _yams_table(app, "yams_person")
        app.step(0.1)
        band = scene.roll_button.rect.copy()
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        click_at(app, scene.validate_button.rect.center, frames=0)
        assert scene.game.finished
        shown = [w for w in scene.widgets() if w.visible and w.rect.colliderect(
            band.inflate(4000, 0))]
        names = {w.name for w in shown}
        assert names == {"results.new_game", "results.menu"}, names
        again = next(w for w in shown if w.name == "results.new_game")
        assert again.rect.y == band.y and again.rect.h == band.h  # in the buttons' own place
        assert again.style == "primary" and again.enabled
        assert scene.left.contains(again.rect)
    finally:
        app.close()
