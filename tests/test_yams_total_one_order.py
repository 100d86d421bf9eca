"""A full card's TOTAL says one order at a time (critic C65, defect 2: the mini-ranking put
"1. Ion" first, with no score, while his TOTAL row still read 287 and "Ion trece pe primul loc"
came only after the list had already put him first): until the figure has landed in the row
the standings read every player's total as the table shows it (his, the one before his last
box) in that order; as it lands they reorder, and the lead line comes with them."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views.stage_under import plate
from tests.test_stage_rows_clear import drawn
from tests.test_yams_total_takes_lead import ANA, ION
from tests.uihelpers import make_app
from tools.screens_stage import FULL_CARD

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_totals_standings_and_lead_line_agree_at_every_frame(tmp_path):
    from tools.screens_stage import until_staged
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ion", "Ana", "Eva"], [6, 6, 6, 6, 5], computer=False,
                      cards=[Scorecard.from_points(ION), Scorecard.from_points(ANA),
                             Scorecard.from_points(dict(FULL_CARD))])
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        line = "Ion trece pe primul loc"
        names = ("Ion", "Ana", "Eva")
        seen_before = seen_after = 0
        for k in range(30, 90, 4):
            share = k / 100
            landed = clock.duration * share >= clock.duration * clock.fly[1]
            if landed and not stage.landed:
                clock.age = clock.duration * share
                stage.land()
            _, frame = drawn(app, stage, share)
            said = [t for t in frame.texts if t.role == "stage"]
            under = plate(picture)  # the standings' plate under the lifted row
            rows = sorted((t for t in said if t.text in names and under.contains(t.rect)),
                          key=lambda t: t.rect.y)
            if len(rows) < 3:  # (the standings fading with the words)
                continue
            order = [t.text for t in rows]
            if not landed:  # Ion's total before his box under Ana's: she stays first
                seen_before += 1
                assert order[0] == "Ana", (share, order)
                assert line not in [t.text for t in said], share
                listed = [t.text for t in said if under.contains(t.rect)]
                assert str(picture.was) in listed, (share, listed, picture.was)  # his own
            else:  # landed: he takes the first place, and the line says so with it
                seen_after += 1
                assert order[0] == "Ion", (share, order)
        assert seen_before >= 3 and seen_after >= 1, (seen_before, seen_after)
    finally:
        app.close()
