"""A dense 10 000 players list (seven players) gives its parts air (round 75, critic cB75: the
progress bars lay right under the names at 1024×600): at least :data:`BAR_AIR` pixels between
a name's letters and its bar at every size, measured on the pixels drawn; and where the panel
is wide enough for the names whole (1366×768), :data:`NAME_AIR` between a name and its total and
:data:`BORDER_AIR` between a mark and the panel's left edge. (At 1024×600 those two would cut
"Wolfgang Amadeus": the seven names read whole first, test_farkle_names_whole.)"""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle  # noqa: F401  (registers the 10 000 states)
from tools.render_screens import REGISTRY
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAME_AIR = 10
"""Least pixels between a name's ink and its total's ink."""
BORDER_AIR = 8
"""Least pixels between a status mark and the panel's left edge."""
BAR_AIR = 4
"""Least pixels between a name's letters (their ink's lowest row) and its bar."""


def _ink(screen: pygame.Surface, rect: pygame.Rect, ground) -> pygame.Rect | None:
    """The box of the pixels in ``rect`` that differ clearly from ``ground``."""
    xs, ys = [], []
    clip = rect.clip(screen.get_rect())
    for x in range(clip.left, clip.right):
        for y in range(clip.top, clip.bottom):
            c = screen.get_at((x, y))
            if sum(abs(c[i] - ground[i]) for i in range(3)) > 90:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_dense_list_gives_names_marks_and_bars_air(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == "farkle_last_round_six")
        with unseen_frames(app, last_drawn=False):
            screen.build(app)
            for _ in range(screen.settle):
                app.step(0.1)
        table = app.manager.top
        panel = table.players_rect
        frame = screen_frame(app)
        shot = app.screen
        texts = [t for t in frame.texts if panel.contains(t.rect)]
        marks = [p.rect for p in frame.panels if p.role == "tag_icon" and panel.contains(p.rect)]
        bars = [p.rect for p in frame.panels if p.role == "bar" and panel.contains(p.rect)]
        assert len(bars) == 7 and marks, (len(bars), marks)
        problems = []
        roomy = size[0] >= 1366
        for mark in marks if roomy else ():
            if mark.left - panel.left < BORDER_AIR:
                problems.append(("mark", mark, panel.left))
        ground = shot.get_at((panel.x + panel.w // 2, panel.bottom - 3))[:3]
        for bar in bars:
            row = [t for t in texts if t.rect.bottom <= bar.top + 2
                   and bar.top - t.rect.bottom < t.rect.h and t.rect.left < bar.right]
            totals = [t for t in row if t.text.replace(" ", "").replace("\u00a0", "").isdigit()]
            words = [t for t in row if t not in totals and t.rect.left <= bar.left + 40]
            if not totals or not words:
                continue
            total, name = totals[0], min(words, key=lambda t: t.rect.left)
            name_ink = _ink(shot, name.rect.inflate(2, 0), ground)
            total_ink = _ink(shot, total.rect, ground)
            if roomy and name_ink and total_ink and total_ink.left - name_ink.right < NAME_AIR:
                problems.append(("name-total", name.text, total.text,
                                 total_ink.left - name_ink.right))
            if name_ink and bar.top - name_ink.bottom < BAR_AIR:
                problems.append(("bar", name.text, bar.top - name_ink.bottom))
        assert not problems, problems
    finally:
        app.close()
