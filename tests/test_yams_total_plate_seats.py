"""A full card's TOTAL's standings plate shows each seat as the table's standings do (critic
D71 #13: the plate was small, its rows bare names): every row leads with its seat's mark,
in the seat's colour and shape, before its place, and the plate is wide enough for the mark,
the place, the name and the total, a clear share of the lifted TOTAL row's width, at every
size, on every frame the rows show."""

from __future__ import annotations

import pytest

from game.views.stage_under import plate
from game.widgets.seats import player_style, seat_colour
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _seat_pixels(surface, area, colour) -> int:
    """How many pixels in ``area`` are near ``colour``."""
    count = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            pixel = surface.get_at((x, y))
            if max(abs(pixel[i] - colour[i]) for i in range(3)) < 40:
                count += 1
    return count


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_each_standings_row_leads_with_its_seats_mark(tmp_path, size):
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        scene = app.manager.stack[-2]
        picture = stage.picture
        seats = {scene.player_label(i): player_style(scene.game.players, i)
                 for i in range(len(scene.game.players))}
        assert len(set(seats.values())) == len(seats)
        for share in (0.2, 0.8):  # (the rows at rest: before the count, after the glide)
            if share >= stage.clock.fly[1] and not stage.landed:  # (as the stage lands it)
                stage.clock.age = stage.clock.duration * share
                stage.land()
            surface, frame = drawn(app, stage, share)
            where = plate(picture)
            assert where is not None
            row = picture.row_plate()
            assert row is not None and where.w >= 0.75 * row.w, (share, where, row)
            for name, seat in seats.items():
                said = [t.rect for t in frame.texts if t.text == name and where.contains(t.rect)]
                assert len(said) == 1, (share, name, [t.text for t in frame.texts])
                places = [t.rect for t in frame.texts if where.contains(t.rect)
                          and t.rect.right < said[0].left and t.rect.centery == said[0].centery]
                assert places, (share, name)  # its place ("1.") before the name
                lead = places[0]
                before = said[0].copy()
                before.left, before.width = where.left, lead.left - where.left
                side = said[0].h // 2
                assert _seat_pixels(surface, before, seat_colour(seat)) >= side * side // 3, \
                    (share, name, seat, before)
                for other, other_seat in seats.items():  # its own seat's, not another's
                    if other_seat != seat and seat_colour(other_seat) != seat_colour(seat):
                        assert _seat_pixels(surface, before, seat_colour(other_seat)) \
                            < side, (share, name, other)
    finally:
        app.close()
