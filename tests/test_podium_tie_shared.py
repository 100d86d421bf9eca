"""A tie for first stands on one shared top step (round 72, critic G71 #5: two gold blocks side
by side with a dark seam between them read as two winners' separate steps jammed together):
one wide gold block under the tied winners, no seam of felt across it, one trophy and one
"1" on its face between them; each winner keeps their token, name and total over their half,
the next player on their own step beside it."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow
from game.widgets import podium
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TIES = {"1-1-3": [(1, "Ștefania", 70), (1, "Țuțu", 70), (3, "Calculatorul", 30)],
        "1-1": [(1, "Ana", 5_900), (1, "Ion", 5_900)]}


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("shape", list(TIES))
def test_a_tie_for_first_stands_on_one_shared_step(tmp_path, size, shape):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(place, name, total, seat=k)
                for k, (place, name, total) in enumerate(TIES[shape])]
        panel = results_over(app, rows, 10.0)
        panel.layout(size)
        frame = recorded_frame(panel, size, onto=app.screen)
        ones = [m for m in frame.texts if m.role == "podium_place" and m.text == "1"]
        assert len(ones) == 1, ones  # one "1" on the shared face
        assert len(panel.winner_cups) == 1, panel.winner_cups  # one trophy
        below = panel._figures_height(panel.podium.w)
        firsts = [step for row, step in podium.steps(panel.podium, rows, panel.scale, below)
                  if row.place == 1]
        left, right = sorted(firsts, key=lambda step: step.x)
        middle = (left.right + right.left) // 2
        assert left.x < ones[0].rect.centerx < right.right
        assert abs(ones[0].rect.centerx - (left.centerx + right.centerx) // 2) <= \
            max(left.w // 3, panel.px(40)) or panel.winner_cups[0].centerx < middle
        face = podium.step_colours(1)[0]
        y = left.top + podium.band_px(panel.scale) + max(2, panel.px(3)) + 3  # high on
        # the face (under its rim), over the trophy
        # and the "1" that stand on the seam (round 73, hW75)
        seam = app.screen.get_at((middle, y))[:3]
        assert max(abs(a - b) for a, b in zip(seam, face, strict=True)) <= 40, (seam, face)
        names = [m for m in frame.texts if m.role == "podium_winner"]
        assert sorted(m.rect.centerx for m in names) == sorted(s.centerx for s in firsts)
    finally:
        app.close()
