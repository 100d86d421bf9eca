"""The bank's undo where it belongs, long enough to use (round 82, hF113, ruling S114 1.,
amending S108 3.): S108 3. offered "Anulează încasarea: Ana" on the turn-passing card only
(~0.7 s), too short to notice a misclicked bank, though the engine takes a bank back until
the next throw. Now the banker's own "Tura trecută" card in the ledger, which names them and
the "+1 050", carries a quiet "Anulează (Ctrl+Z)", clickable, from the bank through the next
person's turn at rest until their first throw (Ctrl+Z too); never an outlined button in the
action row, never through the computer's turn. Stepped at 1/60 s."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import click_at, make_app, recorded_frame
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _banked(app, humans: int):
    """Ana throws 1 1 1 5 2 3, banks the 1 050; the table a while after, the next player at
    rest (their entrance over)."""
    app.rng = ScriptedDice((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2) * 20)
    scene = open_table(app, "farkle", humans)
    scene.press_roll()
    screens_farkle.play(app, 20)
    for i in (0, 1, 2, 3):
        scene.press_die(i)
    scene.press_bank()
    for _ in range(int(4 / STEP)):  # the plaque, the passing card, the entrance: gone
        app.step(STEP)
    return scene


def _link(scene, size):
    """The card's undo words as drawn now, with the ledger's last-turn card."""
    frame = recorded_frame(scene, size)
    said = [t for t in frame.texts if t.role == "ledger_undo"]
    cards = [p.rect for p in frame.panels if p.role == "ledger_last_turn"]
    return said, cards, frame


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_is_taken_back_from_the_bankers_card_until_the_next_throw(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _banked(app, 2)
        flow = scene.flow
        assert scene.game.current == 1 and not flow.handoff.holds  # Ștefan's turn, at rest
        said, cards, frame = _link(scene, size)
        assert [t.text for t in said] == [app.tr("undo.button")], said
        assert cards and cards[0].contains(said[0].rect), (cards, said)  # on Ana's card
        row = [t for t in frame.texts if "Anulează" in t.text and t.role != "ledger_undo"]
        assert not row and not scene.undo_button.visible, row  # no action-row button
        click_at(app, scene.undo_link.center)
        assert scene.game.current == 0 and scene.game.totals[0] == 0  # Ana's turn again
        assert scene.game.turn_total == 1050
    finally:
        app.close()


def test_the_offer_ends_at_the_next_throw_and_ctrl_z_takes_it_back_before(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        scene = _banked(app, 2)
        for _ in range(int(5 / STEP)):  # at rest a while longer: still offered
            app.step(STEP)
        assert scene.flow.undo_offered() and _link(scene, size)[0]
        scene.press_roll()  # Ștefan throws: the bank stands for good
        app.step(STEP)
        assert not scene.flow.undo_offered() and not _link(scene, size)[0]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_CTRL, unicode="z"))
        app.step(STEP)
        assert scene.game.totals[0] == 1050 and scene.game.current != 0  # (his bust passed)
    finally:
        app.close()


def test_ctrl_z_at_rest_takes_it_back(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _banked(app, 2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_CTRL, unicode="z"))
        app.step(STEP)
        assert scene.game.current == 0 and scene.game.totals[0] == 0
    finally:
        app.close()


def test_never_through_the_computers_turn(tmp_path):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2) * 20)
        scene = open_table(app, "farkle", 1)  # Ana, then the computer
        scene.press_roll()
        screens_farkle.play(app, 20)
        for i in (0, 1, 2, 3):
            scene.press_die(i)
        scene.press_bank()
        for _ in range(int(6 / STEP)):
            app.step(STEP)
            if scene.flow.computer_turn and not scene.flow.handoff.holds:
                assert not scene.flow.undo_offered()
                assert not _link(scene, size)[0]
    finally:
        app.close()
