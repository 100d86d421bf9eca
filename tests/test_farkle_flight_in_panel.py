"""A bank's rising "+N" never lies across a side panel's frame (round 75, critic cB75: at 1920
"+100" and "+1 000" stood at x 505-575, across the players panel's right border at 514):
at every frame it is wholly outside each side panel or wholly inside it, whatever the size;
and the layout check refuses one that is not."""

from __future__ import annotations

import pygame
import pytest

from game.views.farkle_flight import coin_places
from game.widgets import layout_record
from game.widgets.layout_record import Frame, PanelMark, TextMark
from tests.layout_check import problems
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _flying(table) -> bool:
    """The bank's flight (its figure or its coins) is in the air, as the flow says."""
    flow = table.flow
    return flow.flight is not None or any(alpha > 0 and scale > 0
                                          for _, _, alpha, scale in coin_places(table, flow))


def _flight_frames(app, table, size, frames: int = 150, every: int = 10):
    """Step ``frames`` frames of 1/60 s; yield (frame, its flight's recorded marks) for each
    frame drawn: every frame while the flow has a flight in the air, and one in ``every``
    besides (round 78, hT2: the frames between run unseen; the flight's frames recorded as
    the app draws them, the same marks frame for frame as recording every frame)."""
    for frame in range(frames):
        with unseen_frames(app, last_drawn=False):
            app.step(1 / 60)
        if not _flying(table) and frame % every:
            continue
        layout_record.start(size)
        try:
            layout_record.begin(size)
            draw_shown_frame(app)
            yield frame, [m for m in layout_record.frame().texts if m.role == "flight"]
        finally:
            layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("dice, kept, totals", [((1, 5, 2, 3, 4, 4), (0,), (3_350, 1_100)),
                                                ((1, 1, 5, 2, 3, 4), (0, 1, 2), (3_350, 1_100))],
                         ids=["+100", "+250"])
def test_the_rising_points_never_lie_across_a_panels_frame(tmp_path, size, dice, kept, totals):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, dice, totals=totals)
        throw(run, table)
        keep(run, table, *kept)
        run.click(table.bank_button.rect.center)
        sides = [table.players_rect, table.groups_rect, table.turn_rect]
        seen, across = 0, []
        for frame, marks in _flight_frames(app, table, size):
            seen += len(marks)
            across += [(frame, mark.text, mark.rect, side) for mark in marks for side in sides
                       if side.colliderect(mark.rect) and not side.contains(mark.rect)]
        assert seen > 10
        assert not across, across[:4]
    finally:
        app.close()


def test_the_layout_check_refuses_a_flight_across_a_panels_frame():
    panel = pygame.Rect(56, 146, 460, 288)
    across = Frame([TextMark(pygame.Rect(505, 240, 70, 30), "+100", "flight")],
                   [PanelMark(panel, "")])
    clear = Frame([TextMark(pygame.Rect(528, 240, 70, 30), "+100", "flight")],
                  [PanelMark(panel, "")])
    inside = Frame([TextMark(pygame.Rect(410, 240, 70, 30), "+100", "flight")],
                   [PanelMark(panel, "")])
    assert any("frame" in p for p in problems(across, (1920, 1080)))
    assert not problems(clear, (1920, 1080)) and not problems(inside, (1920, 1080))
