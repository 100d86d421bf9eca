"""Ruling S4 (docs/SCREEN_RULINGS.md, hS67, critics A65/A66: "the Yams panel half empty with
few scores"; amended round 70, critic A69: "half the screen is ghost rows"): each game's Scores
panel keeps ten places' height whatever the number of scores; its free places after the last
score keep their rows' room exactly where a full board's rows stand, no "—" row per place (the
one band naming them, "Locurile 4–10 · libere", dropped by ruling S82 7, round 80: its words
and ghost dice read as padding, critics cB79 #5, cC79 #10; the tiles take the room); no
"Locul N te așteaptă" card; the invitation said once, as the subtitle."""

from __future__ import annotations

import pygame
import pytest

from game.storage.store import table_key
from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
KINDS = ("yams", "farkle")
YAMS = [300 - 7 * i for i in range(10)]
FARKLE = [10_500 - 150 * i for i in range(10)]


def _show(scene, yams: int, farkle: int, full: dict) -> None:
    """Show ``yams`` and ``farkle`` scores (of ten each) on the boards."""
    scene.entries = {table_key("yams"): full[table_key("yams")][:yams],
                     table_key("farkle", 10_000): full[table_key("farkle", 10_000)][:farkle]}
    scene.layout(scene.size)


def _rows_4_to_10(scene, kind: str) -> list[pygame.Rect]:
    """The board's rects of places 4-10: its real compact rows, then its ghost rows."""
    real = scene.drawn_rows[kind][3:]
    return real + [rect for _, rect in scene.free_lines[kind]]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", [(0, 10), (1, 3), (3, 1), (10, 0), (7, 2)])
def test_every_board_shows_ten_places_level_with_a_full_boards(tmp_path, monkeypatch, size,
                                                                counts):
    app, scene = _scores(tmp_path, size, YAMS, FARKLE)
    try:
        full = dict(scene.entries)
        surface = pygame.Surface(size)
        scene.draw(surface)
        lines = {kind: _rows_4_to_10(scene, kind) for kind in KINDS}  # ten scores each
        _show(scene, *counts, full)
        said = _said(monkeypatch, scene, surface)
        for kind, count in zip(KINDS, counts, strict=True):
            podium = len(scene.drawn_rows[kind][:3]) + len(scene.quiet_steps[kind])
            assert podium == (3 if count else 0), (kind, count)  # (round 74, hS29: an
            # empty board stands no hollow podium, its card fills its room)
            rows = _rows_4_to_10(scene, kind)
            assert rows == lines[kind], (kind, count)  # seven rows, where a full board's are
            ghosts = scene.free_lines[kind]  # the places the band covers
            free = list(range(max(4, count + 1), 11))
            assert [n for n, _ in ghosts] == [f"{p}." for p in free]
            # (ruling S82 7, round 80: no strip naming the free places over ghost dice,
            # critics cB79 #5, cC79 #10: their rows are the tiles' room, nothing says
            # "Locurile 4–10 · libere")
            assert not [w for w, _, _ in said if w.startswith("Locurile ")], (kind, said)
        assert not any(t == "—" for t, _, _ in said)
        steps = [s for kind_steps in scene.quiet_steps.values() for s in kind_steps]
        assert not any(t.startswith("Locul ") and "liber" not in t  # (hS28: a free step's
                       and not any(s.contains(r) for s in steps)  # own "Locul N" alone)
                       for t, _, r in said)
        if 10 not in counts:  # the invitation once, as the subtitle
            assert [t for t, _, _ in said].count(scene.tr("scores.any_board")) == 1
            assert scene.page_aim_rect is not None
    finally:
        app.close()
