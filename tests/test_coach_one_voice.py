"""A Yams coach card that says the table's next action speaks alone (hC28, critic C27: at
1024x600 the box card said "Alege o căsuță" and the prompt line over the dice "… sau alege o
căsuță", two voices): while the hold or box card shows, the prompt line waits; it is said
again as soon as the card closes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _prompts(table) -> list[str]:
    """The prompt lines one frame of ``table`` draws."""
    surface = pygame.Surface(table.size)
    layout_record.start(table.size)
    try:
        table.draw(surface)
        return [t.text for t in layout_record.frame().texts if t.role == "prompt"]
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("build", "mark"), [("_yams_hold", "yams.hold"),
                                             ("_yams_box", "yams.box")])
def test_the_prompt_waits_while_a_yams_card_says_the_next_action(tmp_path, build, mark):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        assert table.coach.shown == mark and table.coach.card is not None
        assert _prompts(table) == [], "the prompt says it a second time"
        table.coach.dismiss()
        assert _prompts(table), "the prompt comes back once the card has closed"
    finally:
        app.close()
