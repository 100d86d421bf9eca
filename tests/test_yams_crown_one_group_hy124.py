"""The crowned count's trophy, figure and seat token are one group, centred (ruling S99 3.,
round 81, hY124; S94 2. left the trophy ~50 px off the digits at 1920, the group's middle
left of the headline's).

On the last frame of the count (the trophy landed), the trophy's ink ends as close to the
digits' left edge as the token's begins after their right edge, a small gap (a fifth of the
digits' height at most), and trophy · figure · token stand centred under the headline. Read
on the computer's win (no confetti crossing the row); the person's is the same drawing.
"""

from __future__ import annotations

import pygame
import pytest

from tests.test_yams_win_louder_hy123 import _count_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _inked_runs(surface: pygame.Surface, band: pygame.Rect) -> list[tuple[int, int]]:
    """The runs of columns of ``band`` that hold the stamps' dark brown rim (the trophy's,
    the digits', the token's), as (first, last) columns; gaps of a few columns joined."""
    def rim(colour: tuple[int, ...]) -> bool:
        r, g, b = colour[:3]
        return r > g + 14 and r > b + 40 and r < 110 or max(r, g, b) < 40

    columns = [x for x in range(band.x, band.right)
               if sum(rim(tuple(surface.get_at((x, y))))
                      for y in range(band.y, band.bottom, 2)) >= 2]
    runs: list[list[int]] = []
    for x in columns:
        if runs and x - runs[-1][1] <= 4:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    return [(a, b) for a, b in runs]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_trophy_figure_and_token_are_one_centred_group(tmp_path, size):
    """S99 3.: equal small gaps each side of the digits, the group centred on the window."""
    shots, _table, _results = _count_frames(tmp_path, "yams_computer", size)
    surface, big = shots[-1]
    band = pygame.Rect(0, big.y + big.h // 4, size[0], big.h // 2)
    runs = _inked_runs(surface, band)
    cup = [run for run in runs if run[1] < big.x]
    token = [run for run in runs if run[0] > big.right]
    assert cup and token, runs
    cup_left, cup_right = cup[0][0], cup[-1][1]
    token_left, token_right = token[0][0], token[-1][1]
    left_gap, right_gap = big.x - cup_right, token_left - big.right
    assert left_gap <= big.h // 5 and right_gap <= big.h // 5, (left_gap, right_gap, big.h)
    assert abs(left_gap - right_gap) <= max(6, big.h // 20), (left_gap, right_gap)
    middle = (cup_left + token_right) / 2
    assert abs(middle - size[0] / 2) <= max(6, size[0] // 150), (middle, size[0] / 2)
