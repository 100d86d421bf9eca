"""Statistici legible after one game: each figure's label and value on one line in the body's
face, and the recent totals measured against a line that means something (the expert)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_label_and_value_share_a_line_in_a_larger_face(tmp_path, monkeypatch, size):
    import game.scenes.stats_drawing as statistics  # (the screen drawn)
    import game.widgets.charts as charts

    drawn: list[tuple[str, int, tuple[int, int], str]] = []
    dashes: list[tuple[tuple[int, int], tuple[int, int]]] = []
    real_text, real_dash = statistics.draw_text, charts._dashed

    def spy(surface, text, size_, colour, pos, anchor="center", *args, **kwargs):
        drawn.append((text, size_, pos, anchor))
        return real_text(surface, text, size_, colour, pos, anchor, *args, **kwargs)

    def dash(surface, colour, start, end, scale):
        dashes.append((start, end))
        return real_dash(surface, colour, start, end, scale)

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(statistics, "draw_text", spy)
        monkeypatch.setattr(charts, "_dashed", dash)
        app.step(FRAME)
        rows = scene.figures()
        rect = scene.figures_rect
        small = scene.font_px(theme.FONT_SMALL)
        in_column = [d for d in drawn if d[3] == "midright" and rect.collidepoint(d[2])]
        assert [d[0] for d in in_column] == [row.value for row in rows]  # one each, in order
        for row, value in zip(rows, in_column, strict=True):
            values = [value]  # (two rows may say the same: "0 din 1")
            labels = [d for d in drawn if row.label.startswith(d[0]) and d[3] == "topleft"
                      and rect.collidepoint(d[2])]
            assert labels, row
            value_y, label_y = values[0][2][1], labels[0][2][1]
            assert label_y < value_y < label_y + 3 * small  # beside it, not on a line of its own
            assert values[0][1] >= small and labels[0][1] >= small  # no smaller than the small
        assert max(d[1] for d in drawn if d[0] in {r.value for r in rows}) > small
        # one game: no line of one point, nor its dashed reference (the expert's mean is said
        # in words under the game: tests/test_stats_one_game.py)
        reference = scene.reference()
        assert reference is not None and reference[1] == "Media calculatorului Expert: 222"
        assert not dashes
    finally:
        app.close()


# The figures column: a label never runs into its value (at 1024 "Forma (ultimele 10)" beside
# "după 10 partide" goes on two lines), both player tabs set every label and value in one
# size, and the 10 000 means, whose points come in fifties, show no decimal.
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_figures_keep_apart_from_their_values_in_one_size_on_both_tabs(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        sizes: dict[str, set[int]] = {}
        for games, kind in ((1, "yams"), (50, "farkle"), (50, "yams")):
            scene = open_statistics(app, games, kind=kind)
            app.step(FRAME)
            pad = scene.px(theme.GAP)
            placed = scene.place_figures()
            assert placed and all(p.figure.value for p in placed)
            for p in placed:
                assert p.label_rect.right + pad // 2 <= p.value_rect.x, (kind, p.figure)
                assert scene.figures_rect.contains(p.label_rect.union(p.value_rect))
                assert p.band.top <= p.label_rect.top and p.label_rect.bottom <= p.band.bottom
            sizes.setdefault("label", set()).update(p.label_size for p in placed)
            sizes.setdefault("value", set()).update(
                p.value_size for p in placed if p.figure.value.replace(" ", "").isdigit())
            if kind == "farkle":
                mean = next(p.figure.value for p in placed  # (mixed targets: no mean total)
                            if p.figure.label == scene.tr("stats.fig.per_turn"))
                assert "," not in mean and "." not in mean, mean
            app.manager.pop()
        assert len(sizes["label"]) == 1 and len(sizes["value"]) == 1, sizes
    finally:
        app.close()


# After one game the "Partidele jucate" region is filled, not one thin line over empty room:
# the game's total is drawn big (at least a heading's size) and its bar sits in the region's
# lower half.
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_one_game_fills_the_played_games_region(tmp_path, monkeypatch, size):
    import game.widgets.charts as charts

    drawn: list[tuple[str, int, tuple[int, int]]] = []
    bars: list[pygame.Rect] = []
    real_text, real_rect = charts.draw_text, charts.pygame.draw.rect

    def spy(surface, text, size_, colour, pos, *args, **kwargs):
        drawn.append((text, size_, pos))
        return real_text(surface, text, size_, colour, pos, *args, **kwargs)

    def rect_spy(surface, colour, rect, *args, **kwargs):
        if colour == theme.CHART_GRID:
            bars.append(pygame.Rect(rect))
        return real_rect(surface, colour, rect, *args, **kwargs)

    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        monkeypatch.setattr(charts, "draw_text", spy)
        monkeypatch.setattr(charts.pygame.draw, "rect", rect_spy)
        scene.draw(app.screen)
        region = scene.chart_rects[1]
        total = str(scene.summary.recent[-1])
        sizes = [s for t, s, pos in drawn if t == total and region.collidepoint(pos)]
        assert sizes and max(sizes) >= scene.font_px(theme.FONT_HEADING), sizes
        tracks = [b for b in bars if region.contains(b) and b.w > region.w // 2]
        # (changed on purpose, hS23) its bar measures it against the expert's mean, across
        # the panel (never against itself: the reference is marked on the track)
        assert len(tracks) == 1, (tracks, region)
    finally:
        app.close()
