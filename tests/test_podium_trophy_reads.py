"""The winner's trophy on the results' gold block reads as a trophy, and a tie's shared step
says its "1" between the two winners (round 73, hW75; critic J72 #14: "the dark brown trophy
on the gold block reads as a hole"; L72: a tie's "1" disc stood off-centre between the two
seats): the trophy is raised gold (a lit metal lighter than the block's face, edged dark),
never a dark cut-out; on a shared step the trophy stands over the "1", both centred on the
seam between the tied winners' seats."""

from __future__ import annotations

import pytest

from game.contrast import relative_luminance
from game.scenes.results import ResultRow
from game.widgets import podium
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
SHAPES = {"won": [(1, "Ștefania", 70), (2, "Țuțu", 50), (3, "Calculatorul", 30)],
          "tie": [(1, "Ștefania", 70), (1, "Țuțu", 70), (3, "Calculatorul", 30)]}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_trophy_on_the_gold_block_is_lit_metal_not_a_hole(tmp_path, size, shape):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(place, name, total, seat=k)
                for k, (place, name, total) in enumerate(SHAPES[shape])]
        panel = results_over(app, rows, 10.0)
        panel.layout(size)
        recorded_frame(panel, size, onto=app.screen)
        (cup,) = panel.winner_cups
        face = relative_luminance(podium.step_colours(1)[0])
        lit = dark = 0
        for x in range(cup.left, cup.right, 2):
            for y in range(cup.top, cup.bottom, 2):
                shade = relative_luminance(app.screen.get_at((x, y))[:3])
                lit += shade > face + 0.04  # its body: metal lit over the block's face
                dark += shade < face * 0.35  # its edge: dark ink
        assert dark > 0 and lit > dark, (lit, dark)  # raised metal, edged: never a hole
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_ties_trophy_and_one_stand_centred_between_the_winners(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(place, name, total, seat=k)
                for k, (place, name, total) in enumerate(SHAPES["tie"])]
        panel = results_over(app, rows, 10.0)
        panel.layout(size)
        frame = recorded_frame(panel, size, onto=app.screen)
        (one,) = [m for m in frame.texts if m.role == "podium_place" and m.text == "1"]
        (cup,) = panel.winner_cups
        below = panel._figures_height(panel.podium.w)
        firsts = sorted((step for row, step in podium.steps(panel.podium, rows, panel.scale,
                                                            below) if row.place == 1),
                        key=lambda step: step.x)
        seam = (firsts[0].centerx + firsts[1].centerx) // 2  # between the two seats
        near = max(3, panel.px(8))
        assert abs(one.rect.centerx - seam) <= near, (one.rect, seam)
        assert abs(cup.centerx - seam) <= near, (cup, seam)
        assert cup.bottom <= one.rect.top, (cup, one.rect)  # the trophy over the "1"
    finally:
        app.close()
