"""Nothing of a Yams stage lies over a live control or another table row once the table
comes back (critic C69: during a Joker Penta's exit its "Bonus Penta 100" plate faded out
where it stood, over Anulează, Sugestie and the sheet's TOTAL row): its lifted row flies
into its own sheet row before the table returns.

The frames of each exit (sampled) where the table itself shows again are drawn twice: as
they are, and with the stage's lifted row taken away (its hushed felt in its place, no copy
flying or gliding home); within every button and the sheet's TOTAL row (but the stage's own
row, where it docks) the two are the same picture. Every Yams stage that lifts a row: a
Penta, a Joker Penta, the upper bonus, a rare TOTAL."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import stage, stage_row_leaves
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EXIT = (0.56, 0.6, 0.61, 0.63, 0.66, 0.7, 0.74, 0.8, 0.93, 0.95, 0.975, 0.99)
"""The shares of the stage sampled, those where the table comes back checked: from its
first frames through its veil to after it is back whole."""


def _staged(app: Any, kind: str) -> Any:
    from tools.screens_stage import _joker, _penta, _upper, until_staged

    {"penta": _penta, "joker_penta": _joker, "upper_bonus": _upper}[kind](app)
    return until_staged(app, kind)


def _table_back(picture: Any, clock: Any) -> bool:
    """True once the table itself shows again: through a gathered stage's lifting veil, or
    as a lifted row's stage lifts its dimming (its row docked home)."""
    if picture.gather:
        return stage.handed_back(picture, clock) > 0
    return stage.shown_darkness(picture, clock) < 1 - 1e-6


def _controls(table: Any) -> list[pygame.Rect]:
    """The table's buttons and its sheet's TOTAL row."""
    rects = [b.rect.copy() for b in (table.roll_button, table.validate_button,
                                     table.hint_button, table.undo_button) if b.visible]
    cells = [table.sheet.sum_cell_rect(p, "total") for p in range(len(table.game.players))]
    rects.append(pygame.Rect(table.sheet.rect.x, cells[0].y,
                             cells[-1].right - table.sheet.rect.x, cells[0].h))
    return rects


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    """How many sampled pixels of ``rect`` differ between ``a`` and ``b``."""
    rect = rect.clip(a.get_rect())
    return sum(1 for y in range(rect.top, rect.bottom, 2) for x in range(rect.left, rect.right, 3)
               if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3],
                                                 strict=True)) > 12)


@pytest.mark.parametrize("kind", ["joker_penta", "penta", "upper_bonus"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_no_lifted_row_lies_over_a_control_as_the_table_comes_back(tmp_path, monkeypatch,
                                                                   kind, size):
    app = make_app(tmp_path, size=size)
    try:
        staged = _staged(app, kind)
        table = app.manager.stack[-2]
        homes = staged.picture.row_homes  # (its own row in the sheet: where it docks)
        controls = [r for r in _controls(table) if r.collidelist(homes) < 0]
        checked = 0
        for share in EXIT:
            staged.clock.age = staged.clock.duration * share
            if not _table_back(staged.picture, staged.clock):
                continue  # the stage still hushes the whole table: it may lie anywhere
            checked += 1
            frame, _ = drawn(app, staged, share)
            with monkeypatch.context() as patch:  # the same frame, no row of the stage
                patch.setattr(stage, "row_gone", lambda picture, clock: 1.0)
                patch.setattr(stage_row_leaves, "draw_flight", lambda *args: None)
                patch.setattr(stage.stage_lift, "draw_home", lambda *args: None)
                bare, _ = drawn(app, staged, share)
            for rect in controls:
                assert _differs(frame, bare, rect) == 0, (kind, size, share, rect)
        assert checked >= 2
    finally:
        app.close()
