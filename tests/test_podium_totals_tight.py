"""Each total stands tight over its name on the results' podium (round 72, critic D71 #5:
"totals float far above the names, a stacked tower and a hole over the lower steps"): the
figures' foot a few pixels over the name's tallest letter, whatever the window, the winner's
large total and the runners-up's alike."""

from __future__ import annotations

import pytest

from game.widgets.text import STAMP, baseline, font
from tests.results_panel import results_over
from tests.test_results_icon_rows import _rows
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TOTAL_ROLES = {"celebration": "podium_winner", "podium_total": "podium_name"}
"""A total's role on the podium and the role of the name under it."""


def _ink_top(mark, weight: str) -> int:
    """The y of the tallest letter of ``mark``'s text (its line box's top plus the room over
    its tallest glyph)."""
    face = font(mark.size, weight)
    tallest = max(m[3] for m in face.metrics(mark.text) if m is not None)
    return mark.rect.y + face.get_ascent() - tallest


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_each_total_stands_a_few_pixels_over_its_name(tmp_path, size):
    from game.widgets.text import BOLD

    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, _rows(3), 10.0)
        frame = recorded_frame(panel, size)
        scale = panel.scale
        checked = 0
        for total_role, name_role in TOTAL_ROLES.items():
            for total in (m for m in frame.texts if m.role == total_role):
                name = min((m for m in frame.texts if m.role == name_role
                            and abs(m.rect.centerx - total.rect.centerx) < 4
                            and m.rect.y >= total.rect.y),
                           key=lambda m: m.rect.y)
                foot = total.rect.y + baseline(total.size, STAMP)  # the digits' foot
                gap = _ink_top(name, BOLD) - foot
                assert max(2, round(4 * scale)) <= gap <= round(14 * scale) + 2, (
                    total.text, name.text, gap)
                checked += 1
        assert checked == 3
    finally:
        app.close()
