"""A refused die is explained once, at once. In a first game the refused die's coach card
says why (and the refusal's pill under the die is left unsaid while it shows): the card comes
with the refusal, even right after the previous tip closed, so the pill never says it first
and the card a second time a moment later. Where the card finds no place (since hC25 it
has one wherever the die lies: a table made to have none here), the pill says it from the
click on, and the card never comes."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_coach import coach_on, play, settle
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("dice", "refused", "carded"), [
    ((2, 1, 3, 4, 6, 6), 0, True),   # the 2 next to the ledger: its card has a place
    ((1, 2, 3, 4, 6, 6), 1, False),  # no place for its card (made so): the pill
])
def test_the_refused_die_is_explained_once_from_the_click_on(tmp_path, monkeypatch, dice,
                                                              refused, carded):
    from game.views import coach
    from game.views.coach import refusal_told_by_coach

    if not carded:  # the refused die's card finds no place at all
        targets = coach.farkle_targets
        monkeypatch.setattr(coach, "farkle_targets", lambda scene, mark, die=None: (
            [] if mark == "farkle.refused" else targets(scene, mark, die)))
    app = make_app(tmp_path, size=(1366, 768))
    try:
        coach_on(app)
        table = table_with(app, 2, *dice)
        table.press_roll()
        play(app)
        settle(app)
        assert table.coach.shown == "farkle.set_aside"
        at = table.die_centre(refused)  # a 2: refused; the click also closes the first tip
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
            app.step(FRAME)
        said = table.flow.voice.refusal
        assert said is not None and said.key == "error.farkle.die_refused"
        came = False
        for frame in range(40):  # while the refusal lasts: one voice says it, from the start
            app.step(FRAME)
            if table.flow.voice.refusal is None:
                break
            came = came or table.coach.shown == "farkle.refused"
            if carded:
                assert refusal_told_by_coach(table), f"frame {frame}: the pill says it first"
            else:
                assert not refusal_told_by_coach(table), f"frame {frame}: nobody says why"
                assert table.coach.shown is None, f"frame {frame}: the card after the pill"
        assert came == carded, "the card never came: nobody said why" if carded else \
            "the card came after the pill had said it"
    finally:
        app.close()
