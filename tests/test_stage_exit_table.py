"""A gathered stage hands back to the whole table (critic C25 §1): once its stamp and the words
under its row have gone, every frame of its exit shows the table itself (the sheet, the tray,
the panels) under a lifting veil, never the moment's lit pieces (the Joker's pill, its one
cell, the dice, "Validează tura", the target's strip) floating on a bare blurred felt."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import HOME_FROM
from game.views.stage_gather import gathered_rects
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_yams import click_at, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _correlation(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """How alike the light of ``a`` and ``b`` is over ``rect`` (1: one picture, however
    dimmed; about 0: the one shows nothing of the other)."""
    import numpy

    def light(surface: pygame.Surface) -> numpy.ndarray:
        pixels = pygame.surfarray.pixels3d(surface.subsurface(rect)).astype(float)
        return pixels.mean(axis=2).ravel()

    x, y = light(a), light(b)
    x, y = x - x.mean(), y - y.mean()
    return float((x * y).sum() / max(1e-9, (x * x).sum() ** 0.5 * (y * y).sum() ** 0.5))


def test_the_forced_jokers_exit_shows_the_whole_table_under_its_veil(tmp_path):
    from game.rules.yams import Box, Scorecard
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
        scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
        click_at(app, scene.roll_button.rect.center)
        stage = until_staged(app, "joker_penta")
        stage.clock.age = stage.clock.duration * 0.5
        stage.land()  # the figures the table shows as the stage leaves
        bare = pygame.Surface(app.screen.get_size())
        scene.draw(bare)
        sheet = scene.sheet.rect
        flights = stage.picture.dice + gathered_rects(stage.picture)  # the dice' way home
        top = min(r.top for r in flights) - 4
        bottom = max(r.bottom for r in flights) + 4
        regions = [  # the sheet above and below the dice' way, the title over the tray
            pygame.Rect(sheet.x, sheet.y, sheet.w, top - sheet.y),
            pygame.Rect(sheet.x, bottom, sheet.w, sheet.bottom - bottom),
            pygame.Rect(scene.left.x, scene.left.y, scene.left.w, scene.left.h // 8),
        ]
        for share in (HOME_FROM + 0.02, HOME_FROM + 0.03, 0.86, 0.9):
            frame, _ = drawn(app, stage, share)
            for rect in regions:
                alike = _correlation(frame, bare, rect)
                assert alike > 0.8, (share, rect, round(alike, 2))
    finally:
        app.close()
