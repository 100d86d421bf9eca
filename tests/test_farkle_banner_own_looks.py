"""The 10 000 banners each have a look of their own (critic round 30: hot dice and the bank
shared one red ribbon): hot dice a flame-orange ribbon unfurling where it stands, a bank a
gold plaque (its coins' colour; sapphire until round 32) sliding in towards the totals (a
modest plate dropping onto the felt since round 60, the big bank's plaque slides),
three pairs a violet ribbon until round 40 (a mid-size stage now). A ribbon's
notched ends are shallow: its ends cover the corners of the mat and of the dice' slots
under it (none shows through a notch). The hot dice' words say the flow's figure."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_banner import LOOKS, entered, notch_depth, ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

KINDS = {"hot_dice": "hot_dice", "bank_banner": "bank_banner", "goal": "goal"}


def _banner(app, state):
    {name: b for name, b, _ in STATES}[state](app)
    return until_staged(app, KINDS[state])


def _body(app, stage) -> tuple[int, int, int]:
    """The banner's body colour, drawn, beside its words at rest."""
    stage.clock.age = stage.clock.duration * 0.4
    surface = pygame.Surface(app.screen.get_size())
    stage.table.draw(surface)
    stage.draw(surface)
    rect = ribbon_rect(stage.picture)
    return tuple(surface.get_at((rect.x + round(rect.w * 0.1), rect.centery)))[:3]


def test_hot_dice_and_a_bank_wear_their_own_colour_shape_and_entrance(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        hot = _banner(app, "hot_dice")
        red, green, blue = _body(app, hot)
        assert red > blue + 60  # flame orange
        hot.clock.age = hot.clock.duration * 0.03
        assert entered(hot.clock, hot.picture)[0] < 1  # unfurling where it stands
        hot.clock.skip()
        app.step(1 / 30)
    finally:
        app.close()
    app = make_app(tmp_path, size=(1366, 768))
    try:
        bank = _banner(app, "bank_banner")
        red, green, blue = _body(app, bank)
        assert green > blue + 60  # gold (critic B31 §4: it was sapphire, like the turn band)
        bank.clock.age = bank.clock.duration * 0.03
        # (hL60, critic B51: it slid in like the big bank's plaque, one size; an ordinary
        # bank's modest plate drops onto the felt now: test_farkle_banner_entrances; S107 1.
        # amended round 82, hF110: pressed into the tray from a little smaller, never over
        # the buttons)
        assert entered(bank.clock, bank.picture)[0] < 1  # coming in, inside its place
    finally:
        app.close()
    assert LOOKS["hot_dice"].shape != LOOKS["bank_banner"].shape


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
# (three pairs had a violet ribbon until round 40: a mid-size stage now; the goal's is one)
@pytest.mark.parametrize("state", ["hot_dice", "goal"])
def test_a_ribbons_notches_never_show_the_mat_or_the_slots_corners(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        stage = _banner(app, state)
        table, ribbon = stage.table, ribbon_rect(stage.picture)
        notch = notch_depth(stage.picture, ribbon)
        side = table.die_side
        slots = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                 for x, y in table._row_positions(6)]
        for under in (table.mat, slots[0].unionall(slots[1:])):
            if under.top < ribbon.bottom and under.bottom > ribbon.top:
                assert ribbon.left + notch <= under.left, (ribbon, notch, under)
                assert ribbon.right - notch >= under.right, (ribbon, notch, under)
    finally:
        app.close()


def test_the_hot_dice_caption_says_the_flows_figure(tmp_path):
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _banner(app, "hot_dice")
        flow = stage.table.flow
        assert format_int(flow.hot_points) in stage.picture.caption
        assert flow.hot_points == 400
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_hot_dice_carry_flames_and_a_bank_coins_beside_their_words(tmp_path, size):
    from game.views.stage_banner import ICONS, icon_rects, scaled_words, words_height

    for state in ("hot_dice", "bank_banner"):
        app = make_app(tmp_path, size=size)
        try:
            stage = _banner(app, state)
            picture = stage.picture
            rect = ribbon_rect(picture)
            ink = scaled_words(picture)[1]  # (hL60: a modest plate's words are smaller)
            words = pygame.Rect(0, 0, ink.w, ink.h)
            words.centerx, words.top = rect.w // 2, (rect.h - words_height(picture)) // 2
            icons = icon_rects(picture, words, rect.w)
            assert len(icons) == 2 and not any(r.colliderect(words) for r in icons)
            assert all(pygame.Rect(0, 0, rect.w, rect.h).contains(r) for r in icons)
        finally:
            app.close()
    assert ICONS["hot_dice"] != ICONS["bank_banner"]
