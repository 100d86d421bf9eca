"""A player's token on the results' podium (split from :mod:`game.widgets.podium`, round 81,
hF109: the podium stood at 599 lines): their seat's New Game piece, ringed in ink
(:func:`draw_token`)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.seats import draw_seat_token


def draw_token(surface: pygame.Surface, centre: tuple[int, int], side: int,
               seat: int | None) -> pygame.Rect:
    """A player's token: their seat's piece as New Game shows it (a disc of the seat's
    colour, the seat's mark on it in ink: :func:`~game.widgets.seats.draw_seat_token`,
    hR62, critic C61: a player finds themselves at a glance); a plain cream ring without a
    seat."""
    r = max(4, side // 2)
    if seat is not None:  # ringed in ink: it stands off its step's band of its own colour
        pygame.draw.circle(surface, theme.INK, centre, r + max(2, side // 24))
        return draw_seat_token(surface, centre, side, seat)
    pygame.draw.circle(surface, theme.INK, centre, r)
    pygame.draw.circle(surface, theme.CREAM, centre, r, max(2, r // 5))
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)
