"""A key does what its button does (round 80, fixE; ruling S79 3.): while a bank's own
moment plays, its coins flying and its count, "Anulează (Ctrl+Z)" stands greyed and a click
on it does nothing; Ctrl+Z or Backspace then did take the bank back under the greyed
button. Now the key is refused as the click is (no sound, no words: a greyed button says
nothing when pressed), the bank stays told, and once the offer is lit with the banker's
name the same key takes the bank back."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60
SMALL = ((1, 5, 2, 2, 3, 6), (0, 1))  # a 150 bank: no stage, its coins fly over the table
KEYS = {"ctrl_z": (pygame.K_z, pygame.KMOD_LCTRL, "z"),
        "backspace": (pygame.K_BACKSPACE, 0, "\b")}


def _banked(tmp_path):
    """A 150 bank by Ana, its coins still flying: the table on top, "Anulează" greyed."""
    app = make_app(tmp_path, size=(1366, 768))
    app.rng = ScriptedDice(SMALL[0] + (2, 3, 4, 6, 6, 2) * 10)
    scene = open_table(app, "farkle", 2)
    scene.press_roll()
    screens_farkle.play(app, 20)
    for i in SMALL[1]:
        scene.press_die(i)
    scene.press_bank()
    for _ in range(10):
        app.step(STEP)
    return app, scene


def _told(scene) -> tuple:
    """What says the bank still stands: whose turn, its undo possible, its moment playing."""
    flow = scene.flow
    return (scene.game.current, scene.game.can_undo, flow.frozen is not None,
            flow.flight is not None)


def _press(app, key: str) -> None:
    code, mod, text = KEYS[key]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text,
                                         scancode=0))
    app.step(STEP)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod))
    app.step(STEP)


@pytest.mark.parametrize("key", sorted(KEYS))
def test_the_undo_key_is_refused_while_its_button_is_greyed_then_undoes_once_lit(
        tmp_path, key):
    app, scene = _banked(tmp_path)
    try:
        button = scene.undo_button
        assert app.manager.top is scene and not button.visible and not button.enabled  # (S108)
        assert _told(scene) == (1, True, True, True)  # the coins fly: the moment plays
        sounds = []
        app.audio.play = lambda name, *args, **kwargs: sounds.append(name)
        _press(app, key)
        assert scene.game.current == 1 and scene.game.can_undo, key  # the bank stands
        assert scene.flow.frozen is not None  # its moment plays on, undisturbed
        assert "refused" not in sounds and "click" not in sounds, sounds  # said nothing,
        assert scene.flow.voice._refusal is None  # as a click on the greyed button
        for _ in range(600):  # until the offer lights, the banker named
            app.step(STEP)
            if button.enabled:
                break
        assert button.enabled and scene.game.can_undo
        _press(app, key)
        assert scene.game.current == 0 and not scene.game.can_undo  # taken back, by key
    finally:
        app.close()


def test_a_click_on_the_greyed_undo_leaves_the_bank_told(tmp_path):
    """The button the key mirrors: a click on it greyed during the coins does nothing."""
    app, scene = _banked(tmp_path)
    try:
        at = scene.undo_button.rect.center
        assert not scene.undo_button.enabled
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        app.step(STEP)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step(STEP)
        assert _told(scene) == (1, True, True, True)
    finally:
        app.close()
