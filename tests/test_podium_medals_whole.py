"""No medal is cut in the podium's entrance (round 74, hW76: in the first frames of the win's
stage the blocks rise out of the floor and their place badges, laid at their final spot and
ridden down with the block, stood cut by the block's risen part, half a "1" over the floor).
A badge (and a winner's trophy on its block) is drawn only whole, inside its block's risen
part and the surface's clip, in every frame of the entrance: on the win's stage (the
results' podium it stands) and on a results panel opened with no stage before it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.scenes.stage import StageOverlay
from game.widgets import podium
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 9_000, seat=0), ResultRow(2, "Ion", 4_000, seat=1),
        ResultRow(3, "Dan", 2_000, seat=2)]


def _watch_badges(monkeypatch: Any) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
    """Every place badge drawn from now on: its place, its disc's rect, the clip it was
    drawn under."""
    drawn: list[tuple[int, pygame.Rect, pygame.Rect]] = []
    original = podium.draw_place_badge

    def watched(surface: pygame.Surface, place: int, centre: tuple[int, int], radius: int,
                *rest: Any, **named: Any) -> None:
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = centre
        drawn.append((place, disc, surface.get_clip()))
        original(surface, place, centre, radius, *rest, **named)

    monkeypatch.setattr(podium, "draw_place_badge", watched)
    return drawn


def _cut(drawn: list[tuple[int, pygame.Rect, pygame.Rect]]) -> list[Any]:
    return [(place, disc, clip) for place, disc, clip in drawn
            if not clip.inflate(2, 2).contains(disc)]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_medal_is_cut_in_the_win_stages_first_frames(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "three")
        with unseen_frames(app, last_drawn=False):
            for _ in range(2000):
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "win":
                    break
                app.step(FRAME)
        stage = app.manager.top
        assert isinstance(stage, StageOverlay) and stage.picture.held is not None
        drawn = _watch_badges(monkeypatch)
        for frame in range(40):
            draw_shown_frame(app)
            assert not _cut(drawn), (frame, _cut(drawn))
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
        assert {place for place, _, _ in drawn} == {1, 2, 3}  # every medal shown, whole
    finally:
        app.close()


def test_no_medal_is_cut_as_a_results_podium_rises(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        drawn = _watch_badges(monkeypatch)
        cups: list[Any] = []  # the winner's step's trophy, drawn or waiting to be
        original = podium._draw_step

        def step(surface: pygame.Surface, full: pygame.Rect, place: int, *rest: Any,
                 **named: Any) -> Any:
            cup = original(surface, full, place, *rest, **named)
            if place == 1:
                cups.append(cup)
            return cup

        monkeypatch.setattr(podium, "_draw_step", step)
        for frame in range(90):
            app.step(FRAME)
            draw_shown_frame(app)
            assert not _cut(drawn), (frame, _cut(drawn))
        assert {place for place, _, _ in drawn} == {1, 2, 3}
        # while its badge waits, the trophy keeps its place on the block: never set before
        # the winner's name meanwhile, then moved onto the block (a jump)
        assert cups and all(cup is not None for cup in cups), cups
    finally:
        app.close()
