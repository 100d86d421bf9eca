"""The bust has a look and an entrance of its own: a red stamp that comes down as the dice
that lost the turn are seen, and shakes. It is not the plain panel of the other announcements.
(The last round's gold ribbon had its own too; it is gone since hL50 made the last round one
beat, the goal's banner saying it: its tests are retired below, where they stood.)"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import moments
from game.widgets import farkle_panels

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

WIDTH = 800
"""The centre column's width at 1920×1080, about."""


def _banner(look: str) -> tuple[pygame.Surface, pygame.Rect]:
    surface = pygame.Surface((1920, 1080))
    surface.fill((20, 90, 50))  # the felt
    rect = farkle_panels.draw_banner(surface, (960, 540), WIDTH, 1.0, "Tură pierdută!",
                                     ["Ana pierde punctele turei"], theme.FARKLE_BUST,
                                     255, solid=True, look=look)
    return surface, rect


def test_the_bust_stamp_is_struck_at_a_tilt_the_panel_not():
    # (the ribbon's gold band, checked here too, was deleted with the ribbon: round 50)
    panel_picture, panel = _banner("panel")
    stamp_picture, stamp = _banner("stamp")
    # the stamp is turned: its corners leave its upright box (hL50: set tighter than the
    # panel since critic B41, "the bust plate reads weak", so measured against its own)
    from game.widgets.farkle_banners import stamp_height

    assert stamp.w > panel.w and stamp.h > stamp_height(1, 1.0)
    # the stamp's plate is washed red, the panel's is not
    inside = (stamp.centerx - WIDTH // 3, stamp.centery)
    red = stamp_picture.get_at(inside)
    plain = panel_picture.get_at((panel.centerx - WIDTH // 3, panel.centery))
    assert red.r - red.g > plain.r - plain.g + 10


def test_the_bust_announcement_takes_its_look():
    # (was: "the bust and the last round take their looks": the last round's ribbon is gone)
    from game.views.farkle_views import BANNER_LOOKS

    assert BANNER_LOOKS == {"farkle.bust": "stamp"}


def test_the_bust_stamp_comes_down_with_the_red_outlines_and_shakes():
    # The critic's frames: the red outlines stood ~16 frames with nothing said before the
    # stamp came. It comes down as the dice are seen (from smaller), shakes, and settles.
    assert moments.BUST_WAIT == 0
    assert 0 < moments.banner_motion("bust", 0.0)[0] < 1
    just_down = moments.BUST_WAIT + 0.02
    assert 0 < moments.banner_motion("bust", just_down)[0] < 1
    shakes = [moments.banner_motion("bust", moments.BUST_WAIT + k / 100)[1] for k in range(60)]
    assert max(shakes) > 0.005 and min(shakes) < -0.005
    assert moments.banner_motion("bust", 1.0) == (1.0, 0.0)


# (test_the_last_round_ribbon_fades_and_grows_in_whole_never_sliding retired in round 50: its
# promise was the ribbon's own entrance, and the ribbon is deleted: hL50 made the last round
# one beat, the goal's banner saying „Ultima tură!”, and no ribbon has been shown since)
