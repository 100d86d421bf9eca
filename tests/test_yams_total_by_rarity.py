"""A full card's TOTAL is scaled by its rarity (critic hY22 §3; ruling S8, round 73, critic
H72 #6): every player fills a card every game, so every full card's TOTAL, with the upper
bonus or without, is a flourish in its own row of the sheet (counted in its cell, no veil over
the table, no stage). The flow decides (pure: :func:`game.flow.moments.total_kind`)."""

from __future__ import annotations

import pytest

from game.flow.moments import TOTALS, total_kind
from game.flow.stage import takes_stage
from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

_FULL = {box: 12 for box in Box if box not in (Box.CHANCE, Box.PENTA)}
"""Every box but Chance and Penta at 12: the upper boxes 72, past the bonus's 63."""


def _plain() -> dict[Box, int]:
    return {**_FULL, Box.ONES: 1, Box.TWOS: 2, Box.THREES: 3}  # 1+2+3+36 = 42: no bonus


def test_the_flow_counts_every_full_cards_total_in_its_row():
    rare = Scorecard.from_points({**_FULL, Box.PENTA: 50, Box.CHANCE: 20})
    plain = Scorecard.from_points({**_plain(), Box.PENTA: 50, Box.CHANCE: 20})
    assert rare.upper_bonus > 0 and plain.upper_bonus == 0
    # (the upper bonus once made it "card_total_rare", a stage as big as a Penta's: critic
    # H72 #6 read it too loud for a routine event, ruling S8 round 73)
    for card in (rare, plain):
        for ending in (False, True):
            assert total_kind(card, ending) == "card_total_row"
    assert "card_total_row" in TOTALS
    assert not takes_stage("card_total_row")  # in its row, no veil


captions: list[str] = []
"""The captions of the stages :func:`_complete` saw."""


def _complete(app, points, ahead: int | None = None):
    """Ion fills his card's last box (Chance, 26); with ``ahead`` Ana's card is full too, its
    Chance at ``ahead`` (30: Ion stays second, no "trece pe primul loc")."""
    from game.scenes.stage import StageOverlay

    scene = table(app, ["Ana", "Ion", "Eva"], [5, 5, 6, 6, 4],
                  cards=[Scorecard.from_points({**points, Box.PENTA: 50})] * 3,
                  computer=False)
    if ahead is not None:
        scene.game.cards[0] = Scorecard.from_points({**points, Box.PENTA: 50, Box.CHANCE: ahead})
    scene.game.current = 1  # Eva has a box left: Ion's TOTAL is a card's, not the game's end
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    staged, counted = [], False
    captions.clear()
    for _ in range(120):
        app.step(1 / 30)
        top = app.manager.top
        if isinstance(top, StageOverlay):
            staged.append((top.clock.kind, top.picture.rarity))
            if top.picture.caption not in captions:
                captions.append(top.picture.caption)
        if scene.flow.moment.clock.kind in TOTALS and scene.flow.moment.clock.active:
            counted = True
    return scene, staged, counted


def test_a_routine_total_counts_in_its_row_with_no_stage(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene, staged, counted = _complete(app, _plain())
        assert staged == [] and counted  # played in the sheet, on the table
        assert scene.game.cards[1].is_complete
    finally:
        app.close()


def test_a_total_with_the_upper_bonus_counts_in_its_row_with_no_stage_too(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene, staged, counted = _complete(app, _FULL, ahead=30)
        assert scene.game.cards[1].upper_bonus > 0
        assert staged == [] and counted and captions == []  # no stamp, no caption
    finally:
        app.close()
