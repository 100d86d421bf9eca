"""On the 10 000 table "Anulează (Ctrl+Z)" and "Sugestie" never compete with the instruction
(critic B40, round 41): with nothing to undo the undo is greyed and quieter than any disabled
button (flat, its face sunk toward the felt, its words smaller; in its place, never an
outline that reads clickable), and "Sugestie" is a secondary action: an outline with muted
words, never a bright bold face beside "Aruncă" and "Încasează". The Yams table's undo keeps
its own look (hY42's)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1366, 768)


def _drawn(app, table) -> tuple[pygame.Surface, list]:
    surface = pygame.Surface(app.screen.get_size())
    layout_record.start(SIZE)
    try:
        layout_record.begin(SIZE)
        app.manager.draw(surface)
        return surface, layout_record.frame().texts
    finally:
        layout_record.stop()


def _cream_ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of ``rect`` as bright as a lit button's cream words (brighter than muted)."""
    least = (sum(theme.MUTED) + sum(theme.BUTTON_TEXT)) // 2
    return sum(sum(surface.get_at((x, y))[:3]) >= least for x in range(rect.x, rect.right)
               for y in range(rect.y, rect.bottom))


def _label_size(texts, rect: pygame.Rect) -> int:
    return max(t.size for t in texts if rect.contains(t.rect))


def test_with_nothing_to_undo_the_undo_is_quieter_than_a_disabled_button(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 1, 2, 3, 4, 6, 6)
        play(app, 3)
        undo = table.undo_button
        assert not undo.enabled
        surface, texts = _drawn(app, table)
        # (round 82, hF111, S108 3.: not drawn at all, no dead grey row; its place kept)
        assert not undo.visible and not [t for t in texts if undo.rect.contains(t.rect)]
        face = surface.get_at((undo.rect.x + undo.rect.h, undo.rect.centery))[:3]
        assert sum(face) < sum(theme.BUTTON_DISABLED) - 30, face  # the felt
        place = pygame.Rect(undo.rect)
        bank = table.bank_button  # disabled before a throw: its words at their lit size
        idle_size = _label_size(texts, bank.rect)  # (round 65, critic B64: 13 px at 1024)
        table.press_roll()
        play(app)
        table.press_die(0)
        play(app, 4)  # (the die on the mat, the buttons refreshed)
        assert bank.enabled and idle_size >= _label_size(_drawn(app, table)[1], bank.rect)
        table.press_bank()
        play_until(app, lambda: undo.enabled)  # (offered once the bank's moment has gone:
        # ruling S79 3., round 80, hF100)
        assert undo.enabled and undo.rect == place  # offered; its place kept
        _surface, texts = _drawn(app, table)  # (S114 1.: on the card, in the small type)
        link = [t for t in texts if t.role == "ledger_undo"]
        assert not undo.visible and link, link
        assert link[0].size >= table.font_px(theme.FONT_SMALL) - 1
    finally:
        app.close()


def test_sugestie_is_secondary_never_a_bright_bold_face(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)  # 600: "Aruncă" and "Încasează 600" lit
        play(app)
        hint = table.hint_button
        assert hint.enabled
        surface, _texts = _drawn(app, table)
        face = surface.get_at((hint.rect.x + hint.rect.h // 2, hint.rect.centery))[:3]
        off = sum(abs(a - b) for a, b in zip(face, theme.BUTTON_SECONDARY, strict=True))
        assert off > 30, face  # no raised face: an outline on the felt
        assert _cream_ink(surface, hint.rect) == 0 < _cream_ink(surface, table.roll_button.rect)
    finally:
        app.close()


def _ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The brightest pixel of ``rect`` (its outline and words)."""
    return max(sum(surface.get_at((x, y))[:3]) for x in range(rect.x, rect.right)
               for y in range(rect.y, rect.bottom))


def test_sugestie_reads_unavailable_on_the_computers_turn(tmp_path):
    # its outline and words dim while it cannot be used (the computer plays): an outline as
    # bright as when it can read clickable
    from tools.screens_farkle import _computer

    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6)
        table.press_roll()  # (lit once a throw has landed: greyed before it, critic B69)
        play(app)
        assert table.hint_button.enabled
        lit = _ink(_drawn(app, table)[0], table.hint_button.rect)
        app.close()
        app = make_app(tmp_path / "again", size=SIZE)
        _computer(app)
        table = app.manager.top
        assert not table.hint_button.enabled
        held = _ink(_drawn(app, table)[0], table.hint_button.rect)
        assert held < lit - 120, (held, lit)
    finally:
        app.close()
