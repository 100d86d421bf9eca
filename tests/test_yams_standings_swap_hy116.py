"""The standings' rows swap places one by one (round 79, hY116, ruling S63; critic cF78 #3:
the re-sort scrolled the whole list with rows sliced in half for 2-3 frames; cA78 #4: a row
read "2. Calculatorul 30 lider", a place of another moment, and a fold crushed its letters).
Now the row that climbs slides up past each row it overtakes, one at a time, on a raised card;
the passed row slides down under it. In every frame each row stands at its own height in its
own words (its place, name and figures those it reads at rest once the re-sort is done: its
rank is its own, never another moment's), no two rows' words lie over each other, the passed
row is hidden only where the climber's card lies on it (round 81, S91 2.: whole or gone;
S91 amended round 82: whole in every frame, gliding on under the opaque card), and at most
two rows are between places. Stepped every 1/60 s at 1920x1080 and 1024x600; the timing
with a fake clock."""

from __future__ import annotations

import pytest

from game.flow.turn_passing import RowSlide, resort_seconds, swap_steps
from game.theme_table import YAMS_STANDINGS_SLIDE
from game.widgets import layout_record
from tests.test_yams_standings_glide import ana_rises
from tests.uihelpers import make_app
from tools.screens_yams import validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def test_a_climber_passes_the_rows_over_it_one_at_a_time():
    """Seat 0 rises from the last of four places to the first: three swaps, one pair of rows
    between places at a time, the climber always going up, the others down one place each in
    their turn; the whole re-sort over :func:`resort_seconds` (half a second for one swap,
    half as long again for each more, a second at the most)."""
    assert swap_steps((1, 2, 3, 0), (0, 1, 2, 3)) == [2, 1, 0]
    assert swap_steps((0, 1), (0, 1)) == [] and swap_steps((0, 1), (0, 2)) == []
    assert resort_seconds(0) == 0.0 and resort_seconds(1) == YAMS_STANDINGS_SLIDE
    assert resort_seconds(2) == pytest.approx(1.5 * YAMS_STANDINGS_SLIDE)
    assert resort_seconds(9) == pytest.approx(2 * YAMS_STANDINGS_SLIDE)
    slide = RowSlide()
    slide.update((1, 2, 3, 0), 0.0)
    slide.update((0, 1, 2, 3), 0.0)
    assert slide.moving
    clock, seen = 0.0, []
    while slide.moving:
        seen.append({seat: slide.position(seat) for seat in range(4)})
        slide.update((0, 1, 2, 3), 0.01)
        clock += 0.01
    assert clock == pytest.approx(resort_seconds(3), abs=0.02)
    climbs = [where[0] for where in seen]
    assert climbs[0] == 3.0 and all(b <= a for a, b in zip(climbs, climbs[1:], strict=False))
    for where in seen:
        between = [seat for seat, at in where.items() if at != int(at)]
        assert len(between) in (0, 2), where  # one pair swapping, the others in their places
        if between:
            assert 0 in between, where  # the climber and the row it passes
            assert sorted(int(where[s]) for s in between) == [min(int(where[s])
                                                                  for s in between)] * 2
    assert [slide.position(seat) for seat in range(4)] == [0.0, 1.0, 2.0, 3.0]
    assert slide.climbing() is None and slide.lift() == 0.0


inked: dict[int, int | None] = {}
"""Each row's brightest word pixel in the frame stepped last (None: no word shows enough)."""


def _ink(surface, rect) -> int:
    """The brightest pixel (its channels' mean) of ``rect`` on ``surface``, every 2 px."""
    box = rect.clip(surface.get_rect())
    return max((sum(surface.get_at((x, y))[:3]) // 3 for x in range(box.left, box.right, 2)
                for y in range(box.top, box.bottom, 2)), default=0)


def _rows(app, scene):
    """Step one frame; {seat: (its cell, its words' recorded rects and texts)}, the
    climber's card and seat (None at rest)."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    texts = [t for t in layout_record.frame().texts
             if scene.standings.area.colliderect(t.rect) and t.text]
    card = scene.standings.raised
    up = scene.standings.slide.climbing() if card is not None else None

    def inside(t, box) -> bool:
        return box.left <= t.rect.centerx <= box.right and box.top <= t.rect.top \
            and t.rect.bottom <= box.bottom

    rows = {}  # (what lies in the climber's card is the climber's: a passed row's word
    for seat, cell in scene.standings.drawn_rows:  # there would be one word too many)
        # (round 82, S91 amended: a passed row's words under the card are recorded under it)
        mine = [t for t in texts if (inside(t, card) and not t.dimmed if seat == up
                                     else inside(t, cell) and (t.dimmed or not (
                                         card and inside(t, card))))]
        rows[seat] = (cell, sorted(mine, key=lambda t: t.rect.x))
    for seat, (_, words) in rows.items():  # (the ink each row's words show on the screen)
        inked[seat] = max((_ink(app.screen, t.rect) for t in words if t.rect.h >= 8),
                          default=None)
    return rows, card, up


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_frame_of_a_re_sort_shows_whole_rows_in_their_own_words(tmp_path, size):
    """Ana's Chance takes her from the third place to the first: she passes Eva, then Ion."""
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, 3)
        validate(app, scene)
        slide = scene.standings.slide
        frames, waited = [], 0
        frames_ink = []
        while not slide.moving and waited < 40:
            frames.append(_rows(app, scene))
            frames_ink.append(dict(inked))
            waited += 1
        assert slide.moving, "no re-sort"
        while slide.moving:
            frames.append(_rows(app, scene))
            frames_ink.append(dict(inked))
            assert len(frames) < 160
        after, _, _ = _rows(app, scene)
        rest = {seat: (tuple(t.text for t in words), [t.rect.h for t in words])
                for seat, (_, words) in after.items()}
        assert [seat for seat, _ in sorted(after.items(), key=lambda r: r[1][0].y)] == [0, 1, 2]
        assert rest[0][0][:2] == ("1.", "Ana"), rest  # (her place hers in every frame)
        climbed, passed = [], set()
        for k, (rows, card, climber) in enumerate(frames):
            if card is None:  # at rest, or between two swaps: every row whole
                for seat, (_cell, words) in rows.items():
                    assert (tuple(t.text for t in words), [t.rect.h for t in words]) \
                        == rest[seat], (k, seat)
                continue
            climbed.append((climber, card.y))
            for seat, (cell, words) in rows.items():
                whole = [(t.text, t.rect.h) for t in words]
                if seat == climber or not cell.colliderect(card):  # whole, its own words
                    assert whole == list(zip(*rest[seat], strict=True)), (k, seat, whole)
                    continue
                passed.add(seat)  # hidden only under the climber's card, never elsewhere
                # (S91 amended round 82, hY127, critic cA81 #2: faded out of its lane it read
                # as a row dropped): drawn whole in every frame, gliding on under the opaque
                # card, its words under the card recorded under it, the others shining
                assert [(t.text, t.rect.h) for t in words] == list(
                    zip(*rest[seat], strict=True)), (k, seat, words)
                for t in words:
                    assert t.dimmed == t.rect.colliderect(card), (k, seat, t.rect, card)
                shown = min(card.top, cell.bottom) - cell.top if card.y > cell.y \
                    else cell.bottom - max(card.bottom, cell.top)
                # (it shows, bright, while the card is clear of its lane's air)
                if shown >= 0.95 * cell.h and frames_ink[k].get(seat) is not None:  # seen
                    assert frames_ink[k][seat] >= 90, (k, seat, frames_ink[k])
            drawn = [(seat, t.rect) for seat, (_, words) in rows.items() for t in words
                     if not t.dimmed]  # (the words seen: none under the card)
            for a, (seat, rect) in enumerate(drawn):  # no two rows' words over each other
                assert not any(other != seat and rect.colliderect(r)
                               for other, r in drawn[a + 1:]), (k, seat, rect)
            between = [seat for seat, (cell, _) in rows.items()
                       if (cell.y - next(iter(rows.values()))[0].y) % cell.h]
            assert len(between) <= 2, (k, between)  # one pair at a time
        assert {seat for seat, _ in climbed} == {0}, climbed  # Ana climbs, the others step down
        tops = [y for _, y in climbed]
        assert all(b <= a for a, b in zip(tops, tops[1:], strict=False)), tops
        assert passed == {1, 2}, passed  # she passed Eva, then Ion
    finally:
        app.close()


def test_the_band_waits_for_the_last_swap(tmp_path):
    """One motion at a time (round 75, S63): Ana's Chance takes her from the fourth place to
    the first, three swaps; the turn's band opens once the last has ended, never over it."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene, _ = ana_rises(app, 4)
        validate(app, scene)
        flow, slide = scene.flow, scene.standings.slide
        swapped = banded = 0
        for _ in range(60 * 10):
            app.step(FRAME)
            swapped += slide.moving
            banded += flow.handoff.active
            assert not (slide.moving and flow.handoff.active), (swapped, banded)
            if banded:
                break
        assert swapped >= round(resort_seconds(3) * 60) - 3 and banded, (swapped, banded)
    finally:
        app.close()
