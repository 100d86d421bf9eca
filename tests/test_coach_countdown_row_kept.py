"""The Yams countdown's coach card leaves the kept row whole (critic B71, ruling S1: "in the
countdown's card the five hold sockets vanish"): the card stands in the prompt's place over
the row, as the hold and box cards do, the countdown's lines waiting while it shows (the
countdown is held then), so the five sockets are drawn, none under the card, at every size."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_yams import kept_row_rect
from game.views.yams_prompt import prompt_say
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdown_card_keeps_the_five_sockets_drawn(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == "yams.countdown" and card is not None
        assert len(table.kept_row_slots()) == 5, (size, card, table.held_band)
        assert not card.colliderect(kept_row_rect(table)), (size, card)
        # round 74 (critic cQ74, S5): the card stands off the countdown's lines (beside its
        # ring; round 76, S20: in the header's dock), which stay said (the countdown held)
        said = prompt_say(table)
        assert said is not None and table.flow.countdown_line() == said.detail, said
        assert not card.colliderect(table.note_rect()), (size, card)
        assert table.flow.countdown_held
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_with_no_room_beside_its_ring_the_card_keeps_the_prompts_place(tmp_path, size,
                                                                       monkeypatch):
    """Where the sheet has no room right of the ring (round 74, S5), the card stands in the
    prompt's place as before round 74: its lines wait (the countdown held), never under it,
    and the five sockets stay drawn."""
    from game.views import coach as coach_view
    from tests.test_coach_docked import undock_the_countdown

    undock_the_countdown(monkeypatch)  # (round 76, hC80: nor in the header's dock)
    monkeypatch.setattr(coach_view, "beside_the_ring", lambda *args, **kwargs: None)
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == "yams.countdown" and card is not None
        assert len(table.kept_row_slots()) == 5, (size, card, table.held_band)
        assert not card.colliderect(kept_row_rect(table)), (size, card)
        assert prompt_say(table) is None  # its lines wait (the countdown held), never under it
        assert table.flow.countdown_held
    finally:
        app.close()


def test_where_no_row_is_reached_from_there_the_card_keeps_its_air_off_the_lines(tmp_path):
    """Played by keys at 1024x600 the countdown's row (Șansă) is level with the Clasament,
    out of a leader's reach from the prompt's place: the card keeps its own place under the
    countdown's lines, which stay said, its air (:func:`card_air`) clear of them."""
    from game.views.coach_card import card_air
    from game.views.coach_reads import speaks_for_prompt
    from game.views.coach_yams import lane_line
    from tests.uihelpers import key
    from tools.screens_yams import table as yams_table

    app = coach_app(tmp_path, size=(1024, 600))
    try:
        table = yams_table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
        for code in (pygame.K_SPACE, pygame.K_2, pygame.K_SPACE, pygame.K_SPACE):
            key(app, code)
            for _ in range(80):
                app.step(0.05)
                if table.coach.shown == "yams.countdown":
                    break
        card = table.coach.card
        assert table.coach.shown == "yams.countdown" and card is not None
        assert not speaks_for_prompt(table)  # its lines stay said over it
        room = card_air(table.scale)
        line = lane_line(table)
        assert not card.colliderect(line.inflate(2 * room - 2, 2 * room - 2)), (card, line)
    finally:
        app.close()
