"""Review of round 50: "no hint before the first throw" was decided twice, in the scene
(greying "Sugestie") and in the flow (refusing it): one flow property,
``YamsFlow.hint_available``, says it and both read it; and the Joker's hatched boxes are a
rule of the game's state (``yams_guidance.joker_hatches``), not a test inside the prompt."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.flow import yams_flow
from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_scene_greys_sugestie_by_the_flows_hint_available(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4, computer=False)
        app.step(0.1)
        assert not scene.flow.hint_available  # before the first throw: nothing to suggest
        roll(app, scene)
        for _ in range(10):
            app.step(0.1)
        assert scene.flow.hint_available and scene.hint_button.enabled
        monkeypatch.setattr(yams_flow.YamsFlow, "hint_available", property(lambda s: False))
        app.step(0.1)
        assert not scene.hint_button.enabled  # the scene reads the flow's word, no rule of its own
        scene.flow.show_hint()
        assert scene.flow.hint_text == ""  # and the flow refuses by it
    finally:
        app.close()


def _game(card: Scorecard, dice) -> YamsGame:
    return YamsGame([Player("Ana")], [card], dice=dice, rolls_used=1)


def test_joker_hatches_when_the_joker_leaves_a_box_open_it_may_not_take():
    from game.flow.yams_guidance import joker_hatches

    card = Scorecard().record(Box.PENTA, (4, 4, 4, 4, 4))
    fresh = _game(card, (3, 3, 3, 3, 3))  # the Threes box open: it alone is legal
    assert fresh.joker_active and joker_hatches(fresh)
    plain = _game(Scorecard(), (1, 2, 3, 4, 6))
    assert not joker_hatches(plain)  # no Joker: nothing hatched
