"""Every player the same figures in the same format (hR29, critic: "3+ players drop to two
figures", "the labels are about 12 px at 1024x600", "places 4 and below are grey prose"):

- on the podium each player shows all four icon figures up to four players, their labels
  apart;
- a listed player (4th and below) shows the same icons and figures on one compact row, no
  prose.
"""

from __future__ import annotations

import pytest

from tests.results_panel import results_over
from tests.test_results_icon_rows import _rows
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("count", [3, 4])
def test_every_player_says_all_four_figures_with_labels_apart(tmp_path, count):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = results_over(app, _rows(count), 10.0)
        frame = recorded_frame(panel, (1024, 600))
        figures = [m for m in frame.texts if m.role == "podium_stat"]
        labels = [m for m in frame.texts if m.role == "podium_stat_label"]
        # round 30: a label too long for its cell is broken onto two lines (two marks)
        assert len(figures) == 12 and 12 <= len(labels) <= 24, (len(figures), len(labels))
        words = sorted(w for m in labels for w in m.text.split())
        said = sorted(w for k in ("results.stat.turns", "results.stat.best",
                                  "results.stat.busts", "results.stat.hot")
                      for w in app.tr(k).split() for _ in range(3))
        assert words == said  # every label whole, once a player
        for a in labels:  # apart: a clear gap between two labels side by side
            assert not any(a is not b and a.rect.inflate(4, 0).colliderect(b.rect)
                           for b in labels), a.text
        listed = [m for m in frame.texts if m.role == "list_stat"]
        assert len(listed) == 4 * (count - 3), [m.text for m in listed]
        assert not [m for m in frame.texts if m.role == "list_detail"]  # no prose
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_trophy_stands_apart_from_the_winners_badge(tmp_path, monkeypatch, size):
    # hR29 (critic: the trophy and the "1" badge touch on the tall gold block): a clear gap
    # between the cup and the badge's disc, whichever way they are laid
    from game.widgets import podium

    drawn = []
    real = podium.draw_icon

    def spy(surface, name, side, colour, centre, **kw):
        drawn.append((side, centre))
        return real(surface, name, side, colour, centre, **kw)

    monkeypatch.setattr(podium, "draw_icon", spy)
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, _rows(3), 10.0)
        drawn.clear()
        frame = recorded_frame(panel, size)
        one = next(m for m in frame.texts if m.role == "podium_place" and m.text == "1")
        side, (x, y) = drawn[-1]
        # round 30: the disc is the podium's one badge size (podium.badge_px), no longer
        # 0.62 of this figure's line on every step
        below = panel._figures_height(panel.podium.w)
        placed = podium.steps(panel.podium, panel.rows, panel.scale, below)
        _, radius = podium.badge_sizes([(row.place, step) for row, step in placed],
                                       panel.scale)[1]  # hR41: the winner's own disc
        gap = panel.px(6)
        beside = abs(x - one.rect.centerx) >= side // 2 + radius + gap
        over = y + side / 2 + gap <= one.rect.centery - radius
        assert beside or over, (side, (x, y), one.rect)
    finally:
        app.close()
