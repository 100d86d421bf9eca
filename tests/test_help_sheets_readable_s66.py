"""The "?" pages' mini score sheets read at 1024×600 (round 79, hR83, ruling S66 5.; critic
cC78 #15: their rows ~12 px there, the 10 000 card's "Total tură" and "250" ~13 px): every
name and figure of a sheet row in the pictures, and the lost turn's "Total tură" and its
struck figure, are drawn with capitals at least 14 px tall, a long name never shrunk under
that (the row's air gives way first)."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import YamsHelpOverlay
from game.widgets.text import BOLD, font
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768)]
CAPITALS_LEAST = 14
"""The least capital height of a sheet's words, pixels."""


def _capitals(size: int, bold: bool = False) -> int:
    """The height of a capital "H" at layout ``size``."""
    return font(size, BOLD if bold else "regular").metrics("H")[0][3]


def _open(tmp_path, size, name):
    load_extensions()
    app = make_app(tmp_path, size=size)
    build_state(app, next(s for s in REGISTRY if s.name == name))
    return app, app.manager.top


@pytest.mark.parametrize("size", SIZES)
def test_the_yams_pictures_sheet_rows_have_14_px_capitals(tmp_path, size, monkeypatch):
    said: set[str] = set()
    real = YamsHelpOverlay._row

    def spy(self, surface, name, points, rect, outline=None):
        said.update(t for t in (name, points) if t)
        return real(self, surface, name, points, rect, outline)

    monkeypatch.setattr(YamsHelpOverlay, "_row", spy)
    app, scene = _open(tmp_path, size, "yams_help")
    try:
        frame = recorded_frame(scene, size)
        marks = [t for t in frame.shown_texts() if t.text in said]
        assert len({t.text for t in marks}) >= 8, said  # "Trei de un fel", "Total sus", …
        for mark in marks:
            assert _capitals(mark.size) >= CAPITALS_LEAST, (mark.text, mark.size, size)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_lost_turns_total_and_figure_have_14_px_capitals(tmp_path, size):
    app, scene = _open(tmp_path, size, "farkle_help")
    try:
        frame = recorded_frame(scene, size)
        total = [t for t in frame.shown_texts() if t.text == scene.tr("farkle.story.total")]
        figure = [t for t in frame.texts if t.role == "help_lost_figure"]
        assert total and figure
        for mark in (*total, *figure):
            assert _capitals(mark.size) >= CAPITALS_LEAST, (mark.text, mark.size, size)
    finally:
        app.close()
