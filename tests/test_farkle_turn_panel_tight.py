"""The Tura panel's values are set tight, no dead band (critic B69: a gap between "Risc" and
"Până la obiectiv"): down the panel, from its name to its foot, no band between two things it
draws is much taller than the air between its value rows, for a person and for the computer
(its reason), at every size."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BAND_MOST = 40
"""The tallest band (reference pixels) between two things the panel draws, under its name."""


def _widest_band(frame, panel) -> tuple[int, int, int]:
    """The tallest band of ``panel`` under its name with nothing drawn across it (texts,
    bars), and where it lies (top, bottom); the panel's foot counts as drawn."""
    spans = sorted((r.top, r.bottom) for r in
                   [m.rect for m in frame.texts] + [p.rect for p in frame.panels]
                   if panel.contains(r) and r.h < panel.h // 2)
    name = next(top for top, bottom in spans if bottom - top > 0)
    widest, at, reach = 0, (0, 0), name
    for top, bottom in [*spans, (panel.bottom, panel.bottom)]:
        if top > reach and top - reach > widest:
            widest, at = top - reach, (reach, top)
        reach = max(reach, bottom)
    return widest, *at


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_panel_has_no_dead_band(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 4)
        frame = recorded_frame(table, size)
        widest, top, bottom = _widest_band(frame, table.turn_rect)
        inner = table.turn_rect.inflate(0, -2 * table.px(8))  # its rows inside, with air
        rows = [m.rect for m in frame.texts if m.role in ("turn_note", "turn_fact")]
        rows += [p.rect for p in frame.panels if p.role == "turn_fact_bar"]
        assert rows and all(inner.contains(r) for r in rows), (size, rows, inner)
        assert widest <= table.px(BAND_MOST), (size, widest, top, bottom, table.turn_rect)
    finally:
        app.close()
