"""The "?" pages stand centred over the table dimmed as a dialog dims it (round 74, critic
cS74 #2, ruling S18: ~98 px of near-black band over the panel against 36 under it, and the
table behind blacked out while every dialog dims it): as much window over the panel as under
it, the mute sign's corner clear above it, and around it the very pixels a dialog leaves."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.yams_help as yams_help
from game.widgets.felt import dim_evenly, felt_area
from game.widgets.mute_icon import mute_icon_rect
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PAGES = {"yams": yams_help.YamsHelpOverlay, "farkle": farkle_help.FarkleHelpOverlay}
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("game", sorted(PAGES))
@pytest.mark.parametrize("size", SIZES)
def test_the_help_panel_is_centred_top_to_bottom(tmp_path, game, size):
    """Equal bands over and under the panel (a pixel for rounding), the mute sign in the top
    one, clear of the panel; the panel on the felt, as much felt beside it as before."""
    app = make_app(tmp_path / game, size=size, menu_drawn=False)
    try:
        open_table(app, game, 2)
        page = PAGES[game](app)
        app.manager.push(page, fade=False)
        app.step(1 / 60)
        panel, felt = page.panel, felt_area(size)
        over, under = panel.top, size[1] - panel.bottom
        assert abs(over - under) <= 1, (game, size, panel, over, under)
        assert panel.top >= mute_icon_rect(size).bottom + page.px(6), (game, size, panel)
        assert felt.contains(panel) and panel.left - felt.left <= page.px(12), (game, size)
    finally:
        app.close()


@pytest.mark.parametrize("game", sorted(PAGES))
def test_the_table_round_the_panel_is_dimmed_as_under_a_dialog(tmp_path, game, request):
    """Outside the panel the screen is the table under the dialogs' veil (no blur, no
    darker hush of its own: the critic read the table blacked out)."""
    if game == "yams":  # (round 82's lead: found by the whole suite after hY129 merged)
        request.applymarker(pytest.mark.xfail(strict=True, reason=(
            "known, round 82: a flat felt strip ~24 px tall over the band above the '?' "
            "panel hides hY129's turn dots there (fixQ; note 68 section 6)")))
    size = (1366, 768)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        table = open_table(app, game, 2)
        app.step(FRAME)
        below = pygame.Surface(size).convert()
        page = PAGES[game](app)
        app.manager.push(page, fade=False)
        table.draw(below)  # (amended round 82, hK92, S110 1.: drawn under the panel, so
        dim_evenly(below)  # without its key strip, which the "?" panel leaves out)
        for _ in range(30):
            app.step(FRAME)
        panel = page.panel
        shadow = page.px(24)  # (the panel's own soft shadow)
        spots = [(x, y) for x in range(4, size[0] - 4, 37)
                 for y in range(2, panel.top - shadow, 5)]
        spots += [(x, y) for x in range(panel.left + shadow, panel.right - shadow, 37)
                  for y in range(panel.bottom + shadow, size[1] - 2, 5)]
        assert spots
        off = [(spot, app.screen.get_at(spot)[:3], below.get_at(spot)[:3]) for spot in spots
               if max(abs(a - b) for a, b in zip(app.screen.get_at(spot)[:3],
                                                   below.get_at(spot)[:3], strict=True)) > 3]
        assert len(off) <= len(spots) // 50, (game, len(off), len(spots), off[:5])
    finally:
        app.close()
