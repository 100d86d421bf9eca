"""A full card's TOTAL stage keeps its count composed (critic D69): the big count stands on the
stage's column (it stood right of centre, over its TOTAL box: "nearly touches the box" at
1366x768, its digits over the plate's border at 1024x600), clear of the lifted row's plate,
there from the stage's first frame (at 8 % an empty band waited where it was to come), and
as it lands it drops into the plate, never drawn over its border or its box."""

from __future__ import annotations

import pytest

from game.flow.stage import COUNT_SHOWN, StageClock, count_shown_from
from game.views.stage_words import counter_letters, counter_text
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AT_REST = (0.005, 0.03, 0.08, 0.14, 0.22, 0.5, 0.64)
"""Shares of the stage before the count's flight: its first frames, counting, holding."""


def test_a_totals_count_shows_from_the_first_frame_the_others_as_they_did():
    assert count_shown_from("card_total_rare") == 0.0 == count_shown_from("card_total")
    for kind in ("upper_bonus", "joker_penta", "rarest_throw", "goal"):
        assert count_shown_from(kind) == COUNT_SHOWN, kind
    assert StageClock("card_total_rare").fly[0] > max(AT_REST)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_count_stands_centred_clear_of_its_row_from_the_first_frame(tmp_path, size):
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        plate, box = picture.row_plate(), picture.target
        assert plate is not None and box is not None
        column = picture.area.centerx
        for share in AT_REST:
            _, frame = drawn(app, stage, share)
            figure = counter_text(picture, clock)
            count = [t.rect for t in frame.texts if t.role == "stage" and t.text == figure
                     and not box.contains(t.rect)]  # (the big count, not its box's figure)
            assert count, (size, share, figure)  # there from the first frame: no empty band
            rect = count[0]
            assert abs(rect.centerx - column) <= 3, (size, share, rect.centerx, column)
            assert not rect.colliderect(plate), (size, share, rect, plate)
            assert plate.top - rect.bottom >= 8, (size, share, rect, plate)  # a margin
            others = [t for t in frame.texts if t.role == "stage" and t.rect != rect
                      and not plate.contains(t.rect) and t.rect.colliderect(rect)]
            assert not others, (size, share, rect, others)  # (the name, slamming: still)
        for k in range(0, 11):  # its drop into the plate: cut at its top, never over it
            clock.age = clock.duration * (clock.fly[0] + (clock.fly[1] - clock.fly[0]) * k / 10)
            seen = counter_letters(picture, clock, 0)
            assert seen is None or seen.bottom <= plate.top, (size, k, seen, plate)
    finally:
        app.close()
