"""The computer's caption never lies over a die (round 30, critic row "Yams table": "Calculatorul
alege ..." was seen over the last throw's dice): a whole computer turn stepped frame by frame
with the layout recorder at 1920x1080, 1366x768 and 1024x600, with two to four players, when
it scores a box after its first throw and after three throws; on every frame whatever the
table says of the computer's play ("alege", "a ales", its turn's line) stays clear of every
die on the felt (in play, leaving, or waiting)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PERSON = (1, 2, 3, 4, 6)
"""Each person's throw (a Chance)."""

EARLY = (2, 3, 4, 5, 6)
"""The computer's first throw: a large straight, scored at once."""

LATE = (1, 1, 3, 5, 6)
"""The computer's throws when it plays its three (nothing to score early)."""


def _no_draw(surface: pygame.Surface) -> None:
    """A frame stepped, not drawn."""


def _dice(scene) -> list[pygame.Rect]:
    """Every die drawn on the felt now: in play, and the cup its dice wait in (round 40:
    the cup took the waiting dice's place)."""
    side = scene.tray.die_size
    found = list(scene.dice_in_play_rects())
    cup = scene.cup_rect()
    found += [cup] if cup is not None else []
    if scene.flow.leaving.active:  # the scored dice on their way out
        found += [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                  for i in range(5) for x, y in [scene.tray.position(i)]]
    return found


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize(("people", "throws"), [(1, EARLY), (3, LATE), (2, LATE), (3, EARLY)])
def test_the_computers_caption_never_lies_over_a_die(tmp_path, size, people, throws):
    names = ["Ana", "Ion", "Eva"][:people]
    script = PERSON * people + throws * 3 + PERSON * people
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, names, script)
        with unseen_frames(app):  # the people's turns not looked at (the last frame drawn)
            for _ in names:  # each person scores their Chance, the turn passes on
                roll(app, scene)
                pick(app, scene, scene.game.options() and next(iter(
                    b for b in scene.game.options() if b.key == "yams.box.chance")))
                validate(app, scene)
        flow = scene.flow
        checked = 0
        layout_record.start(app.screen.get_size())
        try:
            for _ in range(1800):  # the computer's whole turn, and the passing after it
                app.manager.draw = _no_draw  # stepped undrawn; drawn and recorded below
                try:  # whenever the computer's play is said
                    app.step(1 / 30)
                finally:
                    del app.manager.draw
                if app.manager.top is not scene:
                    continue
                computer = scene.game.players[scene.game.current].is_computer
                said = flow.prompt()
                lines = [said.text] if said is not None else []
                lines += [m.text for m in flow.voice.shown()]
                if not any("IA" in t or "alcula" in t for t in lines):
                    if not computer and checked:
                        break
                    continue
                layout_record.begin(app.screen.get_size())
                app.step(0.0)
                words = [t for t in layout_record.frame().texts
                         if t.text in lines and ("IA" in t.text or "alcula" in t.text)]
                dice = _dice(scene)
                for text in words:
                    hit = text.rect.collidelist(dice)
                    assert hit < 0, (size, people, text.text, text.rect, dice[hit],
                                     round(flow.game.throws_left if hasattr(
                                         flow.game, "throws_left") else -1))
                    checked += 1
                if not computer and checked:
                    break
        finally:
            layout_record.stop()
        assert checked > 5, checked
    finally:
        app.close()

