"""Each dialog shows its role's small drawn icon (hM28: the critic saw dialogs with no icon):
a gold medallion astride the panel's top edge, clear of the title: the pause's two bars,
leaving a game's door, closing the app's power sign, a warning for any other question."""

from __future__ import annotations

import pytest

from game.scenes import overlays
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


@pytest.mark.parametrize("make, role", [
    (lambda app: quit_confirm(app, lambda: None), "quit"),
    (lambda app: leave_confirm(app, lambda: None), "leave"),
    (lambda app: PauseOverlay(app, lambda: None), "pause"),
])
def test_each_dialog_wears_its_roles_icon_on_its_top_edge(tmp_path, monkeypatch, make, role):
    app = make_app(tmp_path, size=SIZE)
    try:
        dialog = make(app)
        app.manager.push(dialog, fade=False)
        app.step(FRAME)
        drawn = []
        real = overlays.draw_dialog_icon

        def spy(surface, what, panel, scale):
            rect = real(surface, what, panel, scale)
            drawn.append((what, rect))
            return rect

        monkeypatch.setattr(overlays, "draw_dialog_icon", spy)
        frame = recorded_frame(dialog, SIZE)
        assert [what for what, _ in drawn] == [role]
        rect = drawn[0][1]
        panel = dialog.panel
        assert rect.centerx == panel.centerx and rect.top < panel.top < rect.bottom
        assert rect.w >= 40  # a real icon, not a dot
        title = [t.rect for t in frame.texts if t.rect.top >= panel.top][0]
        glyphs = title.inflate(0, -title.h // 3)  # the letters, not the line's leading
        assert not rect.colliderect(glyphs), (rect, title)
    finally:
        app.close()
