"""Every row of the Yams standings stays drawn through a re-rank (round 75, hY102; a defect of
hY100's 0.5 s glide: a row being passed was not drawn while crossed, so a 3-4 row panel showed
only one or two rows for ~0.2 s, a region half vanishing between beats).

Round 78 (hY109, ruling S44): the changed rows flip in their cells (folded to a strip, never
gone) instead of gliding over each other, so no row's words lie under another's at all; the
promise here, every row's name drawn on every frame and no words over words, holds as it was
(the rising row never dimmed). Round 79 (hY116, ruling S63, amending S44): the rows swap one
pair at a time, the climber sliding up past each row it passes on a raised card: a passed
row's name may lie under that card while they cross (hidden there, never seen through it),
nowhere else. Round 82 (hY127, S91 amended round 82): the passed row is drawn in every frame,
gliding on under the opaque card, never faded out. Stepped with a fake clock, every 1/60 s."""

from __future__ import annotations

import pytest

from game import theme_table
from game.widgets import layout_record
from tests.test_yams_standings_glide import ana_rises
from tests.uihelpers import make_app
from tools.screens_yams import validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _frame(app, scene, names):
    """The standings' names recorded in the frame drawn now: name -> its mark."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    area, card = scene.standings.area, scene.standings.raised
    marks = {t.text: t for t in layout_record.frame().texts
             if t.text in names and area.colliderect(t.rect)}
    up = scene.standings.slide.climbing()
    # (round 82, S91 amended: a row crossing to the other column lies on its plate too; a
    # row's words' line box may stand a pixel past its cell, under a plate beside it)
    plates = [plate.inflate(0, 4) for plate in scene.standings.covering]
    under = {names[seat] for seat, cell in scene.standings.drawn_rows
             if card is not None and seat != up and cell.collidelist(plates) >= 0}
    return marks, under


@pytest.mark.parametrize(("size", "count"), [((1366, 768), 3), ((1024, 600), 4),
                                             ((1024, 600), 6)])
def test_every_rows_name_is_drawn_on_every_frame_of_the_glide(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, count)
        validate(app, scene)
        slide = scene.standings.slide
        frames, waited = [], 0
        while not slide.moving and waited < 40:
            _frame(app, scene, names)
            waited += 1
        assert slide.moving, "no glide"
        while slide.moving:
            frames.append(_frame(app, scene, names))
            assert len(frames) < 130
        assert len(frames) >= round(theme_table.YAMS_STANDINGS_SLIDE * 60) - 3
        under = dict.fromkeys(names, 0)
        for k, (marks, passed) in enumerate(frames):
            missing = sorted(set(names) - set(marks) - passed)
            assert not missing, (k, missing)  # every row, every frame (or under the card)
            assert not marks["Ana"].dimmed, k  # the rising row is on top, always readable
            for name, mark in marks.items():
                under[name] += mark.dimmed and name not in passed
                for other, them in marks.items():  # words over words: one under a backing
                    if other != name and mark.rect.colliderect(them.rect):
                        assert mark.dimmed or them.dimmed, (k, name, other)
        # no row's words lie under another's but the passed row's under the climber's opaque
        # card (S44, round 78; S91 amended round 82: the passed row glides on under the card,
        # never fading out of its lane)
        assert max(under.values()) == 0, under
    finally:
        app.close()
