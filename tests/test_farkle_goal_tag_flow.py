"""The players panel's "obiectiv atins" tag is the flow's to decide (round 62: the view read
``flow.last_round_due`` and the row's points still to land itself): the player who reached
the goal, once its points have landed and the goal's banner, which says it, has gone."""

from __future__ import annotations

from tests.test_farkle_flow import Table


def test_the_flow_says_when_the_goal_tag_shows():
    table = Table((2, 3, 4, 6, 6, 1), totals=(10_050, 0))
    flow = table.flow
    assert not flow.goal_tag_shown(0)  # nobody reached it yet
    table.game.last_round_by = 0
    assert flow.goal_tag_shown(0) and not flow.goal_tag_shown(1)
    flow.last_round_due = True  # the goal's banner still to say it
    assert not flow.goal_tag_shown(0)
