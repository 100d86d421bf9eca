"""Coach tip 1/3 never squashes the standings (ruling S76, round 80, hY118; critic cA79 #4,
``crop_coach.png``: "Clasament" and "Toți la 0" sliced at 1920 with two players, the rows lost
at 1366 and 1024 with three): the hold card stands over the rack it explains, pointing at it
(in the header's room since round 81, S93 3.); the Clasament keeps its frame and every row,
each player's name drawn in it, at every size and count of players."""

from __future__ import annotations

import pytest

from game.i18n import shown_name
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_coach import coach_on, settle
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("names", [["Ana"], ["Ana", "Ion"]])
def test_the_hold_card_leaves_every_standings_row_whole(tmp_path, size, names):
    app = make_app(tmp_path, size=size)
    try:
        coach_on(app)
        scene = table(app, names, [2, 5, 5, 3, 6])
        roll(app, scene)
        settle(app)
        card = scene.coach.card
        assert scene.coach.shown == "yams.hold" and card is not None
        area = scene.standings.area
        assert not card.colliderect(area), (card, area)  # never over the Clasament
        with drawing_one_frame_in(app, 0):
            frame = recorded_frame(scene, size)
        panel = next(p.rect for p in frame.panels if p.role == "standings")
        assert panel.h >= area.h - 2, (panel, area)  # unfolded: its whole band
        inside = [t.text for t in frame.texts if panel.contains(t.rect)]
        for player in scene.game.players:
            name = shown_name(player.name, player.is_computer, scene.tr)
            assert any(name in text for text in inside), (name, inside)  # every row
        rack = scene.rack_place()
        assert card.bottom <= rack.top + scene.px(4)  # over the rack it explains
        # (amended round 81, hY122, ruling S93 3.: docked in the header's room, its leader
        # down to the rack's right end, no longer over the rack's middle in the prompt's place)
        # (amended round 82, hY128, ruling S106 1.: down the gutter onto a die, the rack's
        # right end passed beside it)
        tip = scene.coach.pointer()[1]
        assert rack.left <= tip[0] <= rack.right + scene.px(40) and tip[1] > rack.bottom, (
            tip, rack)
    finally:
        app.close()
