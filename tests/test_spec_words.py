"""Issue 23 §1: the spec's own words, kept exactly (hot dice counted, the key bar obeyed, a
made Penta kept, "Jucători umani + 1 IA" on New Game)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import yams as yams_ai
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.statistics import GameRecord, game_record
from game.widgets.button import Button, FocusGroup
from game.widgets.forms import TextField
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ANA = Player("Ana")
IA = Player("IA", is_computer=True)


def _set_aside_all(game: FarkleGame) -> None:
    for index in sorted(game.selectable):
        game.toggle(index)


# -- "Zaruri fierbinți": every hot dice counts, also one followed by a bank ------------------


def test_f8_hot_dice_followed_by_a_bank_are_counted_in_the_statistics():
    # Ana sets all six aside twice and banks at once each time: two hot dice (F8: "whether
    # the player then rolls or banks"); the record of the game shows 2, not 0.
    game = FarkleGame.new([ANA, IA], 5_000)
    for _ in range(2):
        game.roll(ScriptedDice([1, 2, 3, 4, 5, 6], strict=True))  # the straight: 2 500
        _set_aside_all(game)
        assert game.hot_dice_pending
        game.bank()
        game.roll(ScriptedDice([2, 3, 4, 6, 2, 3], strict=True))  # the computer busts
    assert game.hot_dice == [2, 0] and game.totals == [5_000, 0]
    assert game.finished  # the computer's bust was the last round's only turn
    record = GameRecord.from_dict(game_record("farkle", game, "2026-12-01T20:00:00").to_dict())
    assert [p.hot_dice for p in record.players] == [2, 0]


def test_f8_undoing_a_bank_on_hot_dice_takes_its_count_back():
    game = FarkleGame.new([ANA, IA], 5_000)
    game.roll(ScriptedDice([1, 2, 3, 4, 5, 6], strict=True))
    _set_aside_all(game)
    game.bank()
    assert game.hot_dice == [1, 0]
    game.undo()
    assert game.hot_dice == [0, 0] and game.hot_dice_pending


# -- the keys of the key bar do what the bar says, whatever was clicked last -------------------


def test_a_click_on_a_button_leaves_no_keyboard_focus_but_a_text_field_keeps_it():
    pressed: list[str] = []
    button = Button("Sugestie", lambda: pressed.append("hint"))
    field = TextField("Ana")
    group = FocusGroup([button, field])
    button.place(pygame.Rect(0, 0, 100, 40), 1.0)
    field.place(pygame.Rect(0, 100, 100, 40), 1.0)
    for pos, focused in (((50, 20), None), ((50, 120), field), ((50, 20), None)):
        group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        assert group.focused is focused
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert group.focused is button  # Tab still puts the focus (and its ring) on a button


def _click(app, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def _key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def _settle(app, scene, attr: str = "in_the_air") -> None:
    for _ in range(200):
        app.step(0.05)
        if attr == "in_the_air" and not scene.in_the_air and not scene.busy:
            return
        if attr == "settled" and scene.settled and not scene.tray.is_moving:
            return


@pytest.fixture
def app(tmp_path):
    """A small app with fast dice."""
    application = make_app(tmp_path, size=(1024, 600), animation_speed="fast")
    yield application
    application.close()


def test_10000_enter_banks_after_clicking_sugestie_or_any_other_button(app):
    # The key bar says Enter = "Încasează": after a click on "Sugestie" (or "Aruncă"), Enter
    # banks; it never shows the hint again.
    from game.scenes.farkle_table import FarkleTableScene

    # (hB50: a plain throw, no longer a Chintă: its stage takes the first key and hands the
    # table back with its six dice chosen)
    app.rng = ScriptedDice([1, 5, 2, 3, 4, 4, 1, 2, 3, 4, 6, 6])
    scene = FarkleTableScene(app, FarkleGame.new([Player("Ana"), IA], 5_000))
    app.manager.push(scene)
    _settle(app, scene)
    _click(app, scene.roll_button.rect.center)
    _settle(app, scene)
    game = scene.game
    assert game.roll_dice == (1, 5, 2, 3, 4, 4)
    _key(app, pygame.K_1)
    _click(app, scene.hint_button.rect.center)
    assert scene.focus.focused is None
    shown = scene.hint_text
    _key(app, pygame.K_RETURN)
    assert game.totals[0] == 100 and game.current == 1, (shown, game.totals)


def test_yams_enter_validates_after_clicking_sugestie(app):
    from game.scenes.yams_table import YamsTableScene

    app.rng = ScriptedDice([6, 6, 6, 2, 3] * 3)
    scene = YamsTableScene(app, YamsGame.new([Player("Ana"), IA]))
    app.manager.push(scene)
    _settle(app, scene, "settled")
    _click(app, scene.roll_button.rect.center)
    _settle(app, scene, "settled")
    _click(app, scene.sheet.cell_rect(0, Box.SIXES).center)
    assert scene.game.picked is Box.SIXES
    _click(app, scene.hint_button.rect.center)
    assert scene.focus.focused is None
    _key(app, pygame.K_RETURN)
    assert scene.game.cards[0].points(Box.SIXES) == 18


# -- the beginner never throws away a made Penta --------------------------------------------


@pytest.mark.parametrize("face", range(1, 7))
def test_the_yams_beginner_never_throws_away_a_made_penta(face):
    # With its slips (about 30 % of the keeps) it once kept nothing of five equal dice.
    cards = [Scorecard(), Scorecard().from_points({Box.PENTA: 50}),
             Scorecard().from_points({Box.CHANCE: 20, Box.THREE_OF_A_KIND: 25})]
    rng = random.Random(face)
    for card in cards:
        for rolls_left in (1, 2):
            for _ in range(60):
                keep = yams_ai.choose_keep(card, [face] * 5, rolls_left, level="beginner",
                                           rng=rng)
                assert keep == (face,) * 5
