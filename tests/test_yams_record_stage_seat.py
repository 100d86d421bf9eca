"""A game played alone has no podium: its "Nou record!" stage names whose record it is on
their seat's pill under the title (round 74, hX86; ruling S9's round 74 paragraph), the
name said once, the score still its caption; a win of several players keeps no line (its
podium's blocks name everyone)."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.views.stage_pictures import picture as stage_picture
from game.widgets.seats import seat_colour
from tests.test_yams_win_stage import _card, _last_box
from tests.test_yams_win_stage import app as app  # noqa: F401 (the file's one app)

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_record_set_alone_names_its_player_on_their_seats_pill(app):  # noqa: F811
    scene = _last_box(app, [Player("Ana")], [_card(True)])
    score = scene.game.ranking()[0][2]
    scene.previous_best = score - 1
    picture = stage_picture(scene, "win")
    assert picture is not None and picture.stamp == "Nou record!"
    assert picture.line == "Ana" and picture.seat is not None, (picture.line, picture.seat)
    assert seat_colour(picture.seat) is not None  # the pill carries the seat's mark
    # (amended round 76, hX89: the score is the record's figure on its plate, no caption)
    assert picture.record_figure == str(score) and "Ana" not in picture.record_was  # once
    assert picture.counter is None  # (the results card counts the score)


def test_a_win_of_several_players_names_no_one_under_its_title(app):  # noqa: F811
    scene = _last_box(app, [Player("Ana"), Player("Ion")], [_card(True), _card(False, 20)])
    picture = stage_picture(scene, "win")
    assert picture is not None and picture.line == "", picture.line
