"""Every coach card, the short one too, carries its whole last line: its step ("2/3"; a
moment's card, the countdown, none: round 72, hC74), "Nu mai arăta" and its next action
("Înainte →", "Gata"; "→" only where no card holds it), drawn on the card (hC14)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@reading_of("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_bank", "_farkle_refused")
def footer(app: Any) -> tuple[Any, ...] | None:
    """The card's footer, whether it holds its "Nu mai arăta" and next action, and the app's
    words for both, read once a session (tests/coach_reached.py); None with no card shown."""
    coach = _table(app).coach
    if coach.card is None:
        return None
    holds = coach.card.contains(coach.stop_rect()) and coach.card.contains(coach.next_rect())
    return (tuple(coach.footer), holds, app.tr("coach.stop"),
            (app.tr("coach.next"), app.tr("coach.done")),
            app.tr("coach.tip_tag"))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown"])
def test_every_yams_card_has_its_step_stop_and_next(tmp_path, build, size):
    shown = read(tmp_path, size, build, footer)
    assert shown is not None, build
    (step, stop, ahead), holds, stop_words, _, tag = shown
    assert ahead and stop == stop_words, shown[0]
    # (round 74, critic cQ74: one layout; S62 4., amended round 79: the countdown's card is
    # the Yams tour's third step, "3/3", no "Sfat" tag any more)
    assert step and step != tag and "/" in step, shown[0]
    assert holds


def test_no_card_says_the_bare_arrow(tmp_path):
    """hC14-hC25 kept a small key "→" for a card whose whole last line found no room (at
    1024x600 the bank's card showed it bare, critic C30). hC31 reverses it: a low card's
    actions stand in their own group at its right, "Înainte →" always whole, so the small
    key and its footer (``short_footer``) are gone."""
    import game.views.coach_steps as steps

    assert not hasattr(steps, "short_footer")
    for build in ("_farkle_bank", "_yams_box", "_farkle_refused"):
        shown = read(tmp_path, (1024, 600), build, footer)
        assert shown is not None, build
        assert shown[0][2] in shown[3], (build, shown[0])  # (round 72: "Gata" on the
        # count's last step)
