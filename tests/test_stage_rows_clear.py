"""A Yams stage's words stand clear of the sheet's spotlit row: the player's name plate never
covers the row's label or its cell (the row reads whole, its label beside its cell)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views.stage_lift import home
from game.widgets import layout_record
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def drawn(app: Any, stage: Any, share: float) -> tuple[pygame.Surface, Any]:
    """The table with ``stage`` over it at ``share`` of its length, and what was written."""
    size = app.screen.get_size()
    table = app.manager.stack[-2]
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(surface)
        stage.draw(surface)
        return surface, layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_name_plate_stays_off_the_spotlit_penta_row(tmp_path, size):
    from tools.screens_stage import _penta, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        picture = stage.picture
        assert picture.labels and picture.target is not None
        row = picture.target.unionall(picture.labels)
        _, frame = drawn(app, stage, 0.3)
        plates = [t for t in frame.texts if t.role == "stage" and t.text == "Ana"]
        assert plates
        for plate in plates:
            assert not plate.rect.colliderect(row), (plate.rect, row)
    finally:
        app.close()


def test_the_total_cell_keeps_its_old_figure_until_the_flying_total_lands(tmp_path):
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture = stage.picture
        game = app.manager.stack[-2].game
        event = game.last_event
        new = game.cards[event.player].total
        old = new - event.points  # the TOTAL before the box just written
        cell = home(picture, picture.target)  # the sheet's own cell (the stage shows its
        # row lifted under its words since round 60, critic C51)
        _, frame = drawn(app, stage, 0.5)
        said = [t.text for t in frame.texts if t.rect.colliderect(cell)
                and t.role != "stage"]
        assert str(old) in said and str(new) not in said, said
        stage.clock.age = stage.clock.duration * 0.99
        stage.land()
        _, frame = drawn(app, stage, 0.99)
        said = [t.text for t in frame.texts if t.rect.colliderect(cell)]
        assert str(old) not in said, said  # landed: the sheet's own figure, the new one
        table = app.manager.stack[-2]
        assert table.sheet_view().cards[event.player].total == new
    finally:
        app.close()


def test_the_total_row_reads_as_one_row_from_its_label_to_its_cell(tmp_path):
    # hY65 (critic C61): the lifted strip is its label and the player's box side by side,
    # one width whatever the player count; the band of the other players' cells that stood
    # between them (lit empty, critic C21: no unnamed "235") is no longer on it at all
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        picture = until_staged(app, "card_total_rare").picture
        row = picture.target.unionall(picture.labels)
        assert abs(picture.labels[0].right - picture.target.left) <= 1  # nothing between
        assert row.top == picture.target.top and row.h == picture.target.h
        assert home(picture, picture.target) == picture.row_homes[1]  # its box's own cell
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_landed_upper_bonus_fits_inside_its_cell(tmp_path, size):
    from game.views.stage_landing import draw_pop
    from tools.screens_stage import _upper, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        picture, clock = stage.picture, stage.clock
        popped = 0
        for k in range(60, 100):
            clock.age = clock.duration * k / 100
            if clock.pop() <= 0:
                continue
            layer = pygame.Surface(size, pygame.SRCALPHA)
            draw_pop(layer, picture, clock)
            ink = layer.get_bounding_rect(min_alpha=1)
            if ink.w:
                popped += 1
                assert picture.target.contains(ink), (k, ink, picture.target)
        assert popped
    finally:
        app.close()


def drawn_table(app: Any) -> Any:
    """What the whole screen writes now."""
    return screen_frame(app)


def test_the_total_rows_band_is_the_labels_own_ground_line_by_line(tmp_path):
    """Critic round 29 §4: no two-tone seam between the row's label and what follows it.
    hY65 (critic C61): no band follows it any more, its box does: the label's paper runs
    whole to its rule at the box's edge, line by line (at 1024×600)."""
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _total(app)
        picture = until_staged(app, "card_total_rare").picture
        label = picture.labels[0]
        assert picture.row_words is not None
        table = pygame.Surface(app.screen.get_size())
        table.fill((40, 60, 50))
        dimmed = table.copy()
        picture.hush_table(dimmed, table, words=False)
        paper = tuple(picture.row_words.paper)
        for y in range(label.y + 2, label.bottom - 2):
            for x in range(label.right - label.w // 3, label.right - 6, 5):
                assert tuple(dimmed.get_at((x, y)))[:3] == paper, (x, y, paper)
    finally:
        app.close()
