"""What the Yams table asks its flow rather than works out in its scene or views (hK63):
whether a person's throws are used up (the keys line stops offering Space and the dice
keys), and every other player's Penta box for a Penta's lower part ("50", "0" crossed, or
still open)."""

from __future__ import annotations

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow.yams_standings import other_pentas
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import seat, throw


def test_the_flow_says_when_the_turns_throws_are_used_up():
    flow, port = seat((1, 2, 3, 4, 6) * 3)
    assert not flow.throws_spent  # before the first throw: no dice yet
    throw(flow, port)
    throw(flow, port)
    assert not flow.throws_spent
    throw(flow, port)
    assert flow.throws_spent  # the third throw seen: only a box is left to pick


def test_the_others_penta_boxes_in_seat_order_open_ones_none():
    cards = [Scorecard.from_points({Box.PENTA: 50}), Scorecard(),
             Scorecard.from_points({Box.PENTA: 0}), Scorecard.from_points({Box.CHANCE: 9})]
    game = YamsGame([Player(f"P{i}") for i in range(4)], cards)
    boxes = other_pentas(game, 1)
    assert [(b.seat, b.points) for b in boxes] == [(0, 50), (2, 0), (3, None)]
