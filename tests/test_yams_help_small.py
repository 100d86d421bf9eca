"""The Yams "?" at 1024×600 stays read: its words at a readable size, the Joker's words in at
most three lines, the two buttons at the bottom a balanced pair, the "Validează" picture no
button at all."""

from __future__ import annotations

import pytest

from game.scenes import yams_help
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets.text import wrap
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture(scope="module", params=["ro", "en"])
def overlay(request, tmp_path_factory):
    """The "?" over a Yams table in the smallest window, in each language."""
    app = make_app(tmp_path_factory.mktemp("help_small"), size=(1024, 600),
                   language=request.param)
    open_table(app, "yams", 1)
    shown = YamsHelpOverlay(app)
    app.manager.push(shown, fade=False)
    app.step(1 / 60)
    yield shown
    app.close()


def test_the_steps_words_are_readable_and_whole_at_1024(overlay):
    size = overlay.body_size()
    assert size >= 23  # the small type at 1024 (20) is too small to read in a paragraph
    for k, text in enumerate(overlay.texts()):
        _, words = overlay.step_rects(k)
        assert len(wrap(text, size, words.w)) <= yams_help.LINES, text


def test_the_joker_tile_is_short(overlay):
    keys = [key for key, _, _, _ in STEPS]
    k = keys.index("yams.help.joker")
    _, words = overlay.step_rects(k)
    assert len(wrap(overlay.texts()[k], overlay.body_size(), words.w)) <= 3


def test_the_two_buttons_are_a_balanced_pair(overlay):
    again, close = overlay.again_button, overlay.close_button
    assert again.rect.size == close.rect.size and again.font_size == close.font_size
    pair = again.rect.union(close.rect)
    assert abs(pair.centerx - overlay.panel.centerx) <= 2


def test_the_validate_picture_is_no_button_at_all(overlay):
    # hM30: the red "Validează tura" drawn whole (not faded like a disabled button) read as a
    # live button; the picture is now the Enter key and the row it writes
    # (tests/test_help_one_family.py), so neither faded nor red
    from game import theme

    k = next(i for i, step in enumerate(STEPS) if step[1] == "validate")
    frame = overlay.frame_rect(overlay.step_rects(k)[0])
    overlay.draw(overlay.app.screen)
    red = [(x, y) for y in range(frame.top, frame.bottom, 2)
           for x in range(frame.left, frame.right, 2)
           if sum(abs(a - b) for a, b in zip(overlay.app.screen.get_at((x, y))[:3],
                                             theme.BUTTON, strict=True)) < 40]
    assert len(red) < 10, red[:5]
