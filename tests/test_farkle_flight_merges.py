"""A small bank's rising "+100" merges into the player's total: it climbs beside the figure
and drops onto the total's place only once the old figure has faded out of it (hF21; hF14 let
them overlap, fading), so the panel never reads "+1003350"."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.widgets import layout_record
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_rising_points_never_lie_on_the_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, (1, 2, 3, 4, 6, 6), computer=True, totals=(3_350, 1_100))
        totals = {format_int(n) for n in range(3_350, 3_460, 10)}  # as it counts up
        layout_record.start(size)
        flown = 0
        for frame in range(80):
            layout_record.begin(size)
            app.step(FRAME)
            texts = layout_record.frame().texts
            flying = [t.rect for t in texts if t.role == "flight"]
            total = [t.rect for t in texts if t.text in totals
                     and table.players_rect.contains(t.rect)]
            # hF21: the total's place is emptied while the "+N" lands on it, never shared
            assert total or table.flow.total_opacity(0) == 0, \
                f"frame {frame}: Ana's total not drawn"
            for rect in flying:
                flown += 1
                assert not total or not rect.colliderect(total[0]), \
                    f"frame {frame}: the rising points {rect} lie on the total {total[0]}"
        assert flown >= 20  # the flight was seen, frame after frame
    finally:
        layout_record.stop()
        app.close()
