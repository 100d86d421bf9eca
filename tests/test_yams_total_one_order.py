"""A full card's TOTAL says one order at a time (critic C65, defect 2: the mini-ranking put
"1. Ion" first, with no score, while his TOTAL row still read 287; critic C69: then „2. Ion 287”
under a count already at 313): the standings read each player's total, his the figure the count
says, in the order those figures make: Ana first while his count is under her total, his row
gliding to first place as the count goes past it (never listed under a smaller total), the lead
line coming as the figure lands, beside the list."""

from __future__ import annotations

import pytest

from game.flow.stage import counted_figure, reranked
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
        ahead = next(r.points for r in picture.standings if r.name == "Ana")
        for k in range(14, 90, 4):
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
            start, end = picture.counter
            figure = counted_figure(clock, start, end)
            glide = reranked(clock, start, end, ahead)  # (Ana's total, the one he passes)
            if not landed:  # no lead line before his figure has landed
                assert line not in [t.text for t in said], share
            if figure <= ahead:  # his count under Ana's total: she stays first
                seen_before += 1
                assert order[0] == "Ana", (share, order)
            elif glide >= 1:  # past it and glided: he is first, the line with it once landed
                seen_after += 1
                assert order[0] == "Ion", (share, order)
        assert seen_before >= 3 and seen_after >= 1, (seen_before, seen_after)
    finally:
        app.close()
