"""Every disabled button on the 10 000 table draws one way (round 65, critic B62, B64: a
disabled "Aruncă" stood raised and grey while "Anulează" sank flat with 13 px words, two looks
of one state): the same face, its words read at 15 px of em or more at 1024×600, and that
face is none of a live button's."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _computer, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_EM = 15


def _must_choose(app):
    table = table_with(app, 2, 1, 5, 2, 3, 4, 6)
    table.press_roll()
    play(app)  # landed, nothing chosen: "Aruncă", "Încasează", "Anulează" disabled
    return table


def _face(surface, button):
    """The colour of ``button``'s face beside its words (its left eighth, mid-height)."""
    rect = button.rect
    depth = theme.px(theme.BUTTON_DEPTH, button.scale)
    return tuple(surface.get_at((rect.x + rect.w // 10, rect.y + (rect.h - depth) // 2)))[:3]


@pytest.mark.parametrize("build", [_must_choose, _computer])
def test_every_disabled_button_draws_one_way(tmp_path, build):
    import pygame

    app = make_app(tmp_path, size=SIZE)
    try:
        build(app)
        table = next(s for s in reversed(app.manager.stack) if hasattr(s, "roll_button"))
        surface = pygame.Surface(SIZE)
        frame = recorded_frame(table, SIZE, onto=surface)
        buttons = [table.roll_button, table.bank_button, table.hint_button, table.undo_button]
        off = [b for b in buttons if b.visible and not b.enabled]
        live = [b for b in buttons if b.visible and b.enabled]
        assert len(off) >= 3, [(b.text, b.enabled) for b in buttons]
        faces = {b.text: _face(surface, b) for b in off}
        assert len(set(faces.values())) == 1, faces  # one face
        for button in live:
            assert _face(surface, button) not in faces.values(), (button.text, faces)
        for button in off:
            words = [t for t in frame.texts if button.rect.contains(t.rect) and t.text.strip()]
            assert words, button.text
            assert all(t.size * theme.FONT_EM >= LEAST_EM for t in words), [
                (t.text, t.size) for t in words]
    finally:
        app.close()
