"""One frame for both "?" overlays (critic M28 §1): they enter and leave with the dialogs'
motion (their panel scales in from its own rectangle over the dimmed table), the title in the
display type, the two buttons as a dialog's (one width, the dialog's button type); the Yams
panel stops clearly below the table's "Tura 1 din 13" (never slicing it); the 10 000 content
stands centred in its panel; the countdown's picture is its row and ring, no stray bars."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.help_tiles as help_tiles
import game.scenes.yams_help as yams_help
from game import theme
from game.widgets.text import TITLE_FACE
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("helpframe"), size=(1024, 600))
    yield app
    app.close()


def _open(app, kind):
    table = open_table(app, kind, 1)
    for _ in range(20):
        app.step(0.05)
    table.open_help()
    app.step(1 / 60)
    return table, app.manager.top


def _close(app):
    while len(app.manager.stack) > 1:
        app.manager.pop(fade=False)


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_help_enters_and_leaves_as_a_dialog_does(app, kind):
    _, overlay = _open(app, kind)
    try:
        assert overlay.entrance_rect() == overlay.panel  # it scales in from its panel
        assert overlay.closes_with_motion and overlay.dim_below
    finally:
        _close(app)


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_help_title_and_buttons_are_a_dialogs(app, kind, monkeypatch):
    _, overlay = _open(app, kind)
    try:
        module = help_tiles  # both pages' titles drawn by their shared frame (hM31)
        weights = {}
        real = module.draw_text

        def spy(surface, text, size, *args, **kwargs):
            weights[text] = kwargs.get("weight")
            return real(surface, text, size, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
        overlay.draw(app.screen)
        assert weights[overlay.tr(f"{kind}.help.title")] == TITLE_FACE
        close, again = overlay.close_button, overlay.again_button
        assert close.rect.size == again.rect.size
        assert close.font_size == again.font_size
        assert close.rect.h == overlay.px(theme.BUTTON_SMALL_SIZE[1])
        # "Arată din nou sfaturile" the quieter of the two (hM31: it weighed as "Înapoi")
        assert (again.style, close.style) == ("quiet", "secondary")
        assert close.font_size <= overlay.font_px(theme.FONT_BUTTON)
    finally:
        _close(app)


def test_the_farkle_content_is_centred_in_its_panel(app):
    _, overlay = _open(app, "farkle")
    try:  # (hM31: its tiles, two columns as the Yams page's)
        content = overlay.frame_rect(overlay.step_rects(0)[0]).union(
            overlay.step_rects(len(farkle_help.TILES) - 1)[1])
        margin_left = content.left - overlay.panel.left
        margin_right = overlay.panel.right - content.right
        assert abs(margin_left - margin_right) <= overlay.px(6), (margin_left, margin_right)
    finally:
        _close(app)


def test_the_countdown_picture_has_no_drain_bars(app):
    _, overlay = _open(app, "yams")
    try:
        surface = pygame.Surface(app.size)
        surface.fill((0, 0, 0))
        k = [s[1] for s in yams_help.STEPS].index("timer")
        art, _ = overlay.step_rects(k)
        overlay._draw_picture(surface, "timer", (), frozenset(), art)
        drain = sum(1 for x in range(art.left, art.right) for y in range(art.top, art.bottom)
                    if tuple(surface.get_at((x, y)))[:3] == theme.COUNTDOWN_DRAIN)
        assert drain == 0
    finally:
        _close(app)
