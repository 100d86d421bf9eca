"""Ruling S93 5. (round 81, hY122; critic cA80 #10, ``undo_a.png``, ``yams_undo_returned``):
after Ctrl+Z the pill says the undo ("Anulat. Căsuța Șansă rămâne aleasă.") from the first
frame, while the undone dice glide back; the stale "Apasă „Validează tura” (sau Enter)" never
flashes before it (it showed for about 0.2 s: the announcement waited for the tray to rest)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from game.views.yams_prompt import prompt_say
from tests.uihelpers import make_app
from tools.screens_yams import click_at, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_after_ctrl_z_the_pill_says_the_undo_at_once_never_the_stale_prompt(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = table(app, ["Ana", "Ștefan"], [6, 6, 3, 4, 1, 2, 5, 6], computer=False)
        roll(app, scene)
        for i in (0, 1):
            click_at(app, tuple(map(round, scene.tray.position(i))))
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(8):
            app.step(1 / 30)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_CTRL, unicode="", scancode=0))
        undone = scene.tr("undo.kept_yams", box=scene.tr(Box.CHANCE.key))
        said = []
        for _ in range(45):
            app.step(1 / 60)
            say = prompt_say(scene)
            said.append(None if say is None else say.headline)
        assert said[0] == undone, said[:16]  # at once, the dice gliding back under it
        last = max(k for k, text in enumerate(said) if text == undone)
        assert all(text == undone for text in said[:last + 1]), said[:last + 1]
    finally:
        app.close()
