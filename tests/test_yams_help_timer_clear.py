"""The Yams "?" card 7 (the countdown) keeps its words apart, in both languages at three sizes
(round 73: in English at 1024x600 "Full house" ran into its "25", and the headline "Scores /
in Full house in 3 s" crowded the card's badge 7): the box's name, its figure and the
draining ring touch none of each other, and no headline line comes near the badge."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import yams_help
from game.scenes.yams_help import STEPS, TIMER_BOX
from tests.test_yams_help_pictures import help_over_a_table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BADGE_AIR = 20
"""Reference px at least between a headline line and the badge beside it (16 px at
1920x1080 in English before)."""


@pytest.mark.parametrize("language", ["en", "ro"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_timer_cards_words_figure_ring_and_badge_stand_apart(tmp_path, monkeypatch,
                                                                  size, language):
    rings: list[pygame.Rect] = []
    real = yams_help.draw_countdown_ring

    def record(surface, centre, radius, left=1.0, seconds=None):
        rings.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius,
                                 2 * radius))
        return real(surface, centre, radius, left, seconds)

    monkeypatch.setattr(yams_help, "draw_countdown_ring", record)
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        shown, texts = help_over_a_table(app)
        timer = next(k for k, step in enumerate(STEPS) if step[1] == "timer")
        art = shown.step_rects(timer)[0]
        frame = shown.frame_rect(art)
        inside = [t for t in texts if frame.colliderect(t.rect)]
        name = app.tr(TIMER_BOX.key)
        label = next(t.rect for t in inside if t.text == name)
        figure = next(t.rect for t in inside if t.text == "25")
        ring = rings[-1]
        air = shown.px(6)
        assert label.right + air <= figure.left, (size, language, label, figure)
        assert figure.right + air <= ring.left, (size, language, figure, ring)
        badge = shown.number_rect(art).inflate(2 * shown.px(BADGE_AIR) - 2 * air, 0)
        headline = app.tr("yams.help.countdown_line", box=name, seconds=3).split()  # (or its
        # box alone where that would take three lines: its seconds said by the ring)
        lines = [t.rect for t in inside if t.text.split()
                 and set(t.text.split()) <= set(headline) and t.rect.bottom <= figure.top]
        assert 1 <= len(lines) <= 2, [t.text for t in inside]  # (two lines at most, M30,
        assert min(line.top for line in lines) >= frame.top + air  # inside its frame)
        for line in lines:
            assert not line.inflate(2 * air, 2 * air).colliderect(badge), (size, language,
                                                                             line, badge)
    finally:
        app.close()
