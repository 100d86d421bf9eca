"""A Yams stage comes only once what it celebrates has been seen (round 75, hS30, critic row
"Staged moments: ... after the dice are seen"): a Penta's landed dice lie still on the table
``theme_stage.THROW_HOLD`` seconds before its stage dims the table (they cut to the stage
~0.18 s after landing). Driven on the flow with a fake clock (no pygame)."""

from __future__ import annotations

from game import theme_stage
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, seat


def _landed(flow, port) -> float:
    """Throw and step until the dice have landed (still in the air before); return the
    seconds stepped after the landing (none: the frame they land)."""
    flow.roll()
    while port.dice_in_air():
        port.tick(DT)
        flow.update(DT)
    return 0.0


def test_a_pentas_landed_dice_hold_still_before_its_stage():
    flow, port = seat((6,) * 5)
    _landed(flow, port)
    since = 0.0
    while not flow.moment.active:
        assert "penta" not in port.sounds  # (its sound is its stage's first beat)
        port.tick(DT)
        flow.update(DT)
        since += DT
        assert since < 3, "the Penta's moment never started"
    assert flow.moment.kind == "penta"
    assert since >= theme_stage.THROW_HOLD - 2 * DT, since  # ~0.6 s of landed dice
    assert since <= theme_stage.THROW_HOLD + 3 * DT, since  # and no longer
    assert "penta" in port.sounds


def test_a_joker_pentas_landed_dice_hold_still_before_its_stage():
    flow, port = seat((4,) * 5, names=("Ana",), cards=[Scorecard.from_points({Box.PENTA: 50})])
    _landed(flow, port)
    since = 0.0
    while not flow.moment.active:
        port.tick(DT)
        flow.update(DT)
        since += DT
        assert since < 3, "the Joker Penta's moment never started"
    assert flow.moment.kind == "joker_penta"
    assert since >= theme_stage.THROW_HOLD - 2 * DT, since


def test_no_penta_stamp_on_the_felt_while_its_dice_are_held(tmp_path):
    # its stage says "Penta!" once they have lain still: never the table's own stamp in the
    # strip first (its pop would say it twice: on the felt, then on the stage)
    from game.views.yams_moments import stamp_shown
    from tests.layout_check import Run
    from tests.layout_sequences_yams import seat as table_seat
    from tests.uihelpers import make_app

    app = make_app(tmp_path, size=(1024, 600))
    try:
        run = Run(app, "held", sample_every=0)
        table = table_seat(run, (6,) * 5)
        run.click(table.roll_button.rect.center)
        run.until(table.outcome_visible)
        held = 0
        while app.manager.top is table:
            assert not stamp_shown(table), held
            run.step()
            held += 1
            assert held < 120, "the Penta's stage never came"
        assert held >= 3  # (the hold is seen: several frames at the fast setting too)
    finally:
        app.close()
