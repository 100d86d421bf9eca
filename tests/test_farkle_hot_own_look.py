"""Hot dice have their own look, not a big bank's (hF19): under their banner the dice on
the mat stay lit and glow with heat (an orange halo round each), and "Zaruri fierbinți!" is
lettered in gold, yellower than a bank's amber "+2 550"."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.stage import StageOverlay
from game.views.stage_paint import stamp_lettering
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _warmth(surface: pygame.Surface, rect: pygame.Rect) -> float:
    r, g, b, *_ = pygame.transform.average_color(surface, rect.clip(surface.get_rect()))
    return r - b


def test_the_hot_dice_glow_with_heat_under_their_banner(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        glowing = 0
        for _ in range(300):
            app.step(1 / 60)
            top = app.manager.top
            if not isinstance(top, StageOverlay) or top.picture.kind != "hot_dice":
                if glowing:
                    break
                continue
            if not 0.35 < top.clock.progress < 0.55:  # the ribbon down
                continue
            assert len(top.picture.glow) == 6  # the six on the mat
            for die in top.picture.glow:
                below = pygame.Rect(die.x, die.bottom + 3, die.w, max(3, die.h // 6))
                assert _warmth(app.screen, below) > 28, "no heat round a hot die"
            glowing += 1
        assert glowing
    finally:
        app.close()


def _yellowness(image: pygame.Surface) -> float:
    w, h = image.get_size()
    greens = reds = 0
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200 and r > 200:
                reds += r
                greens += g
    return greens / max(1, reds)


def test_the_hot_word_is_gold_not_the_banks_amber():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    from game.views.stage_pictures import HOT_LETTERING

    hot = stamp_lettering("Zaruri", 80, HOT_LETTERING)
    bank = stamp_lettering("Zaruri", 80, False)
    assert _yellowness(hot) > _yellowness(bank) + 0.08
