"""The Yams win is louder than a Penta (ruling S94 2., round 81, hY123; critic cA80 #11 and
change 2: "the win stage has no confetti or trophy, so it is quieter than a Penta").

Stepped from the last box through the crowned count (the win's stage of a Yams end of
several players, ruling S43) over ``tools.end_frames``' ends: a person's win throws its
confetti over the count (the computer's win none, ruling S9), a lit trophy stands left of the
winner's figure once it has landed, and the winner's seat token stands large right of it
(the headline names them once); the results after it rain on, never a second burst.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from tests.crowned_count import drawn_count_frames
from tests.uihelpers import make_app
from tools.end_frames import play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
WINNER_SEAT = {"yams_person": 0, "yams_computer": 1}


def _count_frames(tmp_path: Any, case: str, size: tuple[int, int]) -> tuple[list, Any, Any]:
    """Each frame of ``case``'s crowned count (screen, figure's rect), the table, and the
    results panel that followed."""
    from game.scenes.results import ResultsOverlay

    app = make_app(tmp_path, size=size)
    shots: list[tuple[pygame.Surface, pygame.Rect]] = []
    try:
        table = play_last_move(app, case)
        for frame in drawn_count_frames(app, table, size, shown_only=False):
            figure = [t.rect for t in frame.texts if t.role == "celebration"]
            shots.append((app.screen.copy(), max(figure, key=lambda rect: rect.h)))
        results = app.manager.top
        assert isinstance(results, ResultsOverlay)
        return shots, table, results
    finally:
        app.close()


def _count(surface: pygame.Surface, rect: pygame.Rect, near: Any, tol: int = 24) -> int:
    """How many pixels of ``rect`` (every other) are within ``tol`` of a colour ``near``
    accepts (a colour, or a test on (r, g, b))."""
    rect = rect.clip(surface.get_rect())
    test = near if callable(near) else (
        lambda c: max(abs(a - b) for a, b in zip(c, near, strict=True)) < tol)
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if test(tuple(surface.get_at((x, y)))[:3]))


def _confetti(surface: pygame.Surface) -> int:
    """The confetti's red and blue slips seen on the felt (no seat nor ray is either)."""
    from game.widgets.felt import felt_area

    felt = felt_area(surface.get_size())
    return sum(_count(surface, felt, theme.CONFETTI_COLOURS[k], 16) for k in (1, 4))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", list(WINNER_SEAT))
def test_the_crowned_count_has_confetti_a_trophy_and_the_winners_seat_large(tmp_path, case,
                                                                           size):
    """S94 2.: the person's win rains confetti over the count (the computer's none); once the
    figure has landed a lit trophy stands left of it, the winner's token right of it, at
    least half the digits' height; the results then throw no second burst."""
    from game.widgets.seats import player_style, seat_colour

    shots, table, results = _count_frames(tmp_path, case, size)
    assert len(shots) > 20
    person = case == "yams_person"
    mid = max(_confetti(shot) for shot, _ in shots[len(shots) // 5: len(shots) // 2])
    assert (mid > 40) if person else (mid == 0), mid
    surface, big = shots[-1]
    left = pygame.Rect(big.x - big.h * 13 // 10, big.y, big.h * 12 // 10, big.h)
    rim = _count(surface, left, lambda c: c[0] > c[1] + 14 and c[0] > c[2] + 40 and c[0] < 110)
    lit = _count(surface, left, (255, 236, 160), 30)
    assert rim > 30 and lit > 30, (rim, lit)  # the trophy: its dark rim, its lit gold
    colour = seat_colour(player_style(table.game.players, WINNER_SEAT[case]))
    right = pygame.Rect(big.right, big.y, big.h * 12 // 10, big.h)
    token = _count(surface, right, colour)
    side = big.h // 2
    assert token * 4 >= 0.5 * side * side, (token, side)  # (every other pixel: x4)
    assert results.confetti_bursts == 0  # the count's burst was the end's one (S43)
