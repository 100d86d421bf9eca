"""A banked total counts up in full contrast (round 75, critic cB75: "4 900" counting up was a
ghost, drawn at about rgb(58,75,47) on the row's highlight rgb(52,68,42); at 1024×600 the
computer's "5 010" pale on its gold row): at every frame of the count the figure's letters
stand at least 4.5:1 against its row, measured on the pixels drawn."""

from __future__ import annotations

import pytest

from game.contrast import AA_BODY, contrast_ratio
from game.i18n import format_int
from game.widgets import layout_record
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _figure_contrast(screen, mark) -> float:
    """The contrast of the figure's letters (the pixel in its box farthest in contrast from
    the row just left of it) against that row."""
    rect = mark.rect
    row = screen.get_at((rect.left - 4, rect.centery))[:3]
    best = 1.0
    for x in range(rect.left, rect.right, 1):
        for y in range(rect.top + rect.h // 4, rect.bottom - rect.h // 4, 2):
            best = max(best, contrast_ratio(screen.get_at((x, y))[:3], row))
    return best


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_counting_total_keeps_full_contrast_on_its_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (1, 5, 2, 3, 4, 4), totals=(4_750, 3_000))
        throw(run, table)
        keep(run, table, 0, 1)
        run.click(table.bank_button.rect.center)
        flow = table.flow
        layout_record.start(size)
        counted = []
        for _ in range(240):
            layout_record.begin(size)
            app.step(1 / 60)
            if flow.flight is not None:
                continue
            if flow.pulse is None or not flow.counting_up:
                if counted:
                    break
                continue
            shown = format_int(flow.row_totals()[0])
            marks = [m for m in layout_record.frame().texts if m.text == shown
                     and table.players_rect.contains(m.rect)]
            assert marks, (shown, "the counting figure is not drawn")
            counted.append((shown, round(_figure_contrast(app.screen, marks[0]), 2)))
        assert len(counted) >= 3, counted
        assert all(ratio >= AA_BODY for _, ratio in counted), counted
    finally:
        layout_record.stop()
        app.close()
