"""A big bank is one moment (critic B61: "a 2 000 bank of five 1s is staged twice: 'Cinci de 1!'
then 'Încasare mare!'"): the throw's headline said the figure and its points as the dice
landed; the bank of just those points takes no second stage, its "+2 000" flies into the
banker's total as it lands. A headline cut short at once (not seen) leaves the bank the one
moment that says both: the big bank's plate, the throw named under it. Decided by the flow
(fake clock)."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table

FIVE_ONES = (1, 1, 1, 1, 1, 2)


def _bank_five_ones(seen_whole: bool) -> Table:
    table = Table(FIVE_ONES)
    table.flow.press_roll()
    if seen_whole:
        table.run(4.0)  # the dice seen, "Cinci de 1!" played to its end
    else:
        for _ in range(400):  # the dice seen, its headline starts...
            if table.flow.moment.playing("rare_throw"):
                break
            table.run(DT)
        table.flow.skip()  # ...and is clicked away at once
        table.run(DT)
    for index in range(5):
        if index not in table.flow.game.selected:
            table.flow.press_die(index)
    table.flow.press_bank()
    table.run(DT)
    return table


def test_a_bank_of_what_its_headline_said_is_not_staged_again():
    table = _bank_five_ones(seen_whole=True)
    flow = table.flow
    assert flow.moment.kind in (None, "rare_throw") and not flow.moment.busy, flow.moment.kind
    assert flow.flight is not None and not flow.flight.staged  # its "+2 000" flies home
    table.run(4.0)
    assert flow.game.totals[0] == 2_000 and flow.frozen is None  # landed: the turn passed


def test_a_headline_not_seen_leaves_the_bank_one_moment_naming_the_throw():
    table = _bank_five_ones(seen_whole=False)
    flow = table.flow
    assert flow.moment.kind == "bank_big"
    assert flow.flight is not None and flow.flight.named == "Cinci de 1"


def test_the_big_bank_plate_names_the_throw_its_points_came_from(tmp_path):
    import pytest

    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("os.fsync", lambda fd: None)
            {name: build for name, build, _ in STATES}["bank_big"](app)  # (its headline
            # clicked away at once)
            stage = until_staged(app, "bank_big")
            line = stage.picture.line
    finally:
        app.close()
    assert line == "Cinci de 1 · Jucătorul 1 · +2 000", line


def test_the_lead_names_the_big_bank_as_its_amount_lands():
    # (critic B61: "the leader not updated under the big bank"): the turn panel's lead names
    # the new total from the frame the amount lands; the row says it whole from that frame
    # too (critic B62 reversed its count-up after the landing: it ran under a lead naming
    # the new total already, tests/test_farkle_big_bank_agrees.py)
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1))  # three 1s, then three 1s more: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    table.run(DT)
    flow = table.flow
    assert flow.moment.kind == "bank_big"
    assert flow.leader_line() == ""  # the amount still on its plate: nobody leads yet
    flow.land_flight()  # it lands in the banker's total (as the stage ends)
    assert flow.row_left(0) == 0  # the row says the new total from here (B62)
    assert flow.leader_line() == "Ana · 2 000"


def test_a_bank_taken_back_and_made_again_is_still_not_staged_twice():
    # (round 62 review: the bank cleared what the headline said, undo did not give it back,
    # so banking the same five 1s again after Ctrl+Z took the full "Încasare mare!" stage)
    table = _bank_five_ones(seen_whole=True)
    flow = table.flow
    for _ in range(round(5 / DT)):  # Ctrl+Z once offered (S79 amended round 80, fixE:
        if flow.undo_offered():  # under the bank's own moment the key is refused)
            break
        table.run(DT)
    flow.undo()
    table.run(1.0)
    assert flow.game.totals[0] == 0
    flow.press_bank()
    table.run(DT)
    assert flow.moment.kind in (None, "rare_throw") and not flow.moment.busy, flow.moment.kind
    assert flow.flight is not None and not flow.flight.staged
