"""The Clasament's rows slide in lanes, every row drawn in every frame (ruling S91 amended
round 82, hY127; critic cA81 #2 and change 3: after the computer's turn a row vanished in one
frame, another faded out, 2 of 3 rows showed for 0.3 s): as the order changes each row glides
from its old lane to its new one, the climber over the row it passes on an opaque card (no
text seen through it: never words on words), every row drawn at full strength, and the new
leader's row glows briefly once it lands at the top. Stepped at 1/60 s through a real
re-sort (the computer's Suită mică taking it from third to first past two rows)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box
from game.views import yams_standings
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _resort(app, scene, on_frame) -> int:
    """Two Șansă 16 by the people, then the computer's Suită mică climbs past both: step
    until its re-sort has run, ``on_frame()`` after every frame; the frames it moved."""
    for _ in range(2):
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(600):
            app.step(1 / 60)
            if scene.game.current != 0 and not scene.flow.handoff.holds:
                break
    moved = 0
    for _ in range(3000):
        app.step(1 / 60)
        on_frame()
        moved += scene.standings.slide.moving
        if moved and not scene.standings.slide.moving:
            break
    return moved


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_row_is_drawn_whole_in_every_frame_of_a_resort(tmp_path, size, monkeypatch):
    frames: list[dict[int, tuple[bool, pygame.Rect]]] = []
    seen_through: list[tuple] = []
    real = yams_standings.draw_swapping

    def recording(surface, rows, lift, draw_row):
        calls: dict[int, tuple[bool, pygame.Rect]] = {}

        def row(target, seat, cell):
            calls[seat] = (target is surface, pygame.Rect(cell))
            draw_row(target, seat, cell)

        before = surface.copy()
        over = real(surface, rows, lift, row)
        frames.append(calls)
        if over is not None and lift.lift > 0:  # the card hides the row it passes whole
            alone = before

            def climber_only(target, seat, cell):
                if seat == lift.seat or not cell.colliderect(over):
                    draw_row(target, seat, cell)

            real(alone, rows, lift, climber_only)
            inside = over.inflate(-2, -2 * max(2, lift.reach // 2)).clip(surface.get_rect())
            if inside.h > 0 and any(cell.colliderect(inside) and seat != lift.seat
                                    for seat, cell, _ in rows):
                a = pygame.image.tobytes(surface.subsurface(inside), "RGB")
                b = pygame.image.tobytes(alone.subsurface(inside), "RGB")
                if a != b:
                    seen_through.append((lift.lift, over))
        return over

    monkeypatch.setattr(yams_standings, "draw_swapping", recording)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 20, computer=True)
        seats = len(scene.game.players)
        frames.clear()
        moved = _resort(app, scene, lambda: None)
        assert moved > 10, "no re-sort seen"
        assert frames
        for calls in frames:
            assert len(calls) == seats, calls  # never a row missing
            assert all(direct for direct, _ in calls.values()), calls  # never faded on a layer
        assert not seen_through, seen_through[:3]  # the passed row's words never under the card
    finally:
        app.close()


def test_the_new_leaders_row_glows_briefly_once_it_lands(tmp_path, monkeypatch):
    drawn: list[pygame.Rect] = []
    real = yams_standings.draw_row_flourish

    def recording(surface, rect, progress, scale):
        drawn.append(pygame.Rect(rect))
        real(surface, rect, progress, scale)

    monkeypatch.setattr(yams_standings, "draw_row_flourish", recording)
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 20, computer=True)
        glows: list[tuple[bool, float]] = []
        panel = scene.standings
        tops: list[pygame.Rect] = []

        def seen() -> None:
            glows.append((panel.slide.moving, panel.glowing()))
            if glows[-1][1] > 0:
                tops.append(min((cell for _, cell in panel.drawn_rows), key=lambda c: c.y))

        _resort(app, scene, seen)
        drawn.clear()
        tops.clear()
        for _ in range(120):
            app.step(1 / 60)
            seen()
        assert drawn and tops  # drawn on the leader's row, at the top
        assert all(rect.centery == tops[0].centery and rect.w >= tops[0].w for rect in drawn)
        lit = [g for moving, g in glows if g > 0]
        assert lit, "the new leader never glowed"
        assert all(not moving for moving, g in glows if g > 0)  # once it has landed
        assert max(lit) >= 0.9
        assert glows[-1][1] == 0.0  # brief: over within two seconds
        assert 0.4 <= len(lit) / 60 <= 1.5, len(lit)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_six_players_stand_in_two_columns_of_large_rows_every_row_drawn(tmp_path, size,
                                                                        monkeypatch):
    """Five or six players (ruling S105 2., critic cA81 #10: six rows in one column were
    ~19 px with ~16 px marks, a heading the rows' size): two columns, rows of at least 22 px
    of type and marks of 18 px at 1920, the heading bolder than the rows; and Ana rising from
    the last place to the first (across the columns) is drawn in every frame, never faded."""
    from game.widgets import layout_record
    from tests.test_yams_standings_glide import ana_rises

    frames: list[dict[int, bool]] = []
    real = yams_standings.draw_swapping

    def recording(surface, rows, lift, draw_row):
        calls: dict[int, bool] = {}

        def row(target, seat, cell):
            calls[seat] = target is surface
            draw_row(target, seat, cell)

        over = real(surface, rows, lift, row)
        frames.append(calls)
        return over

    monkeypatch.setattr(yams_standings, "draw_swapping", recording)
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, 6)
        panel = scene.standings
        layout_record.start(app.screen.get_size())
        try:
            app.step(1 / 60)
        finally:
            layout_record.stop()
        plan = panel._plan
        assert plan is not None and plan.columns == 2, plan
        xs = {cell.x for _, cell in panel.drawn_rows}
        assert len(xs) == 2, xs
        if size == (1920, 1080):
            texts = [t for t in layout_record.frame().texts if t.text in names]
            assert min(t.size for t in texts) >= 22, [t.size for t in texts]
            assert plan.row_h >= 30, plan.row_h
            assert yams_standings.mark_side_for(plan.row_h) >= 18
        validate(app, scene)
        frames.clear()
        moved = 0
        for _ in range(600):
            app.step(1 / 60)
            moved += panel.slide.moving
            if moved and not panel.slide.moving:
                break
        assert moved > 20, moved
        for calls in frames:
            assert len(calls) == 6 and all(calls.values()), calls  # every row, never faded
    finally:
        app.close()
