"""The Yams sheet's open boxes, drawn as a printed score card's (round 74, critic "Yams
table" 7: the other players' columns read as a form's white input boxes): another player's
open box is a faint paper tint with no box drawn round it; the column on turn is lit flat,
and a box the seen roll scores in is a light chip edged in the offer's green, the thing to
click (split from :mod:`game.widgets.scorecard`, which was full)."""

from __future__ import annotations

import pygame

from game import theme


def open_box_rect(cell: pygame.Rect, scale: float) -> pygame.Rect:
    """Where an open box's paper (a quiet tint, or an offer's chip) lies in its ``cell``:
    inside the grid's lines, clear of its neighbours."""
    return cell.inflate(-theme.px(8, scale), -theme.px(6, scale))


def draw_quiet_box(surface: pygame.Surface, cell: pygame.Rect, scale: float) -> None:
    """Another player's open box: a faint paper tint, no outline (nothing to click there)."""
    pygame.draw.rect(surface, theme.SHEET_IDLE, open_box_rect(cell, scale),
                     border_radius=theme.px(6, scale))


def draw_offer_chip(surface: pygame.Surface, cell: pygame.Rect, scale: float) -> None:
    """A box of the column on turn the seen roll scores in: a light chip edged in the
    offer's green, lifted off the lit column (what to click)."""
    chip = open_box_rect(cell, scale)
    radius = theme.px(6, scale)
    pygame.draw.rect(surface, theme.SHEET_OPEN, chip, border_radius=radius)
    pygame.draw.rect(surface, theme.SHEET_OPTION, chip, max(1, theme.px(2, scale)),
                     border_radius=radius)
