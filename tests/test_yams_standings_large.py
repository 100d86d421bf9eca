"""The Clasament reads at a glance (critic L72 #5: ~22 px rows at 1920, 11-12 px at 1024,
with bare felt under it): its rows' type is at least 28 px of em at 1920x1080, 20 at 1366x768
and 16 at 1024x600 for two to four seats, in one column under its title, and the panel takes
the felt down to the buttons (the refusal is said in the prompt's lane: no empty lane kept
over the buttons for it)."""

from __future__ import annotations

import pytest

from game.views.yams_standings import rows_of
from game.widgets.text import em_px
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_EM = {1920: 28, 1366: 20, 1024: 16}
"""The rows' least em, window pixels, at each width."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_standings_rows_are_large_and_take_the_felt_to_the_buttons(tmp_path, size):
    for names in (["Ana"], ["Ana", "Ion"], ["Ana", "Ion", "Eva"]):  # and the computer
        app = make_app(tmp_path / f"{size[0]}-{len(names)}", size=size)
        try:
            scene = table(app, names, [2, 5, 5, 3, 6])
            rows = rows_of(scene.game, scene.tr, scene.standings.last_turns)
            plan = scene.standings.plan(scene.game, rows, scene.message_rects())
            assert plan is not None
            assert plan.title and plan.columns == 1, (size, names)
            assert em_px(plan.size) >= LEAST_EM[size[0]], (size, names, plan.size)
            buttons = min(b.rect.top for b in (scene.roll_button, scene.validate_button,
                                               scene.hint_button))
            # the felt under the panel is air, not a lane kept empty (~2 % of the height)
            assert buttons - scene.standings.area.bottom <= 0.025 * size[1], size
        finally:
            app.close()
