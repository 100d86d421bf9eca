"""The 10 000 "?" scoring tile pictures its rule large (critics K72, L72: three rows of six dice
of ~26 px at 1920x1080, ~14 px at 1024x600, "Trei de 1" unpictured, badge 7 crowding "400"):
a row of three 1s and a triple, dice of 48 px or more at 1920x1080 and 28 or more at 1024x600,
each beside its points as the rules score them, the points large, flush right in one column
clear of the badge; the rest of the grid is one key away ([F1] opens the rules over the page)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.rules.farkle import score
from game.scenes import farkle_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.rules import RulesScene
from game.widgets.text import BOLD, font
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_DIE = {(1920, 1080): 48, (1366, 768): 34, (1024, 600): 28}
"""The scoring tile's least die side (pixels) at each window."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_three_ones_and_a_triple_are_pictured_large_with_their_points(tmp_path, monkeypatch,
                                                                      size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        drawn = []
        real = farkle_help.draw_dice_row
        monkeypatch.setattr(farkle_help, "draw_dice_row", lambda surface, cache, dice, pos,
                            side, gap, *a, **k: drawn.append((tuple(dice), side)) or real(
                                surface, cache, dice, pos, side, gap, *a, **k))
        k = next(k for k, tile in enumerate(farkle_help.TILES) if tile[1] == "scoring")
        art = shown.step_rects(k)[0]
        frame, badge = shown.frame_rect(art), shown.number_rect(art)
        texts = recorded_step(app, 1 / 60).texts
        figures = {t.text: t for t in texts if frame.contains(t.rect)}
        rows = [(dice, side) for dice, side in drawn if dice in farkle_help.SCORING]
        assert [dice for dice, _ in rows] == list(farkle_help.SCORING) == [(1, 1, 1), (4, 4, 4)]
        assert all(side >= LEAST_DIE[size] for _, side in rows), (size, rows)
        assert score((1, 1, 1)) == 1_000 and score((4, 4, 4)) == 400
        rights = set()
        for dice in farkle_help.SCORING:  # every row's points, at least 20 px tall at 1080
            figure = figures[format_int(score(dice) or 0)]
            ink = font(figure.size, BOLD).render(figure.text, True,
                                                 (255, 255, 255)).get_bounding_rect()
            assert ink.h >= (20 if size[1] >= 1080 else 12), (size, figure.text, ink)
            assert figure.rect.right <= badge.x - shown.badge_air(), (size, figure.rect, badge)
            rights.add(figure.rect.right)
        assert len(rights) == 1, (size, rights)  # one column, flush right
    finally:
        app.close()


def test_f1_opens_the_rules_over_the_help_and_esc_comes_back(tmp_path):
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        shown.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0,
                                              unicode=""))
        rules = app.manager.top
        assert isinstance(rules, RulesScene) and rules.game == "farkle", rules
        app.manager.pop(fade=False)
        assert app.manager.top is shown
    finally:
        app.close()
