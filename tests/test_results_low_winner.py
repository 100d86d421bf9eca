"""Low steps (a podium short of room): a low winner's trophy rides on the step's face beside
its badge, never also before the name (hR23). Since round 30 the results' podium fills its
room and every winner's step stands tall enough for its trophy over the badge, so the panel
no longer shows a low winner: the podium is drawn here into a short room of its own, where
the step-side trophy still serves."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow
from game.widgets import podium
from game.widgets.podium import draw_podium, risen, steps

ROWS = [ResultRow(1, "Ștefania", 126, seat=0), ResultRow(2, "Ana", 20, seat=1)]
ROOMS = (pygame.Rect(0, 0, 900, 336), pygame.Rect(0, 0, 900, 436))  # the winner's step 92
# and 192 px tall at scale 1: too low for a large trophy over its badge (on the taller one a
# small cup over it would fit: hR25 wants the large one beside it). hR41: 16 px taller rooms
# (320, 420 before) for the winner's larger total over its step, the steps kept the same


@pytest.mark.parametrize("room", ROOMS, ids=["92px", "192px"])
def test_a_low_winners_trophy_rides_on_its_step_in_every_frame_of_the_rise(monkeypatch, room):
    ROOM = room  # noqa: N806 (one room of ROOMS)
    pygame.init()
    drawn: list[tuple[int, int]] = []
    real = podium.draw_icon

    sizes: list[int] = []

    def record(surface, name, size, colour, centre, **kw):
        drawn.append(centre)
        sizes.append(size)
        return real(surface, name, size, colour, centre, **kw)

    monkeypatch.setattr(podium, "draw_icon", record)
    surface = pygame.Surface((ROOM.w, ROOM.h + 40))
    (full,) = [step for row, step in steps(ROOM, ROWS, 1.0) if row.place == 1]
    seen = 0
    for frame in range(0, 80, 4):
        rise = frame / 60
        drawn.clear()
        draw_podium(surface, ROOM, ROWS, lambda row: row.name, 10.0, 1.0,
                    counted_already=True, rise_time=rise)
        high = round(risen(rise) * full.h)
        step = pygame.Rect(full.x, full.bottom - high, full.w, high)
        seen += bool(drawn)
        for x, y in drawn:  # on the step's face, under its top: never before the name
            # (hR60: rising with its block, cut by the floor as the block is: whole on the
            # step once it stands; critic C51, the podium enters whole)
            assert step.left <= x <= step.right and step.top < y, (frame, (x, y), step)
            if high == full.h:
                assert y <= step.bottom, (frame, (x, y), step)
    assert seen, "the trophy never stood on its step"
    # hR25: risen, it stands large beside the badge, not a small cup over it
    assert sizes[-1] >= 0.4 * full.h, (sizes[-1], full)


def test_once_risen_every_low_step_shows_its_place(monkeypatch):
    # hR24: a low step's badge stands over its lit band; once risen it shows all the same
    # (the panel's podium is tall since round 30: drawn here in a short room, where the
    # second and third steps' badges reach over their bands)
    pygame.init()
    places: list[str] = []
    real = podium.draw_place_badge  # (round 77, hW80: the numeral no longer by draw_text)

    def record(surface, place, *args, **kw):
        places.append(str(place))
        return real(surface, place, *args, **kw)

    monkeypatch.setattr(podium, "draw_place_badge", record)
    rows = [*ROWS, ResultRow(3, "Calculatorul", 12, True, seat=2)]
    room = pygame.Rect(0, 0, 1000, 300)
    draw_podium(pygame.Surface((room.w, room.h + 40)), room, rows, lambda row: row.name, 10.0,
                1.0, counted_already=True, rise_time=10.0)
    assert sorted(places) == ["1", "2", "3"], places
