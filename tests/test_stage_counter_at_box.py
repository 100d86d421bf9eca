"""A Yams stage's figure stands at the box it adds to: the Penta's "+50" and the Joker's
"+100" rise out of their box as they show, and rest right beside it (never across the felt
from it), clear of the stage's other words, until they fly back in: the player sees where
the points go. (Round 30: the Penta's "+50" rests on the stage's centred column under its
box's row instead, then travels into the box; the Joker's "+100" kept its place by its box
until hY50; since round 74 it stands on its box, in the centred plate: ruling S12.)"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import COUNT_SHOWN
from game.rules.yams import Box, Scorecard
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NEAR = 28
"""The most reference pixels between the figure's letters at rest and its box."""


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0, max(a.left, b.left) - min(a.right, b.right))
    dy = max(0, max(a.top, b.top) - min(a.bottom, b.bottom))
    return max(dx, dy)


def _check(table: Any, stage: Any, figure: str, beside: bool = True,
           rises: bool = True) -> None:
    picture = stage.picture
    assert picture is not None and picture.target is not None
    resting = min(0.45, stage.clock.fly[0] - 0.04)  # (hY71: a Joker's "+100" flies from
    _, frame = _drawn(table, stage, resting)  # 0.32 now, counted under its whole moment)
    staged = [t for t in frame.texts if t.role == "stage"]
    said = [t.rect for t in staged if t.text == figure]
    assert said, [t.text for t in staged]
    if beside:
        assert _gap(said[0], picture.target) <= table.px(NEAR), (said[0], picture.target)
    for other in staged:  # clear of the stamp, the name, the caption
        if other.text != figure:
            assert not other.rect.colliderect(said[0]), (other.text, other.rect, said[0])
    _, first = _drawn(table, stage, COUNT_SHOWN + 0.002)  # it rises out of its box
    shown = [t.rect for t in first.texts if t.role == "stage" and t.text == figure]
    if not rises:  # (it comes later, where it rests)
        assert not shown or not picture.target.collidepoint(shown[0].center), shown
        return
    assert shown and picture.target.collidepoint(shown[0].center), (shown, picture.target)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_pentas_50_rises_from_its_box_clear_of_the_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "penta at box", sample_every=0)
        table = seat(run_, (6,) * 5, names=("Ana",), computer=True)
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "penta"
        # round 30 reversed "rests beside its box" for the Penta; hY50 took its "+50" away
        # (critic C41: read as scored-but-not); S70 (round 79, hY117) gives it back as the
        # stage's hero figure, on its bare box, "de înscris" beside it: a prize to place,
        # in words (tests/test_yams_penta_hero_hy117.py), clear of every other word
        for share in (COUNT_SHOWN + 0.002, 0.45):
            _, frame = _drawn(table, stage, share)
            said = {t.text: t.rect for t in frame.texts if t.role == "stage"}
            assert "+50" in said and table.tr("stage.penta.possible") in said, said
            assert picture_box(stage).collidepoint(said["+50"].center)
            for text, rect in said.items():
                assert text == "+50" or not rect.colliderect(said["+50"]), text
    finally:
        app.close()


def test_the_jokers_100_stands_on_its_box(tmp_path):
    # hY50 reversed "rests beside its box" for the Joker (critic C41: beside its box it sat
    # far right of the centred group); beside its row since round 71, it hung off the plate
    # by a box reading "0" (critic cQ74): round 74 (S12) says it on its box, in the centred
    # plate (tests/test_yams_joker_figure_room.py), there from its first frame, clear of the
    # stage's other words
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "joker at box", sample_every=0)
        table = seat(run_, (4,) * 5, names=("Ana",),
                     cards=[Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})])
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "joker_penta"
        _check(table, stage, "+100")
    finally:
        app.close()


def picture_box(stage: object) -> pygame.Rect:
    """The lifted box of ``stage``'s picture."""
    box = stage.picture.target  # type: ignore[attr-defined]
    assert isinstance(box, pygame.Rect)
    return box


MARGIN = 16
"""The fewest reference pixels between a stage's figure at rest and the felt's edge."""


@pytest.mark.parametrize(("size", "computer"), [((1920, 1080), False), ((1366, 768), True),
                                               ((1366, 768), False), ((1024, 600), True)])
def test_the_jokers_100_rests_inside_the_felt_clear_of_its_edge(tmp_path, size, computer):
    # at 1366x768 the "+100" fell under Bonus Penta, nearly on the felt's bottom edge: it
    # rests where it has room, a comfortable margin inside the felt, at its box
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "joker in felt", sample_every=0)
        table = seat(run_, (4,) * 5, names=("Ana",), computer=computer,
                     cards=[Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})])
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "joker_penta"
        picture = stage.picture
        assert picture is not None
        _, frame = _drawn(table, stage, stage.clock.fly[0] - 0.04)  # at rest (hY71: it
        said = [t.rect for t in frame.texts if t.role == "stage" and t.text == "+100"]  # flies
        # from 0.32 now, counted under its whole moment)
        assert said
        inside = picture.felt.inflate(-2 * table.px(MARGIN), -2 * table.px(MARGIN))
        assert inside.contains(said[0]), (said[0], picture.felt)
        plate = picture.row_plate()  # on its box, in its lit row's plate (round 74, ruling
        # S12: beside the row it hung off the plate's right; never down by the felt's edge:
        # tests/test_yams_joker_figure_room.py)
        assert plate is not None and plate.left <= said[0].left <= said[0].right <= plate.right
        assert plate.top <= said[0].centery <= plate.bottom, (said[0], plate)
    finally:
        app.close()
