"""A note of three lines that would overflow its lane at the type floor says what follows
its headline on one line ("… · …") when that line fits: never lines laid over each other."""

from __future__ import annotations

import pygame

from game.views.yams_notes import fitted_lines, lines_height

LINES = ["Nicio căsuță nu aduce puncte", "Căsuța aleasă primește 0 puncte", "Înscriere · 3 s"]


def test_three_lines_that_overflow_are_said_on_two():
    pygame.font.init()
    floor = 21
    tall = pygame.Rect(0, 0, 900, lines_height([floor] * 3, 1.0))
    assert fitted_lines(LINES, tall, floor, 1.0) == LINES  # room: as written
    short = tall.inflate(0, -10)
    assert fitted_lines(LINES, short, floor, 1.0) == [
        LINES[0], "Căsuța aleasă primește 0 puncte · Înscriere · 3 s"]
    narrow = pygame.Rect(0, 0, 200, short.h)
    assert fitted_lines(LINES, narrow, floor, 1.0) == LINES  # one line would not fit
