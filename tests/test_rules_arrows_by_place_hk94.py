"""Rules' ← / → move by place (round 82, hK94, critic cC82 #8 and change 2: → from the text
sent the focus to "‹ Cum decurge o tură", the link at the panel's *left* foot,
`keys/15_rules_right`): off the tabs, an arrow moves the focus to what stands that way on
screen (arrow_focus), never to a control on the other side; where nothing does, it stays."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def rules(tmp_path):
    """The rules screen opened from the menu (so with "Joacă Yams"), 1366x768."""
    app = make_app(tmp_path, size=(1366, 768))
    click(app, button_named(app, "menu.rules"))
    settle(app)
    yield app, app.manager.top
    app.close()


def _shown(scene):
    return [w for w in scene.focus.widgets if w.visible and w.rect.w > 0]


def test_right_from_the_text_never_lands_on_the_left_link(rules):
    app, scene = rules
    scene.focus.focus(scene.text_focus)
    settle(app)
    here = scene.text_focus.rect
    key(app, pygame.K_RIGHT)
    now = scene.focus.focused
    assert now is not scene.links["previous"]
    assert now is scene.text_focus or now.rect.centerx > here.centerx, now


@pytest.mark.parametrize("arrow", [pygame.K_LEFT, pygame.K_RIGHT])
def test_every_arrow_moves_toward_its_side_or_stays(rules, arrow):
    app, scene = rules
    sign = 1 if arrow == pygame.K_RIGHT else -1
    for start in _shown(scene):
        if start is scene.tabs:
            continue  # (the tabs' own ← / →: the game, S33)
        scene.focus.focus(start)
        app.step(1 / 60)
        origin = start.rect.copy()
        key(app, arrow)
        now = scene.focus.focused
        assert scene.game == "yams"
        if now is not start:
            assert sign * (now.rect.centerx - origin.centerx) > 0, (start, now)


def test_left_from_the_text_reaches_the_index_and_right_comes_back(rules):
    app, scene = rules
    scene.focus.focus(scene.text_focus)
    key(app, pygame.K_LEFT)
    assert scene.focus.focused is scene.index
    key(app, pygame.K_RIGHT)
    assert scene.focus.focused is scene.text_focus
