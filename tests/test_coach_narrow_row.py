"""A narrow coach card keeps its actions on one row under its words (hC41, critic B40
"Coach marks" 7: "squeezed into a three-line column with its buttons jumbled"): "Înainte →"
and "Nu mai arăta" side by side, both under the last line of its words, its words on at most
three lines.

Since the one place (round 69) the narrow card is rare, and since round 70 (the words larger,
the actions roomier) no step of a first game takes it: the Yams box card chosen by keys at
1920x1080, its live case in round 69, stands in a low card now. The narrow form stays the
coach's last resort (:meth:`game.views.coach.TableCoach._place`): it is measured and laid out
here as the coach does, at every size, both languages' actions."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.coach_card import (
    card_text_size,
    footer_rects,
    is_narrow,
    words_height,
    words_origin,
)
from game.views.coach_words import card_forms

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
FOOTERS = [("2/3", "Nu mai arăta", "Înainte →"), ("3/3", "Don't show again", "Done →")]


@pytest.mark.parametrize("size", SIZES)
def test_a_narrow_card_has_its_actions_on_one_row_under_its_words(size):
    scale = theme.scale_for(size)
    for footer in FOOTERS:
        forms = [(lines, card) for lines, card in card_forms(
            "Alege o căsuță din foaie pentru punctele tale.", footer, scale,
            theme.px(theme.COACH_CARD_MAX_W, scale)) if is_narrow(pygame.Rect(0, 0, *card), scale)]
        assert forms, (size, footer)  # the live case: a narrow form is measured
        lines, (w, h) = forms[0]
        card = pygame.Rect(40, 60, w, h)
        assert len(lines) <= 3, lines
        _, stop, nxt = footer_rects(card, footer, scale)
        assert card.contains(nxt) and card.contains(stop), (size, card, nxt, stop)
        assert card_text_size(scale) >= 23
        assert abs(nxt.centery - stop.centery) <= 3, (nxt, stop)  # one row
        assert nxt.right <= stop.x, (nxt, stop)  # side by side
        x, y = words_origin(card, footer, len(lines), scale)
        under = y + words_height(len(lines), scale)
        assert min(nxt.y, stop.y) >= under, (nxt, stop, under)
