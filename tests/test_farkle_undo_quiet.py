"""After a bank, "Anulează încasarea" is a quiet secondary action while the next player's turn
begins (critic B41: it stood bold on a raised face beside the next player's red "Aruncă", two
calls at once): an outline on the felt with muted regular words, as "Sugestie"; "Aruncă"
stays the one primary action."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1366, 768), (1024, 600)]


def _cream_ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of ``rect`` as bright as a lit button's cream words (brighter than muted)."""
    least = (sum(theme.MUTED) + sum(theme.BUTTON_TEXT)) // 2
    return sum(sum(surface.get_at((x, y))[:3]) >= least for x in range(rect.x, rect.right)
               for y in range(rect.y, rect.bottom))


@pytest.mark.parametrize("size", SIZES)
def test_the_undo_of_a_bank_is_quiet_beside_the_next_players_throw(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        table.press_die(3)  # a 1: 100, banked
        table.press_bank()
        play_until(app, lambda: table.undo_button.enabled, most=200)  # (S108 3.: offered
        undo = table.undo_button  # in the passing card, beside the next player's "Aruncă")
        assert undo.enabled and table.game.current == 1
        surface = pygame.Surface(app.screen.get_size())
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.manager.draw(surface)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        face = surface.get_at((undo.rect.x + undo.rect.h // 2, undo.rect.centery))[:3]
        off = sum(abs(a - b) for a, b in zip(face, theme.BUTTON_SECONDARY, strict=True))
        assert off > 30, face  # no raised face: an outline on the felt
        assert _cream_ink(surface, undo.rect) == 0  # muted words, never a call (S108 3.)
        primary = [p.rect for p in frame.panels if p.role == "button" and p.primary]
        assert primary in ([], [table.roll_button.rect]), primary  # never the undo
    finally:
        app.close()
