"""Keys reach the game while a coach card shows (critic B71 judged it from a render only): a
key pressed with a card up (Spațiu, a die's digit, Enter) does what it does without the card,
and closes the card (seen). The twin table has the same card dismissed first, so the key
meets the bare table; the games after the key are the same."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import key
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = [("_yams_hold", pygame.K_2, "yams.hold"), ("_yams_hold", pygame.K_SPACE, "yams.hold"),
         ("_farkle_bank", pygame.K_RETURN, "farkle.bank"),
         ("_farkle_bank", pygame.K_4, "farkle.bank"),
         ("_farkle_bank", pygame.K_SPACE, "farkle.bank")]


def _after(tmp_path, step: str, code: int, mark: str, card_up: bool) -> tuple:
    """The game after ``code`` is pressed at ``step``'s card (or with it dismissed first)."""
    app = coach_app(tmp_path / f"{step}{code}{card_up}")
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        assert table.coach.shown == mark, (step, table.coach.shown)
        if not card_up:
            table.coach.dismiss()
        key(app, code)
        assert table.coach.shown is None and mark in app.settings.coach_seen, (step, code)
        plain = (int, float, str, bool, tuple, list, frozenset, type(None))
        state = {k: repr(v) for k, v in vars(table.game).items()
                 if isinstance(v, plain) and k != "game_id"}  # (each game's own id)
        return tuple(sorted(state.items())), table.tray.is_moving
    finally:
        app.close()


@pytest.mark.parametrize(("step", "code", "mark"), CASES)
def test_a_key_with_a_card_up_does_what_it_does_without(tmp_path, step, code, mark):
    with_card = _after(tmp_path, step, code, mark, True)
    without = _after(tmp_path, step, code, mark, False)
    assert with_card == without, (step, pygame.key.name(code), with_card, without)
