"""Screen states of issue 13 (players and games) for :mod:`tools.render_screens`.

Undo offered on both tables, New Game opened with the last players and a full name field
refusing a letter, and the question before a new game replaces an unfinished one.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.rules.yams import Box
from game.scenes.farkle_table import FarkleTableScene
from tools.render_screens import open_new_game, register
from tools.screens_yams import click_at, pick, roll, table
from tools.scripted_dice import ScriptedDice


@register("yams_undo_offered")
def _yams_undo(app: Any) -> None:
    """Ana just scored her Full: "Anulează căsuța Full scrisă de Ana" shows until the next roll."""
    scene = table(app, ["Ana", "Ștefan"], [2, 2, 2, 5, 5], computer=False)
    roll(app, scene)
    pick(app, scene, Box.FULL_HOUSE)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="", scancode=0))
    app.step(0.1)


@register("farkle_undo_offered")
def _farkle_undo(app: Any) -> None:
    """Ana banked 1 050: "Anulează încasarea: Ana" under Aruncă / Încasează, offered once the
    bank's plaque has gone, as after any bank (ruling S79 3., round 80), while the passing
    card holds (ruling S108 3., round 82)."""
    game = FarkleGame.new([Player("Ana"), Player("Ștefan")])
    app.rng = ScriptedDice([1, 1, 1, 2, 3, 4, 5, 2, 3])
    scene = FarkleTableScene(app, game)
    app.manager.push(scene)
    app.step(0.1)
    click_at(app, scene.roll_button.rect.center)
    for _ in range(20):
        app.step(0.1)
    for i in (0, 1, 2):
        click_at(app, scene.die_centre(i))
    click_at(app, scene.roll_button.rect.center)
    for _ in range(20):
        app.step(0.1)
    click_at(app, scene.die_centre(0))
    click_at(app, scene.bank_button.rect.center)
    for _ in range(400):  # the plaque gone, the passing card holding: the offer (S108 3.)
        if app.manager.top is scene and scene.undo_button.enabled:
            break
        app.step(1 / 60)


@register("farkle_undo_at_rest")
def _farkle_undo_at_rest(app: Any) -> None:
    """Ana banked 1 050, Ștefan's turn at rest before his first throw: the bank's quiet
    "Anulează (Ctrl+Z)" on Ana's "Tura trecută" card in the ledger, no undo in the action row
    (ruling S114 1., round 82, hF113)."""
    _farkle_undo(app)
    scene = [s for s in app.manager.stack if isinstance(s, FarkleTableScene)][-1]
    for _ in range(240):  # the passing card and the seat card's entrance gone
        app.step(1 / 60)
    assert scene.flow.undo_offered()


@register("farkle_undone", settle=0)
def _farkle_undone(app: Any) -> None:
    """Ana's 1 050 bank undone half a second ago: "Încasarea de 1 050 a fost anulată." on its
    pill in the prompt's place, "Total tură 1 050" beside "Încasează 1 050" (S79 3.)."""
    _farkle_undo(app)
    scene = [s for s in app.manager.stack if isinstance(s, FarkleTableScene)][-1]
    scene.undo()
    for _ in range(30):
        app.step(1 / 60)


@register("farkle_undo_returning", settle=0)
def _farkle_undo_returning(app: Any) -> None:
    """Ana's 1 050 bank undone: its dice a third of their way out of the cup's mouth back to
    their places, the points counting back out of her total (round 78, hF94, ruling S48)."""
    _farkle_undo(app)
    scene = [s for s in app.manager.stack if isinstance(s, FarkleTableScene)][-1]
    for _ in range(200):  # the bank's stage and the passing card gone
        app.step(0.05)
        if app.manager.top is scene and scene.flow.frozen is None:
            break
    scene.undo()
    for _ in range(3):
        app.step(1 / 60)


@register("new_game_remembered_full_name")
def _new_game_remembered(app: Any) -> None:
    """New Game opens with the last players; a full name field refuses one more letter."""
    app.apply_settings(app.settings.with_changes(
        last_names=("Ana", "Ștefan Țuțuianu", "Bogdan"), farkle_target=15_000))
    scene = open_new_game(app, "farkle", 3)
    field = scene.fields[1]
    scene.focus.focus(field)
    field.set_text("Ștefania Țuțuian")  # 16 letters: full
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step(0.05)
    field.refused = 10.0  # keep the refusal visible through the render's settling frames


@register("new_game_overwrite_confirm")
def _overwrite(app: Any) -> None:
    """The saved game a new one would replace (which game, who, how far it got) over New Game,
    "Păstrează partida" focused."""
    from game.engine.yams import YamsGame

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    open_new_game(app, "yams", 1).start()  # its own game's save (round 76: a save per game)


@register("yams_undo_long_name")
def _yams_undo_long(app: Any) -> None:
    """A 16-letter name and the longest box: the undo button still fits its column."""
    scene = table(app, ["Alexandra-Maria1", "Ștefan"], [2, 2, 2, 5, 3], computer=False)
    roll(app, scene)
    pick(app, scene, Box.THREE_OF_A_KIND)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="", scancode=0))
    app.step(0.1)
