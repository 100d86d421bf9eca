"""One design language (round 82, hK92, ruling S110 2., amending S67 3.; critic cC81 #11):
"Joacă Yams" / "Joacă 10 000" is the same red primary on Setări as on Reguli, Scoruri and
Statistici (it was a green secondary on Setări alone, read as another action), and it is
still the one red button of each of those screens; "Înapoi" stays green everywhere."""

from __future__ import annotations

import pytest

from game.widgets.button import Button
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("name", ["menu.settings", "menu.rules", "menu.scores",
                                  "menu.statistics"])
def test_play_is_the_one_red_button_of_every_side_screen(tmp_path, name):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        settle(app)
        click(app, button_named(app, name))
        settle(app)
        scene = app.manager.top
        reds = [w for w in scene.focus.widgets if isinstance(w, Button) and w.visible
                and w.style == "primary"]
        assert len(reds) == 1, (name, [r.text for r in reds])  # (Statistici with no game:
        assert reds[0].text.startswith("Joacă"), reds[0].text  # its empty state's own)
        assert scene.back_button.style == "secondary"
    finally:
        app.close()
