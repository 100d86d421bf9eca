"""The players' marks read at a glance where the room allows: atop the sheet's columns and
before each standings row they take most of their row's height (round 11 drew them about
14 px at 1920×1080, a glyph beside the name)."""

from __future__ import annotations

import pygame

from game import theme
from game.rules.yams import Scorecard
from game.views.yams_standings import draw_seat_marker, mark_side_for
from game.widgets.scorecard import ScoreSheet, SheetView, fit_name
from game.widgets.seats import mark_image, marked_width
from game.widgets.text import BOLD


def test_the_sheets_header_marks_take_most_of_the_names_row():
    pygame.font.init()
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(1000, 150, 870, 800), 1.0, 3)  # the sheet at 1920×1080
    view = SheetView(names=["Ana", "Ion", "IA"], cards=[Scorecard() for _ in range(3)],
                     current=0, computer=[False, False, True])
    assert sheet.header_mark_side() >= 0.6 * sheet.row_h
    assert sheet.header_mark_side() >= 22
    text, size = sheet.header_text(view, 1)
    assert text == "Ion"  # the bigger mark still leaves the name whole
    narrow = ScoreSheet()  # four players at 1024×600: "Calculatorul" keeps its letters
    narrow.layout(pygame.Rect(527, 80, 468, 446), 0.555, 4)
    names = ["Ana", "Ion", "Maria", "Calculatorul"]
    view = SheetView(names=names, cards=[Scorecard() for _ in range(4)], current=0,
                     computer=[False, False, False, True])
    room = narrow.col_w - 2 * theme.px(theme.YAMS_SHEET_NAME_PAD, 0.555) - marked_width(
        narrow.font_size, BOLD)
    # no letter given up to the bigger mark: the name as beside a name's usual mark
    assert narrow.header_text(view, 3) == fit_name("Calculatorul", narrow.font_size, room)
    assert narrow.header_mark_side("Ana") > narrow.header_mark_side("Calculatorul")


def test_a_standings_row_marks_its_player_big():
    assert mark_side_for(34) >= 25  # a row 34 px high at 1920
    surface = pygame.Surface((80, 40), pygame.SRCALPHA)
    draw_seat_marker(surface, pygame.Rect(0, 3, 60, 34), 1, False, 1.0)
    ink = pygame.mask.from_surface(surface).get_bounding_rects()
    assert ink and max(r.h for r in ink) >= 19, ink  # (the square keeps a margin)
    assert mark_image(1, 25).get_height() == 25
