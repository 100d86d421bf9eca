"""The menu's regions hold (critic cC81 #14, ruling S58 amended round 82): the tagline under
the title reads the same whatever holds the focus; the arrows' key hint ("[←] [→] alege
jocul") is a small tag astride the focused game card's top edge, at its left (the "ales"
mark stands at its right), clear of the tagline and of the card's pictures. Keys stepped at
three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _marks(app):
    layout_record.start(app.screen.get_size())
    try:
        layout_record.begin()
        app.manager.top.draw(app.screen)
        frame = layout_record.frame()
        return list(frame.texts), list(frame.panels)
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", SIZES, ids=["1920", "1366", "1024"])
def test_the_tagline_holds_and_the_keys_tag_sits_on_the_focused_card(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=True)
    try:
        settle(app)
        scene = app.manager.top
        tagline = scene.tr("app.subtitle")
        texts, _ = _marks(app)
        at_rest = [m for m in texts if m.text == tagline]
        assert len(at_rest) == 1
        assert not any("alege jocul" in m.text for m in texts)  # no hint at rest
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)
        assert focused_name(app) == "menu.yams"
        texts, panels = _marks(app)
        focused = [m for m in texts if m.text == tagline]
        assert len(focused) == 1 and focused[0].rect == at_rest[0].rect  # same line, place
        hint = [m for m in texts if "alege jocul" in m.text]
        assert len(hint) == 1, [m.text for m in texts]
        tags = [p for p in panels if p.role == "card_keys_tag"]
        assert len(tags) == 1
        tag, card = tags[0].rect, scene.yams_button.body_rect()
        assert tag.contains(hint[0].rect.inflate(-2, -2))
        assert tag.top < card.top < tag.bottom  # astride the card's top edge
        assert card.left < tag.left and tag.right < card.centerx  # at its left
        assert not tag.colliderect(focused[0].rect)  # clear of the tagline
        assert not tag.colliderect(scene.yams_button.mark_rect())  # and of the "ales" mark
        assert tag.bottom <= scene.yams_button.art_band().top  # and of the pictures
        assert hint[0].rect.h >= (18 if size[0] == 1920 else 13)
        key(app, pygame.K_TAB)  # on to "Reguli": no tag
        assert focused_name(app) == "menu.rules"
        texts, panels = _marks(app)
        assert not any(p.role == "card_keys_tag" for p in panels)
        assert [m.rect for m in texts if m.text == tagline] == [at_rest[0].rect]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024", "1920"])
def test_the_keys_tag_fits_its_card_in_english(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=True, language="en")
    try:
        settle(app)
        scene = app.manager.top
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)
        assert focused_name(app) == "menu.yams"
        texts, panels = _marks(app)
        assert any("choose the game" in m.text for m in texts)
        tag = next(p.rect for p in panels if p.role == "card_keys_tag")
        card = scene.yams_button.body_rect()
        assert card.left < tag.left and tag.right < scene.yams_button.mark_rect().left
    finally:
        app.close()
