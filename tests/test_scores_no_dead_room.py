"""Ruling S4 amended round 72 (critic F71: "a short Scores board leaves half its panel an
empty dark room", scores_three and the 10 000 board of scores_filled): a board holding two
scores or more and room for three free rows or more under its free-places line fills that
room with its facts, tiles reaching the panel's foot (amended round 80, S82 6: the score each
podium place held takes, and the 10 000's shortest game beside fewer than three; its average,
its leader's lead and its players read as padding, critic cC79 #7); a board of one score,
what the next score meets (the place it enters, what takes the first) and (10 000) its game's
length; a board of eight scores or more shows none, its rows filling it; the figures are the
board's own."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.scenes import scores_facts
from tests.test_scores_boards_match import _scores
from tests.test_scores_ten_places import FARKLE, KINDS, YAMS, _show

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _lowest_drawn(scene, kind: str) -> int:
    """The bottom of the lowest thing drawn on the board of ``kind``."""
    rects = list(scene.drawn_rows.get(kind, [])) + list(scene.quiet_steps.get(kind, []))
    rects += [tile for _, tile in getattr(scene, "fact_tiles", {}).get(kind, [])]
    return max(rect.bottom for rect in rects)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_short_board_fills_its_room_with_its_facts(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, YAMS, FARKLE)
    try:
        full = dict(scene.entries)
        for counts in ((3, 3), (10, 2), (2, 10), (6, 7), (1, 5), (5, 1)):
            _show(scene, *counts, full)
            said: list[tuple[str, pygame.Rect]] = []
            real = scores_facts.draw_text

            def spy(surface_, text, size_, *a, _real=real, _said=said, **k):
                rect = _real(surface_, text, size_, *a, **k)
                _said.append((text, rect))
                return rect

            monkeypatch.setattr(scores_facts, "draw_text", spy)
            scene.draw(pygame.Surface(size))
            monkeypatch.undo()
            for kind, count in zip(KINDS, counts, strict=True):
                panel, row_h = scene.panels[kind], scene.row_height()
                foot = panel.bottom - scene.foot_pad()
                dead = foot - _lowest_drawn(scene, kind)
                tiles = scene.fact_tiles.get(kind, [])
                if count >= 8:  # its rows fill it: two free rows at most, no tiles (S82 7:
                    # seven scores leave three free rows, the tiles' least, no band over them)
                    assert dead <= 2 * row_h and not tiles, (counts, kind, dead, tiles)
                    continue
                if count == 1:  # one score (round 72, critic I72: ~40 % dark room): what
                    assert dead <= row_h, (counts, kind, dead, row_h)  # the next score meets
                    score = format_int((YAMS if kind == "yams" else FARKLE)[0])
                    least = (YAMS if kind == "yams" else FARKLE)[0] + (  # (hS28: its
                        1 if kind == "yams" else 50)  # free step says "Locul 2")
                    assert tiles and tiles[0][0].figure == format_int(least), (counts, kind,
                                                                             tiles)
                    assert score not in tiles[0][0].note, (counts, kind, tiles[0][0])
                    if kind == "farkle":  # its game's length, said nowhere else on it
                        assert tiles[1][0].figure == "20", (counts, kind, tiles)
                    assert all(panel.contains(tile) for _, tile in tiles), (counts, kind)
                    continue
                assert dead <= row_h, (counts, kind, dead, row_h)  # no empty dark room
                # (S82 6, round 80: the score each podium place takes, one tile per place
                # held; the 10 000's shortest game beside fewer than three)
                assert len(tiles) == (3 if kind == "farkle" else min(3, count)), (counts, kind,
                                                                                  tiles)
                assert all(panel.contains(tile) for _, tile in tiles), (counts, kind)
                scores = (YAMS if kind == "yams" else FARKLE)[:count]
                least = format_int(max(scores) + (1 if kind == "yams" else 50))
                assert tiles[0][0].figure == least, (counts, kind, tiles[0][0])
                for _, tile in tiles:  # every word inside its tile
                    inside = [r for _, r in said if tile.colliderect(r)]
                    assert 2 <= len(inside) <= 3 and all(tile.contains(r) for r in inside), (
                        counts, kind, tile, inside)
                assert not [t for t, _ in said if "…" in t], said  # every word whole
    finally:
        app.close()
