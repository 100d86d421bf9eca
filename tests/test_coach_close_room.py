"""A coach card's actions have room of their own: no line of the card's words runs up to
"Înainte →" or "Nu mai arăta" at its right (about 14 reference px of paper between them;
round 73: the "×" that stood beside them is gone, critic K72)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views.coach_card import (
    card_text_size,
    is_narrow,
    words_height,
    words_origin,
)
from game.widgets.text import text_size
from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot")


@reading_of(*BUILDS)
def card_words(app: Any) -> tuple[Any, ...] | None:
    """The card, its footer, lines and actions' places and the table's scale, read once a
    session (tests/coach_reached.py); None with no card shown."""
    table = _table(app)
    coach = table.coach
    if coach.card is None:
        return None
    return (pygame.Rect(coach.card), tuple(coach.footer), tuple(coach.lines), table.scale,
            pygame.Rect(coach.next_rect()), pygame.Rect(coach.stop_rect()))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_line_crowds_the_close_ring(tmp_path, size):
    """Every card of a first game, at its moment: each line ends well left of its actions
    (the test's name kept: a planted bug names it)."""
    for build in BUILDS:
        shown = read(tmp_path, size, build, card_words)
        assert shown is not None, (build, size)
        card, footer, lines, scale, next_rect, stop_rect = shown
        room = theme.px(14, scale)
        start = words_origin(card, footer, len(lines), scale)[0]
        size_px = card_text_size(scale)
        actions = [r for r in (next_rect, stop_rect) if r.w > 0]
        if is_narrow(card, scale):  # (rewritten, hC41: a narrow card's actions
            # on a row under its words: no line runs beside them)
            top = words_origin(card, footer, len(lines), scale)[1]
            low = top + words_height(len(lines), scale)
            assert all(p.top >= low for p in actions), build
            continue
        for line in lines:
            end = start + text_size(line, size_px)[0]
            for part in actions:  # "Înainte →" and "Nu mai arăta" beside the words
                assert end + room <= part.left, (build, size, line, end, part)
