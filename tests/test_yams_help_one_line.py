"""The Yams "?" is scannable (critics A69, C69: each tile was two or three lines of text): a
tile says its key fact in one bold line of at most eight words, whole, and at most one regular
line under it (the boxes' sums two, in a narrow window); and the band above the panel is no
brighter than the dialogs' dim leaves the table (round 74, hH76, ruling S18: the table is
seen dimmed round the "?" panel as round every dialog; it was blurred and sunk so that no word
of it read, critic A69, and read as blacked out, critic cS74: the test asked for an even band;
it now asks that nothing there stands out, lighter than the dialogs' veil leaves a word)."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets.felt import felt_area
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
MOST_WORDS = 8
"""The most words of a tile's bold line."""
REGULAR_LINES = {"yams.help.boxes": 2, "yams.help.timer": 2, "yams.help.joker": 2}
"""The regular lines a tile may take under its bold line (1 unless named here; critic E70:
the countdown's and the Joker's clipped words, "Le numără cercul.", "Altfel jos.", now two
plain sentences, a line each)."""
LEGIBLE = 60
"""Levels of luminance of the lightest pixel of the band above the panel (the dialogs' veil
leaves the table's cream words at about 50; undimmed they stand at about 200)."""


def _open(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    open_table(app, "yams", 1)
    overlay = YamsHelpOverlay(app)
    app.manager.push(overlay, fade=False)
    app.step(1 / 60)
    return app, overlay


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_each_tile_is_one_bold_line_and_at_most_one_more(tmp_path, size, language):
    app, overlay = _open(tmp_path, size, language)
    try:
        frame = recorded_frame(overlay, size)
        for k, (key, _, _, _) in enumerate(STEPS):
            bold = overlay.keywords()[k]
            assert 1 <= len(bold.split()) <= MOST_WORDS, bold
            _, words = overlay.step_rects(k)
            drawn = sorted((t for t in frame.texts if words.collidepoint(t.rect.topleft)),
                           key=lambda t: t.rect.y)
            assert drawn and drawn[0].text == bold, (size, language, drawn[:1], bold)  # whole
            assert drawn[0].rect.right <= words.right
            assert 1 <= len(drawn) - 1 <= REGULAR_LINES.get(key, 1), (
                size, language, [t.text for t in drawn])
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_no_table_word_reads_above_the_panel(tmp_path, size):
    app, overlay = _open(tmp_path, size, "ro")
    try:
        screen = app.screen
        felt = felt_area(size)
        top = overlay.panel.top
        band = [screen.get_at((x, y)) for y in range(felt.y + 2, top - 2, 2)
                for x in range(felt.x + 2, felt.right - 2, 3)]
        luma = [(299 * c.r + 587 * c.g + 114 * c.b) // 1000 for c in band]
        assert max(luma) <= LEGIBLE, (size, min(luma), max(luma))
    finally:
        app.close()
