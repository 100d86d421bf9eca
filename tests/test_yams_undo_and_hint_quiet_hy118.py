""""Anulează" and "Sugestie" quiet beside the one red action (ruling S76, round 80, hY118;
critics cF79 #2, #5 and cA79 #13): "Sugestie" is an outline beside the red "Aruncă", as on
the 10 000; "Anulează (Ctrl+Z)" is an outline while it may act, a dim text link with nothing
to undo (never a slab), and never lit (nor acting on Ctrl+Z) while the computer plays."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_hint_is_an_outline_and_the_idle_undo_a_link(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6])
        roll(app, scene)
        assert scene.roll_button.style == "primary" and scene.roll_button.enabled
        assert scene.hint_button.enabled and scene.hint_button.style == "quiet"
        # (round 81, hY121, S91 4., critic cA80 #9: the idle undo is the one outline,
        # dimmed, never a bare link beside a bordered button a beat later)
        assert not scene.undo_button.enabled and scene.undo_button.style == "quiet"
    finally:
        app.close()


def test_the_undo_is_never_lit_while_the_computer_plays(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        assert scene.undo_button.enabled and scene.undo_button.style == "quiet"
        shown = 0
        for _ in range(300):
            app.step(1 / 30)
            if scene.computer_shown() and not scene.flow.turn_ended \
                    and not scene.flow.handoff.holds:
                shown += 1
                assert not scene.undo_button.enabled  # the computer plays: never lit
                if shown == 1:  # nor does Ctrl+Z take the box back under its turn
                    pygame.event.post(pygame.event.Event(
                        pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
                    app.step(1 / 60)
                    assert scene.game.cards[0].points(Box.TWOS) == 6
            if scene.game.dice is not None and scene.computer_turn:
                break
        assert shown
    finally:
        app.close()
