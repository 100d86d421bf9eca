"""A refused die is explained once. In a first game the refused die's coach card says why
(and the refusal's pill under the die is left unsaid while it shows): the card comes with the
refusal, even right after the previous tip closed, so the pill never says it first and the
card a second time a moment later."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_coach import coach_on, play, settle
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_refused_die_is_explained_by_its_card_alone_from_the_click_on(tmp_path):
    from game.views.coach import refusal_told_by_coach

    app = make_app(tmp_path, size=(1366, 768))
    try:
        coach_on(app)
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        settle(app)
        assert table.coach.shown == "farkle.set_aside"
        at = table.die_centre(1)  # a 2: refused; the click also closes the first tip
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
            app.step(FRAME)
        said = table.flow.voice.refusal
        assert said is not None and said.key == "error.farkle.die_refused"
        carded = False
        for frame in range(40):  # while the refusal lasts: its card says it, never the pill
            app.step(FRAME)
            if table.flow.voice.refusal is None:
                break
            carded = carded or table.coach.shown == "farkle.refused"
            assert refusal_told_by_coach(table), f"frame {frame}: the pill says it first"
        assert carded, "the card never came: nobody said why"
    finally:
        app.close()
