"""What the Yams table asks its flow rather than works out in its scene or views (hK63):
whether a person's throws are used up (the keys line stops offering Space and the dice
keys). (The others' Penta boxes it gave for a Penta's lower part are retired: round 74, hX87.)"""

from __future__ import annotations

from tests.test_yams_flow import seat, throw


def test_the_flow_says_when_the_turns_throws_are_used_up():
    flow, port = seat((1, 2, 3, 4, 6) * 3)
    assert not flow.throws_spent  # before the first throw: no dice yet
    throw(flow, port)
    throw(flow, port)
    assert not flow.throws_spent
    throw(flow, port)
    assert flow.throws_spent  # the third throw seen: only a box is left to pick
