"""The win's stage has no dead band between its words and its podium (critic D70: a ~150 px
band of bare felt between the winner's pill and the podium's trophies at 1920): the podium
stands up to within a small share of the felt's height under the lowest of its words, at
every size, a person's win and a tie (since round 73 the results' own podium where the
results stand it, the title over it in the headline's room, S9)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

def _letters(mark: Any) -> pygame.Rect:
    """Where a podium's recorded words' letters stand in their line box (a total's box is
    kept tall for its pop: its letters at its foot)."""
    from game.widgets.text import BOLD, STAMP, font

    weight = STAMP if mark.role in ("celebration", "podium_total") else BOLD
    image = font(mark.size, weight).render(mark.text, True, (255, 255, 255))
    ink = image.get_bounding_rect(min_alpha=40)
    if mark.role == "celebration":  # (drawn on its line's foot)
        return pygame.Rect(mark.rect.x, mark.rect.bottom - image.get_height() + ink.y,
                           ink.w, ink.h)
    return pygame.Rect(mark.rect.x, mark.rect.y + ink.y, ink.w, ink.h)


BAND = 0.09
"""The most felt (a share of its height) left bare between the words and the podium's
first words (since round 73 the results' podium, S9: its room over its totals is the room
their pop grows into, the same on the page that stays; 0.08 before)."""


STORY_MOST = 0.05
"""The most felt (a share of its height) the decisive line's room takes between the title's
room and the podium's (S86 2.: one body-size line, kept on the stage so nothing moves at the
hand-off)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("first", [5_100, 4_900])  # a person's win; a tie
def test_the_podium_stands_close_under_the_words(tmp_path, size, first):
    app = make_app(tmp_path, size=size)
    try:
        bank_the_win(app, first)
        stage = until_staged(app, "win")
        picture = stage.picture
        _, said = drawn(app, stage, 0.6)  # (since round 73 the results' own podium, S9)
        words = [t.rect for t in said.texts if t.role == "stage"]
        podium = [_letters(t) for t in said.texts if not t.dimmed
                  and (t.role.startswith("podium") or t.role == "celebration")]
        top = min(r.top for r in podium)
        under = max(r.bottom for r in words)
        assert under <= top, (under, top)  # (nothing overlapping)
        held = picture.held  # the title no further over its headline room's foot than
        assert held is not None  # TITLE_OVER: the felt under it the podium's own, or (S86
        # 2., amended round 81, hF105) the decisive line's, said under it by the card
        assert 0 <= held.room.bottom - under <= held.over + 1, (under, held.room, held.over)
        assert held.rect.top - held.room.bottom <= picture.felt.h * STORY_MOST, held
        assert top - under <= picture.felt.h * BAND, (size, top - under, picture.felt.h)
    finally:
        app.close()
