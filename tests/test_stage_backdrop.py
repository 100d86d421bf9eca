"""Under a stage the moment happens ON the table: the felt stays seen, green and warm, lit at
the stage's centre and darker towards the window's edges, tinted with the acting player's
seat colour (critics of rounds 20-24: every stage sat on a flat near-black veil)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import BIG, DIM_ALPHA, GRAND
from game.views.stage import StagePicture
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

SIZE = (1024, 600)


@pytest.fixture
def app(tmp_path):
    """A headless app (the stage's pictures need a display)."""
    app = make_app(tmp_path, size=SIZE, menu_drawn=False)
    yield app
    app.close()


def _backdrop(rarity: str, seat: int | None) -> tuple[StagePicture, pygame.Surface]:
    """A stage's hushed table (no light of its stamp) over a plain felt."""
    felt = felt_area(SIZE)
    table = pygame.Surface(SIZE)
    table.fill(theme.FELT)
    picture = StagePicture("penta" if rarity == GRAND else "hot_dice", rarity, felt, 0.6,
                           "Penta!", line="Ana", seat=seat)
    return picture, picture.dimmed_table(table, lit=False)


def _bright(colour) -> float:
    return sum(colour[:3]) / 3


@pytest.mark.parametrize("rarity", [GRAND, BIG])
def test_the_felt_stays_green_and_lit_at_the_stages_centre(app, rarity):
    picture, under = _backdrop(rarity, 0)
    r, g, b = under.get_at(picture.centre)[:3]
    assert g > r + 12 and g > b + 12, (r, g, b)  # the felt's green, not a grey veil
    assert _bright((r, g, b)) > 0.6 * _bright(theme.FELT), (r, g, b)  # lit, not near-black
    assert DIM_ALPHA[rarity] > 0


@pytest.mark.parametrize("rarity", [GRAND, BIG])
def test_the_backdrop_darkens_towards_the_windows_edges(app, rarity):
    picture, under = _backdrop(rarity, 0)
    centre = _bright(under.get_at(picture.centre))
    for corner in ((4, 4), (SIZE[0] - 5, 4), (4, SIZE[1] - 5), (SIZE[0] - 5, SIZE[1] - 5)):
        assert _bright(under.get_at(corner)) < 0.75 * centre, corner  # a vignette
        assert _bright(under.get_at(corner)) > 4  # never black


def test_the_backdrop_is_tinted_with_the_acting_players_seat(app):
    picture, first = _backdrop(GRAND, 0)
    _, second = _backdrop(GRAND, 1)
    a, b = first.get_at(picture.centre)[:3], second.get_at(picture.centre)[:3]
    assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) >= 12, (a, b)
