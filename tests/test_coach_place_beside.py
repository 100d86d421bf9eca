"""The coach's search for a free place (:func:`game.views.coach_place.place_card`, still
used by a card that finds no room in its table's one place: the Yams box and countdown
cards) tries the place right beside what a card keeps off, not only its grid's steps (round
67: between the Yams held dice and the sheet the one place 16 px off the dice fell between
two steps, and the card shrank to its compact type)."""

from __future__ import annotations

import pygame

from game.views.coach_place import place_card


def test_the_search_finds_the_one_free_place_right_beside_what_it_keeps_off():
    bounds = pygame.Rect(0, 0, 300, 200)
    wall = pygame.Rect(0, 0, 31, 200)  # its right edge between two of the grid's steps (26)
    other = pygame.Rect(131, 0, 169, 200)  # the room between: exactly one card wide
    target = pygame.Rect(40, 190, 10, 10)  # under it, too near the foot for a pointer's gap
    found = place_card(target, (100, 40), [wall, other], bounds, gap=26, clear=8)
    assert found is not None, "no place found between the two"
    rect, side = found
    assert rect.x == wall.right and side == "leader", found
    assert rect.collidelist([wall, other, target]) == -1, found
