"""A game played alone ends on a plate that is a moment of its own (hR25, critic: "the solo
plate is plain"): a figure of its own over the name (a medallion: the game's die, or a trophy
for a new record), the personal record line on a ribbon (gold for a new record, calm for the
best not beaten), the figures beside the total spaced to read (round 74, hY96: a ledger)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.podium import token_side
from tests.uihelpers import make_app, recorded_frame
from tools.screens_results import _results_solo, _results_solo_record
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _plate(tmp_path, record: bool, size=(1366, 768)):
    app = make_app(tmp_path, size=size)
    with unseen_frames(app):  # the panel's three seconds: the plate is read once at rest
        (_results_solo_record if record else _results_solo)(app)
    panel = app.manager.top
    surface = pygame.Surface(size)
    frame = recorded_frame(panel, size, onto=surface)
    return app, panel, surface, frame


def _texts(frame, role):
    return [mark for mark in frame.texts if mark.role == role]


@pytest.mark.parametrize("record", [False, True], ids=["under_the_best", "new_record"])
def test_the_solo_plate_has_its_figure_its_record_ribbon_and_spaced_figures(tmp_path, record,
                                                                          monkeypatch):
    from game.widgets import podium_plate

    sides: list[int] = []
    real = podium_plate.draw_emblem

    def emblem(surface, centre, side, *args):
        sides.append(side)
        return real(surface, centre, side, *args)

    monkeypatch.setattr(podium_plate, "draw_emblem", emblem)
    app, panel, surface, frame = _plate(tmp_path, record)
    try:
        name = _texts(frame, "podium_winner")[0].rect
        plate_bg = surface.get_at((panel.podium.centerx, panel.podium.y + 2))[:3]
        # the figure over the name: something drawn there, far taller than a token
        def drawn(y: int) -> bool:
            return any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], plate_bg,
                                                      strict=True)) > 60
                       for x in range(name.centerx - 40, name.centerx + 41, 4))

        rows, blank = [], 0  # the drawing right over the name, up to a clear gap
        for y in range(name.top - 1, panel.podium.y, -1):
            if drawn(y):
                rows.append(y)
                blank = 0
            elif rows:
                blank += 1
                if blank > panel.px(14):
                    break
        assert rows, "nothing over the name"
        tall = max(rows) - min(rows)
        assert tall >= 1.6 * token_side(panel.scale), (tall, token_side(panel.scale))
        # (round 30: the drawing's height held a medallion given way to EMBLEM_LEAST's
        # floor: the medallion itself is its full EMBLEM tokens across on this plate)
        assert sides and sides[-1] >= 2.0 * token_side(panel.scale), sides
        # the record line on its ribbon: gold for a new record, a calm fill otherwise
        best = _texts(frame, "podium_best")[0].rect
        fill = surface.get_at((best.left - panel.px(8), best.centery))[:3]
        gold = fill[0] > 170 and fill[1] > 120 and fill[2] < 120
        assert gold == record, fill
        assert sum(abs(a - b) for a, b in zip(fill, theme.FELT_DARK, strict=True)) > 30, fill
        # the figures beside the total, a ledger (round 74, hY96: two icon rows under the
        # total before, hR28), apart: a row a figure, its label level with it
        figures = _texts(frame, "podium_stat")
        labels = _texts(frame, "podium_stat_label")
        assert len(figures) >= 4 and len(labels) == len(figures)
        tops = sorted({m.rect.top for m in figures})
        assert len(tops) == len(figures), tops
        assert all(b - a >= 1.4 * figures[0].rect.h for a, b in zip(tops, tops[1:],
                                                                    strict=False)), tops
        for figure in figures:
            label = min(labels, key=lambda m: abs(m.rect.centery - figure.rect.centery))
            assert abs(label.rect.centery - figure.rect.centery) <= panel.px(6), (label, figure)
            assert label.rect.right + panel.px(6) <= figure.rect.left  # apart, never touching
    finally:
        app.close()
