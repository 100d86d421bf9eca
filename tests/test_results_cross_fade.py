"""The win's stage hands over to the results in a cross-fade (hR28, critics: "the win stage
still plays on the old even dark veil", "the hand-off to the results is a cut"):

- the win plays on the warm lit felt of every stage, and the results open on that same felt
  (no step of light or colour at the hand-off);
- as the panel rises the stage's last picture fades out round it, frame by frame (no cut,
  no flash), and nothing of the stage reads through the panel (the winner's name said in
  one place: on the panel).
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


def _won(app, settle: bool = True):
    """Ion banks the win over Ana at 10 000; return the last stage frame and the results'
    frames, the panel's clock under each (``settle`` False: only the panel's first frame,
    the stage's picture still held under it)."""
    from tools.end_frames import _win_table

    table = _win_table(app, "person")
    with unseen_frames(app):  # the table's entrance and the throw: not read, the landed
        for _ in range(10):  # frame drawn
            app.step(FRAME)
        table.press_roll()
        while not table.outcome_visible():
            app.step(FRAME)
    for i in (0, 1, 2):
        table.press_die(i)
    table.press_bank()
    last = None
    for _ in range(900):
        app.step(FRAME)
        if isinstance(app.manager.top, StageOverlay):
            last = app.screen.copy()
        if isinstance(app.manager.top, ResultsOverlay):
            break
    panel = app.manager.top
    assert isinstance(panel, ResultsOverlay) and last is not None
    frames = [app.screen.copy()]
    while settle and panel.time < CROSS_FADE + 0.1:
        app.step(FRAME)
        frames.append(app.screen.copy())
    return last, frames, panel


@pytest.fixture(scope="module")
def _won_once(pictures_drawn_once_no_fsync):
    """The module's one won game at 1024x600 stepped to the results' first frame (filled by
    :func:`first_results` on first use, within a test; closed at the module's end)."""
    played: dict = {}
    yield played
    if played:
        played["app"].close()


@pytest.fixture
def first_results(_won_once, tmp_path_factory, monkeypatch):
    """(app, panel): the results' first frame of the module's one won game (played once: the
    tests reading it draw the panel on copies of the screen; what they change of the panel,
    its clock and words, is put back after each by ``monkeypatch``)."""
    if not _won_once:
        app = make_app(tmp_path_factory.mktemp("won"), size=(1024, 600))
        _won_once["app"] = app
        _won_once["panel"] = _won(app, settle=False)[2]
    panel = _won_once["panel"]
    for name in ("time", "said"):
        monkeypatch.setattr(panel, name, getattr(panel, name))  # (put back after the test)
    return _won_once["app"], panel


def _band(panel: ResultsOverlay) -> pygame.Rect:
    """The felt left of the panel (there the stage's rays stood)."""
    return pygame.Rect(0, panel.panel.top, max(8, panel.panel.left - 4), panel.panel.h)


def _step(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """How much the brightness changes between ``a`` and ``b`` inside ``rect``: the change
    of its most changed pixels (the rays' there, a 1-in-40 quantile: the falling confetti's
    fewer aside)."""
    values = [abs(sum(a.get_at((x, y))[:3]) - sum(b.get_at((x, y))[:3])) / 3
              for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)]
    return statistics.quantiles(values, n=40)[38]


def test_the_win_hands_over_to_the_results_in_a_cross_fade_on_one_warm_felt(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        last, frames, panel = _won(app)
        band = _band(panel)
        total = _step(last, frames[-1], band)
        assert total >= 8, total  # the stage's rays round the panel did go
        steps = [_step(a, b, band) for a, b in zip([last, *frames], frames, strict=False)]
        assert max(steps) <= total * 0.25, (total, steps)  # faded out, never cut
        r, g, b = frames[-1].get_at((band.centerx // 2, band.bottom - 8))[:3]
        assert g > r and g > b, (r, g, b)  # the felt's green round the panel
        warm = last.get_at((6, panel.size[1] - 6))[:3]  # the stage's felt, its corner
        assert warm[1] > warm[2] + 6, warm  # warm green, not the old even grey veil
    finally:
        app.close()


def test_nothing_of_the_stage_reads_through_the_panel_once_in(first_results):
    # (round 73, S9: after the win's stage the card fades in round the podium the stage
    # stood; the stage's last frame, its words gone, shows through it only as much as the
    # card is not yet in; once in, nothing of it)
    from game.scenes.results_picture import CROSS_FADE, ENTRANCE_TIME

    app, panel = first_results  # hR61: the stage's picture is let go once faded out
    # (test_results_memory_freed): looked at while the panel still holds it
    assert panel._before is not None and panel.podium_held()
    for time in (1 / 30, 0.1, 0.2, max(ENTRANCE_TIME, CROSS_FADE)):
        panel.time = time
        seen = app.screen.copy()
        panel.draw(seen)
        kept, panel._before = panel._before, None
        clean = app.screen.copy()
        panel.draw(clean)
        panel._before = kept
        inside = panel.panel.inflate(-panel.panel.w // 3, -panel.panel.h // 3)
        # the most the card lets through: its own light's complement (round 79, hF99,
        # ruling S72: over a held podium the card comes on the cross-fade's eased curve,
        # the rays fading under it; once in, nothing of the stage)
        through = 255 * (1 - panel.card_light()) + 2
        differ = [(x, y) for x in range(inside.left, inside.right, 3)
                  for y in range(inside.top, inside.bottom, 3)
                  if max(abs(a - b) for a, b in zip(seen.get_at((x, y))[:3],
                                                     clean.get_at((x, y))[:3],
                                                     strict=True)) > through]
        assert not differ, (time, len(differ))


def test_nothing_of_the_stage_reads_through_the_rising_panel(first_results):
    # (a panel that rises over the picture before it, its podium not the stage's: a game
    # alone's record, a panel opened with no podium held: its card opaque from frame one)
    app, panel = first_results
    panel.said = ""  # (no podium held: it rises)
    assert panel._before is not None and not panel.podium_held()
    for time in (1 / 30, 0.1, 0.2):
        panel.time = time
        seen = app.screen.copy()
        panel.draw(seen)
        kept, panel._before = panel._before, None
        clean = app.screen.copy()
        panel.draw(clean)
        panel._before = kept
        inside = panel.panel.inflate(-panel.panel.w // 3, -panel.panel.h // 3)
        differ = sum(1 for x in range(inside.left, inside.right, 3)
                     for y in range(inside.top, inside.bottom, 3)
                     if seen.get_at((x, y)) != clean.get_at((x, y)))
        assert differ == 0, (time, differ)
