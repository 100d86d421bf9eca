"""Where the coach cards go: never on the Yams Clasament, never on the key-hint bar nor
against the wooden frame when the felt above it has room; the risk card points at the
Tura panel's risk meter it names."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from game.views.coach_dock import covers_standings
from game.widgets.felt import felt_area
from tests.layout_pointer import SHORT_MOST
from tests.test_coach_marks import coach_app
from tests.uihelpers import texts_drawn
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _table(app: Any) -> Any:
    from game.scenes.table_base import TableScene

    return next(s for s in reversed(app.manager.stack) if isinstance(s, TableScene))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown"])
def test_a_yams_card_keeps_off_the_hold_tray_the_key_bar_and_the_frame(tmp_path, build, size):
    """Never on the Clasament (a card takes the hold tray's free part rather:
    tests/test_coach_off_the_standings.py), the key-hint bar or the frame."""
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None, table.coach.shown
        standings = table.standings.rect(table.game, table.tr, table.message_rects())
        # (round 76, ruling S20: the hold card docks in the Clasament's band, the standings
        # waiting under it, undrawn)
        assert standings is None or not card.colliderect(standings) or (
            table.coach.shown == "yams.hold" and covers_standings(table)), (card, standings)
        felt = felt_area(table.size)
        assert card.bottom <= felt.bottom - table.px(theme.TABLE_KEY_BAR)  # the keys stay
        assert card.left >= felt.left + table.px(20) and card.right <= felt.right - table.px(20)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_risk_card_points_at_the_risk_meter(tmp_path, size):
    """The risk card explains the Tura panel's "Risc" meter (its row and its bar): its
    pointer ends at the meter, and the card lies on neither (hC19: it pointed at "Aruncă");
    since hC28 it lies off the Tura panel (in it, it hid its notes and "Lider"), at the top
    of the middle column."""
    from game.views.coach_farkle import risk_meter_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_risk(app)
        table = _table(app)
        assert table.coach.shown == "farkle.risk"
        meter = risk_meter_rect(table)
        assert meter.collidepoint(table.coach.target.center), (size, table.coach.target)
        assert not table.coach.card.colliderect(meter), (size, table.coach.card, meter)
        tip = table.coach.pointer()[1]
        reach = 2 * SHORT_MOST  # (round 73: its tip clears the light round the meter)
        assert meter.inflate(reach, reach).collidepoint(tip), (size, tip, meter)
        assert not table.turn_rect.colliderect(table.coach.card), table.coach.card
    finally:
        app.close()


def _drawn_texts(app: Any, scene: Any) -> list[str]:
    return texts_drawn(app, scene)


def test_a_refused_die_is_told_once_by_the_card_beside_it(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_refused(app)
        table = _table(app)
        assert table.coach.shown == "farkle.refused" and table.coach.card is not None
        refusal = table.flow.voice.refusal
        assert refusal is not None  # the table knows: the card says it
        texts = " ".join(_drawn_texts(app, table))
        assert refusal.text not in texts
    finally:
        app.close()


@pytest.mark.parametrize("mark", ["farkle.set_aside", "farkle.refused"])
def test_a_card_does_not_repeat_the_heading(mark):
    from game.i18n import Translator

    for language in ("ro", "en"):
        tr = Translator.load(language)
        card = tr(f"coach.{mark}").casefold()
        heading = tr("farkle.hint.pick").casefold()  # "Dă clic pe zarurile care aduc puncte"
        assert heading.split()[0] not in card.split()[:3], (language, card)


# (test_the_countdown_card_points_at_the_countdown_in_its_cell retired by hY110, round 78:
# ruling S45 put the ring off the sheet, at the prompt pill's right end; the card docks over
# it, tests/test_yams_countdown_off_the_sheet.py; undocked it no longer stands right of it,
# on the box it will fill: game.views.coach_ring._on_the_box)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_box_card_sits_beside_the_sheet_off_every_column_and_die(tmp_path, size):
    """The box's card never covers the sheet (no player's column: Ion's and the computer's
    stay read too) nor a die, kept or in play; its pointer ends over its column's head (S20;
    before round 76: at a row this roll pays in
    (ruling S5, round 71: the best box's, else the next paying row its pointer reaches from
    the prompt's place; round 73: the card narrower without its "×", at 1920x1080 and
    1366x768 the best row lies a few px beyond a pointer's reach)."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_box(app)
        table = _table(app)
        assert table.coach.shown == "yams.box"
        card = table.coach.card
        assert not card.colliderect(table.sheet.rect), (size, card, table.sheet.rect)
        for die in table.dice_in_play_rects():  # the kept dice stay in sight
            assert not card.colliderect(die), (size, card, die)
        # (amended round 76, hC79, ruling S20, critic cZ75: its pointer ended at a row's
        # label; docked over the turn pill, it comes down onto the column's head, over the
        # player's own column, its tip short of it)
        column = table.sheet.cell_rect(table.game.current, Box.ONES)
        # (S62 1., amended round 79: at 1024x600 too, the card risen nearer the frame,
        # its pointer down into its column's head; it stood with none there)
        tip = table.coach.pointer()[1]
        assert column.left < tip[0] < column.right, (size, tip, column)
        assert table.sheet.rect.top - table.px(30) <= tip[1] < table.sheet.rect.top, (size, tip)
    finally:
        app.close()


def test_a_leader_prefers_a_short_way_that_cuts_across_no_panel():
    """Of two free places, the one whose straight leader stays out of every panel wins
    over a nearer one inside a panel whose leader would cut across its rim; among equals,
    the shortest leader."""
    from game.views.coach_place import place_card

    target = pygame.Rect(400, 100, 60, 60)
    bounds = pygame.Rect(0, 0, 1000, 700)
    panel = pygame.Rect(100, 100, 250, 300)  # left of the target, close to it
    # right of the target and right below it are taken: the nearest free place is in the
    # panel (its leader would cut across the panel's rim), a farther one under the target
    avoid = [pygame.Rect(470, 180, 530, 520), pygame.Rect(470, 0, 530, 180),
             pygame.Rect(0, 0, 470, 70)]
    found = place_card(target, (200, 100), avoid, bounds, 26, whole=[panel], clear=8)
    assert found is not None
    card, side = found
    assert side == "leader"
    assert not panel.colliderect(card), card  # outside the panel: its leader crosses no rim
