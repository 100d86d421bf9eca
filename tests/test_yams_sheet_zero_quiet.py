"""A box the roll would score nothing in is quiet (critic round 68: the sheet's zero previews
shouted as loud as real scores; critic L72 #9: grey "0"s in every empty cell made a busy grid):
no figure, a small faint mark in its slot, its "0" said (smaller, regular, dim) only while the
pointer is on it; a box the roll would score in keeps its inviting bold green figure, and a
written 0 its ink."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.widgets import scorecard, sheet_nil
from game.widgets.scorecard import ScoreSheet, SheetView
from game.widgets.text import BOLD


@pytest.mark.parametrize("size,scale", [((1920, 1080), 1.0), ((1024, 600), 1024 / 1920)])
def test_a_zero_preview_is_quiet_and_a_real_one_inviting(monkeypatch, size, scale):
    pygame.font.init()
    screen = pygame.Surface(size)
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(round(1000 * scale), round(150 * scale), round(870 * scale),
                             round(800 * scale)), scale, 2)
    drawn: dict[tuple[int, int], tuple[str, int, tuple, str]] = {}
    real = scorecard.draw_text

    def recording(surface, text, size, colour, pos, anchor="center", **kw):
        drawn[tuple(pos)] = (text, size, tuple(colour), kw.get("weight", ""))
        return real(surface, text, size, colour, pos, anchor, **kw)

    monkeypatch.setattr(scorecard, "draw_text", recording)
    monkeypatch.setattr(sheet_nil, "draw_text", recording)
    cards = [Scorecard.from_points({Box.SIXES: 0}), Scorecard()]
    view = SheetView(names=["Ana", "Ion"], cards=cards, current=0, computer=[False, False],
                     options={Box.ONES: 0, Box.TWOS: 4, Box.CHANCE: 17, Box.PENTA: 0})
    sheet.draw(screen, view, lambda key, **kw: key)

    def cell(box):  # (the sheet's picture is drawn at its own origin, then kept)
        centre = sheet.cell_rect(0, box).move(-sheet.rect.x, -sheet.rect.y).center
        return drawn[centre]

    two, chance, written = cell(Box.TWOS), cell(Box.CHANCE), cell(Box.SIXES)
    assert two[0] == "4" and chance[0] == "17" and written[0] == "0"
    assert two[3] == BOLD and two[2] == theme.SHEET_OPTION  # inviting: bold, green
    def ink(box):  # the pixels off the slot's paper in the middle of the box's cell
        cell_rect = sheet.cell_rect(0, box)
        middle = cell_rect.inflate(-cell_rect.w * 3 // 5, -cell_rect.h // 3)
        shown = screen.subsurface(middle)
        paper = shown.get_at((0, 0))
        return sum(1 for x in range(shown.get_width()) for y in range(shown.get_height())
                   if sum(abs(a - b) for a, b in zip(shown.get_at((x, y))[:3], paper[:3],
                                                     strict=True)) > 30)

    quiet = {}
    for box in (Box.ONES, Box.PENTA):  # no figure in a box the roll scores nothing in
        box_cell = sheet.cell_rect(0, box).move(-sheet.rect.x, -sheet.rect.y)
        assert not [d for pos, d in drawn.items() if box_cell.collidepoint(pos)], box
        quiet[box] = ink(box)
        assert quiet[box] > 0, box  # a small faint mark in its slot
    drawn.clear()  # the pointer on a zero box: its 0 said, quietly
    sheet.draw(screen, SheetView(names=["Ana", "Ion"], cards=cards, current=0,
                                 computer=[False, False], hover=(0, Box.ONES),
                                 options={Box.ONES: 0, Box.TWOS: 4, Box.CHANCE: 17,
                                          Box.PENTA: 0}), lambda key, **kw: key)
    zero, two = cell(Box.ONES), cell(Box.TWOS)
    assert zero[0] == "0"
    assert quiet[Box.ONES] * 2 < ink(Box.ONES)  # the mark far less ink than the figure
    drawn.clear()  # the keyboard's ring on it: the same quiet 0
    sheet.draw(screen, SheetView(names=["Ana", "Ion"], cards=cards, current=0,
                                 computer=[False, False], focus=Box.PENTA,
                                 options={Box.ONES: 0, Box.TWOS: 4, Box.CHANCE: 17,
                                          Box.PENTA: 0}), lambda key, **kw: key)
    assert cell(Box.PENTA)[0] == "0" and cell(Box.PENTA)[3] != BOLD
    assert zero[3] != BOLD  # quiet: the regular weight,
    # smaller than a real preview (where that is above the floor: at 1024×600 the sheet's
    # figures are at it already, and the zero is quiet by its weight and ink),
    assert zero[1] < two[1] or two[1] == theme.font_floor(scale)
    assert zero[1] >= theme.font_floor(scale)  # never below the table's floor (16 px at 1920)
    assert zero[2] == theme.SHEET_OPTION_ZERO  # and dim
    assert written[3] == BOLD and written[2] == theme.INK and written[1] == two[1]  # a score


def test_a_sacrifices_ringed_box_keeps_its_zero_whole(monkeypatch):
    """The box a sacrifice's note points at ("cea conturată costă cel mai puțin") says its 0
    at the figures' size and weight inside its ring; the other zeros stay quiet."""
    pygame.font.init()
    screen = pygame.Surface((1024, 600))
    scale = 1024 / 1920
    sheet = ScoreSheet()
    sheet.layout(pygame.Rect(540, 80, 460, 440), scale, 1)
    drawn: dict[tuple[int, int], tuple[str, int, str]] = {}
    real = scorecard.draw_text

    def recording(surface, text, size, colour, pos, anchor="center", **kw):
        drawn[tuple(pos)] = (text, size, kw.get("weight", ""))
        return real(surface, text, size, colour, pos, anchor, **kw)

    monkeypatch.setattr(scorecard, "draw_text", recording)
    monkeypatch.setattr(sheet_nil, "draw_text", recording)
    view = SheetView(names=["Ana"], cards=[Scorecard()], current=0, computer=[False],
                     options={box: 0 for box in Box}, cheapest=Box.TWOS)
    sheet.draw(screen, view, lambda key, **kw: key)

    def cell(box):
        return drawn[sheet.cell_rect(0, box).move(-sheet.rect.x, -sheet.rect.y).center]

    assert cell(Box.TWOS) == ("0", sheet.font_size, BOLD)  # the box in question, whole
    ones = sheet.cell_rect(0, Box.ONES).move(-sheet.rect.x, -sheet.rect.y)
    assert not [d for pos, d in drawn.items() if ones.collidepoint(pos)]  # the others quiet

