"""The results' figures are icon rows, the podium's steps real steps (hR28, critics: "the
statistics are a wall of small prose", "at 1024x600 and with two players the blocks are
nearly flat slabs"):

- each podium player's figures are a drawn icon and a figure of at least 18 px of em at
  1024×600, its short label from the catalogs (Romanian and English) whole under it;
- at every size, for two, three and four players, the winner's step is clearly the tallest
  and the others clearly lower, in order.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import theme
from game.flow.results_detail import farkle_details, other_lines, stat_figure, stats, yams_detail
from game.scenes.results import ResultRow
from game.widgets.podium import steps
from tests.results_panel import results_over
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FARKLE = SimpleNamespace(players=["Ana", "Ion", "IA", "Dan"], turns_played=[9, 9, 8, 8],
                         banks=[[1200, 600], [1500], [], [400]], busts=[2, 0, 3, 1],
                         hot_dice=[1, 0, 2, 0])


def _rows(count: int) -> list[ResultRow]:
    details = farkle_details(FARKLE)
    names = FARKLE.players
    return [ResultRow(k + 1, names[k], 6_000 - 500 * k, names[k] == "IA", k, details[k])
            for k in range(count)]


def test_a_games_figures_become_one_icon_row_a_kind_and_no_words_are_lost():
    turns, best, busts, hot = stats(farkle_details(FARKLE)[0])
    assert [s.icon for s in (turns, best, busts, hot)] == ["turns", "best", "busts", "hot"]
    assert [stat_figure(s) for s in (turns, best, busts, hot)] == ["9", "1 200", "2", "1"]
    assert stat_figure(stats(farkle_details(FARKLE)[2])[1]) == "—"  # no turn banked
    assert stat_figure(stats(farkle_details(FARKLE)[1])[2]) == "0"  # no bust: said as 0
    from game.rules.yams import UPPER_BONUS, Box, Scorecard

    upper = {Box.ONES: 4, Box.TWOS: 8, Box.THREES: 12, Box.FOURS: 16, Box.FIVES: 20,
             Box.SIXES: 24}
    card = Scorecard.from_points({**upper, Box.CHANCE: 30, Box.PENTA: 50}, bonus_pentas=1)
    said = {s.icon: stat_figure(s) for s in stats(yams_detail(card))}
    assert said == {"upper": "84", "lower": "80",
                    "bonus": f"+{UPPER_BONUS + card.penta_bonus}", "pentas": "2"}
    best = (SimpleNamespace(key="results.best_equal", count=None, params=()),)
    assert other_lines((*yams_detail(card), best)) == (best,)  # a best is said in words


@pytest.mark.parametrize("language", ["ro", "en"])
def test_at_1024_each_figure_is_a_drawn_icon_a_large_figure_and_its_label(tmp_path, language):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        rows = _rows(3)
        panel = results_over(app, rows, 10.0)
        frame = recorded_frame(panel, (1024, 600))
        figures = [m for m in frame.texts if m.role == "podium_stat"]
        labels = [m for m in frame.texts if m.role == "podium_stat_label"]
        assert len(figures) == 12 and len(labels) == 12
        assert all(m.size * theme.FONT_EM >= 18 for m in figures), [m.size for m in figures]
        keys = ("results.stat.turns", "results.stat.best", "results.stat.busts",
                "results.stat.hot")
        assert sorted(m.text for m in labels) == sorted(app.tr(k) for k in keys for _ in rows)
        picture = app.screen.copy()
        panel.draw(picture)
        for mark in figures:  # the icon drawn just left of its figure, in colour
            spot = pygame.Rect(0, 0, mark.rect.h // 2, mark.rect.h // 2)
            spot.center = (mark.rect.x - mark.rect.h // 2, mark.rect.centery)
            bright = [picture.get_at((x, y)) for x in range(spot.x, spot.right)
                      for y in range(spot.y, spot.bottom)]
            least = 100 if mark.text in ("0", "—") else 150  # hR61: a zero's icon drawn, dimmed
            # with its figure (critic C60: "0 / 0 / 0" as loud as the figures that count)
            assert sum(1 for c in bright if max(c[:3]) > least) >= spot.w, mark.text
        for a in labels:  # whole, inside the panel, apart
            assert panel.panel.contains(a.rect) and not a.text.endswith("…"), a.text
            assert not any(a is not b and a.rect.colliderect(b.rect) for b in labels), a.text
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_steps_are_real_steps_at_every_size_and_player_count(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        rows = _rows(count)
        panel = results_over(app, rows, 10.0)
        below = panel._figures_height(panel.podium.w)
        placed = {row.place: step.h for row, step in steps(panel.podium, rows, panel.scale,
                                                             below)}
        tallest = placed[1]
        assert tallest >= 0.22 * panel.panel.h, (placed, panel.panel)  # no flat slab
        assert placed[2] <= 0.75 * tallest, placed
        if count >= 3:
            assert placed[3] <= 0.8 * placed[2], placed
    finally:
        app.close()
