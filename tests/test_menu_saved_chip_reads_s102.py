"""S102 4.: the menu's saved-game chip ("Cu Ana și Calculatorul · Tura 1 din 13") reads at every
size: its words, the cream names and the light accent of "Tura 1 din 13", stand at 7:1 or more
on the chip's face (AAA: the line is small, about 17 px at 1024x600, and cC80 #12 read the lilac
on slate as faint), for both games' chips, at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.contrast import contrast_ratio
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.menu import MenuScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LEAST = 7.0


def chip_inks(screen: pygame.Surface, rect: pygame.Rect) -> tuple[tuple[int, ...], list]:
    """The chip's face (its commonest colour) and its words' solid inks (colours far from the
    face: the names' commonest, and the commonest apart from it, the progress')."""
    inner = rect.inflate(-rect.h // 2, -rect.h // 3)
    counts: Counter = Counter()
    for x in range(inner.left, inner.right):
        for y in range(inner.top, inner.bottom):
            counts[tuple(screen.get_at((x, y)))[:3]] += 1
    face = counts.most_common(1)[0][0]
    far = [colour for colour, _ in counts.most_common()
           if sum(abs(a - b) for a, b in zip(colour, face, strict=True)) > 200]
    inks = far[:1]
    inks += [colour for colour in far  # the progress: the commonest ink not the names'
             if sum(abs(a - b) for a, b in zip(colour, inks[0], strict=True)) > 40][:1]
    return face, inks


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_saved_chips_words_read_at_seven_to_one(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        players = [Player("Ana"), Player("IA", is_computer=True)]
        app.store.save_game("yams", YamsGame.new(players).to_dict())
        app.store.save_game("farkle", FarkleGame.new(players).to_dict())
        menu = app.manager.top
        assert isinstance(menu, MenuScene)
        menu.enter()
        menu.layout(app.size)
        for _ in range(90):  # the cards' entrance over
            app.step(FRAME)
        for card in (menu.yams_button, menu.farkle_button):
            assert card.shows_badge()
            face, inks = chip_inks(app.screen, card.badge_rect())
            inks = inks[:len(card.badge)]  # the names, and the progress where it is said
            assert len(inks) == len(card.badge), (card.text, face, inks)
            for ink in inks:
                assert contrast_ratio(ink, face) >= LEAST, (card.text, size, ink, face)
    finally:
        app.close()
