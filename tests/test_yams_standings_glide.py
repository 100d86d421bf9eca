"""The Yams standings re-rank by gliding (round 75, hY100; critic row "Yams table: a stable
layout through every beat of a turn"): when a score changes a player's place, the rows glide
to their new places over :data:`game.theme_table.YAMS_STANDINGS_SLIDE` (about half a second:
0.35 s went by too fast to be followed), in one column and in the two columns of a crowded
table at 1024x600 too (there they jumped); a row is between its old and new place mid-way,
at rest in its new place at the end. Stepped with a fake clock."""

from __future__ import annotations

import pytest

from game import theme_table
from game.flow.turn_passing import RowSlide
from game.rules.yams import Box, Scorecard
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def test_a_new_order_glides_for_about_half_a_second():
    assert 0.4 <= theme_table.YAMS_STANDINGS_SLIDE <= 0.6
    slide = RowSlide()
    slide.update((0, 1, 2), 0.0)
    slide.update((2, 0, 1), 0.0)  # seat 2 takes the lead
    clock = 0.0
    while clock < theme_table.YAMS_STANDINGS_SLIDE / 2 - 1e-9:
        slide.update((2, 0, 1), 0.01)
        clock += 0.01
    assert slide.moving and 0.0 < slide.position(2) < 2.0  # mid-way: between the two
    assert 1.0 < slide.position(1) < 2.0  # the row it passed, on its way down
    while clock < 0.4 - 1e-9:
        slide.update((2, 0, 1), 0.01)
        clock += 0.01
    assert slide.moving and 0.0 < slide.position(2) < 0.5  # still gliding at 0.4 s
    while clock < theme_table.YAMS_STANDINGS_SLIDE + 0.02:
        slide.update((2, 0, 1), 0.01)
        clock += 0.01
    assert not slide.moving and slide.position(2) == 0.0 and slide.position(1) == 2.0


def _names_at(app, scene, names):
    """Where each of ``names`` is written in the standings in the frame drawn now (a name
    not drawn: absent)."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    area = scene.standings.area
    return {t.text: t.rect.center for t in layout_record.frame().texts
            if t.text in names and area.contains(t.rect)}


def ana_rises(app, count: int):
    """A table of ``count`` people, Ana last with 0 and the others 24, 20, 16…, her Chance of
    29 picked (not yet written): she goes from the last place to the first. (scene, names)"""
    names = ["Ana", "Ion", "Eva", "Dan", "Mara", "Radu"][:count]
    boxes = [Box.SIXES, Box.FIVES, Box.FOURS, Box.THREES, Box.TWOS]
    cards = [Scorecard()] + [Scorecard.from_points({box: 4 * (6 - k)})  # 24, 20, 16, 12, 8
                             for k, box in enumerate(boxes[:count - 1])]
    scene = table(app, names, [6, 6, 6, 6, 5] * 4, computer=False, cards=cards)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)  # Ana: 29, from the last place to the first
    return scene, names

@pytest.mark.parametrize(("size", "count"), [((1024, 600), 3), ((1024, 600), 6),
                                             ((1366, 768), 4)])
def test_a_rising_row_is_drawn_between_its_places_mid_way_and_at_rest_at_the_end(
        tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, count)
        before = _names_at(app, scene, names)
        assert "Ana" in before and "Ion" in before
        validate(app, scene)
        slide = scene.standings.slide
        seen, clock = [], 0.0
        while not slide.moving and clock < 0.5:
            seen.append((clock, _names_at(app, scene, names)))
            clock += FRAME
        assert slide.moving, "no glide"
        began = clock
        while clock - began < theme_table.YAMS_STANDINGS_SLIDE + 0.2:
            seen.append((clock, _names_at(app, scene, names)))
            clock += FRAME
        assert not slide.moving
        after = seen[-1][1]
        assert after["Ana"][1] < before["Ana"][1]  # at rest in its new place, higher
        # two columns: Ana goes from the second's last row to the first's top, fading out
        # of one cell and into the other (never across the rows); Ion, passed, glides down
        # a row in his column; in one column Ana glides up past the others
        glider = "Ion" if count >= 6 else "Ana"
        start, end = before[glider], after[glider]
        if count >= 6:
            assert after["Ana"][0] < before["Ana"][0]
            for _, at in seen:
                if "Ana" in at:  # only ever in its old cell or its new one
                    assert min(abs(at["Ana"][1] - before["Ana"][1]) + abs(
                        at["Ana"][0] - before["Ana"][0]), abs(at["Ana"][1] - after["Ana"][1])
                        + abs(at["Ana"][0] - after["Ana"][0])) <= 3, at["Ana"]
        mid = [at.get(glider) for t, at in seen
               if abs(t - began - theme_table.YAMS_STANDINGS_SLIDE / 2) < FRAME]
        assert mid and mid[0] is not None
        low, high = sorted((start[1], end[1]))
        assert low < mid[0][1] < high, (start, mid, end)  # between, mid-way
        late = [at.get(glider) for t, at in seen if 0.38 <= t - began <= 0.4]
        assert late and all(at is not None and at != end for at in late), (late, end)
        # never a jump: no frame moves it further than a row's share of the way
        ys = [at[glider][1] for _, at in seen if glider in at]
        steps = [abs(b - a) for a, b in zip(ys, ys[1:], strict=False)]
        assert max(steps) < (high - low) / 3 + 2, steps
    finally:
        app.close()


def test_a_row_in_the_other_column_is_never_faded_by_a_gliding_one():
    import pygame

    from game.views.yams_standings_cross import crossing_opacities

    left, right = pygame.Rect(0, 40, 200, 30), pygame.Rect(240, 40, 200, 30)
    beside = crossing_opacities([(False, right), (True, left)], 20)  # the same height
    assert beside[0] == 255  # another column: whole
    over = crossing_opacities([(False, left.move(0, 4)), (True, left)], 20)
    assert over[0] == 0  # the same column, crossed: not drawn


@pytest.mark.parametrize("computer", [False, True])
def test_the_band_waits_for_the_rows_to_have_glided(tmp_path, computer):
    """One motion at a time (round 75): the rows glide home, then the turn's band comes; the
    band never opens over a row still on its way (the computer's rise to the lead too)."""
    names = ["Ana", "Ion"]
    cards = [Scorecard(), Scorecard.from_points({Box.SIXES: 24})]
    if computer:  # Ana and Ion stay put, the computer rises from the last place to the first
        cards = [Scorecard.from_points({Box.FIVES: 20}), Scorecard.from_points({Box.SIXES: 24}),
                 Scorecard()]
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, names, [6, 6, 6, 6, 5] * 12, computer=computer, cards=cards)
        flow, slide = scene.flow, scene.standings.slide
        if computer:
            scene.game.current = 2  # (the computer's turn: it plays and scores)
        else:
            roll(app, scene)
            pick(app, scene, Box.CHANCE)  # Ana: 29, from the second place to the first
            validate(app, scene)
        glided = banded = 0
        for _ in range(60 * 30):
            app.step(FRAME)
            glided += slide.moving
            banded += flow.handoff.active
            assert not (slide.moving and flow.handoff.active), (glided, banded)
            if glided and banded and not flow.handoff.holds:
                break
        assert glided and banded, (glided, banded)
    finally:
        app.close()
