"""Every coach card, the short one too, carries its whole last line: its step ("2/3"), "Nu mai
arăta" and its next action ("Înainte →", "Gata"; "→" only where no card holds it), drawn on the
card (hC14)."""

from __future__ import annotations

import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown"])
def test_every_yams_card_has_its_step_stop_and_next(tmp_path, build, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        coach = _table(app).coach
        assert coach.card is not None, build
        step, stop, ahead = coach.footer
        assert step and ahead and stop == app.tr("coach.stop"), coach.footer
        assert coach.card.contains(coach.stop_rect()) and coach.card.contains(coach.next_rect())
    finally:
        app.close()



def test_the_small_key_footer_keeps_its_step_and_stop(tmp_path):
    """Since hC25 no coach screen needs the small key "→" (the Yams box card at 1024x600 lies
    over the prompt with its whole key), but where a card ever does, its last line still
    carries its step and "Nu mai arăta"."""
    from game.views.coach_steps import short_footer

    app = coach_app(tmp_path, size=(1024, 600))
    try:
        tr = app.tr
        footer = short_footer(("2/3", str(tr("coach.stop")), str(tr("coach.next"))), tr)
        assert footer == ("2/3", str(tr("coach.stop")), str(tr("coach.next.short"))), footer
        last = short_footer(("3/3", str(tr("coach.stop")), str(tr("coach.done"))), tr)
        assert last == ("3/3", str(tr("coach.stop")), str(tr("coach.done.short"))), last
    finally:
        app.close()


def test_a_card_whose_whole_last_line_finds_no_room_still_shows(tmp_path, monkeypatch):
    """Where no card holds its whole last line (made so here: no coach screen is that tight
    since hC25), its next action is the small key "→" and the card still shows."""
    from game.views.coach import TableCoach

    real = TableCoach._find
    monkeypatch.setattr(TableCoach, "_find", lambda self, *args: (
        real(self, *args) if self._short_foot else None))  # no room for the whole line
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_hold(app)
        coach = _table(app).coach
        assert coach.card is not None, "no card: its whole last line found no room"
        assert coach.footer[2] == app.tr("coach.next.short"), coach.footer
    finally:
        app.close()
