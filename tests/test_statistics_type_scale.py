"""Statistici's type scale: on every chart the axes' numbers (the values) read at least as
large as the words that name them, the axis's unit ("puncte") and the legend (round 69,
critic: at 1024x600 the values read smaller than their labels), and no larger (hS67, critic
A66, Statistics 7: "ticks > captions"); the panels' headings ("Pe scurt", "Media pe
căsuță") the largest; and nothing on the screen is under 16 px of em at 1024x600, in either
language (hS69: English "of a kind" set the box names at 15 px)."""

from __future__ import annotations

import pytest

from game.scenes import stats_drawing
from game.widgets import charts
from game.widgets.text import em_px
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
LEAST_EM = 16
"""No word on Statistici under this many pixels of em at 1024x600."""


def _spy(monkeypatch, module, said, where):
    real = module.draw_text

    def spy(surface, text, size, *a, _real=real, **k):
        rect = _real(surface, text, size, *a, **k)
        said.append((where[0] or module.__name__, text, size))
        return rect

    monkeypatch.setattr(module, "draw_text", spy)


def _within(monkeypatch, owner, name, where, label):
    """Words drawn inside ``owner.name`` are told as ``label``."""
    real = getattr(owner, name)

    def wrapped(*a, **k):
        where[0] = label
        try:
            return real(*a, **k)
        finally:
            where[0] = ""

    monkeypatch.setattr(owner, name, wrapped)


def _said(monkeypatch, app, games, kind=None):
    scene = open_statistics(app, games, kind=kind)
    app.step(FRAME)
    said: list[tuple[str, str, int]] = []
    where = [""]
    _spy(monkeypatch, charts, said, where)
    _spy(monkeypatch, stats_drawing, said, where)
    _within(monkeypatch, charts, "_frame", where, "axis")
    _within(monkeypatch, scene, "_heading", where, "heading")
    _within(monkeypatch, charts, "legend", where, "legend")
    scene.draw(app.screen)
    monkeypatch.undo()
    return scene, said


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("games", "kind"), [(50, None), (1, None), (50, "farkle")])
def test_ticks_read_as_large_as_captions_under_headings(tmp_path, monkeypatch, size, games,
                                                       kind):
    app = make_app(tmp_path, size=size)
    try:
        scene, said = _said(monkeypatch, app, games, kind)
        units = {scene.tr(key) for key in ("stats.points", "stats.unit.games",
                                           "stats.unit.turns", "stats.unit.rolls")}
        headings = [s for where, text, s in said if where == "heading" and text]
        ticks = [s for where, text, s in said
                 if where == "axis" and text.replace(" ", "").replace(".", "").isdigit()]
        captions = [s for where, text, s in said  # (an axis's unit; not a game card's)
                    if text in units and where in ("axis", stats_drawing.__name__)]
        legends = [s for where, text, s in said if where == "legend" and text.strip()]
        assert headings and ticks, said
        assert max(ticks) < min(headings), (ticks, headings)
        if games > 1:  # (every chart of many games names its axis; one game's its track)
            assert captions, said
        words = captions + legends
        if words:  # the values as large as the words naming them, never larger
            assert min(ticks) >= max(words), (ticks, words)
            assert max(ticks) <= min(words), (ticks, words)
            assert max(words) < min(headings), (words, headings)
    finally:
        app.close()


@pytest.mark.parametrize(("games", "kind"), [(50, None), (1, None), (50, "farkle"),
                                             (3, None), (4, "farkle_only")])
@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_word_on_statistics_is_under_16_px_at_1024(tmp_path, monkeypatch, games, kind,
                                                      language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        _, said = _said(monkeypatch, app, games, kind)
        small = [(text, size, em_px(size)) for _, text, size in said
                 if text.strip() and em_px(size) < LEAST_EM]
        assert small == [], small
    finally:
        app.close()
