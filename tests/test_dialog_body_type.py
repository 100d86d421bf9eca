"""A dialog's words read at a size made for its box (critic A61: "Zarurile te vor aștepta."
stood small in a wide panel): every confirm dialog's body is set larger than the screens'
body type, between it and the title's, at every window, and still whole inside its panel."""

from __future__ import annotations

import pytest

import tools.screens_players  # noqa: F401 (registers the overwrite dialog's state)
from game import theme
from game.scenes import overlays
from tests.uihelpers import make_app
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("state", ["menu_quit_confirm", "new_game_overwrite_confirm",
                                   "table_leave_confirm"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_dialogs_body_is_larger_than_the_screens_body(tmp_path, monkeypatch, size, state):
    app = make_app(tmp_path, size=size)
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        app.step(0.1)
        dialog = app.manager.top
        drawn: list[tuple[str, int, tuple[int, int]]] = []
        real = overlays.draw_text
        monkeypatch.setattr(overlays, "draw_text", lambda s, text, px, colour, pos, *a, **k:
                            drawn.append((text, px, pos)) or real(s, text, px, colour, pos,
                                                                   *a, **k))
        dialog.draw(app.screen)
        monkeypatch.undo()
        title = dialog.font_px(theme.FONT_HEADING)
        body = [(text, px, pos) for text, px, pos in drawn if px < title]
        assert body, drawn
        least = dialog.font_px(theme.FONT_BODY) * 1.12
        for text, px, pos in body:
            assert px >= least, (size, state, text, px, least)
            assert dialog.panel.collidepoint(pos), (size, state, text)
    finally:
        app.close()
