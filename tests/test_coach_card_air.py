"""A coach card keeps its air off the table's words (round 65, critic B64 "Coach marks" 7.5:
at 1024x600 the cards stood tight against "Selecție", the prompt and the countdown's line,
8-11 px off): every step of both tables, at 1920x1080, 1366x768 and 1024x600, the card stands
at least :data:`AIR` window pixels (scaled up past that at the larger sizes) off every word
the table draws but those of what it points at, judged by the frame the table records."""

from __future__ import annotations

import pytest

from game import theme
from tests.coach_reached import reached
from tests.test_coach_empty_felt import FARKLE_STEPS, SIZES, YAMS_STEPS
from tests.test_coach_keeps_its_distance import gap

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AIR = 10
"""The card's air, window pixels at 1024x600 (the theme's :data:`game.views.coach_card.
CARD_AIR`, written out: the promise, not the code's figure)."""


@pytest.mark.parametrize("size", SIZES)
def test_every_card_keeps_its_air_off_the_tables_words(tmp_path, size):
    found = {}
    for step in YAMS_STEPS + FARKLE_STEPS:
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        card, target = shown.card, shown.target
        least = max(AIR, theme.px(AIR, shown.scale))
        near = [(t.text, gap(card, t.rect)) for t in shown.frame.shown_texts()
                if t.role != "coach" and not t.rect.contains(card)
                and not (target is not None and target.colliderect(t.rect))
                and gap(card, t.rect) < least]
        if near:
            found[step] = (tuple(card), near)
    assert found == {}, (size, found)
