"""A game played alone ends on a result that fills the stage (round 74, hY96; the critic's
"Yams results" row: the solo card was a small card in the middle of a dark, empty screen,
~370 px of bare felt each side at 1366x768, its record a pill in body text).

The card is as wide as a two players' results and as tall as the felt lets it; on it the
score big beside the game's breakdown (upper, lower, bonuses, Penta: a ledger, its figures
larger than body text), the record comparison a real element: under the best, a gauge
filled to the share of it the score reached ("Record: 212 · îți lipsesc 26 de puncte" on
it); a new record, a gold ribbon in display lettering, said once."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.felt import felt_area
from tests.uihelpers import make_app, recorded_frame
from tools.screens_results import _results_solo, _results_solo_record
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _solo(tmp_path, size, record: bool):
    app = make_app(tmp_path, size=size)
    with unseen_frames(app):
        (_results_solo_record if record else _results_solo)(app)
    panel = app.manager.top
    surface = pygame.Surface(size)
    frame = recorded_frame(panel, size, onto=surface)
    return app, panel, surface, frame


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("record", [False, True], ids=["under_the_best", "new_record"])
def test_the_solo_result_fills_the_stage(tmp_path, size, record):
    app, panel, _, frame = _solo(tmp_path, size, record)
    try:
        felt = felt_area(size)
        card = panel.panel
        assert card.w >= 0.75 * felt.w, (card, felt)  # no empty half beside it
        assert card.h >= 0.8 * felt.h, (card, felt)
        total = next(m for m in frame.texts if m.role == "celebration").rect
        assert total.h >= 0.16 * card.h, (total, card)  # the score big
        figures = [m for m in frame.texts if m.role == "podium_stat"]
        labels = [m for m in frame.texts if m.role == "podium_stat_label"]
        assert len(figures) == 4 and len(labels) == 4, (figures, labels)
        body = theme.font_px(theme.FONT_BODY, panel.scale)
        assert all(m.size > body for m in figures), figures  # the breakdown reads
        assert all(m.size >= body for m in labels), labels
        assert all(m.rect.left >= total.right for m in figures + labels)  # beside the score
        tops = sorted(m.rect.top for m in figures)  # a ledger: one figure a row, apart
        assert all(b - a >= figures[0].rect.h for a, b in zip(tops, tops[1:], strict=False))
        for figure in figures:  # each row its label and its figure, level
            assert any(abs(label.rect.centery - figure.rect.centery) <= figure.rect.h // 2
                       for label in labels), figure
    finally:
        app.close()


def _share_filled(surface, bar: pygame.Rect, fill) -> float:
    """The share of ``bar``'s width its ``fill`` colour takes along its lower edge."""
    y = bar.bottom - max(3, bar.h // 6)
    xs = range(bar.x + 2, bar.right - 2)
    filled = [x for x in xs if sum(abs(a - b) for a, b in
                                   zip(surface.get_at((x, y))[:3], fill, strict=True)) < 40]
    return (max(filled) - bar.x) / bar.w if filled else 0.0


@pytest.mark.parametrize("size", SIZES)
def test_under_the_best_the_record_is_a_gauge_of_how_far_the_score_came(tmp_path, size):
    from game.widgets.record_gauge import GAUGE_FILL

    app, panel, surface, frame = _solo(tmp_path, size, False)
    try:
        bars = [p for p in frame.panels if p.role == "record_gauge"]
        assert len(bars) == 1, frame.panels
        bar = bars[0].rect
        best = next(m for m in frame.texts if m.role == "podium_best")
        assert bar.contains(best.rect), (bar, best.rect)  # its words on it
        total = next(m for m in frame.texts if m.role == "celebration").rect
        assert bar.w >= 1.5 * total.w, (bar, total)  # a real element, not a pill
        assert abs(_share_filled(surface, bar, GAUGE_FILL) - 186 / 212) <= 0.05
        assert not [p for p in frame.panels if p.role == "record_ribbon"]
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_new_record_is_a_gold_ribbon_in_display_lettering_said_once(tmp_path, size):
    app, panel, surface, frame = _solo(tmp_path, size, True)
    try:
        said = [m for m in frame.texts if "record" in m.text.lower()]
        assert len(said) == 1 and said[0].role == "podium_best", said  # once
        best = said[0]
        body = theme.font_px(theme.FONT_BODY, panel.scale)
        assert best.size >= 1.3 * body, (best.size, body)  # a celebration, not a caption
        ribbons = [p for p in frame.panels if p.role == "record_ribbon"]
        assert len(ribbons) == 1, frame.panels
        ribbon = ribbons[0].rect
        assert ribbon.w >= best.rect.w + 2 * panel.px(40)  # its tails beyond its words
        fill = surface.get_at((best.rect.x - panel.px(10), best.rect.centery))[:3]
        assert fill[0] > 170 and fill[1] > 120 and fill[2] < 120, fill  # gold
        assert not [p for p in frame.panels if p.role == "record_gauge"]
    finally:
        app.close()
