"""A Yams stage's lifted strip is one width whatever the player count (hY63 left it, critic
C61): its label and the one box of the player concerned, side by side (no band of the other
players' cells between them), as wide with 1, 2, 4 and 6 players; the upper bonus's "+35"
(its band's hero since S78 2.) stands whole in its band, in one place whoever plays."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views import yams_bonus_band
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import UPPER_45, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Mia", "Rus")


def _upper_bonus(app, players: int):
    """The upper bonus's stage of the last of ``players`` people (no computer): its box
    the sheet's last column, the other players' cells between it and the label."""
    cards = [Scorecard()] * (players - 1) + [Scorecard.from_points(UPPER_45)]
    scene = table(app, list(NAMES[:players]), [6, 6, 6, 1, 2], computer=False, cards=cards)
    scene.game.current = players - 1
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    return until_staged(app, "upper_bonus")


def test_the_strip_is_one_width_with_1_2_4_and_6_players(tmp_path):
    widths = {}
    for players in (1, 2, 4, 6):
        app = make_app(tmp_path / str(players), size=(1366, 768))
        try:
            stage = _upper_bonus(app, players)
            picture = stage.picture
            label, box = picture.labels[0], picture.target
            assert abs(label.right - box.left) <= 1, (players, label, box)  # side by side
            widths[players] = (label.w, box.w, picture.row_plate().w)
            # at rest, just before it flies ("+35" over its value cell; hY74 made it fly at
            # 36-54 % of the stage, so at half its length it has landed and is gone)
            frame, written = drawn(app, stage, stage.clock.fly[0] - 0.05)
            figure = [t.rect for t in written.texts if t.text == "+35"]
            assert figure, [t.text for t in written.texts]
            # (round 67: on the stage's centred column under its caption since hY74, no
            # longer over its box: critic C66 "+35 off-centre, touching its box"; hY89,
            # ruling S12: beside its lifted row, level with it, never on it, whoever plays)
            # (round 74, S12, critic cQ74: on its box, in its plate, whoever plays)
            # (round 80, S78 2.: the upper bonus is one takeover, its band; no strip is
            # drawn and "+35" is the band's hero, whole in the band and in one place whoever
            # plays: S78 amended round 80, fixI; was: in the strip's plate, 781..1025 past
            # the undrawn plate's 390..977)
            band = yams_bonus_band.band_rect(picture)
            assert band.contains(figure[0]), (players, figure[0], band)
            widths[players] += (tuple(figure[0]),)
        finally:
            app.close()
    assert len(set(widths.values())) == 1, widths
