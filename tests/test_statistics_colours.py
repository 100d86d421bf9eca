"""One colour meaning per chart: the computer's blue is never a person's game. A listed game
the player did not win has a muted gold bar (their own colour, quieter), not the blue the
chart below gives the expert computer."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.charts import GameLine, draw_game_list


def _count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    return pygame.mask.from_threshold(surface, (*colour, 255), (1, 1, 1, 255)).count()


def test_a_lost_game_is_never_drawn_in_the_computers_blue():
    pygame.display.init()
    pygame.font.init()
    for height in (200, 600):  # the list, and the one or two big game cards
        surface = pygame.Surface((600, height))
        surface.fill(theme.PANEL)
        lines = [GameLine("Partida 1", "locul 2 din 2", "180", 0.8, False),
                 GameLine("Partida 2", "locul 1 din 2", "230", 1.0, True)]
        draw_game_list(surface, surface.get_rect(), lines, "", 1.0)
        assert _count(surface, theme.CHART_BAR_OTHER) == 0
        assert _count(surface, theme.CHART_BAR_LOST) > 50
        assert _count(surface, theme.CHART_BAR) > 50
