"""The bust and the last round each have a look and an entrance of their own: the bust is a
red stamp that comes down only after the dice that lost the turn were seen shaking alone; the
last round is a gold ribbon that slides in from the left. Neither is the plain panel of the
other announcements."""

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


def _near(colour: pygame.Color, wanted: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], wanted, strict=True)) < 40


def test_the_bust_stamp_is_struck_at_a_tilt_and_the_ribbon_is_gold_the_panel_neither():
    panel_picture, panel = _banner("panel")
    stamp_picture, stamp = _banner("stamp")
    ribbon_picture, ribbon = _banner("ribbon")
    # the stamp is turned: its corners leave its upright box (hL50: set tighter than the
    # panel since critic B41, "the bust plate reads weak", so measured against its own)
    from game.widgets.farkle_banners import stamp_height

    assert stamp.w > panel.w and stamp.h > stamp_height(1, 1.0)
    # the ribbon's band is gold across the top; the panel's top is its dark fill
    top = (ribbon.centerx - WIDTH // 4, ribbon.y + 20)
    assert _near(ribbon_picture.get_at(top), theme.GOLD)
    assert not _near(panel_picture.get_at((panel.centerx - WIDTH // 4, panel.y + 20)),
                     theme.GOLD)
    # the stamp's plate is washed red, the panel's is not
    inside = (stamp.centerx - WIDTH // 3, stamp.centery)
    red = stamp_picture.get_at(inside)
    plain = panel_picture.get_at((panel.centerx - WIDTH // 3, panel.centery))
    assert red.r - red.g > plain.r - plain.g + 10


def test_the_bust_and_the_last_round_announcements_take_their_looks():
    from game.views.farkle_views import BANNER_LOOKS

    assert BANNER_LOOKS == {"farkle.bust": "stamp", "farkle.last_round": "ribbon"}


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


def test_the_last_round_ribbon_fades_and_grows_in_whole_never_sliding():
    # The critic's frames: the ribbon wiped in from the left and read cut mid-way ("tură:
    # mai joacă Ion și…"). It comes in where it stands: growing in, never shifted; and
    # solid from its first frame (hF27: never faded in see-through over the slots).
    offsets = [moments.banner_motion("last_round", k / 100)[1] for k in range(0, 101)]
    assert offsets == [0.0] * 101  # never shifted: no word leaves its rect
    sizes = [moments.banner_motion("last_round", k / 100)[0] for k in range(0, 40)]
    assert 0.5 < sizes[0] < 0.8 and sizes == sorted(sizes) and sizes[-1] == 1.0
    alphas = [moments.banner_alpha("last_round", k / 100) for k in range(0, 40)]
    assert alphas == [1.0] * 40
    assert moments.banner_motion("last_round", 0.6) == (1.0, 0.0)
    assert moments.banner_alpha("bust", 0.05) == 1.0  # the stamp comes down opaque
    assert moments.banner_motion("bust", 0.05) != moments.banner_motion("last_round", 0.05)
