"""Ruling S20 (amended round 77, hC81): a first game's Yams card hides nothing a player needs.
Critics read "the standings disappear" under the hold card and the title lines ("Yams",
"Tura 1 din 13") vanish under the box and countdown cards docked in the header's room. Now
the box and countdown cards dock on the felt over the sheet, right of the title lines and
left of "?", the title lines said all the while; the hold card keeps the Clasament's band
with the standings, which are drawn, condensed under it, never undrawn."""

from __future__ import annotations

from typing import Any

import pytest

from game.views.coach_dock import SHEET_AIR
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_frame
from tools import screens_coach, screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
BUILDS = [(screens_coach, "_yams_hold"), (screens_coach, "_yams_box"),
          (screens_coach, "_yams_countdown"), (screens_coach_first, "_yams_box_by_keys")]


def _reached(tmp_path: Any, module: Any, name: str, size: tuple[int, int]) -> Any:
    app = coach_app(tmp_path, size=size)
    getattr(module, name)(app)
    return app


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("build", BUILDS, ids=[n for _, n in BUILDS])
def test_the_title_lines_are_said_beside_every_yams_card(tmp_path, build, size):
    """"Yams" and "Tura N din 13" are drawn while any first-game card shows, and the card
    lies on neither (it docks over the sheet, beside them)."""
    module, name = build
    app = _reached(tmp_path, module, name, size)
    try:
        table = _table(app)
        card = table.coach.card
        assert card is not None, table.coach.shown
        frame = recorded_frame(table, size)
        title = table.tr(table.title_key)
        round_line = table.tr("yams.round", round=table.game.round, rounds=13)
        for words in (title, round_line):
            drawn = [t.rect for t in frame.shown_texts() if t.text == words]
            assert drawn, (words, table.coach.shown, size)
            assert not any(card.colliderect(r) for r in drawn), (words, card, drawn)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_standings_fold_to_their_title_line_under_the_hold_card(tmp_path, size):
    """The hold card stands in the Clasament's band under the rolled dice (S62 1., amended
    round 79, critic cA78 #5: on the rack it hid the rack it explains); the Clasament folds
    under it to its frame and title line, said whole and off the card ("Clasament", "Toți la
    0": on a first throw everyone is at 0, the pill says who plays), never undrawn (critic,
    round 76: "the standings disappear"), never condensed to small rows (round 77)."""
    app = _reached(tmp_path, screens_coach, "_yams_hold", size)
    try:
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == "yams.hold" and card is not None
        frame = recorded_frame(table, size)
        panels = [p.rect for p in frame.shown_panels() if p.role == "standings"]
        assert panels, "the standings are not drawn under the hold card"
        assert not card.colliderect(panels[0]), (card, panels[0])
        said = {t.text: t for t in frame.shown_texts()}
        for words in (table.tr("yams.standings.all_zero"),):
            assert words in said and panels[0].contains(said[words].rect), (words, size)
            assert not card.colliderect(said[words].rect)
        assert any(k.startswith(table.tr("yams.standings.title").split()[0]) for k in said
                   if k), (sorted(said), size)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("build", [(screens_coach, "_yams_box"),
                                   (screens_coach, "_yams_countdown")],
                         ids=["_yams_box", "_yams_countdown"])
def test_the_box_and_countdown_cards_dock_over_the_sheet_beside_the_title(tmp_path, build,
                                                                         size, monkeypatch):
    """Their dock: the felt over the sheet's top edge, right of the title lines, left of
    "?" (nothing a player reads lies there). (S46, round 78: the countdown's card docks
    there only where no place beside its ring is free.)"""
    from tests.test_coach_docked import unbeside_the_countdown

    unbeside_the_countdown(monkeypatch)
    module, name = build
    app = _reached(tmp_path, module, name, size)
    try:
        table = _table(app)
        card = table.coach.card
        assert card is not None, table.coach.shown
        assert card.bottom <= table.sheet.rect.top, (card, table.sheet.rect)
        frame = recorded_frame(table, size)
        round_line = table.tr("yams.round", round=table.game.round, rounds=13)
        title = [t.rect for t in frame.shown_texts()
                 if t.text in (table.tr(table.title_key), round_line)]
        assert len(title) == 2 and card.left >= max(r.right for r in title), (card, title)
        assert card.right <= table.help_button.rect.left, (card, table.help_button.rect)
        assert not card.colliderect(table.help_button.rect)
        if name == "_yams_countdown" and size == (1920, 1080):  # room for it low there:
            # it stands over the ring, a hair over the sheet (ruling S45), never up at the
            # top of a room reaching down onto the sheet (round 80, fixE)
            air = max(2, table.px(SHEET_AIR))
            assert card.bottom == table.sheet.rect.top - air, (card, table.sheet.rect)
    finally:
        app.close()


def box_card_unpointed(table: Any) -> bool:
    """True while the box card stands docked over the sheet with no pointer (S20 amended,
    round 77: where the felt over the sheet is too low for a pointer seen whole, 1024x600),
    right over its column, which is lit whole: its column says where."""
    from game.views.coach_dock import header_room
    from game.views.coach_yams import column_boxes

    coach = table.coach
    card = coach.card
    lit = column_boxes(table)
    return (coach.shown == "yams.box" and coach.side == "none" and card is not None
            and header_room(table).contains(card) and coach.lit == lit
            and card.x <= lit.centerx <= card.right)


@pytest.mark.parametrize("size", SIZES)
def test_the_box_card_points_into_its_column_where_the_felt_allows(tmp_path, size):
    """At every size the docked box card's pointer comes down into its column's head (S62
    1., amended round 79: at 1024x600, where the felt over the sheet is lower than card and
    pointer, the card rises nearer the frame, coach_dock.DOCK_FRAME_LEAST; it stood with no
    pointer there, critic row "Coach marks": pointing at what it explains)."""
    app = _reached(tmp_path, screens_coach, "_yams_box", size)
    try:
        table = _table(app)
        coach = table.coach
        assert coach.side == "above", coach.side
        tip = coach.pointer()[1]
        head = coach.target
        assert head.left < tip[0] < head.right and tip[1] < head.top, (tip, head)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_rack_stays_drawn_under_the_hold_card(tmp_path, size):
    """The hold card stands off the kept row's rack (S62 1., amended round 79, critic cA78 #5:
    it hid slots 1-4 of the rack it explains), which is drawn whole, its five pockets too."""
    app = _reached(tmp_path, screens_coach, "_yams_hold", size)
    try:
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == "yams.hold" and card is not None
        rack = table.kept_rack()
        assert rack is not None and not card.colliderect(rack), (card, rack)
        assert len(table.kept_row_slots()) == 5
    finally:
        app.close()
