"""A small 10 000 bank's figure is said once (round 75, hA76; found by hA75): while its
"+150" flies from the mat into the banker's total, the Tura panel's "Încasat" row does not say
"+150" too; its figure is the count-down from the frame the row starts counting it in
(ruling S14, amended in round 75 by hA76). The layout check's eye for it,
:func:`tests.layout_stage.flight_said_twice`, looks at every frame of the table, stage or
not, flights included: here a small bank stepped frame by frame through the real app."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_farkle import keep, seat, throw
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_small_banks_flying_figure_is_said_once(size, tmp_path):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    # (round 78, hT2: the way to the bank, where nothing flies, checked where what the
    # screen says changes; from the bank on every frame, as before)
    run = Run(app, "small_bank_said_once", sample_every=0)
    layout_record.start(size)
    try:
        table = seat(run, (1, 5, 2, 3, 4, 4, 2, 3, 4, 6, 6, 2), totals=(2_000, 3_500))
        throw(run, table)
        keep(run, table, 0, 1)
        assert table.flow.flight is None
        run.sample_every = 1  # every frame recorded and checked
        run.click(table.bank_button.rect.center)  # Ana banks 150: its "+150" flies
        flew = 0
        for _ in range(90):
            run.frames(1)
            flew += table.flow.flight is not None
            if table.flow.shown_player != 0:
                break
    finally:
        layout_record.stop()
        app.close()
    assert flew >= 10, flew  # the flight was seen, frame by frame
    twice = [p for p in run.problems if "said twice" in p]
    assert not twice, "\n".join(twice[:10])


def test_the_check_sees_a_flying_figure_said_again_and_only_that():
    from game.widgets.layout_record import Frame, TextMark
    from tests.layout_stage import flight_said_twice

    def mark(text: str, role: str = "") -> TextMark:
        return TextMark(pygame.Rect(0, 0, 10, 10), text, role)

    flying = [mark("+150", "flight"), mark("+150", "flight")]  # (it slides on: one voice)
    assert flight_said_twice(Frame(flying + [mark("150"), mark("Total tură")])) == []
    assert flight_said_twice(Frame(flying + [mark("+150 ")]))  # the Tura panel's row
    assert flight_said_twice(Frame([mark("+150", "ledger_total"), *flying]))
    assert flight_said_twice(Frame([mark("+150")])) == []  # no flight: no repeat
