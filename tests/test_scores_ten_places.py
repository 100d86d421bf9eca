"""Ruling S4 (docs/SCREEN_RULINGS.md, hS67, critics A65/A66: "the Yams panel half empty with
few scores"; amended round 70, critic A69: "half the screen is ghost rows"): each game's Scores
panel keeps ten places' height whatever the number of scores; its free places after the last
score are ONE quiet ghost band standing exactly where a full board's rows stand, under the same
column header, named by what it covers ("Locurile 4–10 · libere"), no "—" row per place; no
"Locul N te așteaptă" card; the invitation said once, as the subtitle."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.storage.store import table_key
from game.theme_pages import SCORES_BAND_WORDS, SCORES_GHOST
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
            band = scene.free_bands.get(kind)
            if not free or not count:  # (an empty board: its invitation says it, A71)
                assert band is None, kind
                continue
            assert band == ghosts[0][1], (kind, band)  # one slim line (S4, round 71)
            name = (scene.tr("scores.free_band_one", place=free[0]) if len(free) == 1 else
                    scene.tr("scores.free_band", first=free[0], last=free[-1]))
            words = [t for t, _, r in said if band.colliderect(r)]
            assert words == [name], (kind, words)  # once, by what it covers, no "—" rows
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


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_ghost_rows_are_quiet(tmp_path, size):
    app, scene = _scores(tmp_path, size, YAMS[:2], FARKLE[:2])
    try:
        surface = pygame.Surface(size)
        scene.draw(surface)
        for kind in KINDS:
            for rect in [scene.free_bands[kind]]:
                inside = surface.subsurface(rect)
                brightest = max(sum(inside.get_at((x, y))[:3])
                                for x in range(0, rect.w, 2) for y in range(0, rect.h, 2))
                assert brightest <= sum(SCORES_BAND_WORDS) + 12, (kind, rect)  # no cream
        assert sum(SCORES_GHOST) < sum(theme.MUTED) * 0.7
        # (amended round 77, hS33, ruling S35, critic cC77 "too faint": quieter than the
        # scores' cream, no longer than the dates' grey; it read at 7.5:1 since)
        assert sum(SCORES_BAND_WORDS) < sum(theme.CREAM) * 0.85
        # (round 71, critic E70: its words read at 4.5:1, tests/test_scores_band_slim.py)
    finally:
        app.close()
