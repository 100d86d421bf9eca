"""The results' figures come in after the podium, in full colour (round 77, hW80, ruling S29
amending S9's hW78 paragraph and hR67's): the figures under the steps (each player's icon
rows) never show translucent over the card (a greyed figure reads as a disabled one), and
none shows before the steps have risen; then they rise into their places part after part,
each in full colour from its first frame. Stepped frame by frame both where the panel opens
on its own and where the win's stage stands the results' podium before it."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.scenes.results import ResultsOverlay, entrance
from game.scenes.stage import StageOverlay
from game.views import stage_held
from game.widgets import layout_record
from game.widgets.entering import DROP
from game.widgets.podium_motion import risen
from tests.test_results_podium_sequence import _farkle_rows
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FIGURES = ("podium_stat_label", "podium_quiet_label", "podium_award", "podium_own_best")
"""The figures' labels measured (cream words under each icon row; the icon rows' figures
stand just under the floor's gold line, which the drop's reach would take in). The 10 000's
podium since S86 3. (amended round 81, hF105): each player's award name on its plate (gold)
and the quiet row's labels (pale), each measured against its own colour at rest."""

BARE = 330
"""The most a bare card's pixel sums to (R+G+B) under the figures: the dark felt."""

FULL = 20
"""How far under its own brightest pixel at rest a label shown in full colour may read
(S86's gold award names and pale quiet labels are quieter than cream, never greyed)."""


def _step_unseen(app) -> None:
    """One frame stepped, not drawn: the test draws each frame it reads itself, before the
    step (the step's own drawing of it was a second, unread one: round 78, hT1; every frame
    read the same, byte for byte)."""
    with unseen_frames(app, last_drawn=False):
        app.step(FRAME)


def _figure_rects(app) -> list[pygame.Rect]:
    """Where the frame drawn now says its figures (their places at rest)."""
    layout_record.start(app.screen.get_size())
    try:
        layout_record.begin()
        app.manager.draw(app.screen)
        return [m.rect for m in layout_record.frame().texts if m.role in FIGURES]
    finally:
        layout_record.stop()


def _peaks(screen: pygame.Surface, rects: list[pygame.Rect], reach: int,
           below: int = 0) -> list[int]:
    """The brightest pixel (R+G+B) over each of ``rects`` (moved ``below`` down: the panel
    still rising), reached ``reach`` down (a figure rising into its place)."""
    pixels = pygame.surfarray.array3d(screen).astype(numpy.int32).sum(axis=2)
    peaks = []
    for rect in rects:
        box = pygame.Rect(rect.x, rect.y + below, rect.w, rect.h + reach)
        box = box.clip(screen.get_rect())
        peaks.append(int(pixels[box.left:box.right, box.top:box.bottom].max()))
    return peaks


def _check(peaks: list[int], risen_share: float, when: str, whole: list[int]) -> None:
    """No figure half-shown (each as bright as at rest, ``whole``, or not there); none
    before the steps have (nearly) risen."""
    for peak, rest in zip(peaks, whole, strict=True):
        assert peak <= BARE or peak >= rest - FULL, (when, peaks)  # never a greyed figure
        if risen_share < 0.9:
            assert peak <= BARE, (when, risen_share, peaks)  # after the podium


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_panels_figures_come_in_after_its_steps_in_full_colour(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, _farkle_rows(), lambda: None, lambda: None,
                               counted_already=True, handed=False)
        app.manager.push(panel, fade=False)
        reach = panel.px(DROP) + 1
        frames = []
        while panel.time < 1.5:
            app.manager.draw(app.screen)
            below = round(panel.rise_room(panel._panel_bounds()) * (1 - entrance(panel.time)))
            frames.append((panel.time, below, app.screen.copy()))
            _step_unseen(app)
        rects = _figure_rects(app)  # at rest: where every figure stands
        assert rects and panel.figures_light() == 1.0
        whole = _peaks(app.screen, rects, reach)
        assert min(whole) > BARE + 2 * FULL, whole  # the labels, as the check reads them
        shown_at = None
        for time, below, screen in frames:
            peaks = _peaks(screen, rects, reach, below)
            _check(peaks, risen(time), f"panel t={time:.3f}", whole)
            if shown_at is None and any(p >= r - FULL for p, r in zip(peaks, whole, strict=True)):
                shown_at = time
        assert shown_at is not None and shown_at < 1.0  # they come in, soon after the steps
    finally:
        app.close()


def test_the_win_stages_figures_come_in_after_its_podium_in_full_colour(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        play_last_move(app, "three")
        with unseen_frames(app):  # (the way to the win's stage: not read)
            for _ in range(2000):
                top = app.manager.top
                if isinstance(top, StageOverlay) and top.clock.kind == "win":
                    break
                app.step(FRAME)
        stage = app.manager.top
        assert isinstance(stage, StageOverlay) and stage.picture.held is not None
        frames = []
        while isinstance(app.manager.top, StageOverlay):
            app.manager.draw(app.screen)
            share = risen(stage_held.rise_time(stage.clock))
            frames.append((share, stage.clock.progress, app.screen.copy()))
            _step_unseen(app)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        rects = _figure_rects(app)
        reach = results.px(DROP) + 1
        whole = _peaks(app.screen, rects, reach)
        assert rects and min(whole) > BARE + 2 * FULL
        for share, progress, screen in frames:
            _check(_peaks(screen, rects, reach), share, f"stage at {progress:.3f}", whole)
        assert max(p - r for p, r in zip(_peaks(frames[-1][2], rects, reach), whole,
                                         strict=True)) >= -FULL  # in before the stage ends
    finally:
        app.close()
