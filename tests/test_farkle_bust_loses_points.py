"""A bust's lost points leave the ledger (round 74, hF86, critic row "10 000 banners", ruling
S14 as amended: the struck "Puncte pierdute 100" just appeared): as the stamp lands, the
turn's total at the ledger's foot is struck, then falls a little and fades to a faint trace
in about 0.4 s; never before the dice are seen, and quietly (the stamp is the one voice)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.farkle_lost_total import SETTLED, lost_total_at
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_lost_total_is_struck_then_falls_and_fades():
    assert lost_total_at(0.0).strike == 0.0 and lost_total_at(0.0).fall == 0.0
    assert lost_total_at(0.15).strike == 1.0 and lost_total_at(0.15).fall == 0.0
    assert 0.0 < lost_total_at(0.35).fall < 1.0
    assert lost_total_at(0.6) == SETTLED and lost_total_at(None) == SETTLED
    falls = [lost_total_at(k * 0.05).fall for k in range(14)]
    assert falls == sorted(falls) and len(set(falls)) >= 8  # a motion, not a jump
    assert 0.0 < SETTLED.opacity <= 0.4  # a faint trace, no second voice


def _figure_light(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The brightest channel of the brightest pixel in ``rect`` (the figure's ink)."""
    clip = rect.clip(surface.get_rect())
    return max(max(surface.get_at((x, y))[:3]) for x in range(clip.left, clip.right, 2)
               for y in range(clip.top, clip.bottom, 2))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_lost_total_falls_and_fades_as_the_stamp_lands(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_roll()
        rest = None
        seen: list[tuple[bool, pygame.Rect, int]] = []  # (stamp down, figure, its light)
        for _ in range(120):
            surface = pygame.Surface(size)
            frame = recorded_frame(table, size, onto=surface)
            figure = next(t.rect for t in frame.texts if t.role == "ledger_total")
            stamp = any(p.role == "announcement" for p in frame.panels)
            if not stamp and not table.flow.bust_shown:
                rest = figure  # the live total's place, before the loss
            elif not stamp:  # the loss shown only with the stamp (after the dice are seen)
                raise AssertionError("the total lost before the stamp came")
            else:
                seen.append((stamp, figure, _figure_light(surface, figure)))
            if len(seen) >= 16:
                break
            app.step(0.05)
        assert rest is not None and len(seen) >= 16, len(seen)
        first, last = seen[0], seen[-1]
        assert first[1].topleft == rest.topleft, (first[1], rest)  # struck in its place
        ys = [figure.y for _, figure, _ in seen]
        assert ys == sorted(ys) and len(set(ys)) >= 4, ys  # it falls, frame by frame
        assert last[1].y >= rest.y + table.px(12), (last[1], rest)
        assert ys.index(last[1].y) <= 12, ys  # done in about 0.4 s (and a frame's lag)
        assert last[2] <= 0.6 * first[2], (first[2], last[2])  # faded to a trace
    finally:
        app.close()
