"""The 10 000 undo agrees with the Yams one (hF21): one short label, "Anulează (Ctrl+Z)", at
one width, lit or greyed; with nothing to undo it is greyed, quieter than a disabled button
since round 41 (a flat face sunk toward the felt, small dim words, not an outline that reads
clickable), while the computer plays too; what
an undo took back is said once, by the line under the buttons."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _face(app, button) -> tuple[int, int, int]:
    """The button's face colour, off its label."""
    surface = pygame.Surface(app.screen.get_size())
    app.manager.draw(surface)
    return tuple(surface.get_at((button.rect.x + button.rect.h, button.rect.centery)))[:3]


def _greyed(face: tuple[int, int, int]) -> bool:
    # round 41 (critic B40: the undo competed with the instruction): with nothing to undo it
    # is greyed and quieter than a disabled button, its face sunk toward the felt
    # (theme.BUTTON_IDLE, tests/test_farkle_buttons_quiet.py), still never an outline
    return all(abs(a - b) <= 16 for a, b in zip(face, theme.BUTTON_IDLE, strict=True))


def test_the_undo_is_short_of_one_width_and_greyed_like_any_disabled_button(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        undo, short = table.undo_button, app.tr("undo.button")
        play(app, 3)
        # nothing to undo: not drawn, its place kept (S108 3., round 82: no dead grey row)
        assert not undo.visible and not undo.enabled and undo.text == short
        assert not _greyed(_face(app, undo)), _face(app, undo)
        greyed = pygame.Rect(undo.rect)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        play_until(app, lambda: undo.enabled)  # (offered once the bank's moment has gone,
        # as any bank's: ruling S79 3., round 80, hF100; was lit at once after a small bank)
        # the bank's figure is said elsewhere, once; lit, the button says what it takes
        # back (round 31: a lit "Anulează" at a fresh turn read as nothing to undo)
        assert undo.enabled and undo.text == app.tr("farkle.undo.bank",
                                                    name=table.flow.player_label(0))
        assert undo.rect == greyed  # its width never jumps
        assert not _greyed(_face(app, undo))
        table.undo()
        play(app, 1)
        said = [t.text for t in _texts(app, table)]
        assert said.count(app.tr("undo.done_farkle", points="100")) == 1, said
        assert not undo.visible and undo.rect == greyed and not _greyed(_face(app, undo))
    finally:
        app.close()


def _texts(app, table):
    from tests.uihelpers import recorded_frame

    return recorded_frame(table, app.screen.get_size()).texts


def test_while_the_computer_plays_the_undo_is_greyed(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        for _ in range(80):
            app.step(0.1)
            if table.game.selected:
                break
        assert table.computer_turn and table.game.selected  # it sets its dice aside
        undo = table.undo_button
        assert not undo.visible and not undo.enabled  # (S108 3.: never under the computer)
        assert not _greyed(_face(app, undo)), _face(app, undo)
    finally:
        app.close()
