"""A figure of nothing reads as every other figure on the results (round 72, critics D71 and
G71: the dimmed zeros, grey-green, read as switched off; critic C60 had asked them quieter):
under the podium and in the list, a zero's figure ("0", or "—": no turn banked) in the
figures' cream and its icon whole, its label in the labels' cream (round 69, critic: a
greyed "0 Penta" looked like missing data)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import podium_figures
from game.widgets.podium_figures import STAT_LABEL_COLOUR, draw_column_stats, draw_stats

CHIPS = [("upper", "0", "Partea de sus"), ("lower", "80", "Partea de jos"),
         ("bonus", "0", "Bonusuri"), ("pentas", "1", "Penta")]
NONE = [("turns", "3", "Ture"), ("best", "—", "Cea mai bună")]  # no turn banked


def _drawn(monkeypatch):
    said: list[tuple[str, tuple]] = []
    real = podium_figures.draw_text

    def text(surface, words, size, colour, *args, **kw):
        said.append((words, tuple(colour)[:3]))
        return real(surface, words, size, colour, *args, **kw)

    monkeypatch.setattr(podium_figures, "draw_text", text)
    return said


def _icon_light(surface: pygame.Surface, centre: tuple[int, int], side: int) -> float:
    box = pygame.Rect(0, 0, side, side)
    box.center = centre
    values = [sum(surface.get_at((x, y))[:3]) for x in range(box.left, box.right)
              for y in range(box.top, box.bottom)]
    return max(values)


@pytest.mark.parametrize("scale", [0.56, 1.0])
def test_a_zero_under_the_podium_is_in_the_figures_cream(monkeypatch, scale):
    said = _drawn(monkeypatch)
    surface = pygame.Surface((800, 400))
    draw_stats(surface, CHIPS, 400, 20, 360, scale)
    colours = dict(said)
    assert colours["0"] == colours["80"] == colours["1"] == theme.CREAM[:3]
    # its label read whole, as every other's (round 69: a greyed label read as missing data)
    assert colours["Partea de sus"] == colours["Partea de jos"] == STAT_LABEL_COLOUR[:3]


def test_a_zero_in_the_list_reads_as_any_figure_icon_and_all(monkeypatch):
    said = _drawn(monkeypatch)
    surface = pygame.Surface((800, 100))
    columns = [(100, 80), (300, 80), (500, 80), (700, 80)]
    draw_column_stats(surface, CHIPS, columns, 50, 28)
    colours = dict(said)
    assert colours["0"] == colours["80"] == theme.CREAM[:3]
    lit = pygame.Surface((800, 100))
    draw_column_stats(lit, [(name, "5", label) for name, _, label in CHIPS], columns, 50,
                      28)
    icon = round(28 * 1.2 * 0.9)
    at = (columns[0][0] - 12, 50)  # the zero's icon (the first column's, left of its figure)
    assert _icon_light(surface, at, icon // 2) >= _icon_light(lit, at, icon // 2) * 0.95


def test_a_figure_of_none_reads_as_any_figure(monkeypatch):
    said = _drawn(monkeypatch)
    draw_stats(pygame.Surface((800, 400)), NONE, 400, 20, 360, 1.0)
    colours = dict(said)
    assert colours["—"] == colours["3"] == theme.CREAM[:3]
    assert colours["Cea mai bună"] == STAT_LABEL_COLOUR[:3]  # (what it counts, read whole)
