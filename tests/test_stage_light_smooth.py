"""The stage's light and backdrop are smooth (critic C67): the rays round a grand stamp are soft
beams, no stair-stepped edge nor rings along them; the light is made once a size; the backdrop
keeps the table's shapes faint with no seam where the sheet's paper meets the felt (x≈975 at
1920×1080)."""

from __future__ import annotations

import math

import pygame
import pytest

from game import theme
from game.flow.stage import DIM_ALPHA, GRAND
from game.views.stage_backdrop import backdrop
from game.views.stage_paint import stamp_light
from tests.uihelpers import make_app


@pytest.fixture
def app(tmp_path):
    """A headless app (the pictures need a display)."""
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    yield app
    app.close()


def _bright(colour) -> int:
    return sum(colour[:3])


def _at(light: pygame.Surface, r: float, angle: float) -> int:
    reach = light.get_width() // 2
    return _bright(light.get_at((round(reach + r * math.cos(angle)),
                                 round(reach + r * math.sin(angle)))))


def test_the_rays_are_smooth_beams_made_once(app):
    light = stamp_light(GRAND, (400, 120))
    reach = light.get_width() // 2
    middle = 0.2 + math.pi / 18 * 0.3  # the middle of the first (bright) ray, wide there
    along = [_at(light, r, middle) for r in range(round(reach * 0.55), reach - 2)]
    assert max(abs(b - a) for a, b in zip(along, along[1:], strict=False)) <= 6  # no rings
    r = reach * 0.5  # round the light half way out: each ray's edges soft, no one-pixel jump
    ring = [_at(light, r, k / r) for k in range(round(2 * math.pi * r))]
    jump = max(abs(b - a) for a, b in zip(ring, ring[1:], strict=False))
    assert jump <= 0.35 * (max(ring) - min(ring)), (jump, max(ring), min(ring))
    assert stamp_light(GRAND, (400, 120)) is light  # made once a size: no per-frame cost


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_backdrop_has_no_seam_where_the_paper_meets_the_felt(app, size):
    scale = size[1] / 1080
    table = pygame.Surface(size)
    table.fill(theme.FELT)
    edge = round(size[0] * 0.508)  # the sheet's paper right of x≈975 (at 1920)
    table.fill((240, 236, 220), pygame.Rect(edge, 0, size[0] - edge, size[1]))
    backdrop(table, DIM_ALPHA[GRAND], scale, (size[0] // 2, size[1] // 2), 0)
    step = theme.px(24, scale)
    for y in (size[1] // 4, size[1] // 2):
        row = [_bright(table.get_at((x, y))) for x in range(size[0])]
        seam = max(abs(row[x + step] - row[x]) for x in range(size[0] - step))
        assert seam <= 12, (y, seam)  # a gentle light, never an edge down the felt
    assert _bright(table.get_at((size[0] - 40, size[1] // 2))) > _bright(
        table.get_at((40, size[1] // 2)))  # (the paper's shape still faintly there)
