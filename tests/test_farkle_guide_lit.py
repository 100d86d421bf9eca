"""The "Punctaj" guide lights what the mat scores (critic D69: the ledger's "Ce se punctează"
repeated the guide a few centimetres away, at 1024x600 in 12 px type over 8 px dice): once a
throw's dice have landed, the rows it offers glow faintly; once a selection scores, the rows it
scores are lit and no other; the ledger says none of it."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _lit_rows(frame, table, role):
    """The guide's row names lying in a band of ``role`` this frame."""
    names = [table.tr(key) for key in (
        "farkle.help.row.one", "farkle.help.row.five", "farkle.help.row.triple_one",
        "farkle.help.row.triple", "farkle.help.row.four", "farkle.help.row.five_kind",
        "farkle.help.row.six_kind", "farkle.help.row.straight", "farkle.help.row.pairs")]
    bands = [p.rect for p in frame.panels if p.role == role]
    for band in bands:  # a band holds one line: no neighbour's name reaches into it
        touched = [m.text for m in frame.texts if m.text in names and band.colliderect(m.rect)]
        assert len(touched) == 1, (role, band, touched)
    return sorted({m.text for m in frame.texts if m.text in names
                   and any(b.contains(m.rect) for b in bands)}), len(bands)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_guide_lights_what_the_throw_offers_then_what_the_selection_scores(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 4, 4, 4, 1, 5, 2)
        tr = table.tr
        table.press_roll()
        play(app, 1)  # the dice still in the air: nothing of the throw is said
        frame = recorded_frame(table, size)
        assert _lit_rows(frame, table, "guide_offered") == ([], 0)
        play(app)
        frame = recorded_frame(table, size)
        offered = sorted([tr("farkle.help.row.one"), tr("farkle.help.row.five"),
                          tr("farkle.help.row.triple")])
        assert _lit_rows(frame, table, "guide_offered") == (offered, 3)
        assert _lit_rows(frame, table, "guide_chosen") == ([], 0)
        said = [m.text for m in frame.texts]
        assert not [t for t in said if t.startswith("Ce se puncteaz")], said
        assert not [m for m in frame.texts if m.role == "primer"]
        for i in (0, 1, 2):  # the three 4s
            table.press_die(i)
        play(app, 4)
        frame = recorded_frame(table, size)
        assert _lit_rows(frame, table, "guide_chosen") == ([tr("farkle.help.row.triple")], 1)
        assert _lit_rows(frame, table, "guide_offered") == ([], 0)
        table.press_die(3)  # and the 1: two rows scored, each lit once
        play(app, 4)
        frame = recorded_frame(table, size)
        assert _lit_rows(frame, table, "guide_chosen") == (sorted(
            [tr("farkle.help.row.triple"), tr("farkle.help.row.one")]), 2)
    finally:
        app.close()


def test_the_guide_is_read_at_20_px_at_1920(tmp_path):
    """The guide's rows are at least 20 px of em at 1920×1080 (critic D69: ~18 px read dim and
    small beside the table): the Tura panel keeps no dead band over it (hF72)."""
    from game import theme

    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 4, 4, 4, 1, 5, 2)
        play(app, 2)
        frame = recorded_frame(table, size)
        names = [m for m in frame.texts if m.text == table.tr("farkle.help.row.one")
                 and table.guide_rect.contains(m.rect)]
        assert names and names[0].size * theme.FONT_EM >= 20, names
    finally:
        app.close()
