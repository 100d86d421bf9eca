"""The menu says that ← → choose the game (critic cC78 #13; ruling S58): while a game card
holds the keyboard focus, "[←] [→] alege jocul" is said with key caps; at rest, and with the
focus anywhere else, it is not. S58 amended (round 82, hK93, critic cC81 #14): the hint is a tag
on the focused card and the tagline stays (tests/test_menu_regions_hold_hk93.py). Keys stepped
at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _texts(app):
    layout_record.start(app.screen.get_size())
    try:
        layout_record.begin()
        app.manager.top.draw(app.screen)
        return [mark.text for mark in layout_record.frame().texts]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", SIZES, ids=["1920", "1366", "1024"])
def test_the_tagline_says_the_arrows_while_a_card_has_the_focus(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        scene = app.manager.top
        tagline = scene.tr("app.subtitle")
        hint = scene.tr("menu.cards_keys")
        assert "[←]" in hint and "[→]" in hint
        assert tagline in _texts(app)  # at rest: the tagline
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)
        assert focused_name(app) == "menu.yams"
        drawn = " ".join(_texts(app))
        assert "alege jocul" in drawn and tagline in drawn, drawn  # (S58 amended: both)
        key(app, pygame.K_TAB)  # on to "Reguli": the tagline again
        assert focused_name(app) == "menu.rules"
        assert tagline in _texts(app)
        assert "alege jocul" not in " ".join(_texts(app))
    finally:
        app.close()
