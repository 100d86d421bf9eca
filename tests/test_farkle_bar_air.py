"""Air between the 10 000 panels' bars and the words and tags beside them (round 71, critic:
at 1024x600 "După încasare" and its figure sat on the fact's bar, "urmează" touched its
player's bar): at least 6 px between a bar and any text, 8 px to a tag's pill (a filled
pill reads as touching at less)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _selection

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BARS = ("bar", "turn_fact_bar")


def _air(a: pygame.Rect, b: pygame.Rect) -> int:
    """The pixels of felt between two rectangles (0 where they meet or overlap)."""
    return max(b.x - a.right, a.x - b.right, b.y - a.bottom, a.y - b.bottom, 0)


def test_no_word_nor_tag_touches_a_bar(tmp_path):
    """At 1024x600, where the room is least (measured on the words' line boxes: at 1366 the
    fact's display-face figure's box reaches lower than its digits, which stand clear)."""
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        _selection(app)
        table = app.manager.top
        frame = recorded_frame(table, size)
        bars = [p.rect for p in frame.panels if p.role in BARS]
        tags = [p.rect for p in frame.panels if p.role == "tag"]
        assert len(bars) >= 5 and tags, (bars, tags)  # three players' bars, risk, the fact
        words = [t for t in frame.texts if t.text.strip()
                 and not any(tag.contains(t.rect) for tag in tags)]
        for bar in bars:
            for word in words:
                if word.rect.colliderect(bar.inflate(60, 60)):
                    assert _air(bar, word.rect) >= 6, (bar, word)
            for tag in tags:
                if tag.colliderect(bar.inflate(60, 60)):
                    assert _air(bar, tag) >= 8, (bar, tag)
    finally:
        app.close()
