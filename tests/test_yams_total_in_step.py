"""A full card's TOTAL says one figure (critic C69: "the count says 313, the cell says 287, and
the ranking says „2. Ion 287”"; then the list was swapped for „Ion trece pe primul loc”): while
the big figure counts up, the lifted TOTAL box and the player's standings row say the figure it
says; once the count goes past the total ahead of it the rows glide to their new order, and the
list stays, the lead line said beside it, never in its place."""

from __future__ import annotations

import pytest

from game.flow.stage import (
    COUNT,
    RERANK_SECONDS,
    StageClock,
    count_landed,
    counted_figure,
    overtakes_at,
    reranked,
)
from game.rules.yams import Box, Scorecard
from game.views.stage_under import plate
from game.views.stage_words import counter_text
from tests.test_stage_rows_clear import drawn
from tests.test_yams_total_takes_lead import ANA, ION
from tests.uihelpers import make_app
from tools.screens_stage import FULL_CARD

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_glide_starts_as_the_count_goes_past_the_total_ahead():
    clock = StageClock("card_total_rare")
    start, end, ahead = 287, 313, 305
    begin = overtakes_at(clock, start, end, ahead)
    assert COUNT[0] * clock.duration < begin < count_landed(clock)
    clock.age = begin - 0.02  # a frame before: the count has not gone past, nothing moves
    assert counted_figure(clock, start, end) <= ahead
    assert reranked(clock, start, end, ahead) == 0.0
    clock.age = begin + 0.001  # past it: the count says more, the glide under way
    assert counted_figure(clock, start, end) > ahead
    clock.age = begin + RERANK_SECONDS / 2
    assert 0.0 < reranked(clock, start, end, ahead) < 1.0
    clock.age = begin + RERANK_SECONDS
    assert reranked(clock, start, end, ahead) == 1.0
    clock.age = begin  # nobody passed: it waits for the count to land
    assert reranked(clock, start, end, None) == 0.0
    clock.age = count_landed(clock) + RERANK_SECONDS
    assert reranked(clock, start, end, None) == 1.0


def test_the_count_the_box_and_the_standings_say_one_figure(tmp_path):
    from tools.screens_stage import until_staged
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ion", "Ana", "Eva"], [6, 6, 6, 6, 5], computer=False,
                      cards=[Scorecard.from_points(ION), Scorecard.from_points(ANA),
                             Scorecard.from_points(dict(FULL_CARD))])
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        assert picture.counter is not None and picture.target is not None
        start, end = picture.counter
        figures, lists = set(), 0
        for k in (24, 28, 32, 38, 50, 62, 80, 86):
            share = k / 100
            if share >= clock.fly[1] and not stage.landed:
                clock.age = clock.duration * share
                stage.land()
            _, frame = drawn(app, stage, share)
            said = [t for t in frame.texts if t.role == "stage"]
            figure = str(counted_figure(clock, start, end))
            if share < clock.fly[0]:  # counting, or holding its figure: the big count
                assert counter_text(picture, clock) == figure
                figures.add(figure)
            if share < clock.fly[1]:  # the box says it with the count until it lands
                inside = [t.text for t in said if picture.target.contains(t.rect)
                          and t.text.isdigit()]
                assert inside and set(inside) == {figure}, (share, inside, figure)
            under = plate(picture)
            rows = {t.text: t for t in said if under is not None and under.contains(t.rect)}
            assert {"Ion", "Ana", "Eva"} <= set(rows), (share, sorted(rows))  # never swapped
            lists += 1
            ion = rows["Ion"].rect
            mine = [t for t in rows.values() if t.text.isdigit()
                    and abs(t.rect.centery - ion.centery) <= 1]
            assert [t.text for t in mine] == [figure], (share, [t.text for t in mine], figure)
        assert len(figures) >= 3 and lists == 8, (figures, lists)  # it counted, listed
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_counts_digits_stand_clear_of_the_rows_plate(tmp_path, size):
    # (critic C69: at 1024x600 the count's digits lay over the TOTAL row's plate's border;
    # the widest figure of its length, "888", stands where the figure does)
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture = stage.picture
        row = picture.row_plate()
        assert row is not None and picture.counter is not None
        end = picture.counter[1]
        picture.counter = (end, int("8" * len(str(end))))  # (the widest figure, at rest)
        picture.drawn_once.clear()
        for share in (0.3, 0.5, 0.62):
            _, frame = drawn(app, stage, share)
            figure = counter_text(picture, stage.clock)
            count = [t for t in frame.texts if t.role == "stage" and t.text == figure
                     and not picture.target.contains(t.rect)]  # (the big count, not its box)
            assert count, (share, figure)
            assert not count[0].rect.colliderect(row), (share, count[0].rect, row)
            assert picture.felt.contains(count[0].rect), (share, count[0].rect)
    finally:
        app.close()


def test_the_list_leaves_with_the_lead_line_never_before_it(tmp_path):
    # (critic C69: "then the list is swapped for a sentence": as the lifted row went home
    # the list went, its lead line staying alone; now both fade with the stamp)
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        clock.age = clock.duration * clock.fly[1]
        stage.land()
        under = plate(picture)
        assert under is not None and picture.caption_at_landing
        for share in (0.8, 0.86, 0.92, 0.95):
            surface, _ = drawn(app, stage, share)
            if clock.stamp_alpha() <= 0.3:  # (gone with its stamp)
                continue
            border = surface.get_at((under.centerx, under.top + 1))
            assert border.r > 120 and border.r > border.b + 60, (share, border)  # its gold
    finally:
        app.close()


def test_the_counting_list_keeps_one_picture_not_one_per_frame(tmp_path):
    # (review, round 69: each frame of the count kept a new full-width list under a key of
    # its figure, a few hundred pictures by the stage's end; one slot, the last, is kept)
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture, clock = stage.picture, stage.clock
        shares = [clock.fly[0] * k / 12 for k in range(2, 12)]  # while it counts
        drawn(app, stage, shares[0])
        drawn(app, stage, shares[1])
        kept = len(picture.drawn_once)
        for share in shares[2:]:
            drawn(app, stage, share)
        assert len(picture.drawn_once) <= kept + 1, len(picture.drawn_once) - kept
    finally:
        app.close()
