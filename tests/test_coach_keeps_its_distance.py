"""A coach card keeps a clear gap round it (hC40, critic B32 "Coach marks" 7: at 1024x600,
and at 1366x768 for the hot dice' 5/5, the card sat on the "Selecție" label; the dice' cards
1 px under the prompt): every step of both tables, at 1920x1080, 1366x768 and 1024x600, the
card stands at least :data:`game.views.coach_card.CLEARANCE` reference pixels (never under
4 px) off every word the table draws (the labels over the mat, the prompt, the title, a
panel's words, a button's), every die in play and every button, and off what it points at
and lights; judged by the frame the table itself records."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views import farkle_cup
from game.views.coach_card import CLEARANCE
from game.widgets import layout_record
from tests.coach_reached import Reached, reached
from tests.test_coach_empty_felt import FARKLE_STEPS, SIZES, YAMS_STEPS
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The clear room between two rects (0: they touch or overlap)."""
    return max(b.x - a.right, a.x - b.right, b.y - a.bottom, a.y - b.bottom, 0)


def least_gap(scale: float) -> int:
    """The least clear room a card keeps at ``scale``."""
    return max(4, theme.px(CLEARANCE, scale))


def too_near(shown: Reached) -> list[str]:
    """What lies nearer the shown card than :func:`least_gap`: the table's words, its dice
    in play, its buttons (as the frame drawn then recorded them)."""
    card, frame = shown.card, shown.frame
    things = [(f"the words {t.text!r}", t.rect) for t in frame.shown_texts()
              if t.role != "coach"]
    things += [("a die", d) for d in shown.dice]
    things += [(f"a {p.role}", p.rect) for p in frame.shown_panels()
               if p.role and "button" in p.role]
    things += [("its target", shown.target)]
    least = least_gap(shown.scale)
    return [f"{name} {tuple(rect)}: {gap(card, rect)} px" for name, rect in things
            if rect is not None and rect.w > 0 and not rect.contains(card)
            and gap(card, rect) < least]


@pytest.mark.parametrize("size", SIZES)
def test_every_card_keeps_a_clear_gap_round_it(tmp_path, size):
    found = {}
    for step in YAMS_STEPS + FARKLE_STEPS:
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        near = too_near(shown)
        if near:
            found[step] = (tuple(shown.card), near)
    assert found == {}, (size, found)


@pytest.mark.parametrize("size", SIZES)
def test_the_hot_dice_card_stands_well_off_the_selection_line(tmp_path, size):
    """Critic B32 (5/5 at 1366x768: the card on the "Selecție" label): the hot dice' card
    stands clear of that line's words, its leader down to the six dice on the mat. (Rewritten,
    round 50, critic B41: over the empty dice row, a pointer's length off the words, it lay on
    the row's slots; it stands between the row and the words now, off the row, the words
    :data:`WORD_CLEAR` off, like the bank's card: tests/test_coach_felt_band.py.)"""
    from game.views.coach_card import WORD_CLEAR
    from game.views.coach_farkle import row_rect

    app = coach_app(tmp_path, size=size, drawn=True)
    try:
        screens_coach._farkle_hot(app)
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == "farkle.hot" and card is not None, size
        labels = [t.rect for t in recorded_texts(app) if t.text.startswith("Selecție")]
        # (S64 1., round 79: the six in the cup, nothing on the mat: no mat, no line; its
        # place, the mat's top, still kept clear below)
        assert all(gap(card, label) >= WORD_CLEAR for label in labels), (size, card, labels)
        row = row_rect(table)  # (S46, round 78: beside the cup, the row's slots unseen
        # round it; S81 3., round 80: under the cup, off the row, over the buttons; S95 1.,
        # round 81, hF106: beside the cup again, the tray standing under it: off the tray)
        cup = farkle_cup.cup_place(table)
        assert not card.colliderect(cup) and not card.colliderect(table.mat), (size, card, row)
        assert card.bottom <= table.mat.top, (size, card, table.mat)
    finally:
        app.close()


def recorded_texts(app: Any) -> list[layout_record.Text]:
    """The words of the frame the app draws now."""
    layout_record.start(app.screen.get_size())
    try:
        app.manager._below = None
        app.manager.draw(app.screen)
        return list(layout_record.frame().shown_texts())
    finally:
        layout_record.stop()
