"""The hot dice' stage stands under the 10 000 title: "Zaruri fierbinți!", its sparks, the
player's name and the caption stand in the room under it, never over the title."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_hot_dice_stage_leaves_the_title(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
        table.press_roll()
        play(app)  # (the throw unseen: the frames from the sixth die chosen are checked)
        layout_record.start(size)
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        heading = table.heading()
        title = [t.rect for t in layout_record.frame().texts if t.text == heading]
        assert title, "the title was not drawn"
        for i in range(6):
            table.press_die(i)
        seen = 0
        for _ in range(150):
            layout_record.begin(size)
            app.step(1 / 30)
            picture = getattr(app.manager.top, "picture", None)
            if picture is not None:  # where the stamp, its light and its words stand
                assert picture.area.top >= title[0].bottom, (picture.area, title[0])
            for mark in layout_record.frame().texts:
                if mark.role == "stage":
                    seen += 1
                    assert not mark.rect.colliderect(title[0]), (mark.text, mark.rect, title[0])
        assert seen >= 10  # the stage was seen playing
    finally:
        layout_record.stop()
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_hot_dice_stage_plays_over_the_unchanged_table_inside_the_middle(tmp_path, size):
    """From the sixth die set aside until its stage has played, the table says nothing of
    the next throw (no "throw the 6 dice again" prompt, no "Selecție"
    line peeking out under the stage's caption); the stage's words stand in the middle column,
    clear of the side panels; then the table moves on."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
        table.press_roll()
        play(app)  # (the throw unseen: the frames from the sixth die chosen are checked)
        layout_record.start(size)
        for i in range(6):
            table.press_die(i)
        sides = [pygame.Rect(table.players_rect), pygame.Rect(table.turn_rect),
                 pygame.Rect(table.groups_rect)]
        staged = False
        for _ in range(150):
            layout_record.begin(size)
            app.step(1 / 30)
            on_stage = app.manager.top is not table
            if not on_stage and staged:
                break  # the stage has left
            staged = staged or on_stage
            assert table.flow.prompt().key != "farkle.hint.hot_pending"
            lines = table.turn_panel()[0]
            # (rewritten in round 62, critic B61: the panel's "—" under hot dice read as
            # a count that was not there: it says the truth, all six come back, F8; the
            # prompt still waits for the stage)
            assert lines[0].value == "6", lines[0]
            texts = layout_record.frame().texts
            if on_stage:  # no words peek out under the caption
                assert not [t for t in texts if t.role == "selection"], size
            for mark in texts:
                if mark.role == "stage":
                    assert mark.rect.collidelist(sides) == -1, (mark.text, mark.rect)
        assert staged
        assert table.flow.prompt().key == "farkle.hint.hot_pending"  # then it moves on
        assert table.turn_panel()[0][0].value == "6"
    finally:
        layout_record.stop()
        app.close()
