"""The menu's arrows follow the layout a player sees (round 77, hM80; ruling S23 amended): ←/→
move within a row, ↓ goes to the button or card under the focused one, ↑ to what is above;
from the hero ← → reach a card only where nothing stands beside it (→ from "Continuă" goes
to "Partidă nouă", beside it); ↑ from the hero still lands on the card of the game it names
(S23). Every arrow from every focusable item, at three sizes, with and without a saved
game: the item reached is the nearest in that direction on screen."""

from __future__ import annotations

import math

import pygame
import pytest

from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


def _menu(tmp_path, size, saved: bool):
    app = make_app(tmp_path, size=size)
    settle(app)
    menu = app.manager.top
    if saved:
        from game.engine.players import Player
        from game.engine.yams import YamsGame

        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu.enter()
        settle(app)
    menu.skip_entrance()
    return app, menu


def _move(menu, start, code):
    menu.focus.focus(start)
    menu.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    return menu.focus.focused


def _shown(menu):
    return [b for b in menu.focus.widgets if b.visible and b.enabled and b.rect.w > 0]


def _named(menu, name):
    return next(b for b in menu.focus.widgets if b.name == name)


# (start, arrow, lands: None where the focus stays)
WITHOUT_A_SAVE = [
    ("menu.play", pygame.K_DOWN, "menu.scores"),  # the button under its middle (was: Reguli)
    ("menu.play", pygame.K_UP, "menu.yams"),  # the game it names (S23)
    ("menu.play", pygame.K_LEFT, "menu.yams"),  # nothing beside it: the card up that side
    ("menu.play", pygame.K_RIGHT, "menu.farkle"),
    ("menu.yams", pygame.K_DOWN, "menu.play"),
    ("menu.farkle", pygame.K_DOWN, "menu.play"),
    ("menu.yams", pygame.K_RIGHT, "menu.farkle"),
    ("menu.farkle", pygame.K_RIGHT, None),  # not down to "Ieși"
    ("menu.yams", pygame.K_UP, None),
    ("menu.rules", pygame.K_UP, "menu.yams"),  # the card above it (the hero is not)
    ("menu.settings", pygame.K_UP, "menu.play"),
    ("menu.scores", pygame.K_UP, "menu.play"),
    ("menu.statistics", pygame.K_UP, "menu.play"),
    ("menu.quit", pygame.K_UP, "menu.farkle"),  # the card above it
    ("menu.quit", pygame.K_DOWN, None),
    ("menu.rules", pygame.K_LEFT, None),
    ("menu.scores", pygame.K_RIGHT, "menu.statistics"),
]
WITH_A_SAVE = [
    ("menu.continue", pygame.K_RIGHT, "menu.new_game"),  # beside it (was: the 10 000 card)
    ("menu.continue", pygame.K_LEFT, "menu.yams"),
    ("menu.continue", pygame.K_UP, "menu.yams"),  # the saved game's card (S23)
    ("menu.continue", pygame.K_DOWN, "menu.scores"),
    ("menu.new_game", pygame.K_LEFT, "menu.continue"),
    ("menu.new_game", pygame.K_RIGHT, None),  # not down to "Ieși"
    ("menu.new_game", pygame.K_UP, "menu.farkle"),  # the card above it
    ("menu.new_game", pygame.K_DOWN, "menu.statistics"),
    ("menu.quit", pygame.K_UP, "menu.new_game"),  # the button above it
    ("menu.farkle", pygame.K_DOWN, "menu.continue"),
    ("menu.statistics", pygame.K_UP, "menu.continue"),
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saved", [False, True])
def test_each_arrow_goes_where_the_layout_shows(tmp_path, size, saved):
    app, menu = _menu(tmp_path, size, saved)
    try:
        for start, code, lands in WITH_A_SAVE if saved else WITHOUT_A_SAVE:
            first = _named(menu, start)
            reached = _move(menu, first, code)
            expected = first if lands is None else _named(menu, lands)
            assert reached is expected, (size, start, pygame.key.name(code), reached.name)
    finally:
        app.close()


def _in_line(origin: pygame.Rect, other: pygame.Rect, direction) -> bool:
    """True when ``other`` overlaps ``origin`` across the arrow (beside it, under it)."""
    if direction[0]:
        return other.top < origin.bottom and origin.top < other.bottom
    return other.left < origin.right and origin.left < other.right


def _air(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return math.hypot(dx, dy)


def _along(a: pygame.Rect, b: pygame.Rect, direction) -> tuple[int, int]:
    dx, dy = b.centerx - a.centerx, b.centery - a.centery
    return dx * direction[0] + dy * direction[1], abs(dy if direction[0] else dx)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saved", [False, True])
def test_every_arrow_from_every_item_reaches_the_nearest_that_way(tmp_path, size, saved):
    """From each focusable item, each arrow: where something stands in line that way (its
    centre past the item's, overlapping it across the arrow), the focus lands on the nearest
    of those; where nothing does, it lands only on something clearly that way (within about
    37°), or stays; never on something behind or across the arrow."""
    app, menu = _menu(tmp_path, size, saved)
    try:
        items = _shown(menu)
        for start in items:
            for code, direction in ARROWS.items():
                reached = _move(menu, start, code)
                ahead = [b for b in items if b is not start
                         and _along(start.rect, b.rect, direction)[0] > 0]
                in_line = [b for b in ahead if _in_line(start.rect, b.rect, direction)]
                what = (size, saved, start.name, pygame.key.name(code), reached.name)
                if in_line:
                    assert reached in in_line, what
                    assert round(_air(start.rect, reached.rect)) == min(
                        round(_air(start.rect, b.rect)) for b in in_line), what
                elif reached is not start:
                    along, across = _along(start.rect, reached.rect, direction)
                    assert reached in ahead and across <= along * 0.75, what
    finally:
        app.close()
