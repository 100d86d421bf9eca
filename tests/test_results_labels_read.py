"""The podium's figure labels read as labels (critic C32: "small grey stat labels", ~11-12 px
at 1024×600): bold and cream like the figures over them, not muted, and their letters at
least 15 px tall on the smallest window (measured on the drawn pixels: from the top of a
"d" or "t" to the foot of a "p"), in both games, 2, 3 and 7 players."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.text import BOLD, text_size
from tests.results_panel import results_over
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_INK = 15
"""The least height in pixels of a label's drawn letters at 1024×600, from an ascender's top
to a descender's foot ("partea de sus")."""

LEAST_RISE = 12
"""The least height in pixels of a label's letters without a descender ("ture"), an
ascender's top to the baseline (the same type: about 0.72 of "d" to "p")."""

DESCENDERS = set("gjpqyșțȘȚ,")
"""Letters reaching under the baseline."""


def _cream_rows(surface, rect, ink=theme.CREAM) -> list[int]:
    """The rows of ``rect`` holding a pixel of the cream ink (or of ``ink``)."""
    rows = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b = tuple(surface.get_at((x, y)))[:3]
            if abs(r - ink[0]) + abs(g - ink[1]) + abs(b - ink[2]) < 40:
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("case", ["yams2", "yams3", "farkle3", "farkle7"])
def test_the_labels_are_bold_cream_and_tall_at_1024(tmp_path, case):
    import pygame

    rows = {"yams2": lambda: _yams(2), "yams3": lambda: _yams(3),
            "farkle3": lambda: _farkle(3), "farkle7": lambda: _farkle(7)}[case]()
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = results_over(app, rows, 10.0)
        surface = pygame.Surface((1024, 600))
        frame = recorded_frame(panel, (1024, 600), onto=surface)
        labels = [m for m in frame.texts if m.role == "podium_stat_label"]
        assert labels
        for mark in labels:
            assert abs(mark.rect.w - text_size(mark.text, mark.size, BOLD)[0]) <= 2, mark.text
            # every label cream, a zero's too, not the muted grey-green (round 69, critic: a
            # greyed "0 Penta" looked like missing data; hR61 had dimmed it with its figure,
            # which alone stands back now: tests/test_results_zero_dimmed.py)
            inked = _cream_rows(surface, mark.rect, theme.CREAM)
            assert inked, mark.text
            least = LEAST_INK if DESCENDERS & set(mark.text) else LEAST_RISE
            assert inked[-1] - inked[0] + 1 >= least, (mark.text, inked[-1] - inked[0] + 1)
    finally:
        app.close()


def test_a_rows_labels_are_broken_alike(tmp_path):
    # hR40: at 1366x768 "partea / de sus" stood broken beside a whole "partea de jos":
    # a row's two labels break alike (each on two lines) or neither does
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = results_over(app, _yams(4), 10.0)
        labels = [m.text for m in recorded_frame(panel, (1366, 768)).texts
                  if m.role == "podium_stat_label"]
        whole = labels.count("Partea de sus") + labels.count("Partea de jos")  # (hR50: capitals)
        broken = labels.count("de sus") + labels.count("de jos")
        assert (whole, broken) in ((6, 0), (0, 6)), labels
    finally:
        app.close()


def test_a_pair_too_wide_for_its_cells_breaks_both_labels():
    # hR51: the scene's labels now stand whole where a pair fits its block (parted a few
    # pixels); where it does not, a short label beside a long broken one breaks too
    from game.widgets.podium_figures import laid_labels

    pygame.init()
    chips = [("turns", "1", "Ture grele"), ("hot", "2", "Zaruri fierbinți la rând iar")]
    laid = laid_labels(chips, 300, 1.0)
    assert [len(lines) for lines in laid] == [2, 2], laid
