"""The 10 000 Tura panel's "Încasat" row is never blank through a bank, and its figure is said
once (round 76, hA77, critics cF75b and cZ75: the row's value stood empty at a bank's start
while the "+150" flew from the mat to the banker's total; ruling S14 amended).

A small bank: the row says "+150" in gold from the press, the figure's one voice, counting down
as the banker's total counts it in; what flies from the mat to the total is gold coins, no
copy of the number. A big bank: under its plate (which says "+2 000") the row says the bank
as the panel's quiet record, "2 000" in cream, from the press until the turn passes.

Stepped frame by frame through the real app at the three sizes, every frame recorded and
checked (the layout check's ``flight_said_twice`` among its eyes)."""

from __future__ import annotations

import re

import pytest

from game.i18n import Translator
from game.scenes.stage import StageOverlay
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_farkle import keep, seat, throw
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
BANKED = Translator.load("ro")("farkle.label.banked")
DIGIT = re.compile(r"\d")


def banked_value(frame: layout_record.Frame) -> str | None:
    """What the "Încasat" row's value says in ``frame`` ("" blank; None: no such row)."""
    labels = [t for t in frame.texts if t.text == BANKED]
    if not labels:
        return None
    label = labels[0]
    values = [t.text.strip() for t in frame.texts if t is not label and t.text.strip()
              and t.rect.left > label.rect.right
              and abs(t.rect.centery - label.rect.centery) < label.rect.h]
    return values[0] if values else ""


def _step_the_bank(run: Run, table) -> tuple[list[str], list[str]]:
    """Step from the press (done) until the turn has passed: each frame's "Încasat" value and
    every flying mark's words."""
    said, flying = [], []
    for _ in range(900):
        run.frames(1)
        frame = layout_record.frame()
        value = banked_value(frame)
        if value is not None:
            said.append(value)
        flying += [t.text for t in frame.texts if t.role == "flight"]
        if table.flow.shown_player != 0:
            break
    return said, flying


@pytest.mark.parametrize("size", SIZES)
def test_a_small_banks_row_is_never_blank_and_only_coins_fly(size, tmp_path):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    run = Run(app, "small_bank_row", sample_every=1)
    layout_record.start(size)
    try:
        table = seat(run, (1, 5, 2, 3, 4, 4, 2, 3, 4, 6, 6, 2), totals=(2_000, 3_500))
        throw(run, table)
        keep(run, table, 0, 1)
        run.click(table.bank_button.rect.center)  # Ana banks 150
        said, flying = _step_the_bank(run, table)
    finally:
        layout_record.stop()
        app.close()
    assert len(said) >= 20, said  # the bank was seen, frame by frame
    assert "" not in said, said  # never blank: "+150" from the press
    assert said[0] == "+150", said[:5]  # the figure's one voice, from the press
    assert said[-1] == "150", said[-5:]  # then the bank settled
    assert flying, "nothing flew from the mat to the total"
    assert not [w for w in flying if DIGIT.search(w)], flying[:5]  # coins: no second "+150"
    twice = [p for p in run.problems if "said twice" in p]
    assert not twice, "\n".join(twice[:10])


@pytest.mark.parametrize("size", SIZES)
def test_a_big_banks_row_is_never_blank_under_its_plate(size, tmp_path):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    run = Run(app, "big_bank_row", sample_every=1)
    layout_record.start(size)
    try:
        table = seat(run, (1, 1, 1, 1, 1, 2, 2, 3, 4, 6, 6, 2), totals=(2_000, 3_500))
        throw(run, table)  # five 1s: its headline, cut short (as a click does), so the
        run.until(lambda: isinstance(app.manager.top, StageOverlay))  # bank has its own
        stage = app.manager.top  # plate (critic B61)
        stage.clock.skip()
        table.flow.moment.skip()
        stage.end()
        run.until(lambda: not table.flow.moment.busy and table.app.manager.top is table)
        run.frames(10)
        if (table.flow.game.selection_points or 0) < 2_000:
            keep(run, table, 0, 1, 2, 3, 4)
        run.click(table.bank_button.rect.center)  # Ana banks 2 000: "Încasare mare!"
        assert table.flow.flight is not None and table.flow.flight.counts_in  # its stage
        said, _ = _step_the_bank(run, table)
    finally:
        layout_record.stop()
        app.close()
    assert len(said) >= 20, said
    assert "" not in said, said  # never blank under the plate
    assert said[0] == "2 000" and said[-1] == "2 000", (said[:3], said[-3:])
    twice = [p for p in run.problems if "said twice" in p]
    assert not twice, "\n".join(twice[:10])
