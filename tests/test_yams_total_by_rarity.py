"""A full card's TOTAL in the game is scaled by its rarity (critic hY22 §3): a routine one is a
flourish in its own row of the sheet (counted in its cell, no veil over the table); a rare one
(the upper bonus earned on the card) takes the stage big, as a Penta does. The flow decides
which (pure: :func:`game.flow.moments.total_kind`)."""

from __future__ import annotations

import pytest

from game.flow.moments import TOTALS, total_kind
from game.flow.stage import GRAND, RARITY, takes_stage
from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

_FULL = {box: 12 for box in Box if box not in (Box.CHANCE, Box.PENTA)}
"""Every box but Chance and Penta at 12: the upper boxes 72, past the bonus's 63."""


def _plain() -> dict[Box, int]:
    return {**_FULL, Box.ONES: 1, Box.TWOS: 2, Box.THREES: 3}  # 1+2+3+36 = 42: no bonus


def test_the_flow_calls_a_total_rare_when_its_card_earned_the_upper_bonus():
    rare = Scorecard.from_points({**_FULL, Box.PENTA: 50, Box.CHANCE: 20})
    plain = Scorecard.from_points({**_plain(), Box.PENTA: 50, Box.CHANCE: 20})
    assert rare.upper_bonus > 0 and plain.upper_bonus == 0
    assert total_kind(rare) == "card_total_rare" and total_kind(plain) == "card_total_row"
    # (the game's last card was "card_total", a brief "TOTAL" stage: no headline for an
    # ordinary end since critic Y30 §6, counted in its row: tests/test_yams_total_words.py)
    assert total_kind(rare, ending=True) == total_kind(plain, ending=True) == "card_total_row"
    assert set(TOTALS) == {"card_total", "card_total_row", "card_total_rare"}
    assert not takes_stage("card_total_row")  # routine: in its row, no veil
    assert RARITY["card_total_rare"] == GRAND  # rare: big, as the Penta


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


def test_a_rare_total_takes_the_stage_big(tmp_path):
    # (round 63: Ion's Chance took him first, so the flow's line stood in for the place and
    # the place's words went unread (break yams8.full_card_says_total_and_place MISSED):
    # Ion is also played standing second, Ana's card full ahead of his)
    for ahead, place_words in ((None, ("locul 1", "primul loc")), (30, ("locul 2",))):
        app = make_app(tmp_path, size=(1024, 600))
        try:
            scene, staged, _ = _complete(app, _FULL, ahead)
            assert staged and set(staged) == {("card_total_rare", GRAND)}, staged
            # what the full card means, under the stamp: its place now (it said the bonus
            # before, "Bonusul de sus câștigat: +35": critic C41 read the card's own news as
            # missing; then its total too, "313 de puncte · locul 1": critic C50 read three
            # numbers at once beside the cell's old 287 and the rising 313, so the total is
            # the rising figure's alone)
            total = scene.game.cards[1].total
            place = next(p for p, i, _ in scene.game.ranking() if i == 1)
            said = scene.tr("stage.total.place", place=place)
            # hY65 (critic C61): a TOTAL that took its player first says so instead, the
            # flow's line ("Ion trece pe primul loc", game.flow.yams_lead)
            line = scene.flow.total_line()
            assert (line is None) == (ahead is not None), line
            said = line or said
            assert captions == [said], captions
            assert str(total) not in said and any(w in said for w in place_words), said
        finally:
            app.close()
