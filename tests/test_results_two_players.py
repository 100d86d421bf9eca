"""A two-player game's results are laid out for two: the two steps stand side by side, the
pair centred (S86 4., amended round 80 by fixJ: was a podium's half apart), and each player's
award and quiet figures stand in roomy rows (a clear gap between lines), at every size."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _two(app):
    from types import SimpleNamespace

    from game.flow.results_detail import farkle_details
    from game.scenes.results import ResultRow, ResultsOverlay
    from tools.screens_results import _table_below

    names = ["Ana", "IA"]
    game = SimpleNamespace(players=names, turns_played=[9, 9], banks=[[1200, 600], [1400]],
                           busts=[2, 3], hot_dice=[1, 2])
    details = farkle_details(game)
    rows = [ResultRow(1, "Ana", 5_900, False, 0, details[0]),
            ResultRow(2, "IA", 5_300, True, 1, details[1])]
    _table_below(app, names)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
    app.manager.push(panel, fade=False)
    with unseen_frames(app):  # two seconds of its entrance and count: none watched
        for _ in range(120):
            app.step(1 / 60)
    return panel


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_two_players_fill_the_podium_with_roomy_figures(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        panel = _two(app)
        texts = list(recorded_frame(panel, size).texts)
        names = sorted((m.rect for m in texts if m.role in ("podium_winner", "podium_name")),
                       key=lambda r: r.x)  # left to right (hR62: the winner right of two)
        assert len(names) == 2
        spread = names[1].centerx - names[0].centerx
        # S86 4. (amended round 80, fixJ): two steps side by side, the pair centred, in
        # place of two blocks a podium's half apart (S38 for two; the old test's "not a
        # third apart" followed it): the names a step's width apart, centred on the podium
        scale = theme.scale_for(size)
        assert spread >= panel.podium.w * 0.35, (
            spread, panel.podium)
        middle = (names[0].centerx + names[1].centerx) / 2
        assert abs(middle - panel.podium.centerx) <= theme.px(24, scale), (middle, panel.podium)
        said = sorted((m.rect for m in texts if m.role in ("podium_stat", "podium_stat_label")
                       and abs(m.rect.centerx - names[0].centerx) < spread / 2),
                      key=lambda r: r.y)
        assert len(said) >= 8  # four figures, each with its label
        rows = sorted({r.y for r in said})
        for upper, lower in zip(said, said[1:], strict=False):
            if lower.y != upper.y and abs(lower.centerx - upper.centerx) < 4:
                assert lower.top - upper.bottom >= -theme.px(6, scale), (upper, lower)
        figure_rows = {m.rect.y for m in texts if m.role == "podium_stat"
                       and abs(m.rect.centerx - names[0].centerx) < spread / 2}
        assert len(figure_rows) == 2 and len(rows) <= 6, rows  # two rows of figures, each
        # over its labels (S86 4., amended round 80, fixJ: a step's width each, a long label
        # may take two lines at 1024x600, its words whole, clear of the next row)
        # (since hR29 icon rows, spaced by STAT_GAP: the first row's labels clear of the
        # second row's figures, not line on line)
        marks = [m for m in texts if m.role in ("podium_stat", "podium_stat_label")
                 and abs(m.rect.centerx - names[0].centerx) < spread / 2]
        second = max(m.rect.y for m in marks if m.role == "podium_stat")
        labels = max(m.rect.bottom for m in marks
                     if m.role == "podium_stat_label" and m.rect.y < second)
        assert second - labels >= theme.px(4, scale), (second, labels)
    finally:
        app.close()
