"""A dialog's focus and its safe answer agree (critic A51: "the bright safe button under a ring
on the danger one reads ambiguous"): at rest the only ring in the dialog is the cream focus ring
round the safe answer; the destructive answer, unfocused, is quieter, its wine face and coral
words with no coral ring round it (a ring there read as a second focus). Tab brings the focus
to it: then its coral ring comes, inside the cream one."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import leave_confirm, quit_confirm
from tests.uihelpers import FRAME, key, make_app


def _coral_on_edge(app, button) -> int:
    """How many pixels of the button's top edge band wear its coral ring's colour."""
    radius = theme.px(theme.BUTTON_RADIUS, button.scale)
    band = range(button.rect.y, button.rect.y + max(2, theme.px(3, button.scale)))
    return sum(tuple(app.screen.get_at((x, y)))[:3] == theme.BUTTON_DANGER_RING
               for x in range(button.rect.x + radius, button.rect.right - radius)
               for y in band)


@pytest.mark.parametrize("make", [lambda app: leave_confirm(app, lambda: None),
                                  lambda app: quit_confirm(app, lambda: None),
                                  lambda app: OverwriteConfirm(app, lambda: None)])
def test_at_rest_the_only_ring_is_round_the_safe_answer(tmp_path, make):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = make(app)
        app.manager.push(scene)
        for _ in range(40):
            app.step(FRAME)
        assert scene.focus.focused is scene.no_button  # the safe answer has the focus
        assert _coral_on_edge(app, scene.yes_button) == 0  # no ring round the danger one
        key(app, pygame.K_TAB)
        for _ in range(10):
            app.step(FRAME)
        assert scene.focus.focused is scene.yes_button
        assert _coral_on_edge(app, scene.yes_button) > scene.yes_button.rect.w // 2
    finally:
        app.close()
