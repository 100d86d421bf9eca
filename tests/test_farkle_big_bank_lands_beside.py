"""Where a big bank's amount lands (round 66, critic B65: at 84 % and 99 % of its stage the
flying "+2 000" lay over the banker's score "0", which had not counted yet): round 74 (hF85)
reverses round 66's "beside the total": it flies into the total, melted as it arrives, and
the row counts up to its new total from that frame, before the stage ends
(``tests/test_farkle_big_bank_flies_into_total.py``); the plate's opening frame is clear of
the empty slots' row (at 3 % it cut across the slots' top, their bottoms showing under it)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import StageClock
from game.views import stage_big_bank
from game.views.farkle_views import player_lines
from game.widgets.text import BOLD, text_size
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _staged(app):
    """The big bank's stage up over its table."""
    {name: build for name, build, _ in STATES}["bank_big"](app)
    stage = until_staged(app, "bank_big")
    if stage.picture is None:
        stage.picture = stage.build()
    return stage, app.manager.stack[-2]


def _figure_box(picture, place) -> pygame.Rect:
    """The flying amount's box at ``place`` (its centre and its scale)."""
    x, y, scale = place
    size = max(12, round(stage_big_bank.figure_size(picture) * scale))
    w, h = text_size(picture.figure, size, BOLD)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)


def test_the_row_counts_up_to_its_new_total_before_the_stage_ends(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage, table = _staged(app)
        old = player_lines(table.flow, table.tr, True)[0].total
        new = f"{table.game.totals[0]:,}".replace(",", "\u00a0")
        seen, whole_at, first_at = [], None, None
        for _ in range(600):
            if app.manager.top is not stage:
                break
            shown = player_lines(table.flow, table.tr, True)[0].total
            if shown not in seen:
                seen.append(shown)
                if len(seen) == 2:
                    first_at = stage.clock.progress
            if shown.replace(" ", "\u00a0") == new and whole_at is None:
                whole_at = stage.clock.progress
            app.step(1 / 60)
        assert seen[0] == old, seen
        assert whole_at is not None and whole_at < 0.97, (whole_at, seen)  # before it ends
        assert len(seen) >= 3, seen  # it counts up (a figure between the old and the new)
        # it starts counting as the amount arrives in it (round 74, hF85: into the total,
        # melted as it arrives; it landed beside it since round 66): arriving just before,
        # gone then
        clock = StageClock("bank_big")
        clock.age = clock.duration * first_at
        assert stage_big_bank.figure_place(stage.picture, clock) is None, first_at
        clock.age = clock.duration * (first_at - 0.02)
        arriving = stage_big_bank.figure_place(stage.picture, clock)
        assert arriving is not None, first_at
        assert stage.picture.target.inflate(stage.picture.target.h, 0).collidepoint(
            arriving[:2]), (arriving, stage.picture.target)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_plates_opening_frames_cover_the_slots_row_whole(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        stage, table = _staged(app)
        picture = stage.picture
        side = table.die_side  # the empty slots' row (the mat under it is hidden whole)
        boxes = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                 for x, y in table._row_positions(6)]
        slots = boxes[0].unionall(boxes[1:])
        clock = StageClock("bank_big")
        for step in range(0, 12):
            clock.age = clock.duration * step / 100
            plate = stage_big_bank.plate_rect(picture, clock)
            cut = plate.colliderect(slots) and not plate.contains(slots)
            assert not cut, (step, plate, slots)
    finally:
        app.close()
