"""One look all turn: "La rând: Ana" stands on its seat-coloured band from the entrance to the
turn's last beat (it never turns into plain text mid-turn); while the dice are in the air
no button is lit ("Sugestie" greys with "Aruncă": nothing may be done but wait)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _bands(app: Any) -> list[pygame.Rect]:
    return [p.rect for p in screen_frame(app).panels if p.role == "turn_band"]


def test_the_turn_label_keeps_its_band_through_the_turn(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4, computer=False)
        for _ in range(10):
            app.step(0.1)
        (first,) = _bands(app)  # a game's first turn: no entrance, the band at rest
        roll(app, scene)
        for _ in range(30):
            app.step(0.1)
        assert scene.flow.voice.banner is None
        assert _bands(app) == [first]  # mid-turn: the same band, the same place and size
        click_at(app, scene.sheet.cell_rect(0, scene.flow.game.options().__iter__().__next__())
                 .center)
        click_at(app, scene.validate_button.rect.center)
        for _ in range(40):  # Ion's entrance, then his band at rest (the turn's passing
            app.step(0.1)  # band settles onto it)
            # (round 67, critic C66: the pill vanished under the passing band, drawn by
            # hY60 only once the band had flown into it; then never hidden, the passing
            # too: critics C40, C41. Round 76, hY104, ruling S13 amended: no pill while the
            # passing's band shows, the one voice; tests/test_yams_pill_with_the_band.py
            # steps it) one plate, never two, in every other frame
            # (round 77, hH81, S13 amended: the plate stays, the ended turn greyed in it)
            # (round 80, hY118, S76: none under the passing's card, which becomes it)
            # (round 81, hY121, S91, critic cA80 #3: one in every frame, the card too)
            assert len(_bands(app)) == 1
        (rest,) = _bands(app)
        assert rest.size == first.size or abs(rest.w - first.w) < first.w  # the name's width
        assert rest.h == first.h and rest.centery == first.centery
    finally:
        app.close()


def test_no_button_is_lit_while_the_dice_are_in_the_air(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 2, computer=False)
        roll(app, scene, land=False)
        app.step(1 / 30)
        assert scene.tray.is_animating
        lit = [b for b in (scene.roll_button, scene.validate_button, scene.hint_button)
               if b.enabled]
        assert lit == []  # not "Sugestie" alone, bright, while nothing can be done
        roll(app, scene)  # the click lands the dice
        for _ in range(10):
            app.step(0.1)
        assert scene.hint_button.enabled and scene.roll_button.enabled
    finally:
        app.close()
