"""Round 75, critic cA75: the countdown card says its ring plainly ("ceasul din inel" read
awkwardly), in both languages; every card is as wide as its words (the 10 000 risk card was
~620 px wide at 1920, its words filling half of it)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import load_catalog
from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.test_coach_text_size import BUILDS
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

@pytest.mark.parametrize("lang,clock,seconds", [("ro", "ceas", "secunde"),
                                                ("en", "clock", "seconds")])
def test_the_countdown_card_says_its_ring_plainly(lang, clock, seconds):
    messages = load_catalog(lang).messages
    for key in ("coach.yams.countdown", "coach.yams.countdown.short"):
        said = str(messages[key]).lower()
        assert clock not in said and seconds in said, (key, said)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", BUILDS)
def test_a_card_is_as_wide_as_its_words(tmp_path, build, size):
    # round 75, critic cA75: the 10 000 risk card ~620 px wide at 1920, its words filling
    # half of it: no card leaves more than a pointer's gap of paper between its words and
    # its actions ("Înainte", "Nu mai arăta")
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None, (build, coach.clock.shown)
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            coach.draw(surface)
            words = [t.rect for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        actions = min(coach.next_rect().left, coach.stop_rect().left)
        beside = [w for w in words if w.right <= actions]
        if not beside:  # (its actions under its words: a narrow card)
            return
        paper = actions - max(w.right for w in beside)
        assert paper <= table.px(48), (build, size, paper, coach.card)
    finally:
        app.close()
