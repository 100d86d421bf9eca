"""While a coach card speaks, the line it repeats waits (round 72, critics D71, E71, G71:
"card and prompt speak at once"): the Yams hold card and the kept row's invitation
("Zarurile păstrate urcă aici"), said again as soon as the card closes. (Round 76, hC80,
ruling S20: the 10 000 set-aside card leaves the prompt over the dice said.)"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_now
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _texts(app: Any) -> set[str]:
    """The words the frame drawn now shows."""
    frame = recorded_now(app)
    return {t.text for t in frame.shown_texts()}


def _close_card(app: Any) -> None:
    """A click on the card's words (round 73: no "×"): it closes, nothing else happens."""
    from game.views.coach_card import words_origin

    table = _table(app)
    coach = table.coach
    x, y = words_origin(coach.card, coach.footer, len(coach.lines), table.scale)
    app.manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                pos=(x + 4, y + 4)))
    app.step(0.05)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_set_aside_card_leaves_the_prompt_said(tmp_path, size):
    """Amended in round 76 (hC80, ruling S20 for the 10 000 cards): the prompt over the dice
    is said beside the set-aside card (round 72 had it wait), and after it."""
    app = coach_app(tmp_path, size=size, drawn=True)
    try:
        screens_coach._farkle_set_aside(app)
        table = _table(app)
        assert table.coach.shown == "farkle.set_aside"
        prompt = table.tr("farkle.hint.pick")
        assert prompt in _texts(app), size  # the line says what to do, the card explains
        _close_card(app)
        assert table.coach.card is None
        assert prompt in _texts(app), size  # and still, once the card is gone
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_hold_card_hushes_the_kept_rows_invitation(tmp_path, size):
    app = coach_app(tmp_path, size=size, drawn=True)
    try:
        screens_coach._yams_hold(app)
        table = _table(app)
        assert table.coach.shown == "yams.hold"
        invite = table.tr("yams.hold_invite")
        assert invite not in _texts(app), size
        _close_card(app)
        assert table.coach.card is None
        assert invite in _texts(app), size
    finally:
        app.close()
