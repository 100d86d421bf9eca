"""The standings re-sort without two rows ever on top of each other (round 78, hY109, critic
cA77 #8, ruling S44): the new leader's row glided over the rows it passed on a translucent
backing, and for several frames two or three rows' words lay over each other ("1. Ion" over a
faint "2. Ana" and "3. Eva"). Now every row whose place changes flips where it stands: it
folds flat in its cell, the row now ranked there unfolds in it (a scoreboard's flap), the rows
that keep their place still. In every frame every player's row is drawn, each inside its own
cell, no two rows' rectangles overlapping by more than a hair, no two names' letters touching.
Stepped every 1/60 s from the click that scores, at 1920x1080, 1366x768 and 1024x600 (one
column, and the two columns of six players at 1024x600).

Round 79 (hY116, ruling S63, amending S44): the rows swap one pair at a time, the climber
sliding up past each row it passes on a raised card, the passed row sliding down under it and
hidden only where the card lies on it. What holds here: every player's row drawn in every
frame, between two neighbouring places (never outside the panel's cells), no two rows'
rectangles overlapping but the swapping pair's, no two names' letters touching; the fold
(a row's height shrunk) is gone: every row stands at its own height."""

from __future__ import annotations

import pytest

from game import theme_table
from game.flow.turn_passing import RowSlide
from game.widgets import layout_record
from tests.test_yams_standings_glide import ana_rises
from tests.uihelpers import make_app
from tools.screens_yams import validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
HAIR = 1
"""Pixels two rows' rectangles may share (their rounding)."""

frames_plates: list = []
"""The moving rows' plates in each frame (round 82, S91 amended: the climber's card and a
row crossing to the other column, each on its plate, the rows it passes under it)."""

frames_cards: list = []
"""The climber's card in each frame stepped (None at rest)."""


def _frame(app, scene, names):
    """Step one frame; the standings' drawn rows (seat, rect) and names' text rects."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    area = scene.standings.area
    # (the names seen: a passed row's under the climber's opaque card is hidden there, S91
    # amended round 82: it glides on under the card, drawn, never faded out of its lane)
    texts = {t.text: t.rect for t in layout_record.frame().texts
             if t.text in names and area.colliderect(t.rect) and not t.dimmed}
    frames_cards.append(scene.standings.raised)
    frames_plates.append(list(scene.standings.covering))
    return list(scene.standings.drawn_rows), texts


@pytest.mark.parametrize(("size", "count"), [((1920, 1080), 3), ((1024, 600), 3),
                                             ((1366, 768), 4), ((1024, 600), 6)])
def test_no_two_rows_overlap_but_the_swapping_pair_in_any_frame_of_a_re_sort(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, count)
        frames_cards.clear()
        frames_plates.clear()
        rows, _ = _frame(app, scene, names)
        full = {seat: rect for seat, rect in rows}
        validate(app, scene)
        slide = scene.standings.slide
        frames, waited = [], 0
        while not slide.moving and waited < 40:
            _frame(app, scene, names)
            waited += 1
        assert slide.moving, "no re-sort"
        del frames_cards[:]
        del frames_plates[:]
        while slide.moving:
            frames.append(_frame(app, scene, names))
            assert len(frames) < 150
        frames.append(_frame(app, scene, names))  # at rest again
        cells = sorted(full.values(), key=lambda r: (r.x, r.y))
        between = 0
        for k, (drawn, texts) in enumerate(frames):
            assert sorted(seat for seat, _ in drawn) == list(range(count)), (k, drawn)
            card = frames_cards[k]
            # every player's name, every frame (a passed row's under the climber's card)
            plates = frames_plates[k]
            near = [plate.inflate(0, 4) for plate in plates]  # (a line box a pixel past)
            missing = [name for name in sorted(set(names) - set(texts))
                       if card is None
                       or dict(drawn)[names.index(name)].collidelist(near) < 0]
            assert not missing, (k, missing)
            swapping = []
            for i, (seat, rect) in enumerate(drawn):
                assert rect.size == cells[0].size, (k, seat, rect)  # its own height, always
                near = sorted(cells, key=lambda c: abs(c.y - rect.y) + abs(c.x - rect.x))
                if near[0] != rect:
                    swapping.append(seat)
                for other, them in drawn[i + 1:]:
                    shared = rect.clip(them)
                    if not (shared.w == 0 or shared.h <= HAIR):
                        assert card is not None and (rect in plates or them in plates), (
                            k, seat, other)
            assert len(swapping) <= 2, (k, swapping)  # one pair at a time (S63)
            between += bool(swapping)
            for name, box in texts.items():
                for other, them in texts.items():
                    assert name == other or not box.colliderect(them), (k, name, other)
        assert between >= 6, "no motion: the rows jumped to their new places"
        at_rest = dict(frames[-1][0])
        assert at_rest[0].y < full[0].y or at_rest[0].x < full[0].x  # Ana rose, at rest
    finally:
        app.close()


def test_a_row_keeping_its_place_never_moves_and_a_changed_one_swaps():
    """Round 79 (S63, amending the flip in the cell): the leader keeps its place, still;
    seat 0 rises past seat 2, the two swapping between their places, then at rest."""
    slide = RowSlide()
    slide.update((1, 2, 0), 0.0)
    slide.update((1, 0, 2), 0.0)  # seat 0 rises from the last place past seat 2
    assert slide.moving
    seen = []
    clock = 0.0
    while slide.moving:
        seen.append([slide.position(seat) for seat in range(3)])
        slide.update((1, 0, 2), 0.01)
        clock += 0.01
    assert 0.4 <= clock <= theme_table.YAMS_STANDINGS_SLIDE + 0.02
    assert all(where[1] == 0.0 for where in seen)  # the leader kept its place, still
    rising = [where[0] for where in seen]
    assert rising[0] == 2.0 and rising == sorted(rising, reverse=True)  # up, never back
    assert all(where[0] + where[2] == pytest.approx(3.0) for where in seen)  # one swap
    assert slide.position(0) == 1.0 and slide.position(2) == 2.0
