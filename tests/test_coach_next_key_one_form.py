"""The coach cards' next action is one label at every table and window size (hC21: the
critic read four: "Înainte (→)", "→", "Gata (→)", "Gata"): "Înainte →" on every tip but the
last, "Gata" on the last, on a line of its own where the card's last line is too wide, and
the card holds it whole (the bank's since hC22, the dice' cards with their fewer words, the
Yams box card at 1024x600 since hC25: over the prompt line it says again, critic C24)."""

from __future__ import annotations

import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot")


@pytest.mark.parametrize(("size", "builds"), [
    ((1024, 600), BUILDS),
    ((1366, 768), ("_yams_hold", "_farkle_risk")),
    ((1920, 1080), ("_yams_box", "_farkle_bank"))])
def test_every_card_at_every_size_writes_the_next_key_alike(tmp_path, size, builds):
    """Every card says "Înainte →" (the Yams cards and 10 000 at 1024x600 said "→", the
    10 000 cards at 1920x1080 "Înainte (→)"), the last "Gata", whole inside the card."""
    for build in builds:
        app = coach_app(tmp_path / build, size=size)
        try:
            getattr(screens_coach, build)(app)
            coach = _table(app).coach
            assert coach.card is not None, (build, size)
            # the last step of the screens' counts (round 72: the steps this player sees:
            # the box card after the hold's, the bank's after the three before it)
            # (S62 4., round 79: the box card "2/3", the countdown's "3/3" to come)
            last = build in ("_yams_countdown", "_farkle_bank", "_farkle_hot",
                             "_farkle_refused")
            # "Gata →" since hC40: the last tip wears its key cap too (→ closes it); S40
            # amended round 77 (hQ83, critic cB77): a moment's single card (the refused
            # die's) says "Gata", the set-aside card "Înainte" as its count "1/3" does
            assert coach.footer[2] == ("Gata →" if last else "Înainte →"), (
                build, size, coach.footer)
            assert coach.card.contains(coach.next_rect()), (build, size)
        finally:
            app.close()
