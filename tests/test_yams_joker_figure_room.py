"""The Joker's "+100" never crowds its caption (critic C32, staged moments: "'+100' crowds
the Joker caption"): at rest on its Bonus Penta box (round 74, critic cQ74), its letters keep a
clear gap of at least :data:`CLEAR` reference pixels from the caption's plate (and the other
words of the stage), at every size; and the stamp's seal says which Penta this is in words,
never a bare "×2"."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views.stage_words import counter_letters
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.test_stage_counter_at_box import _gap
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CLEAR = 32
"""The fewest reference pixels between the "+100"'s letters and the caption's plate."""


def _joker_stage(app, faces: int, card: Scorecard, computer: bool = False):
    run_ = Run(app, "joker room", sample_every=0)  # (only reaching the stage)
    table = seat(run_, (faces,) * 5, names=("Ana",), cards=[card], computer=computer)
    run_.click(table.roll_button.rect.center)
    stage = _staged(run_)
    assert stage.clock.kind == "joker_penta"
    return table, stage


def _with_computer(app):
    """The state stage_joker_penta: Ana's forced Joker, the computer's column beside hers."""
    from tools.screens_stage import _joker, until_staged

    _joker(app)
    stage = until_staged(app, "joker_penta")
    return app.manager.stack[-2], stage


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("case", ["forced", "lower", "two_columns"])
def test_the_jokers_100_keeps_clear_of_its_caption(tmp_path, size, case):
    app = make_app(tmp_path, size=size)
    try:
        if case == "two_columns":
            table, stage = _with_computer(app)
        else:
            points = {Box.PENTA: 50, Box.CHANCE: 22}
            if case == "lower":  # a Penta of 2s with Doi filled: any lower box
                points = {Box.PENTA: 50, Box.TWOS: 6}
            table, stage = _joker_stage(app, 4 if case == "forced" else 2,
                                        Scorecard.from_points(points))
        picture = stage.picture
        _, frame = _drawn(table, stage, stage.clock.fly[0] - 0.04)  # at rest (hY71)
        staged = [t for t in frame.texts if t.role == "stage"]
        figure = [t.rect for t in staged if t.text == "+100"]
        caption = [t.rect for t in staged if t.text == picture.caption]
        assert figure and caption, [t.text for t in staged]
        assert _gap(figure[0], caption[0]) >= table.px(CLEAR), (figure[0], caption[0])
    finally:
        app.close()


def test_the_seal_says_which_penta_in_words(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table, stage = _joker_stage(app, 4, Scorecard.from_points({Box.PENTA: 50,
                                                                    Box.CHANCE: 22}))
        badge = stage.picture.badge
        assert badge and "×" not in badge and any(c.isalpha() for c in badge), badge
        assert "2" in badge or "dou" in badge, badge
    finally:
        app.close()


FRAME = 6
"""The fewest reference pixels between the "+100"'s letters and its plate's top and bottom."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("case", ["forced", "lower", "two_columns"])
def test_the_jokers_100_waits_on_its_box_inside_its_plates_frame(tmp_path, size, case):
    # critic C41 had the "+100" on the stage's centred column under the caption; there it
    # left a hole as it flew (D69), or the group slid down into its room (C70). Beside its
    # row (round 71) it hung off the plate's right by a box reading "0", the block off centre
    # (cQ74). Round 74: it waits on the Bonus Penta box it lands in, its letters inside the
    # plate's frame (C70: "+100" over the row's frame), the plate centred under the dice
    app = make_app(tmp_path, size=size)
    try:
        if case == "two_columns":
            table, stage = _with_computer(app)
        else:
            points = {Box.PENTA: 50, Box.CHANCE: 22}
            if case == "lower":
                points = {Box.PENTA: 50, Box.TWOS: 6}
            table, stage = _joker_stage(app, 4 if case == "forced" else 2,
                                        Scorecard.from_points(points))
        picture = stage.picture
        _drawn(table, stage, stage.clock.fly[0] - 0.04)  # at rest (hY71)
        letters = counter_letters(picture, stage.clock, 0)
        plate, box = picture.row_plate(), picture.target
        assert letters is not None and plate is not None and box is not None
        inside = plate.inflate(0, -2 * table.px(FRAME) + 2)
        assert inside.contains(letters), (letters, plate)  # off its frame
        assert abs(letters.centerx - box.centerx) <= 2, (letters, box)  # on its box
        assert abs(plate.centerx - picture.area.centerx) <= 2, (plate, picture.area)
    finally:
        app.close()
