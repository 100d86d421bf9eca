"""A small bank's "+N" is handed to the total, as the big bank's stage does (hF21): the
total's old figure fades out as the "+N" arrives beside it, the "+N" slides onto the emptied
place and fades there, then the new total comes back and counts up once. No frame shows the
two figures on top of each other (critic: "+100" over "3 350" for about 0.1 s)."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import format_int
from game.widgets import layout_record
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_total_fades_out_before_the_figure_lands_then_counts_whole():
    table = Table((1, 2, 3, 4, 6, 6), totals=(3_350, 1_100))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    assert flow.total_opacity(0) == 1.0 and flow.total_opacity(1) == 1.0
    seen = []
    while flow.flight is not None:
        travel = flow.flight.travel
        seen.append((travel, flow.total_opacity(0)))
        if travel >= theme.FARKLE_FLY_MERGE:  # it slides ON the total: the old figure gone
            assert flow.total_opacity(0) == 0.0, seen[-1]
        table.run(DT)
    assert any(0 < o < 1 for _, o in seen), seen  # it fades, never a blink
    assert [o for _, o in seen] == sorted((o for _, o in seen), reverse=True)
    back = []
    while flow.pulse is not None:
        back.append(flow.total_opacity(0))
        table.run(DT)
    # (round 75, hF88, critic cB75: it faded back in over 0.12 s, a ghost on its row as it
    # began to count; now whole from the landing, in full contrast: test_farkle_count_contrast)
    assert back and all(o == 1.0 for o in back), back
    assert flow.total_opacity(1) == 1.0


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_no_frame_shows_the_figure_on_the_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.game.totals[0] = 3_350
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        totals = {format_int(n) for n in range(3_350, 3_460, 10)}
        shown: list[str] = []
        flown = 0
        layout_record.start(size)
        try:
            for frame in range(90):
                layout_record.begin(size)
                table.draw(app.screen)
                texts = layout_record.frame().texts
                flying = [t.rect for t in texts if t.role == "flight"]
                total = [t for t in texts if t.text in totals
                         and table.players_rect.contains(t.rect)]
                flown += bool(flying)
                for rect in flying:
                    for figure in total:
                        assert not rect.colliderect(figure.rect), \
                            f"frame {frame}: '+100' {rect} over '{figure.text}' {figure.rect}"
                if total:
                    shown.append(total[0].text)
                with drawing_one_frame_in(app, 0):  # each frame drawn once: by the test
                    app.step(1 / 60)
        finally:
            layout_record.stop()
        assert flown >= 20
        assert shown[-1] == format_int(3_450)
        values = [int(s.replace(" ", "").replace("\u00a0", "")) for s in shown]
        ups = [b for a, b in zip(values, values[1:], strict=False) if b != a]
        assert ups == sorted(ups), values  # it counts up once, never back
    finally:
        app.close()
