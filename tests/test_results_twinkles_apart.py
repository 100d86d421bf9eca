"""The winner's twinkles stand at the upper corners of the total, out of its letters: level with
its digits a four-pointed twinkle read as a sign ("+70", "70+", a critic's reading)."""

from __future__ import annotations

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME
from tests.uihelpers import make_app


def test_the_winners_twinkles_stand_above_the_figure_never_level_with_its_digits(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        rows = [ResultRow(1, "Ana", 212, seat=0), ResultRow(2, "Calculatorul", 150, seat=6)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = COUNT_TIME * 2
        panel.draw(app.screen)
        total = panel.winner_total
        assert panel.person_won and total.w
        spots = panel.sparkle_spots(total)
        assert len(spots) == 2
        for spot in spots:
            assert spot.right < total.x or spot.left > total.right, (spot, total)  # out
            assert spot.centery <= total.y + total.h // 4, (spot, total)  # above the digits
    finally:
        app.close()
