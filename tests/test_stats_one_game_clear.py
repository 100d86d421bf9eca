"""Statistics after one game (critic A50, statistics_one_game at 1024x600): the game's words
("locul 3 din 4") stood on its bar's track and the scale's ticks cut into "0" and "300" under
it; and the expert's mean was said twice, "Expert: 222" over the red mark and "Calculatorul
(Expert) face în medie 222." under the bar. Now no letter touches the track, its red mark or a
tick (measured on the letters' ink, with air), and the mean is said once, by the mark.

The layout check missed the first because it compares texts with texts only: the track and
its ticks were not recorded. They are now (role "track"), and the check says a text on one."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import text as text_mod
from game.widgets.charts import MARK_AIR
from tests.layout_check import problems
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
AIR = 2
"""Pixels at least between a letter's ink and a track, its mark or a tick."""


def _ink(mark) -> pygame.Rect:
    """Where the letters of a recorded text are (their ink, not their line box)."""
    image = text_mod.font(mark.size).render(mark.text, True, (255, 255, 255))
    box = image.get_bounding_rect()
    return box.move(mark.rect.x, mark.rect.y)


def _one_game(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    scene = open_statistics(app, 1, kind=kind)
    app.step(FRAME)
    return app, scene, recorded_frame(scene, size)


@pytest.mark.parametrize("kind", [None, "farkle_only"])
@pytest.mark.parametrize("size", SIZES)
def test_no_letter_on_the_games_track_or_its_ticks(tmp_path, size, kind):
    app, scene, frame = _one_game(tmp_path, size, kind)
    try:
        tracks = [p.rect for p in frame.panels if p.role == "track"]
        assert len(tracks) >= 5, tracks  # the track, its red mark, a tick per value
        panel = scene.chart_rects[1]
        for mark in frame.texts:
            if not mark.size or not panel.contains(mark.rect):
                continue
            ink = _ink(mark)
            for track in tracks:
                assert not ink.colliderect(track.inflate(2 * AIR, 2 * AIR)), \
                    (size, mark.text, ink, track)
        # the game's words stand over the mark's words with air, not level with them
        # ("locul 3 din 4" beside "Expert: 222" at 1024x600: the place then joins the date)
        place = scene.game_lines()[0].place
        words = [_ink(t) for t in frame.texts if place in t.text]
        said = [_ink(t) for t in frame.texts if t.text == scene.reference()[1]]
        assert len(words) == 1 and len(said) == 1, [t.text for t in frame.texts]
        assert words[0].bottom + theme.px(MARK_AIR, scene.scale) <= said[0].top, \
            (size, words, said)
        found = [p for p in problems(frame, size) if "track" in p or "overlap" in p]
        assert not found, found
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_experts_mean_is_said_once(tmp_path, size):
    app, scene, frame = _one_game(tmp_path, size, None)
    try:
        total = str(round(scene.reference()[0]))
        saying = [t.text for t in frame.texts if total in t.text]
        assert len(saying) == 1, saying
    finally:
        app.close()


def test_the_layout_check_sees_a_text_on_a_track():
    """The shared check says a text whose letters stand on a recorded track."""
    from game.widgets.layout_record import Frame, PanelMark, TextMark

    frame = Frame(texts=[TextMark(pygame.Rect(100, 90, 120, 30), "locul 3 din 4", size=20)],
                  panels=[PanelMark(pygame.Rect(0, 0, 800, 400)),
                          PanelMark(pygame.Rect(100, 108, 400, 8), "track")])
    assert any("track" in p for p in problems(frame, (800, 400), table=False))
