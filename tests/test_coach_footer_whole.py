"""Every coach card, the short one too, carries its whole last line: its step ("2/3"; a
moment's card, the countdown, none: round 72, hC74), "Nu mai arăta" and its next action
("Înainte →", "Gata"; "→" only where no card holds it), drawn on the card (hC14)."""

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
        assert ahead and stop == app.tr("coach.stop"), coach.footer
        # a moment: no step, its "Sfat" tag there (round 74, critic cQ74: one layout)
        assert step and (step == app.tr("coach.tip_tag")) == (build == "_yams_countdown")
        assert coach.card.contains(coach.stop_rect()) and coach.card.contains(coach.next_rect())
    finally:
        app.close()



def test_no_card_says_the_bare_arrow(tmp_path):
    """hC14-hC25 kept a small key "→" for a card whose whole last line found no room (at
    1024x600 the bank's card showed it bare, critic C30). hC31 reverses it: a low card's
    actions stand in their own group at its right, "Înainte →" always whole, so the small
    key and its footer (``short_footer``) are gone."""
    import game.views.coach_steps as steps

    assert not hasattr(steps, "short_footer")
    for build in ("_farkle_bank", "_yams_box", "_farkle_refused"):
        app = coach_app(tmp_path / build, size=(1024, 600))
        try:
            getattr(screens_coach, build)(app)
            coach = _table(app).coach
            assert coach.card is not None, build
            assert coach.footer[2] in (app.tr("coach.next"), app.tr("coach.done"),
                                       app.tr("coach.got_it")), (
                build, coach.footer)  # (round 72: "Gata" on the count's last step)
        finally:
            app.close()
