"""A big bank (2 000 or more with no headline of its own, "Încasare mare!") is a real moment
(critics B50, B51: a plain cross-fade of the ordinary bank's plaque): its own dark plate
slams down (larger as it comes, then at rest), coins thrown off it as it hits, then its
amount flies from the plate into the banker's total, which says the new total as it lands
(critic B62: no count-up after it).

This reverses round 40's "every staged bank says the new total from its first frame" for
the big bank only (tests/test_farkle_big_bank_counts_up.py keeps it for a banner's bank):
the row keeps the old figure under the stage until the flying amount reaches it."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import StageClock
from game.views import stage_banner, stage_big_bank
from game.views.farkle_views import player_lines
from game.widgets.farkle_panels import total_anchor
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _shown(table: Table, player: int) -> int:
    line = player_lines(table.flow, table.app.tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", ""))


def _big_bank() -> Table:
    table = Table((1, 1, 1, 2, 3, 4, 1, 1, 1), totals=(500, 0))  # three 1s twice: 2 000
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.throw_and_keep(0, 1, 2)
    table.run(4.0)
    table.flow.press_bank()
    assert table.flow.moment.kind == "bank_big"
    return table


def test_a_big_banks_row_keeps_its_old_total_until_the_amount_lands_then_says_the_new():
    # (critic B62 reversed the count-up after the landing: the row ran 790 -> 1 980 under a
    # lead naming the new total already; the flying "+2 000" was its count: the row says
    # the new total whole as it lands, tests/test_farkle_big_bank_agrees.py)
    table = _big_bank()
    flow = table.flow
    assert flow.flight is not None and flow.flight.staged
    assert _shown(table, 0) == 500, "the old total until the flying amount reaches it"
    flow.land_flight()  # the stage's amount lands in the row (stage_pictures.landed)
    flow.bank_told()  # and the stage leaves
    seen = [_shown(table, 0)]
    for _ in range(round(2 / DT)):
        table.run(DT)
        seen.append(_shown(table, 0))
    assert set(seen) == {2_500}, seen  # the new total from the landing, no running figure
    for _ in range(600):
        if flow.shown_player != 0:
            break
        table.run(DT)
    assert flow.shown_player == 1, "the turn passes once the row has counted"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_big_bank_slams_throws_coins_and_flies_its_amount_into_the_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        picture = stage.picture or stage.build()
        table = app.manager.stack[-2]
        total = total_anchor(table.players_rect, table.scale, 0, len(table.game.players))
        assert picture.target is not None and picture.target.collidepoint(total)
        assert picture.figure == "+2\u00a0000" or picture.figure.replace(" ", "") == "+2000"
        clock = StageClock("bank_big")
        rest = stage_banner.ribbon_rect(picture)
        clock.age = clock.duration * 0.03  # coming down: larger than at rest, from above
        # (hB61 reverses hB60's "at least 1.2x its resting width": the slam's size is capped
        # at the middle column, which it spilled past over the players panel: it comes down
        # as wide as the column and falls onto its place, tests/test_farkle_big_bank_path.py)
        coming = stage_big_bank.plate_rect(picture, clock)
        assert coming.w > rest.w and coming.h > rest.h and coming.centery < rest.centery
        assert coming.w == picture.area.w or coming.w >= 1.2 * rest.w
        clock.age = clock.duration * 0.3  # at rest, the coins in the air
        assert stage_big_bank.plate_rect(picture, clock) == rest
        assert len(stage_big_bank.coins(picture, clock)) >= 8
        places = []
        # (round 66 reverses hB61's "it lands as the stage ends": it lands beside the total
        # at 0.8 and melts there as the row counts in, test_farkle_big_bank_lands_beside)
        # (round 73, hF82, critic J72 #10: it flies and lands earlier, the row counting in
        # under the plate still whole: its shares read off the stage's own timings)
        # (round 74, hF85: it flies into the total, melted as it arrives)
        start, landed = stage_big_bank.FIGURE_FLIGHT
        melted = theme_stage.BIG_BANK_MELT
        for share in (start + 0.04, (start + landed) / 2, landed - 0.03, melted - 0.01):
            clock.age = clock.duration * share
            place = stage_big_bank.figure_place(picture, clock)
            assert place is not None, share
            places.append(place)
        tx, ty = picture.target.center
        far = [abs(x - tx) + abs(y - ty) for x, y, _ in places]
        assert far == sorted(far, reverse=True) and far[-1] < far[0] / 3, far
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["bank_big", "bank_banner"])
def test_the_big_banks_plate_is_not_the_ordinary_banks_gold(tmp_path, kind):
    # drawn: the big bank's plate dark ebony in its gold frame, a banner's bank the gold
    # plaque (hL60's); read inside the plate, left of its coin, at rest
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        stage.clock.age = stage.clock.duration * 0.3
        stage.draw(app.screen)
        rest = stage_banner.ribbon_rect(stage.picture)
        x, y = rest.left + round(rest.w * 0.04), rest.centery
        body = app.screen.get_at((x, y))
        bright = body.r + body.g + body.b
        assert (bright < 260) == (kind == "bank_big"), (kind, body)
    finally:
        app.close()
