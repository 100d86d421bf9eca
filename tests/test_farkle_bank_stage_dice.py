"""A big bank's stage shows what made it (hF22): the banked dice gathered under the "+2 000",
the figure and its dice centred in the middle column (never a lone number in the top third);
the total it flies into reads as the banker's (their name laid back beside the lit chip, no
stray "0"); and the 10 000 table hushed under it is one even veil, its dark panels as light as
the felt (the table dimmed, not a black screen)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views.stage_backdrop import backdrop
from game.views.stage_pictures import bank_room
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with
from tools.screens_stage import past_stage

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def big_bank(app: Any) -> tuple[Any, Any]:
    """Ana keeps five 1s (2 000) and banks them: the table and its stage's picture."""
    table = table_with(app, 2, 1, 1, 1, 1, 1, 2)
    table.press_roll()
    play(app)
    past_stage(app)  # "Cinci de 1!": the throw's headline, skipped
    for i in range(5):
        table.press_die(i)
    table.press_bank()
    for _ in range(30):
        app.step(1 / 30)
        if app.manager.top is not table:
            break
    picture = app.manager.top.picture
    assert picture is not None and picture.kind == "bank_big"
    return table, picture


def _median(surface: pygame.Surface, rect: pygame.Rect) -> float:
    rect = rect.clip(surface.get_rect())
    values = sorted(sum(surface.get_at((x, y))[:3]) / 3 for x in range(rect.left, rect.right, 4)
                    for y in range(rect.top, rect.bottom, 4))
    return values[len(values) // 2]


def test_the_big_banks_dice_are_gathered_under_its_figure_centred(tmp_path):
    from game.views.stage_gather import gathered_rects

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table, picture = big_bank(app)
        assert picture.gather and len(picture.dice) == 5  # the five 1s that made it
        assert len(picture.dice_images) == 5 or not picture.dice_images
        room = bank_room(table)
        assert picture.area == room
        rows = gathered_rects(picture)
        image = picture.stamp_image()
        cx, cy = picture.centre
        ink_bottom = cy - image.get_height() // 2 + picture.ink().bottom
        row = rows[0].unionall(rows[1:])  # larger than the table's dice (hB25): the row
        assert abs(row.centerx - room.centerx) <= 2  # centred on the column, in the felt
        assert rows[0].w > table.tray.die_size
        for rect in rows:
            assert picture.felt.contains(rect), (rect, picture.felt)
            assert rect.top >= ink_bottom  # under the figure's letters
        # the figure and its dice: one group, centred in the middle column (not the top third)
        top = cy - image.get_height() // 2 + picture.ink().top
        bottom = max(r.bottom for r in rows)
        assert abs((top + bottom) / 2 - room.centery) <= room.h * 0.12, (top, bottom, room)
        felt = picture.felt
        assert abs((top + bottom) / 2 - felt.centery) <= felt.h * 0.1, (top, bottom, felt)
    finally:
        app.close()


def test_under_the_big_bank_the_panels_are_as_light_as_the_felt(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table, picture = big_bank(app)
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        hushed = picture.dimmed_table(surface, lit=False)
        # the felt: the band under the buttons in the middle column; the panels: the ledger's
        # and the scoring guide's insides (dark on the table)
        felt = pygame.Rect(table.center.x, table.undo_button.rect.bottom + 8, table.center.w,
                           20)
        felt_level = _median(hushed, felt)
        # the backdrop is a vignette (hB25): each panel is weighed against the bare felt's
        # backdrop at its own place
        bare = pygame.Surface(surface.get_size())
        bare.fill(theme.FELT)
        backdrop(bare, picture.dim_alpha(), picture.scale, picture.centre, picture.seat)
        for panel in (table.groups_rect, table.guide_rect):
            inner = panel.inflate(-panel.w // 3, -panel.h // 3)
            level = _median(hushed, inner)
            assert level >= 0.85 * _median(bare, inner), (panel, level, _median(bare, inner))
        assert felt_level > 12  # a veil, not black
    finally:
        app.close()
