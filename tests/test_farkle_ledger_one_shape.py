"""The ledger ("Puse deoparte") keeps one shape through a turn (critic B51: its rows changed
shape at each beat: small rows under the dashed selection, then larger ones once a group was
set aside, the places moving): every row, done, being built or to come, stands in one place
of one fixed grid (same height, same pitch, same x and width), the same at every beat of a
turn (throw, set aside, throw, set aside, bank); the ledger's rect stays put too."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
ROW_ROLES = ("ledger_row", "ledger_pending", "ledger_free", "ledger_next_throw",  # (hF84:
             "ledger_room")  # the next throw's line is a place of the grid too; S64 2.,
# round 79: the rows to come are plain panel, their places recorded, no rule drawn)


def slots(table, size):
    """The ledger's row places drawn in this frame, top to bottom, the ledger's rect, and the
    empty ledger's box (None: not drawn)."""
    frame = recorded_frame(table, size)
    places = sorted((p.rect for p in frame.panels if p.role in ROW_ROLES),
                    key=lambda r: r.y)
    box = next((tuple(p.rect) for p in frame.panels  # (the first turn's card in its place
                if p.role in ("ledger_empty", "ledger_opening")), None)  # since round 73)
    return [tuple(r) for r in places], tuple(table.groups_rect), box


def _on_grid(places: list[tuple[int, ...]], grid: list[tuple[int, ...]]) -> bool:
    """True when ``places`` are the ``grid``'s places in order, a place possibly spanning
    two neighbours whole (from the first's top to the second's foot), the grid all used."""
    k = 0
    for place in places:
        if k < len(grid) and place == grid[k]:
            k += 1
        elif (k + 1 < len(grid) and place[:3] == grid[k][:3]
              and place[1] + place[3] == grid[k + 1][1] + grid[k + 1][3]):
            k += 2
        else:
            return False
    return k == len(grid)


@pytest.mark.parametrize("size", SIZES)
def test_the_ledger_keeps_one_grid_through_a_turn(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        # 1 5 2 3 4 4 (a 1 and a 5), then 1 1 1 2 (three 1s) on the four left, then bank
        # (round 66: was 1 5 2 3 4 6, a Chintă, whose dice now lie seen a while, no press
        # acting, before its stage: this test's beats are a plain turn's)
        table = table_with(app, 2, 1, 5, 2, 3, 4, 4, 1, 1, 1, 2, 3, 4)
        beats = []
        table.press_roll()
        play(app)
        beats.append(("thrown", *slots(table, size)))
        table.press_die(0)
        table.press_die(1)
        play(app, 4)
        beats.append(("chosen", *slots(table, size)))
        table.press_roll()
        play(app)
        beats.append(("thrown again", *slots(table, size)))
        for i in range(3):
            table.press_die(i)
        play(app, 4)
        beats.append(("chosen again", *slots(table, size)))
        table.press_bank()
        play(app, 2)
        beats.append(("banked", *slots(table, size)))
        thrown, first = beats[0], beats[1]  # (a throw's own examples stand under the box)
        assert len(first[1]) >= 3, first
        # the box (the first turn's card since round 73, hF82): from place 1's top down to
        # a place's foot, on the grid
        box = thrown[3]
        assert box is not None and box[:3] == first[1][0][:3], (size, box, first[1][0])
        assert box[1] + box[3] in {p[1] + p[3] for p in first[1]}, (size, box, first[1])
        assert thrown[2] == first[2]
        for name, places, rect, _box in beats[1:]:
            assert rect == first[2], (name, rect, first[2])
            # (round 65, hF65: a row whose dice would shrink beside its words takes two
            # places of the grid, the two spanned whole: still the grid's places)
            assert _on_grid(places, first[1]), (size, name, places, first[1])
        pitch = {b[1] - a[1] for a, b in zip(first[1], first[1][1:], strict=False)}
        assert len(pitch) == 1, pitch  # one pitch
        assert len({(r[0], r[2], r[3]) for r in first[1]}) == 1  # one x, width, height
    finally:
        app.close()
