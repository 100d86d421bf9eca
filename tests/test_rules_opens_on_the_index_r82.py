"""Rules open with the focus where the arrows act (round 82, hK92, ruling S97 3. amended
round 82; critic cC81 #2: the ring stood on the Yams / 10 000 tabs while ↑ / ↓ moved the
section index, `keys/rules_04_enter.png`, `keys/rules_05_down.png`). The section index
holds the focus from the first frame, ringed: ↓ lights the next section and the page goes
there, the ring never leaving the list the arrows move; a focus lost comes back to it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import RulesScene, open_rules
from tests.uihelpers import FRAME, button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_rules_from_the_menu_open_on_the_index_the_arrows_move(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        assert isinstance(scene, RulesScene)
        assert scene.focus.focused is scene.index
        first = scene.index.current
        key(app, pygame.K_DOWN)
        settle(app)
        assert scene.focus.focused is scene.index  # the ring stays where ↓ acted
        assert scene.index.current != first and scene.scroll.offset > 0
        scene.focus.focus(None)
        app.step(FRAME)
        assert scene.focus.focused is scene.index  # a focus lost comes back to it
    finally:
        app.close()


def test_rules_over_a_table_open_on_the_index(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_rules(app, "farkle")
        app.step(FRAME)
        assert scene.focus.focused is scene.index
    finally:
        app.close()
