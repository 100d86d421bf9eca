"""The keyboard's focus order on both tables starts where the player acts (critic, round 70:
"Tab focuses 'Pauză' first, before the sheet and the dice"): Tab from no focus lands on the
main action, "?" and "Pauză" come last (on the Yams table once a roll has landed, the boxes
before "Aruncă": ruling S21, round 76). While a coach card shows, Tab closes it and goes on
to the table's main action: the card never takes the ring (round 73, critic O73; pinned by
``tests/test_coach_keys_follow_the_key_line.py``)."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import focused_name, key
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _tab_names(app, table) -> list[str]:
    """The focused widgets' names, Tab after Tab from no focus, once round."""
    table.focus.focus(None)
    names: list[str] = []
    for _ in range(len(table.focus.widgets) + 1):
        key(app, pygame.K_TAB)
        name = focused_name(app)
        if names and name == names[0]:
            break
        names.append(name)
    return names


@pytest.mark.parametrize("step, first", [("_yams_box", "yams.sheet"),  # (a roll landed:
                                         # the boxes first, as the key line says, S21)
                                         ("_farkle_bank", "farkle.roll")])
def test_tab_starts_at_the_main_action_and_ends_at_pause(tmp_path, step, first):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        table.coach.turn_off()  # no card: the table's own order
        names = _tab_names(app, table)
        assert names[0] == first, names
        assert names[-2:] == ["common.help_button", "pause.title"], names
    finally:
        app.close()

