"""The staged bank's chips fly to the banker's seat without hiding the figure that counts
(critic D70: at 1920, ~35 % of the bank's banner, the chips lay over the banker's "150" as it
counted up): every chip in flight stays clear of the banker's total, at every size."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.widgets.farkle_panels import total_anchor
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import _bank_big, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("build, kind, size", [  # (a banner's bank flies no chip since
    # round 80, hF104, ruling S87 1.: its plaque stands alone; the big bank's at three sizes)
    (_bank_big, "bank_big", (1920, 1080)), (_bank_big, "bank_big", (1024, 600)),
    (_bank_big, "bank_big", (1366, 768))])
def test_no_chip_hides_the_bankers_figure_while_it_counts(tmp_path, build, kind, size):
    app = make_app(tmp_path, size=size)
    try:
        build(app)
        table = until_staged(app, kind).table
        start, end = theme_stage.BANK_CHIPS
        row_y = total_anchor(table.players_rect, table.scale, 0, len(table.game.players))[1]
        seen = 0
        for k in range(1, 12):
            table.stage_aged(kind, start + (end - start) * k / 12)
            frame = recorded_frame(table, size)
            chips = [p.rect for p in frame.panels if p.role == "bank_chip"]
            figures = [t.rect for t in frame.texts
                       if table.players_rect.contains(t.rect) and t.rect.collidepoint(
                           t.rect.centerx, row_y) and t.text.replace(" ", "").isdigit()]
            assert figures, k  # the banker's total is drawn as it counts
            seen += len(chips)
            for chip in chips:
                assert not any(chip.colliderect(f) for f in figures), (k, chip, figures)
        assert seen  # (the chips did fly)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_chips_land_inside_the_bankers_row(tmp_path, size):
    # (round 72, critic E71: the bank chips landed past the players panel's rim, at rest
    # across its border): a landing chip, its dark rim with it, lies inside the panel's frame,
    # clear of the figure it lands beside
    from game.views.farkle_bank_chips import LANDING_GAP, chip_path, chip_radius
    from tools.screens_farkle import table_with

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 3, 1, 2, 3, 4, 6, 6)
        count = len(table.game.players)
        for seat in range(count):
            end = chip_path(table, seat, count)[-1]
            outer = chip_radius(table, 1.0) + max(1, table.px(2))
            landed = (round(end[0]) - outer, round(end[1]) - outer, 2 * outer, 2 * outer)
            frame = table.players_rect.inflate(-2 * max(1, table.px(2)), 0)
            assert frame.contains(landed), (seat, landed, table.players_rect)
            figure_right = total_anchor(table.players_rect, table.scale, seat, count)[0] + \
                table.px(50)
            assert landed[0] >= figure_right + table.px(LANDING_GAP) - 1, (landed,
                                                                           figure_right)
    finally:
        app.close()
