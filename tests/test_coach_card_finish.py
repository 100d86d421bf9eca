"""A coach card looks finished beside a commercial app (hC13: it read as a paper note with a
hard offset shadow and a grey "1/3" lost in its footer): a soft shadow that fades out
under it, its step "1/3" on a face of its own, its words readable (at least 16 px of em at
1920x1080 and the same share of the height smaller)."""

from __future__ import annotations

import pygame

from game import theme
from game.views.coach_card import TIP_PAPER, draw_card, footer_rects

FOOTER = ("1/3", "Nu mai arăta", "Înainte (→)")


def _luma(colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _drawn(scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    surface = pygame.Surface((900, 500))
    surface.fill((120, 120, 120))
    card = pygame.Rect(200, 100, 420, 150)
    draw_card(surface, card, pygame.Rect(380, 20, 60, 40), "below", ["Un zar ales"], scale,
              footer=FOOTER)
    return surface, card


def test_the_shadow_is_soft():
    """Under the card the shadow darkens the felt most near its edge and fades out over
    several steps (a hard offset shadow has one)."""
    scale = 1.0
    surface, card = _drawn(scale)
    x = card.centerx
    column = [_luma(surface.get_at((x, card.bottom + d))) for d in range(2, theme.px(24, scale))]
    assert column[0] < 120 - 20, column  # it is there
    assert all(a <= b + 0.5 for a, b in zip(column, column[1:], strict=False)), column
    assert len({round(v) for v in column}) >= 5, column  # fading, not one flat band
    assert abs(column[-1] - 120) < 3, column  # gone before it reaches anything else


def test_the_step_is_on_a_face_of_its_own():
    scale = 1.0
    surface, card = _drawn(scale)
    step = footer_rects(card, FOOTER, scale)[0]
    edge = surface.get_at((step.x + 2, step.centery))
    assert _luma(edge) < _luma(TIP_PAPER) - 60, edge  # a face, not grey ink on the paper


def test_the_words_are_readable_at_every_size():
    from game.views.coach import card_measures

    for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
        size = card_measures(height / 1080, width)[0]
        assert size >= theme.FONT_FLOOR_PX * height / 1080, (width, height, size)


def test_what_it_points_at_is_gently_lit():
    """hC16: while a tip shows, the thing it points at wears a soft gold glow round it (on
    the far side from the card too, where no pointer is), fading out, never over it."""
    scale = 1.0
    surface, _ = _drawn(scale)
    target = pygame.Rect(380, 20, 60, 40)
    grey = (120, 120, 120)
    above = [surface.get_at((target.centerx, target.top - d))[:3] for d in range(1, 12)]
    left = [surface.get_at((target.left - d, target.centery))[:3] for d in range(1, 12)]
    for side in (above, left):
        assert side[0] != grey and side[0][0] > side[0][2] + 10, side  # gold, right by it
        assert side[-1] == grey or abs(_luma(side[-1]) - 120) < 4, side  # gone a little out
    assert surface.get_at(target.center)[:3] == grey  # the thing itself is not painted over
