"""The short 10 000 board's lower part (hS42): beside a Yams list its podium and hint leave a
quarter of the screen bare, so a compact card says the best score at each other target
("5 000 · Ana · 5 200 · 3 nov. 2026", or "Loc liber"); a row clicked shows that target's board,
as its chip would."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.text import BOLD, draw_text, ellipsize, fit_size, text_size

Best = tuple[str, int, str]
"""The best score at a target: (name, score, short date)."""


def draw_other_targets(surface: pygame.Surface, room: pygame.Rect,
                       others: Sequence[tuple[int, Best | None]], tr: Callable[..., str],
                       size: int, row_h: int, scale: float,
                       over: int | None = None) -> list[tuple[int, pygame.Rect]]:
    """Draw the card of the other targets' best scores in ``room`` (its title and one row a
    target, centred; the row of target ``over`` lit, under the pointer); return each row as
    (target, rect) for the clicks and the tests' eyes."""
    if not others or room.h < row_h * 2:
        return []
    pad = theme.px(12, scale)
    step = min(round(row_h * theme.SCORES_OTHERS_ROW_MOST),
               (room.h - 2 * pad) // (len(others) + 1))
    card = pygame.Rect(room.x, 0, room.w, step * (len(others) + 1) + 2 * pad)
    card.centery = room.centery
    fill = pygame.Surface(card.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, (*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA), fill.get_rect(),
                     border_radius=theme.px(14, scale))
    surface.blit(fill, card)
    title = tr("scores.other_targets")
    y = card.y + pad
    draw_text(surface, title, fit_size(title, size, card.w - 2 * pad), theme.MUTED,
              (card.centerx, y + step // 2))
    rows: list[tuple[int, pygame.Rect]] = []
    for target, best in others:
        y += step
        row = pygame.Rect(card.x + pad, y, card.w - 2 * pad, step)
        pygame.draw.line(surface, theme.TABLE_LINE, row.topleft, row.topright,
                         max(1, theme.px(1, scale)))
        rows.append((target, row))
        if target == over:  # clickable: lit under the pointer, as a chip
            lit = pygame.Surface(row.size, pygame.SRCALPHA)
            pygame.draw.rect(lit, (*theme.TABLE_STRIPE, theme.SCORES_OTHERS_LIT_ALPHA),
                             lit.get_rect(), border_radius=theme.px(10, scale))
            surface.blit(lit, row)
        left = row.x + pad
        words = format_int(target)
        draw_text(surface, words, size, theme.GOLD, (left, row.centery), "midleft",
                  weight=BOLD)
        left += text_size(words, size, BOLD)[0] + 2 * pad
        if best is None:
            draw_text(surface, tr("scores.free_place"), size, theme.MUTED,
                      (left, row.centery), "midleft")
            continue
        name, score, date = best
        right = row.right - pad
        draw_text(surface, date, size, theme.MUTED, (right, row.centery), "midright")
        right -= text_size(date, size)[0] + 2 * pad
        figure = format_int(score)
        draw_text(surface, figure, size, theme.GOLD, (right, row.centery), "midright",
                  weight=BOLD)
        right -= text_size(figure, size, BOLD)[0] + 2 * pad
        draw_text(surface, ellipsize(name, size, max(0, right - left)), size, theme.CREAM,
                  (left, row.centery), "midleft")
    return rows


def target_at(rows: Sequence[tuple[int, pygame.Rect]], pos: tuple[int, int]) -> int | None:
    """The target whose row (as :func:`draw_other_targets` returned it) holds ``pos``."""
    return next((target for target, row in rows if row.collidepoint(pos)), None)
