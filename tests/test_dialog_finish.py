"""A dialog has the finish of the rest of the game (hS19: the critic saw a plain box with text
and two buttons): its title in the display type of the screen titles, a thin gold rule under
it, and a gold hairline framing the panel inside its edge, like the game's cards."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import TITLE_FACE
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _near(colour, target, tolerance=40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], target, strict=True))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_quit_dialog_has_a_display_title_a_gold_rule_and_a_framed_panel(tmp_path, size,
                                                                             monkeypatch):
    import game.scenes.overlays as overlays

    titles = []
    real = overlays.draw_text

    def spy(surface, text, size_, *args, **kwargs):
        rect = real(surface, text, size_, *args, **kwargs)
        if kwargs.get("weight") == TITLE_FACE:
            titles.append((text, rect))
        return rect

    app = make_app(tmp_path, size=size)
    try:
        app.manager.top.back()  # "Ieși" on the menu: the quit dialog
        app.step(FRAME)
        dialog = app.manager.top
        monkeypatch.setattr(overlays, "draw_text", spy)
        surface = app.screen.copy()
        dialog.draw(surface)
        assert [text for text, _ in titles] == [dialog.tr(dialog.title_key)]
        title = titles[0][1]
        rule = dialog.dialog.rule
        first = dialog.dialog.line_tops[0] if dialog.dialog.line_tops else \
            dialog.dialog.lines_top
        assert title.bottom <= rule.top and rule.bottom <= first, (title, rule, first)
        assert _near(surface.get_at(rule.center), theme.GOLD)
        panel = dialog.dialog.panel
        inset = dialog.px(theme.DIALOG_FRAME_INSET)
        frame_at = (panel.centerx, panel.bottom - inset - 1)
        assert _near(surface.get_at(frame_at), theme.GOLD_DARK, 30), surface.get_at(frame_at)
    finally:
        app.close()
