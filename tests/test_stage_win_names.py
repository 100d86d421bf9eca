"""The win's podium names its players (critic D70: "podiums with marks and no names"): each
column carries its player's name on its block, whole (never cut, at 1024x600 with six
players and long names too), inside its block, no two names touching."""

from __future__ import annotations

import dataclasses
from typing import Any

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


def own_podium(app: Any, picture: Any) -> Any:
    """``picture`` (a win's over a 10 000 table) standing the stage's own podium, as a
    picture made with no table's results draws it (since round 73 the table's win stands
    the results' podium, S9): every player's column from the table's game."""
    from game.i18n import format_int
    from game.widgets.seats import player_style

    table = app.manager.stack[-2]
    players = table.game.players
    picture.held = None
    picture._stamp_image = picture._ink = None
    picture.podium = tuple(stage_win.WinColumn(
        seat=player_style(players, index), place=place, total=format_int(total),
        won=place == 1, name=table.player_label(index))
        for place, index, total in table.game.ranking())
    picture.drawn_once.clear()
    return picture


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
        picture = own_podium(app, until_staged(app, "win").picture)
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


def test_the_names_are_rendered_once_not_at_each_frame_of_the_rise(tmp_path, monkeypatch):
    # review round 71: the podium's layer is rebuilt each frame while it rises; its names'
    # words are made once and blitted after (text drawn every frame is cached)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        bank_the_win(app, 5_100)
        picture = own_podium(app, until_staged(app, "win").picture)
        names = {placed.column.name for placed in stage_win.layout(picture)}
        rendered: list[str] = []
        real = stage_win.font

        def counted(size, weight=None):
            face = real(size, weight) if weight is not None else real(size)

            class Counted:
                def render(self, text, *args):
                    rendered.append(text)
                    return face.render(text, *args)

                def __getattr__(self, name):
                    return getattr(face, name)
            return Counted()

        monkeypatch.setattr(stage_win, "font", counted)
        picture.drawn_once.clear()  # (from the stage's first frame: nothing made yet)
        surface = pygame.Surface((1024, 600))
        clock = StageClock("win")
        for share in (0.2, 0.25, 0.3, 0.35):  # frames of the rise
            clock.age = clock.duration * share
            stage_win.draw_podium(surface, picture, clock)
        said = [text for text in rendered if text in names]
        assert said and len(said) == len(set(said)), said
    finally:
        app.close()
