"""The end of a game plays on the table's own felt (round 76, hW79; critics cZ75, cF75a,
cF75b: "the results screens' backdrop reads olive/dull"): the win's stage and the results
panel stand on a rich green felt, never the olive of a gold seat's tint over the dimmed sheet,
nor the grey-green of a near-black veil.

- around the results panel (once it has risen) the felt is green, clearly so (its green leads
  its red and blue by at least a third of it) and lit (never near-black);
- the win's stage stands on that same green felt (its sides, away from its light).
"""

from __future__ import annotations

import statistics

import pygame
import pytest

from game.scenes.results import CROSS_FADE, ResultsOverlay
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60

GREEN_LEADS = 0.33
"""The felt's green leads its red and its blue by at least this share of itself."""

LIT = 55
"""The felt's green channel at least this bright (0..255) beside the panel."""


def _felt(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    """The median colour inside ``rect`` (the falling confetti's few pixels aside)."""
    pixels = [surface.get_at((x, y)) for x in range(rect.left, rect.right, 4)
              for y in range(rect.top, rect.bottom, 4)]
    return tuple(statistics.median(p[k] for p in pixels) for k in range(3))  # type: ignore[return-value]


def _green(colour: tuple[float, float, float]) -> float:
    """How far green leads the other two channels, as a share of green."""
    r, g, b = colour
    return (g - max(r, b)) / max(1.0, g)


def _end(tmp_path, case: str, size: tuple[int, int]):
    """Play ``case``'s last move; return a frame of the win's stage at its middle and the
    results at rest (past the cross-fade), with the panel."""
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=size)
    play_last_move(app, case)
    stage_frame = None
    for _ in range(1200):
        app.step(FRAME)
        top = app.manager.top
        if isinstance(top, StageOverlay) and getattr(top.clock, "kind", "") == "win" \
                and top.clock.progress >= 0.4 and stage_frame is None:
            stage_frame = app.screen.copy()
        if isinstance(top, ResultsOverlay):
            break
    panel = app.manager.top
    assert isinstance(panel, ResultsOverlay)
    while panel.time < CROSS_FADE + 0.2:
        app.step(FRAME)
    return stage_frame, app.screen.copy(), panel


@pytest.mark.parametrize("case", ["yams_person", "person"])
def test_the_results_stand_on_the_tables_rich_green_felt(tmp_path, case):
    _, rest, panel = _end(tmp_path, case, (1024, 600))
    band = pygame.Rect(0, panel.panel.top, max(8, panel.panel.left - 4), panel.panel.h)
    colour = _felt(rest, band)
    assert _green(colour) >= GREEN_LEADS, colour  # green felt, not olive nor grey
    assert colour[1] >= LIT, colour  # lit, not a near-black veil


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)
@pytest.mark.parametrize("case", ["person"])
def test_the_wins_stage_stands_on_that_green_felt(tmp_path, case):
    stage_frame, _, _ = _end(tmp_path, case, (1024, 600))
    assert stage_frame is not None
    w, h = stage_frame.get_size()
    side = pygame.Rect(round(w * 0.03), round(h * 0.35), round(w * 0.1), round(h * 0.3))
    colour = _felt(stage_frame, side)
    assert _green(colour) >= GREEN_LEADS, colour
