"""A player's "obiectiv atins" tag never touches the total over it (hF28 §3, the critic: at
1024×600 with four players the tag's rim met the "10 450"): between the total's letters (their
real ink, not their line box) and the tag's rim stays at least a few pixels of the panel,
at 1024×600 with four players and with seven, and at 1366×768; where the rows are too short
for that, the tag stands on the name's line and the name yields it its end."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.text import render
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CLEAR = 3
"""Pixels of the panel kept between a total's letters and a tag's rim."""


def _ink(mark) -> pygame.Rect:
    """Where the letters of a recorded text really are (its rendering's opaque part)."""
    box = render(mark.text, mark.size, (255, 255, 255)).get_bounding_rect()
    return box.move(mark.rect.x, mark.rect.y)


@pytest.mark.parametrize(("size", "build"), [((1024, 600), "_last_round"),
                                             ((1366, 768), "_last_round"),
                                             ((1024, 600), "_last_round_six")])
def test_no_tag_touches_a_total(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = app.manager.top
        for _ in range(60):
            app.step(0.05)
        frame = recorded_frame(table, size)
        inside = table.players_rect
        tags = [p.rect for p in frame.panels  # (round 31: or their marks, tight lists)
                if p.role in ("tag", "tag_icon") and inside.contains(p.rect)]
        totals = [t for t in frame.texts if inside.contains(t.rect)
                  and t.text.replace(" ", "").isdigit() and len(t.text) > 2]
        # (hF61: a dense list's legend line repeats its two marks before their words)
        assert len(tags) == (4 if build == "_last_round_six" else 2), tags
        assert len(totals) == len(table.game.players)
        for tag in tags:
            for total in totals:
                ink = _ink(total)
                assert not ink.inflate(2 * CLEAR, 2 * CLEAR).colliderect(tag), (
                    total.text, ink, tag)
    finally:
        app.close()
