"""The Y10 countdown is tied to its cell: while it runs its seconds stand inside the box it
will fill, at its right end, big enough to read at 1024, and a frame drains on that box's
outline (never out of the cell nor past the sheet's frame)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from game.views.yams_views import countdown_box, countdown_digit_size, draw_countdown_frame
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_countdown_ring_stands_on_its_boxs_row(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        assert scene.countdown_tag_rect() is None  # no countdown, no ring
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        box = scene.flow.marked_box
        assert scene.flow.countdown is not None and isinstance(box, Box)
        tag = scene.countdown_tag_rect()
        cell = scene.sheet.cell_rect(0, box)
        assert tag is not None and abs(tag.centery - cell.centery) <= 1
        assert cell.contains(tag), (tag, cell)  # inside the cell itself, not on the label
    finally:
        app.close()


def test_the_countdown_counts_its_seconds_in_its_line_and_by_the_cell(tmp_path):
    # round 9's line said "Înscriere automată la Doi dacă nu alegi": never how long; the
    # seconds stood only in a small tag against the cell's border
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        box = app.tr(scene.flow.marked_box.key)
        lines = []
        while scene.flow.countdown is not None and scene.flow.countdown > 0.05:
            seconds = scene.flow.countdown_seconds()
            said = shown_texts(app)
            line = f"Înscriere automată la {box} în {seconds} s"
            assert said.count(line) == 1, said  # the line counts, once, in the prompt's place
            assert said.count(str(seconds)) == 1  # and the tag by the cell
            if line not in lines:
                lines.append(line)
            app.step(0.05)
        assert lines == [f"Înscriere automată la {box} în {n} s" for n in (3, 2, 1)], lines
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_countdown_ring_stays_inside_its_boxs_row(tmp_path, size):
    # the ring crosses no line of the sheet: not the rows above and below, not the column's
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        tag = scene.countdown_tag_rect()
        cell = scene.sheet.cell_rect(0, scene.flow.marked_box)
        assert tag is not None
        assert cell.top <= tag.top and tag.bottom <= cell.bottom, (tag, cell)
        assert cell.contains(tag), (tag, cell)
    finally:
        app.close()


def test_the_frame_around_the_cell_drains_with_the_seconds():
    import pygame

    from game import theme
    from game.views.yams_views import draw_countdown_frame

    cell = pygame.Rect(40, 40, 160, 30)

    def lit(countdown: float) -> int:
        surface = pygame.Surface((240, 110))
        draw_countdown_frame(surface, cell, countdown, 1.0)
        return sum(surface.get_at((x, y))[:3] == theme.COUNTDOWN_DRAIN
                   for x in range(240) for y in range(110))

    full, half = lit(theme.YAMS_AUTO_SCORE_DELAY), lit(theme.YAMS_AUTO_SCORE_DELAY / 2)
    assert full > 0 and 0.35 * full < half < 0.65 * full, (full, half)
    assert lit(0.0) == 0


def _counting(app):
    """Ana alone (her column reaches the sheet's frame) after her third throw: counting."""
    scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdown_stays_in_its_box_and_reads_big_at_every_size(tmp_path, size):
    # the seconds and the draining frame stay inside the sheet's box they will fill (never
    # half out of the cell, over the column line, past the sheet's frame); the digit as
    # tall as the box allows, readable at 1024
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        box = scene.flow.marked_box
        cell = scene.sheet.cell_rect(scene.game.current, box)
        inner = countdown_box(cell, scene.scale)
        tag = scene.countdown_tag_rect()
        assert tag is not None and inner.contains(tag), (tag, inner)
        assert inner.right - tag.right >= scene.px(4), (tag, inner)  # off the box's border
        assert countdown_digit_size(tag.h) >= 1.1 * cell.h - scene.px(6)
        assert countdown_digit_size(tag.h) >= theme.font_px(theme.FONT_SMALL, scene.scale)
        frame = pygame.Surface(app.screen.get_size())
        scene_frame = scene.sheet.rect
        draw_countdown_frame(frame, cell, theme.YAMS_AUTO_SCORE_DELAY, scene.scale)
        lit = pygame.mask.from_threshold(frame, theme.COUNTDOWN_DRAIN, (1, 1, 1, 255))
        bounds = lit.get_bounding_rects()
        assert bounds and all(cell.contains(r) and scene_frame.contains(r) for r in bounds)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_red_validate_button_carries_the_countdown_draining(tmp_path, size):
    # the action that beats the clock carries it: a bar on "Validează tura" drains with the
    # seconds (round 9 showed the time only in a small tag in the sheet)
    from game.views.yams_views import countdown_drain_bar

    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        button = scene.validate_button
        assert button.style == "primary" and button.enabled

        def lit_width() -> int:
            track, _ = countdown_drain_bar(button.rect, 1.0, scene.scale)
            row = track.centery
            return sum(1 for x in range(track.x, track.right)
                       if tuple(app.screen.get_at((x, row)))[:3] == theme.CREAM)

        track, _ = countdown_drain_bar(button.rect, 1.0, scene.scale)
        assert button.rect.contains(track)
        label = button.rect.inflate(0, -2 * scene.px(10))  # the label's own middle
        assert track.top >= label.centery + scene.font_px(theme.FONT_BODY) // 3
        app.step(0.0)
        first = lit_width()
        for _ in range(40):
            app.step(1 / 60)
        later = lit_width()
        assert first > later > 0 and first - later >= track.w * 0.15, (first, later, track.w)
        assert abs(first / track.w - scene.flow.countdown / theme.YAMS_AUTO_SCORE_DELAY) < 0.35
    finally:
        app.close()
