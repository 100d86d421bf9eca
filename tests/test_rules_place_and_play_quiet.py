"""Rules, a reference page (critic K72 #15): the reader's place ("Secțiunea 1 din 8") reads, in
cream at about 29 px of em at 1920x1080 (it was ~17 px and grey), over the page's first line,
never on it. Round 74 (S16 amended, critic cQ74 #1: one look per role) reverses K72's quiet
"Joacă Yams": it is the red primary here as on Settings and Statistics, and over a table the
one way back, "Înapoi la partidă", is green as every way back."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes import rules_foot
from game.scenes.rules import RulesScene
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_readers_place_reads_over_the_page(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = RulesScene(app, play=lambda game: None)
        app.manager.push(scene)
        settle(app, 20)
        said = []
        real = rules_foot.draw_text
        monkeypatch.setattr(rules_foot, "draw_text", lambda s, text, size, colour, *a, **k: (
            said.append((text, size, colour)), real(s, text, size, colour, *a, **k))[1])
        scene.draw(pygame.Surface((1920, 1080)))
        place = [(size, colour) for text, size, colour in said
                 if text == scene.reader_place()]
        assert len(place) == 1, said
        size, colour = place[0]
        assert size * theme.FONT_EM >= 28, size  # (K72: ~17 px)
        # in the page's own ink (its paragraphs' cream: document.py), not a quiet grey
        assert contrast_ratio(colour[:3], theme.PANEL) >= contrast_ratio(theme.CREAM,
                                                                          theme.PANEL), colour
        assert scene.place_rect().bottom <= scene.viewport.y  # over the page, not on it
        assert scene.forward_button.style == "primary"  # "Joacă Yams": red, as elsewhere
    finally:
        app.close()


def test_over_a_table_the_way_back_is_green(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = RulesScene(app, over_table=True)
        assert scene.forward_button.style == "secondary"  # (round 74: was red)
    finally:
        app.close()
