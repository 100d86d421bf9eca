"""The 10 000's quiet figures read whole at every size (round 81, hF105; S86 3. amended;
critic cB80 #9: at 1366x768 and 1024x600 every label of the quiet rows behind the awards
broke onto two lines, "Ture / pierdute", "Zaruri / fierbinți", the figures cramped).

Where side by side a label would break, every player's quiet figures stand stacked, one a
line: the icon, the figure, the label whole after it, the labels in one column, no two
lines touching, the block under its own step and inside the card. Where they fit side by
side (1920x1080) they keep their row."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_results import _panel_of

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_quiet_label_stands_whole_under_its_own_step(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        panel = _panel_of(app, "farkle", count)
        panel.time = 10.0
        frame = recorded_frame(panel, size)
        labels = {label for row in panel.rows for _, _, label in panel.stats_of(row)}
        marks = [m for m in frame.texts if m.role == "podium_quiet_label"]
        figures = [m for m in frame.texts if m.role == "podium_quiet_stat"]
        assert marks and len(marks) == len(figures), ([m.text for m in marks], figures)
        assert all(m.text in labels for m in marks), [m.text for m in marks]  # whole
        for a in marks + figures:  # no two touching
            for b in marks + figures:
                assert a is b or not a.rect.colliderect(b.rect), (a, b)
        card = panel.panel
        assert all(card.contains(m.rect) for m in marks), card
        stacked = all(any(f.rect.centery == m.rect.centery and f.rect.right < m.rect.left
                          for f in figures) for m in marks)
        if size == (1920, 1080) and count == 3:
            assert not stacked  # side by side where they fit (fixJ's one line, C50)
        elif size != (1920, 1080):
            assert stacked, [(m.text, m.rect) for m in marks]
            steps = _steps(panel)
            for m in marks:  # under a step: the block centred under its own
                assert any(s.left <= m.rect.left <= s.right for s in steps), (m, steps)
    finally:
        app.close()


def _steps(panel) -> list[pygame.Rect]:
    """The podium's steps as the panel stands them."""
    from game.widgets import podium

    below = panel._figures_height(panel.podium.w)
    return [step for _, step in podium.steps(panel.podium, panel.rows, panel.scale, below)]
