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
from tools.unseen_frames import unseen_frames

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


def _at_wins_middle(app) -> bool:
    """The win's stage stands on top, at its middle or past it."""
    top = app.manager.top
    return (isinstance(top, StageOverlay) and getattr(top.clock, "kind", "") == "win"
            and top.clock.progress >= 0.4)


def _end(tmp_path, case: str, size: tuple[int, int]):
    """Play ``case``'s last move; return a frame of the win's stage at its middle (None
    without one) and the results at rest (past the cross-fade), with the panel.

    Only the two frames looked at are drawn (tools.unseen_frames: every frame runs, the same
    dt, the same layers; each drawn frame the same, byte for byte, as with every frame
    drawn: round 78, hT2)."""
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app, last_drawn=False):
            play_last_move(app, case)
        with unseen_frames(app):  # the frame where the stage reaches its middle, drawn
            for _ in range(1200):
                app.step(FRAME)
                if _at_wins_middle(app) or isinstance(app.manager.top, ResultsOverlay):
                    break
        stage_frame = app.screen.copy() if _at_wins_middle(app) else None
        with unseen_frames(app):  # the results at rest, drawn
            for _ in range(1200):
                if isinstance(app.manager.top, ResultsOverlay):
                    break
                app.step(FRAME)
            panel = app.manager.top
            assert isinstance(panel, ResultsOverlay)
            while panel.time < CROSS_FADE + 0.2:
                app.step(FRAME)
        return stage_frame, app.screen.copy(), panel.panel.copy()
    finally:
        app.close()


@pytest.fixture(scope="module")
def ends(tmp_path_factory, pictures_drawn_once_no_fsync):
    """Each case's end played once for the module (the win's stage's frame, the results at
    rest, the panel), kept for every test that looks at it."""
    played: dict[str, tuple] = {}

    def end(case: str):
        if case not in played:
            played[case] = _end(tmp_path_factory.mktemp(case), case, (1024, 600))
        return played[case]

    return end


@pytest.mark.parametrize("case", ["yams_person", "person"])
def test_the_results_stand_on_the_tables_rich_green_felt(ends, case):
    _, rest, panel = ends(case)
    band = pygame.Rect(0, panel.top, max(8, panel.left - 4), panel.h)
    colour = _felt(rest, band)
    assert _green(colour) >= GREEN_LEADS, colour  # green felt, not olive nor grey
    assert colour[1] >= LIT, colour  # lit, not a near-black veil


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)
@pytest.mark.parametrize("case", ["person"])
def test_the_wins_stage_stands_on_that_green_felt(ends, case):
    stage_frame, _, _ = ends(case)
    assert stage_frame is not None
    w, h = stage_frame.get_size()
    side = pygame.Rect(round(w * 0.03), round(h * 0.35), round(w * 0.1), round(h * 0.3))
    colour = _felt(stage_frame, side)
    assert _green(colour) >= GREEN_LEADS, colour
