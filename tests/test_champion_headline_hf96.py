"""The champion's headline reads in order and its trophy is lit (ruling S55 (4), round 78,
hF96, critic cB78 #11: "câștigă!" stood smaller than "cu 10 450 de puncte", the hierarchy
inverted, and the trophy read as a flat gold outline). The winner's name is the largest, the
verb under it ("câștigă!") clearly larger than the score line under it; the trophy is a lit
cup: a pale highlight down its lit side, a deeper gold on its shaded side, a dark rim round
its edge. At 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import stage_champion
from game.views.stage_champion import ChampionWords, icon_image, layout

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("names, score", [
    (("Ana",), "cu 10 450 de puncte"), (("Ștefania",), "cu 212 de puncte"),
    (("Constantinos",), "with 10,450 points"), (("Ana", "Ion"), "cu 9 800 de puncte")])
def test_the_winners_line_is_larger_than_the_score_line(size, names, score):
    pygame.init()
    words = ChampionWords(tuple((n, theme.GOLD) for n in names), score, False,
                          verb="câștigă!" if len(names) == 1 else "câștigă la egalitate!")
    laid = layout(size, words)
    assert laid.verb is not None
    assert laid.name_size > laid.verb_size, (laid.name_size, laid.verb_size)
    assert laid.verb_size >= 1.25 * laid.score_size, (laid.verb_size, laid.score_size)
    assert laid.verb.h > laid.score.h  # its letters too, not only its layout size
    assert laid.name.bottom < laid.verb.top < laid.verb.bottom < laid.score.top  # in order
    assert laid.score.bottom <= laid.felt.bottom


@pytest.mark.parametrize("side", [80, 160])
def test_the_trophy_is_lit_not_flat(side):
    pygame.init()
    cup = icon_image(side)
    gold = sum(theme.GOLD)
    inks = [cup.get_at((x, y)) for x in range(cup.get_width()) for y in range(cup.get_height())]
    solid = [c for c in inks if c.a >= 250]
    assert len(solid) > side * side // 8
    light = sum(1 for c in solid if c.r + c.g + c.b >= gold + 60)
    shade = sum(1 for c in solid if c.r + c.g + c.b <= gold - 90 and c.r > c.b + 40)
    rim = sum(1 for c in solid if c.r + c.g + c.b <= 200)
    for part in (light, shade, rim):
        assert part >= len(solid) // 12, (light, shade, rim, len(solid))


def test_the_trophy_is_the_same_every_frame():
    pygame.init()
    pygame.display.set_mode((64, 64))  # (the icons converted to the window's format)
    try:
        first = icon_image(96)
        stage_champion._CUPS.clear()  # (drawn again, as by a new size: round 82, hT6)
        again = icon_image(96)
        size = first.get_size()
        assert all(first.get_at((x, y)) == again.get_at((x, y))
                   for x in range(size[0]) for y in range(size[1]))  # (a lit frame never
        # lights the icon's cached picture: it went orange frame by frame)
    finally:
        pygame.display.quit()
