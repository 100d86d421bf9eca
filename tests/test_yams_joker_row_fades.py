"""A forced Joker's stage ends on the one box it allows (critic hY25 §4): as its tail begins
(its caption in the table's line, "Validează tura" and that box laid back lit), the
"Bonus Penta" row it lit for its "+100" fades back into the dim with the rest of the sheet;
the allowed box stays lit."""

from __future__ import annotations

import pygame
import pytest

from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean lightness (r+g+b) of ``rect`` on ``surface``."""
    return float(sum(pygame.transform.average_color(surface, rect)[:3]))


def _brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The lightness (r+g+b) of the brightest pixel of ``rect`` on ``surface``."""
    return max(sum(surface.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom))


def _off_the_action(rect: pygame.Rect, action: pygame.Rect | None) -> pygame.Rect:
    """The widest part of ``rect`` left or right of ``action`` (the laid-back lit button)."""
    if action is None or not rect.colliderect(action):
        return rect
    left = pygame.Rect(rect.left, rect.top, max(0, action.left - rect.left), rect.h)
    right = pygame.Rect(action.right, rect.top, max(0, rect.right - action.right), rect.h)
    return max(left, right, key=lambda part: part.w)


def test_the_bonus_penta_row_fades_back_as_the_tail_begins(tmp_path):
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = forced_joker(app)
        stage = until_staged(app, "joker_penta")
        picture = stage.picture
        assert picture.labels and picture.target is not None and picture.box is not None
        label = _off_the_action(picture.labels[0], picture.action)  # (hY89: with no room
        # kept for its "+100", ruling S12, the lifted row lies higher, over the laid-back lit
        # "Validează tura" at 1024x600: its part clear of that button is read)
        above = label.move(0, -label.h)  # the row above it ("Total jos"), dimmed all along
        surface, _ = drawn(app, stage, 0.5)
        assert _light(surface, label) > _light(surface, above) + 150  # lit for its "+100"
        table_alone = pygame.Surface(app.screen.get_size())
        scene.draw(table_alone)
        for share in (0.9, 0.96):  # the tail: the caption in the line, the box laid back
            surface, _ = drawn(app, stage, share)
            assert _light(surface, label) <= _light(surface, above) + 40, share  # faded back
            edge = pygame.Rect(picture.target.x, picture.target.top - 3, picture.target.w, 6)
            assert _brightest(surface, edge) <= _brightest(table_alone, edge) + 60, \
                share  # its cell's landing ring gone with the row (read against the table
            # alone there: since S70, round 79, the Joker's smaller name pill lifts the row
            # 4 px and the row above's edge crossed "Sugestie"'s letters at 1024x600)
            box = picture.box.inflate(-4, -4)
            assert abs(_light(surface, box) - _light(table_alone, box)) <= 30, share  # lit
    finally:
        app.close()
