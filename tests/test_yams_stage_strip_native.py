"""A Yams stage's lifted strip is drawn at its own size (critic C60 defect 2: "TOTAL 313"
blurry at 1024): its label in the sheet's face and ink at the strip's type size, never the
sheet's small row enlarged as a picture (whose letters come out soft, their strokes' cores
no longer the sheet's ink)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.text import BOLD, font
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _inked(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` are exactly the sheet's ink (a crisp letter's core)."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y))) == (*theme.INK, 255))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_lifted_label_is_lettered_at_the_strips_own_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _upper(app)  # (round 73: on the upper bonus's strip, a TOTAL no longer staged, S8)
        stage = until_staged(app, "upper_bonus")
        app.step(1 / 30)
        table = app.manager.stack[-2]
        picture = stage.picture
        assert picture.lift and picture.labels
        layer = picture.dimmed_table(app.screen)
        label = picture.labels[0].clip(layer.get_rect())
        words = table.tr("yams.row.upper_bonus")
        native = font(round(picture.cell_size * picture.lift_scale), BOLD).render(
            words, True, theme.INK)
        crisp = _inked(native, native.get_rect())
        assert crisp > 0
        assert _inked(layer, label) >= 0.85 * crisp, (_inked(layer, label), crisp)
    finally:
        app.close()


def test_the_joker_bonus_row_says_its_old_figure_before_its_bonus_lands(tmp_path):
    """Round 64, critic C62 (reverses critic C60's blank box: an empty box under the "+100"
    looked unfinished): early in a Joker Penta the player's box is never seen empty. Round 74
    (hY98, S12: a "0" beside a huge "+100" read wrong): the box is bare under the "+100", which
    stands on it from the first frame and counts it up, so the frame shows the box inked."""
    from tools.screens_stage import _joker

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _joker(app)
        stage = until_staged(app, "joker_penta")
        app.step(1 / 30)
        picture = stage.picture
        assert picture.lift and picture.target is not None
        layer = picture.dimmed_table(app.screen)  # the table under the stage: bare paper
        inner = picture.target.inflate(-picture.target.w // 5, -picture.target.h // 5)
        paper = sum(layer.get_at(inner.topleft)[:3])
        frame = app.screen  # what the player sees: the "+100" standing on the box
        inked = [(x, y) for x in range(inner.left, inner.right, 2)
                 for y in range(inner.top, inner.bottom, 2)
                 if sum(frame.get_at((x, y))[:3]) < paper - 150]
        assert inked  # never an empty box (C62): the "+100" on it
        assert picture.row_words is not None and picture.row_words.figure == ""  # (S12)
    finally:
        app.close()
