"""A small bank's "+100" keeps a clear gap (>= 12 px scaled) from every other figure on its
way (hF20: it read "100 +100" beside the ledger and "3 350+100" beside the total), lands ON
the total it adds to, and the total then counts up once, after it (1920×1080, 1024×600)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.widgets import layout_record
from game.widgets.farkle_panels import total_anchor
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "keep"), [((1920, 1080), 1), ((1024, 600), 1),
                                            ((1024, 600), 4)])
def test_the_small_banks_figure_keeps_clear_and_lands_on_the_total(tmp_path, size, keep):
    # keep 4: three 5s and a 1, "+600", the widest figure a routine bank flies (hF25 flew
    # "+1 000"; since hB28 a bank of 1 000 or more is the banner's): it keeps clear of the
    # figures all the same (the row's slots are empty by then)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, (1, 5, 5, 5, 2, 3) if keep == 4 else (1, 2, 3, 4, 6, 6),
                           computer=True, totals=(3_350, 1_100), keep=keep)
        points = 600 if keep == 4 else 100
        gap = table.px(12)
        anchor = total_anchor(table.players_rect, table.scale, 0, 2)
        counting = {format_int(n) for n in range(3_350, 3_360 + points, 10)}
        sides = (table.players_rect, table.groups_rect)
        flown, shown, last = 0, [], None
        layout_record.start(size)
        for frame in range(90):
            layout_record.begin(size)
            app.step(FRAME)
            texts = layout_record.frame().texts
            flying = [t.rect for t in texts if t.role == "flight"]
            own = [t for t in texts if t.text in counting
                   and abs(t.rect.centery - anchor[1]) < table.px(20)
                   and table.players_rect.contains(t.rect)]
            figures = [t for t in texts if t not in own and t.role != "flight"
                       and any(c.isdigit() for c in t.text)
                       and any(side.contains(t.rect) for side in sides)]
            flight = table.flight
            merging = flight is not None and flight.age / flight.duration > 0.75
            if own:
                shown.append((own[0].text, bool(flying)))
            for rect in flying:
                flown += 1
                last = rect
                near = [(f.text, f.rect) for f in figures
                        if rect.inflate(2 * gap, 2 * gap).colliderect(f.rect)]
                assert not near, f"frame {frame}: {rect} beside {near}"
                if own and not merging:
                    assert not rect.inflate(2 * gap, 2 * gap).colliderect(own[0].rect), \
                        f"frame {frame}: {rect} beside the total {own[0].rect}"
        assert flown >= 20
        # it lands ON the total it adds to
        assert abs(last.centerx - anchor[0]) <= table.px(8), (last, anchor)
        assert abs(last.centery - anchor[1]) <= table.px(8), (last, anchor)
        # the total counts up once, after the figure has landed
        values = [int(text.replace(" ", "").replace("\u202f", "")) for text, _ in shown]
        assert values == sorted(values) and values[-1] == 3_350 + points, values
        assert all(v == 3_350 for (_, flying), v in zip(shown, values, strict=True)
                   if flying), shown
    finally:
        layout_record.stop()
        app.close()
