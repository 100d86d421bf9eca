"""The "Punctaj" guide is live (round 74, hA74, critic row "10 000 table": a dense static list
in small dim type competed with the play): once the dice on the mat light some rows (what the
throw offers, or what the selection scores), the rows they cannot score step back, dim, so the
lit ones read at a glance; with nothing lit (before a throw, while dice fly, under a bust) every
row reads alike, a reference at rest. Its rows are at least 16 px of em at 1366×768 (and more
at 1920×1080), the ~15 px the critic read as small, gone."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import relative_luminance
from game.i18n import Translator
from game.widgets import layout_record
from game.widgets.score_guide import GUIDE, draw_score_guide, guide_entries
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TR = Translator.load("ro")
SIZE = (1366, 768)
SCALE = 1366 / 1920


def _brightness(lights):
    """Each row name's brightest pixel (relative luminance), the guide drawn with ``lights``."""
    surface = pygame.Surface(SIZE)
    surface.fill(theme.FELT_DARK)
    entries = guide_entries(TR)
    layout_record.start(SIZE)
    try:
        layout_record.begin(SIZE)
        draw_score_guide(surface, pygame.Rect(1000, 411, 327, 293), SCALE, "Punctaj", entries,
                         lights=lights)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    shown = {}
    for k, (name, _) in enumerate(entries):
        mark = next(m for m in frame.texts if m.text == name)
        shown[k] = max(relative_luminance(surface.get_at((x, y)))
                       for x in range(mark.rect.left, mark.rect.right)
                       for y in range(mark.rect.top, mark.rect.bottom))
    return shown


def test_rows_the_dice_cannot_score_dim_while_some_are_lit():
    chosen = _brightness(({3}, ()))  # "Trei la fel (2–6)" chosen
    lit, rest = chosen[3], [chosen[k] for k in range(len(GUIDE)) if k != 3]
    assert max(rest) < 0.6 * lit, (lit, rest)
    offered = _brightness(((), {0, 1, 3}))  # a throw's offer: 1, 5 and three alike
    lit_rows = [offered[k] for k in (0, 1, 3)]
    rest = [offered[k] for k in range(len(GUIDE)) if k not in (0, 1, 3)]
    assert max(rest) < 0.6 * min(lit_rows), (lit_rows, rest)


def test_with_nothing_lit_every_row_reads_alike():
    rows = list(_brightness(((), ())).values())
    assert min(rows) > 0.9 * max(rows), rows
    lit = _brightness(({3}, ()))
    assert min(rows) > 0.9 * lit[3]  # at rest the reference reads as bright as a lit row


def test_the_guide_rows_read_at_16_px_at_1366(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 4, 4, 4, 1, 5, 2)
        play(app, 2)
        frame = recorded_frame(table, SIZE)
        names = {TR(key) for key, _ in GUIDE}
        rows = [m for m in frame.texts if m.text in names and table.guide_rect.contains(m.rect)]
        assert len(rows) == len(GUIDE)
        assert min(m.size for m in rows) * theme.FONT_EM >= 16, [m.size for m in rows]
    finally:
        app.close()
