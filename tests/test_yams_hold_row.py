"""The kept row is purposeful, never five empty boxes all game (critics C62, C64): the flow
decides how its sockets look and what it says; the view only draws that.

The row is drawn in every beat (round 67, docs/SCREEN_RULINGS.md S1, critic C66: it changed
shape, pill / slots / nothing; hY69's "no row before a throw" reversed): while a click on a
die would keep it, the sockets are lit; otherwise (before a throw, the dice in the air, the
computer's turn, no throw left) they are faint. Before the game's first kept die the lit row
says what it is for, once, over its sockets; from the first kept die on it never says it
again."""

from __future__ import annotations

import pytest

from game.flow.yams_hold_row import HoldRow, hold_row
from game.rules.yams import Box, Scorecard
from game.views import yams_views
from game.widgets import layout_record
from tests.layout_check import check_app
from tests.test_yams_flow import land, run, seat
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate


def test_the_row_is_faint_before_the_turns_first_throw():
    # (round 67, ruling S1: the row waits in its place, faint; it was not drawn then)
    flow, _port = seat([1, 2, 3, 4, 6] * 4)
    assert hold_row(flow) == HoldRow(takes=False)


def test_the_row_invites_once_then_lights_its_sockets_while_a_die_can_be_kept():
    flow, port = seat([1, 2, 3, 4, 6] * 4)
    flow.roll()
    assert hold_row(flow).takes is False  # in the air: nothing to keep yet
    land(flow, port)
    row = hold_row(flow)
    assert row.takes is True
    assert row.invite == "Zarurile păstrate urcă aici"  # before the game's first kept die
    flow.toggle_hold(0)
    assert hold_row(flow) == HoldRow(takes=True)  # a die kept: its socket, no words
    flow.toggle_hold(0)
    assert hold_row(flow) == HoldRow(takes=True)  # said once a game: never again
    flow.roll()
    land(flow, port)
    flow.roll()
    land(flow, port)
    assert flow.game.rolls_left == 0
    assert hold_row(flow) == HoldRow(takes=False)  # no throw left: nothing to keep for
    run(flow, port, 0.1)


def test_the_computers_turn_has_faint_sockets():
    flow, port = seat([2, 2, 3, 4, 6] * 12, names=(), computer=True)
    for _ in range(600):
        run(flow, port, 1 / 20)
        if flow.game.dice is not None and flow.settled:
            break
    assert flow.computer_turn and flow.game.dice is not None
    assert hold_row(flow) == HoldRow(takes=False)


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
def test_the_table_draws_the_row_as_the_flow_decides(tmp_path, monkeypatch):
    """At 1024x600: the sockets before the throw (S1: they were not drawn then); after it
    the invitation under its sockets, in the felt between them and the dice (its words
    whole, over no socket, no die); a kept die's neighbours; the computer's. Round 68
    (critic C67: the sockets switched styles between beats) drew them in one look in every
    beat: the flow's lit/faint no longer reaches the drawing, so this checks the row is
    drawn in each beat, not which look (tests/test_yams_hold_row_one_look.py pins the one
    look)."""
    drawn: list[int] = []
    real = yams_views.draw_held_slots

    def record(surface, centres, side, scale):
        drawn.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_held_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        app.step(1 / 60)
        assert drawn and drawn[-1] == 5  # before the first throw: the row (ruling S1)
        roll(app, scene)
        app.step(0.5)
        drawn.clear()
        app.step(1 / 60)
        assert drawn and drawn[-1] == 5  # the invitation said under the sockets
        layout_record.start(app.screen.get_size())
        try:
            assert check_app(app, "hold invite") == []
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        invite = [t for t in texts if t.role == "hold_invite"]
        assert [t.text for t in invite] == ["Zarurile păstrate urcă aici"]
        assert scene.hold_invite_lane().contains(invite[0].rect)  # (round 68: off them)
        assert invite[0].size * 0.72 >= 15  # read at a glance
        drawn.clear()
        scene.flow.toggle_hold(0)
        for _ in range(10):  # (its glide up)
            app.step(1 / 20)
        drawn.clear()
        app.step(1 / 60)
        assert drawn and drawn[-1] == 4  # a die kept: the other four sockets
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(240):
            app.step(1 / 30)
            if scene.computer_turn and scene.game.dice is not None and scene.flow.settled:
                break
        assert scene.computer_turn
        drawn.clear()
        app.step(1 / 60)
        assert drawn and drawn[-1] == 5  # the computer's turn: the same row
    finally:
        app.close()


def test_a_game_past_its_first_box_never_says_what_the_row_is_for():
    """The invitation is said once a game, before any box is scored: a game resumed in
    round 9 ("Continuă", a new flow) never says it again, nor does the second player's first
    turn after a first box scored with no die kept (round 65 review)."""
    eight = Scorecard.from_points({box: 0 for box in list(Box)[:8]})
    flow, port = seat([1, 2, 3, 4, 6] * 4, cards=[eight, eight])  # (resumed: a new flow)
    flow.roll()
    land(flow, port)
    assert hold_row(flow) == HoldRow(takes=True)  # lit, no words
    fresh, port = seat([1, 2, 3, 4, 6] * 8)
    fresh.game.cards[0] = Scorecard.from_points({Box.CHANCE: 16})  # Ana's turn scored, no die kept
    fresh.game.current = 1
    fresh.roll()
    land(fresh, port)
    assert hold_row(fresh) == HoldRow(takes=True)


def test_the_row_is_lit_by_the_flows_own_gate(monkeypatch):
    """The row asks the flow whether a click on a die would keep it (one gate, the flow's:
    :attr:`~game.flow.yams_reading.YamsFlowReading.hold_open`), never a copy of its rules."""
    flow, port = seat([1, 2, 3, 4, 6] * 4)
    flow.roll()
    land(flow, port)
    assert flow.hold_open and hold_row(flow).takes is True
    monkeypatch.setattr(type(flow), "hold_open", property(lambda _flow: False))
    assert hold_row(flow).takes is False


def test_the_invitation_is_quiet_while_the_dice_glow():
    """A Penta's dice glow under them while it waits for its box: the row's invitation,
    said in the felt just above them, would sit on the glow (critic C69, yams_penta_box:
    "Zarurile păstrate urcă aici" over the gold): it is quiet then, the sockets still lit."""
    flow, port = seat([3, 3, 3, 3, 3] + [1, 2, 3, 4, 6] * 4)
    flow.roll()
    land(flow, port)
    for _ in range(400):  # the Penta's moment plays, then waits for its box (its dice held
        if flow.penta_waits and not flow.moment.clock.holding:  # first: round 75, hS30)
            break
        run(flow, port, 0.05)
    assert flow.penta_waits and flow.hold_invited  # (the invitation is still due)
    assert hold_row(flow) == HoldRow(takes=True)  # lit, no words on the glow


def test_no_invitation_once_a_box_is_chosen_after_a_penta():
    # critic cR74a #11: "Zarurile păstrate urcă aici" came back under the glowing Penta once
    # its box was chosen (the Penta's sequence): a hint only in the beat it applies to
    flow, port = seat([3] * 5 + [1, 2, 3, 4, 6] * 4, names=("Ana",))
    flow.roll()
    land(flow, port)
    for _ in range(400):  # its moment played
        run(flow, port, 1 / 20)
        if flow.penta_waits:
            break
    assert flow.penta_waits and hold_row(flow).invite == ""
    flow.pick(0, 12, Box.PENTA)
    assert flow.game.picked is Box.PENTA
    for _ in range(20):
        run(flow, port, 1 / 20)
        assert hold_row(flow).invite == "", flow.game.picked  # the box chosen: no hint
