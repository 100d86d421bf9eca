"""The dense players list's legend ("✓ obiectiv atins  ▷ urmează", seven seats) fits its
panel at every size (round 78, hF94, critic cB77, ruling S48): each mark stands apart from
its word (at 1024×600 the tick and the arrow touched their words), the line apart from the
last row's bar and inside the panel's border, its words at the table's floor or larger."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle  # noqa: F401  (registers the 10 000 states)
from tools.render_screens import REGISTRY
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MARK_AIR = 6
"""Least pixels between a legend mark and its word."""
LINE_AIR = 4
"""Least pixels between the legend's line and the last row's bar, and the panel's border."""


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_seven_seat_legend_fits_its_panel_marks_apart(tmp_path, size):
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
        bars = [p.rect for p in frame.panels if p.role == "bar" and panel.contains(p.rect)]
        assert len(bars) == 7
        floor = max(bar.bottom for bar in bars)
        marks = sorted((p.rect for p in frame.panels if p.role == "tag_icon"
                        and panel.contains(p.rect) and p.rect.top >= floor),
                       key=lambda r: r.left)
        words = sorted((t for t in frame.texts if panel.contains(t.rect) and t.rect.top >= floor),
                       key=lambda t: t.rect.left)
        wanted = {table.tr("farkle.reached"), table.tr("farkle.next")}
        assert {t.text for t in words} == wanted and len(marks) == 2, (words, marks)
        for mark, word in zip(marks, words, strict=True):
            assert word.rect.left - mark.right >= MARK_AIR, (word.text, mark, word.rect)
            assert word.size >= theme.TABLE_TYPE_LEAST, (word.text, word.size)
        assert marks[1].left - words[0].rect.right >= MARK_AIR  # the two entries apart
        for box in [*marks, *(w.rect for w in words)]:
            assert box.top - floor >= LINE_AIR and panel.bottom - box.bottom >= LINE_AIR, box
            assert box.left - panel.left >= LINE_AIR and panel.right - box.right >= LINE_AIR
    finally:
        app.close()
