"""The bust stamp's title reads across a room (round 74, hF86, critic row "10 000 banners":
hF85 widened the stamp to 40 % of the table but its title did not grow, ~34 px of cap height at
1920x1080, held by the short felt between the dice row and the mat). Ruling S2 as amended in
round 74: the stamp may lie over the empty mat (bare during a bust), never over the thrown
dice nor the buttons; its title stands at least 64 px of cap height at 1920x1080 and as much
in proportion at the other sizes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.text import STAMP, font
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CAP_AT_1920 = 64
"""The least cap height (pixels) of "Tură pierdută!" at 1920x1080."""


def _cap_height(size: int) -> int:
    """The pixels an "H" of the stamp's face stands at layout ``size``."""
    return font(size, STAMP).render("H", True, (255, 255, 255)).get_bounding_rect().h


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamps_title_stands_tall_over_the_bare_mat(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)
        for _ in range(20):  # its entrance done
            app.step(0.05)
        table = app.manager.top
        frame = recorded_frame(table, size)
        stamp = [p.rect for p in frame.panels if p.role == "announcement"][0]
        sizes = {t.text: t.size for t in frame.texts if t.role == "announcement"}
        cap = _cap_height(sizes["Tură pierdută!"])
        least = CAP_AT_1920 if size == (1920, 1080) else int(CAP_AT_1920 * table.scale) - 1
        assert cap >= least, (cap, least)
        buttons = pygame.Rect(table.roll_button.rect).union(table.bank_button.rect)
        assert stamp.bottom <= buttons.top - table.px(12), (stamp, buttons)  # felt over them
    finally:
        app.close()
