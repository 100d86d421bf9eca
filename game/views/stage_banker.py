"""The banker's name on a bank's plate in their seat's colour (critic B69: the ordinary bank's
gold plate gave it in cream, the big bank's brown plate in cream, where the Chintă's and six
alike's plates name the player in their colour): the seat's colour shaded darker on a light
plate or lighter on a dark one, just enough to read (WCAG AA body contrast, 4.5:1, on the
plate where the line lies); the rest of the line in the plate's own ink."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.contrast import AA_BODY, blend, contrast_ratio, relative_luminance
from game.widgets.text import BOLD, draw_text, line_height, text_size

Colour = tuple[int, int, int]


def paper_at(top: Sequence[int], bottom: Sequence[int], share: float) -> Colour:
    """The colour of a plate whose body runs from ``top`` to ``bottom``, ``share`` (0..1) of
    the way down."""
    t = max(0.0, min(1.0, share))
    r, g, b = (round(a + (c - a) * t) for a, c in zip(top[:3], bottom[:3], strict=True))
    return (r, g, b)


def banker_ink(seat: Sequence[int], paper: Sequence[int], ratio: float = AA_BODY) -> Colour:
    """The seat's colour as the banker's name reads on ``paper``: itself where it reads,
    else blended toward black (a light plate) or white (a dark one), the least that reads."""
    toward = (0, 0, 0) if relative_luminance(paper) > 0.18 else (255, 255, 255)
    for alpha in range(0, 256, 5):
        ink = blend(toward, seat, alpha)
        if contrast_ratio(ink, paper) >= ratio:
            return ink
    return toward


def draw_line_naming(surface: pygame.Surface, line: str, name: str, size: int, ink: Colour,
                     name_ink: Colour | None, centre: tuple[int, int], shadow: int
                     ) -> pygame.Rect:
    """``line`` centred at ``centre`` in ``ink``, its first ``name`` in ``name_ink`` (the
    whole line in ``ink`` when ``name_ink`` is None or ``name`` is not in it); the rect the
    line covers."""
    at = line.find(name) if name and name_ink is not None else -1
    if at < 0 or name_ink is None:
        return pygame.Rect(draw_text(surface, line, size, ink, centre, weight=BOLD,
                                     shadow=shadow))
    parts = [(line[:at], ink), (name, name_ink), (line[at + len(name):], ink)]
    x = centre[0] - text_size(line, size, BOLD)[0] // 2
    covered: pygame.Rect | None = None
    for text, colour in parts:
        if not text:
            continue
        drawn = pygame.Rect(draw_text(surface, text, size, colour, (x, centre[1]), "midleft",
                                      weight=BOLD, shadow=shadow))
        x = drawn.right
        covered = drawn if covered is None else covered.union(drawn)
    assert covered is not None
    return covered


NAME_BAND: Colour = (58, 36, 8)
"""The dark band an ordinary bank's gold plate names the banker on (round 70, critic B69: on
the gold itself the seat's colour read brown or white): a seat's colour reads as itself."""


def draw_name_band(surface: pygame.Surface, line: str, size: int, centre: tuple[int, int],
                   pad: int, scale: float) -> Colour:
    """A dark rounded band, gold-rimmed, behind ``line`` at ``size`` centred at ``centre``,
    ``pad`` pixels above and under it and a little wider; returns its colour (the paper the
    line is read on)."""
    w, _ = text_size(line, size, BOLD)
    h = line_height(size, BOLD) + 2 * pad
    band = pygame.Rect(0, 0, w + 2 * theme.px(28, scale), h)
    band.center = centre
    radius = h // 2
    pygame.draw.rect(surface, NAME_BAND, band, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, band, max(1, theme.px(2, scale)), border_radius=radius)
    return NAME_BAND
