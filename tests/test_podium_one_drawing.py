"""One podium from the win into the results (ruling S9, round 73; critics H72 #1–2, J72 #4,
L72 #2: the win's stage stood its own podium at the felt's foot, then the results drew a
second one ~180 px higher in another design). The win's stage draws the results' own podium
at the results' rect, rising as it opens; from its first risen frame to the results' last
frame its steps stand in the same place, drawn the same: a person's win, a tie (one shared
top step), the computer's, six players, both games; a click during the stage goes straight
to the results with the same podium in the same place."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.views import stage_held
from game.widgets import podium
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _step_until(app: Any, done: Any, most: int = 900) -> None:
    """Step ``app`` undrawn until ``done()``."""
    with unseen_frames(app, last_drawn=False):
        for _ in range(most):
            if done():
                return
            app.step(FRAME)
    raise AssertionError("never came")


def _win_stage(app: Any) -> Any:
    top = app.manager.top
    return top if isinstance(top, StageOverlay) and top.clock.kind == "win" else None


def _drawn_steps(app: Any, monkeypatch: Any) -> list[tuple[pygame.Rect, float]]:
    """Draw the frame ``app`` shows now; each podium step drawn in it, with its risen share."""
    found: list[tuple[pygame.Rect, float]] = []
    making = podium._draw_step

    def spy(surface, full, place, scale, seat, least, share, *args, **kwargs):
        found.append((pygame.Rect(full), share))
        return making(surface, full, place, scale, seat, least, share, *args, **kwargs)

    monkeypatch.setattr(podium, "_draw_step", spy)
    try:
        draw_shown_frame(app)
    finally:
        monkeypatch.setattr(podium, "_draw_step", making)
    return found


def _block_pixels(surface: pygame.Surface, steps: list[pygame.Rect]) -> list[tuple[int, ...]]:
    """Pixels down each step's body near its left and right edges (its metal, its seat's
    stripe, its shaded side: off its trophy, its medal and their twinkles)."""
    seen = []
    for step in steps:
        for x in (step.x + max(3, step.w // 12), step.right - max(3, step.w // 30)):
            for y in range(step.y + 2, step.bottom - 2, 3):
                seen.append(tuple(surface.get_at((x, y)))[:3])
    return seen


def _block_faces(surface: pygame.Surface, steps: list[pygame.Rect]) -> list[tuple[int, ...]]:
    """Pixels all over each step's face (its trophy and medal too), every 4th."""
    return [tuple(surface.get_at((x, y)))[:3] for step in steps
            for x in range(step.x + 2, step.right - 2, 4)
            for y in range(step.y + 2, step.bottom - 2, 4)]


CASES = [("person", (1366, 768)), ("computer", (1024, 600)), ("tie", (1920, 1080)),
         ("six", (1024, 600))]
# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)


@pytest.mark.parametrize(("case", "size"), CASES, ids=[c for c, _ in CASES])
def test_the_results_open_round_the_podium_the_win_stood(tmp_path, monkeypatch, case, size):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, case)
        _step_until(app, lambda: _win_stage(app) is not None)
        stage = _win_stage(app)
        held = stage.picture.held
        assert held is not None  # the results laid out before the stage
        assert held.room.bottom <= held.rect.top  # its title in the headline's room
        _step_until(app, lambda: stage_held.rise_time(stage.clock) >= podium.rise_done())  # its
        # first risen frame (re-aimed round 74, hD75: end_stage.podium_risen removed)
        laid = _drawn_steps(app, monkeypatch)
        assert laid and all(share == 1.0 for _, share in laid), laid
        steps = [rect for rect, _ in laid]
        assert all(held.rect.contains(step) for step in steps), (held.rect, steps)
        if case == "tie":  # one shared top step, as the results draw it
            assert len(steps) == 1
        pixels = _block_pixels(app.screen, steps)
        faces = _block_faces(app.screen, steps)  # (on the stage: nothing over them, the
        frames = 0  # confetti passing behind the podium)
        while isinstance(app.manager.top, StageOverlay) or frames < 40:
            with unseen_frames(app, last_drawn=False):
                app.step(FRAME)
            frames += 1
            if frames % 12 and not isinstance(app.manager.top, ResultsOverlay):
                continue  # (the stage sampled; the results' every frame of their opening)
            if isinstance(app.manager.top, ResultsOverlay) and frames > 140:
                break
            seen = _drawn_steps(app, monkeypatch)
            kind = type(app.manager.top).__name__
            assert [rect for rect, _ in seen] == steps, (kind, frames, seen, steps)
            assert all(share == 1.0 for _, share in seen), (kind, frames, seen)  # standing
            assert _block_pixels(app.screen, steps) == pixels, (kind, frames)  # same drawing
            if kind == "StageOverlay":
                assert _block_faces(app.screen, steps) == faces, frames
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and results.podium == held.rect
        results.finish_count()  # the results at rest (their pop over): their last frame
        with unseen_frames(app, last_drawn=False):
            for _ in range(150):
                app.step(FRAME)
        assert not results.entering() and results.pop_progress() == 1
        seen = _drawn_steps(app, monkeypatch)
        assert [rect for rect, _ in seen] == steps
        assert _block_pixels(app.screen, steps) == pixels
    finally:
        app.close()


def test_a_click_during_the_stage_opens_the_results_round_the_same_podium(tmp_path,
                                                                         monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        play_last_move(app, "three")
        _step_until(app, lambda: _win_stage(app) is not None)
        stage = _win_stage(app)
        assert stage_held.rise_time(stage.clock) < podium.rise_done()  # (not yet risen)
        held = stage.picture.held
        stage.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
        _step_until(app, lambda: isinstance(app.manager.top, ResultsOverlay), most=60)
        app.step(FRAME)
        seen = _drawn_steps(app, monkeypatch)
        assert seen and all(held.rect.contains(rect) and share == 1.0 for rect, share in seen)
        assert app.manager.top.podium == held.rect
    finally:
        app.close()
