"""A coach card looks like a tip, never like a panel of the table: its own light surface (a
paper note with dark ink) that stands off the dark side panels and the felt it lies on, and
a pointer towards what it speaks of."""

from __future__ import annotations

import pygame

from game import theme
from game.views.coach_card import CARD_PAD, draw_card


def _luma(colour: tuple[int, ...]) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_a_card_on_a_side_panel_is_a_light_note_not_the_panels_colour():
    scale = 1.0
    surface = pygame.Surface((900, 500))
    surface.fill(theme.PANEL)  # inside the 10 000 ledger: the panel's own colour all round
    card = pygame.Rect(200, 150, 420, 150)
    target = pygame.Rect(700, 185, 80, 80)  # level with the card: its pointer at mid-height
    draw_card(surface, card, target, "left", ["Un zar pus deoparte"], scale,
              footer=("1/5", "Nu mai arăta", "Înainte (→)"))
    pad = theme.px(CARD_PAD, scale)
    inside = surface.get_at((card.x + pad // 2, card.centery))
    assert _luma(inside) - _luma(theme.PANEL) > 150, inside  # its own, light surface
    assert _luma(inside) - _luma(theme.FELT) > 120, inside  # off the felt too
    # the pointer, between the card and its target, is the note's own (light) colour
    tip = surface.get_at((card.right + theme.px(6, scale), card.centery))
    assert _luma(tip) - _luma(theme.PANEL) > 100, tip


def test_a_card_on_three_lines_or_more_leaves_no_word_alone_on_its_last():
    """At 1024×600 the set-aside card takes four lines in the ledger: they are of about one
    length, never a lone "fel." under three full ones."""
    from game.i18n import Translator
    from game.views.coach import card_lines, coach_words
    from game.widgets.text import text_size

    tr = Translator.load("ro")
    scale = 600 / 1080
    size = theme.font_px(theme.FONT_SMALL, scale)
    for width in (150, 170, 190, 210):
        lines = card_lines(coach_words(tr, "farkle.set_aside"), size, width)
        widths = [text_size(line, size)[0] for line in lines]
        if len(lines) > 2:
            assert min(widths) >= max(widths) * 2 // 5, (width, lines)
