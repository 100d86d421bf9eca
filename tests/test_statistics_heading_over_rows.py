"""Statistici's panel headings ("Pe scurt", "Media pe căsuță", "Partidele jucate") stand over
every word of their panels but a game's big total: over the rows ("Partide 38") and a game's
words, set in the body's type (hS69: at 1920x1080 the headings were 38, their rows 43 and a
game's line 44: the gold headings read as captions under their own rows)."""

from __future__ import annotations

import pytest

from game.scenes import stats_drawing
from game.widgets import charts
from game.widgets.text import STAMP
from tests.test_statistics_type_scale import _within
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _words(monkeypatch, app, games, kind):
    """Every word drawn on Statistici: (heading or not, text, size), big totals left out."""
    scene = open_statistics(app, games, kind=kind)
    app.step(FRAME)
    said: list[tuple[bool, str, int]] = []
    where = [""]
    for module in (charts, stats_drawing):
        real = module.draw_text

        def spy(surface, text, size, *a, _real=real, **k):
            if k.get("weight") != STAMP and text.strip():
                said.append((where[0] == "heading", text, size))
            return _real(surface, text, size, *a, **k)

        monkeypatch.setattr(module, "draw_text", spy)
    _within(monkeypatch, scene, "_heading", where, "heading")
    scene.draw(app.screen)
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("games", "kind"), [(50, None), (1, "farkle_only")])
def test_every_heading_stands_over_its_panels_words(tmp_path, monkeypatch, size, games, kind):
    app = make_app(tmp_path, size=size)
    try:
        said = _words(monkeypatch, app, games, kind)
        headings = [s for heading, _, s in said if heading]
        words = [(text, s) for heading, text, s in said if not heading]
        assert headings and words, said
        assert max(s for _, s in words) < min(headings), (min(headings), words)
    finally:
        app.close()
