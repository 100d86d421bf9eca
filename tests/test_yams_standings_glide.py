"""The Yams standings re-rank over about half a second (round 75, hY100; critic row "Yams
table: a stable layout through every beat of a turn"), and the turn's band waits for them.
Round 78 (hY109, ruling S44, critic cA77 #8) reversed hY100's glide: its tests of a rising row
drawn between its places mid-way and of rows fading under a gliding one went with it (the
rows now flip in their cells, never one over another:
``tests/test_yams_standings_flip_hy109.py``). Stepped with a fake clock."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def ana_rises(app, count: int):
    """A table of ``count`` people, Ana last with 0 and the others 24, 20, 16…, her Chance of
    29 picked (not yet written): she goes from the last place to the first. (scene, names)"""
    names = ["Ana", "Ion", "Eva", "Dan", "Mara", "Radu"][:count]
    boxes = [Box.SIXES, Box.FIVES, Box.FOURS, Box.THREES, Box.TWOS]
    cards = [Scorecard()] + [Scorecard.from_points({box: 4 * (6 - k)})  # 24, 20, 16, 12, 8
                             for k, box in enumerate(boxes[:count - 1])]
    scene = table(app, names, [6, 6, 6, 6, 5] * 4, computer=False, cards=cards)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)  # Ana: 29, from the last place to the first
    return scene, names


@pytest.mark.parametrize("computer", [False, True])
def test_the_band_waits_for_the_rows_to_have_glided(tmp_path, computer):
    """One motion at a time (round 75): the rows glide home, then the turn's band comes; the
    band never opens over a row still on its way (the computer's rise to the lead too)."""
    names = ["Ana", "Ion"]
    cards = [Scorecard(), Scorecard.from_points({Box.SIXES: 24})]
    if computer:  # Ana and Ion stay put, the computer rises from the last place to the first
        cards = [Scorecard.from_points({Box.FIVES: 20}), Scorecard.from_points({Box.SIXES: 24}),
                 Scorecard()]
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, names, [6, 6, 6, 6, 5] * 12, computer=computer, cards=cards)
        flow, slide = scene.flow, scene.standings.slide
        if computer:
            scene.game.current = 2  # (the computer's turn: it plays and scores)
        else:
            roll(app, scene)
            pick(app, scene, Box.CHANCE)  # Ana: 29, from the second place to the first
            validate(app, scene)
        glided = banded = 0
        for _ in range(60 * 30):
            app.step(FRAME)
            glided += slide.moving
            banded += flow.handoff.active
            assert not (slide.moving and flow.handoff.active), (glided, banded)
            if glided and banded and not flow.handoff.holds:
                break
        assert glided and banded, (glided, banded)
    finally:
        app.close()
