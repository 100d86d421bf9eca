"""A forced Joker's stage says why from its first frame (critic C64: its first beat was a
hole, the dice and the name over empty felt, the Bonus Penta row far under them): the
caption ("Joker · Singura căsuță permisă: Patru") and its "+100" stand under the dice from
the first frame, whole, as a Penta's row and its "de înscris" do (the caption with the
player's name over it, as soon as the dice have left the name's place: who, then what,
critic D71); and its lifted row hangs
under them at the Penta stage's own gap (one layout for the two stages)."""

from __future__ import annotations

from typing import Any

import pytest

from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.test_stage_confetti_clear import JOKER_CARD
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FIRST = (0.0, 0.01, 0.04, 0.1, 0.2)
"""The stage's first frames (shares of it)."""

NAMED = 0.05
"""By this share of a Joker's stage (a sixth of a second) its player's name and its
reason stand under its dice: they wait only for the dice flying up into their row to have
left the name's place."""


def _texts(app: Any, table: Any, stage: Any, share: float) -> list[Any]:
    import pygame

    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        stage.clock.age = stage.clock.duration * share
        stage.draw(surface)
        return [t for t in layout_record.frame().texts if t.role == "stage"]
    finally:
        layout_record.stop()


def _stage(tmp_path: Any, size: tuple[int, int], dice: tuple[int, ...],
           cards: list[Any] | None) -> tuple[Any, Any, Any]:
    app = make_app(tmp_path, size=size)
    run_ = Run(app, "joker first beat")
    table = seat(run_, dice, names=("Ana", "Ion"), cards=cards)
    run_.click(table.roll_button.rect.center)
    return app, table, _staged(run_)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_jokers_reason_and_bonus_show_from_its_first_frame(tmp_path, size):
    app, table, stage = _stage(tmp_path, size, (4,) * 5, [JOKER_CARD])
    try:
        assert stage.clock.kind == "joker_penta"
        picture = stage.picture
        for share in FIRST:
            said = [t.text for t in _texts(app, table, stage, share)]
            if share >= NAMED:  # (round 72, critic D71: with its player's name, who then
                assert picture.caption in said, (share, said)  # what, as soon as the
            assert "+100" in said, (share, said)  # dice have left the name's place)
    finally:
        app.close()


def _gap_over_row(app: Any, table: Any, stage: Any) -> int:
    """The clear room between the lowest words over the lifted row and its plate."""
    plate = stage.picture.row_plate()
    resting = min(0.5, stage.clock.fly[0] - 0.04)  # (hY71: a Joker's "+100" flies from 0.32)
    above = [t.rect for t in _texts(app, table, stage, resting) if t.rect.bottom <= plate.top]
    return plate.top - max(r.bottom for r in above)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_jokers_row_hangs_under_its_words_as_the_pentas_does(tmp_path, size):
    gaps = []
    for dice, cards in (((6,) * 5, None), ((4,) * 5, [JOKER_CARD])):
        app, table, stage = _stage(tmp_path, size, dice, cards)
        try:
            gaps.append(_gap_over_row(app, table, stage))
        finally:
            app.close()
    penta, joker = gaps
    assert abs(joker - penta) <= max(6, penta * 0.25), gaps


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_jokers_player_is_named_before_its_reason(tmp_path, size):
    # who, then what (critic D71, round 72: at 14 % "Joker · Singura căsuță permisă: Patru"
    # stood whole under the dice while "Ana" was still fading in): in no frame of its
    # entrance does the caption read without the player's name over it
    app, table, stage = _stage(tmp_path, size, (4,) * 5, [JOKER_CARD])
    try:
        picture = stage.picture
        for share in FIRST + (0.12, 0.14, 0.16):
            said = [t.text for t in _texts(app, table, stage, share)]
            if picture.caption in said:
                assert "Ana" in said, (share, said)
    finally:
        app.close()
