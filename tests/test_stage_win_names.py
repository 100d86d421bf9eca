"""The win's podium names its players (critic D70: "podiums with marks and no names"): each
column carries its player's name on its block, whole (never cut, at 1024x600 with six
players and long names too), inside its block, no two names touching."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.flow.stage import StageClock
from game.views import stage_win
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LONG = (  # (16 characters the most; capitals the widest)
    "Alexandra-Maria", "MAXIMILIAN ȘTEFU", "Calculatorul", "Ionuț", "BOGDAN ILIE POPA", "Ana")


def _names(picture, size) -> list[layout_record.TextMark]:
    clock = StageClock("win")
    clock.age = clock.duration * 0.5
    layout_record.start(size)
    try:
        layout_record.begin(size)
        stage_win.draw_podium(pygame.Surface(size), picture, clock)
        return [t for t in layout_record.frame().texts if t.role == "stage_podium_name"]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size, six", [((1920, 1080), False), ((1024, 600), False),
                                       ((1024, 600), True)])
def test_every_column_names_its_player_whole_on_its_block(tmp_path, size, six):
    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, 5_100)
        picture = until_staged(app, "win").picture
        if six:  # six players, long names, four places below the podium's three
            base = picture.podium[0]
            picture.podium = tuple(dataclasses.replace(
                base, seat=k, place=k + 1, total=f"{6_000 - 300 * k:,}".replace(",", " "),
                won=k == 0, name=name) for k, name in enumerate(LONG))
            picture.drawn_once.clear()
        marks = _names(picture, size)
        laid = stage_win.layout(picture)
        for placed in laid:
            mine = [m for m in marks if placed.bar.contains(m.rect)]
            assert " ".join(m.text for m in mine) == placed.column.name, (placed.column, mine)
        assert len(marks) >= len(laid)
        for k, a in enumerate(marks):
            assert not [b for b in marks[k + 1:] if a.rect.colliderect(b.rect)], a
    finally:
        app.close()
