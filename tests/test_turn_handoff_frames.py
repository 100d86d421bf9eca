"""The turn passing frame by frame (critic P25, the band "Ion e la rând" at 6/10): at 10 000
the banker's total and the leader line have counted before the band comes (never under it),
the whole passing still brief; the band is solid in a deep seat colour with light words from
its first frame; it ends exactly where the "La rând" pill appears (no jump, whatever message
lies on its way), and the pill begins in the band's own fill, cross-fading to its look."""

from __future__ import annotations

import numpy as np
import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)
import pytest

from game.flow.turn_handoff import HANDOFF_SECONDS, Handoff
from game.rules.yams import Box
from game.views.turn_handoff import band_colour, draw_handoff
from game.widgets import layout_record
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.screens_yams import pick, roll, table, validate

FRAME = 1 / 60


# --- 1. the bank counts, then the band ---------------------------------------------------------


def test_farkle_the_bank_counts_up_and_the_leader_settles_before_the_band_briefly():
    table = Table((1, 2, 3, 4, 6, 6) * 2, totals=(0, 50))
    flow = table.flow
    table.throw_and_keep(0)  # Ana sets a 1 aside (100): she will lead Ion's 50
    flow.press_bank()
    waited, played, lines, before = 0.0, 0, [], ""
    while waited < 5 and not (played and not flow.handoff.active):
        line = flow.leader_line()
        table.run(DT)
        waited += DT
        if flow.handoff.active and not played:
            before = line  # the frame before the band: the leader line has its last word
        if flow.handoff.active:
            played += 1
            # the count and the leader line are over: nothing of the bank moves under it
            assert flow.pulse is None and flow.flight is None, waited
            assert flow.settled_totals() == flow.game.totals
            lines.append(flow.leader_line())
    assert played and set(lines) == {"Ana · 100"}, (played, lines)  # counted, still
    assert before == "Ana · 100", before
    assert waited <= 2.3, waited  # from the press to the pill: still brief


def test_farkle_a_press_during_the_count_passes_the_turn_at_once():
    table = Table((1, 2, 3, 4, 6, 6) * 2)
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    while flow.flight is not None:
        table.run(DT)
    assert flow.counting_up and flow.shown_player == 0  # the banker's turn, counting
    flow.press_roll()  # Ion throws at once: the count is done, the turn his
    assert not flow.counting_up and flow.banked_view is None
    assert flow.game.current == 1 and flow.in_the_air and flow.leader_line() == "Ana · 100"


# --- 2. solid and saturated, light words, from the first frame -----------------------------------


def _lum(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def _grid(surface, rect, dx, dy):
    """The colours of ``rect``'s pixels every ``dx`` across and ``dy`` down, column by
    column (x, then y, as a loop over them reads them): an array of (r, g, b) rows."""
    pixels = pygame.surfarray.array3d(surface.subsurface(rect.clip(surface.get_rect())))
    return pixels[::dx, ::dy].reshape(-1, 3)


def _most_common(surface, rect):
    """The colour most of ``rect``'s pixels have (a grid of them): the band's fill (of
    colours seen as often, the first met)."""
    colours, first, counts = np.unique(_grid(surface, rect, 5, 4), axis=0,
                                       return_index=True, return_counts=True)
    most = np.flatnonzero(counts == counts.max())
    return tuple(int(v) for v in colours[min(most, key=lambda i: first[i])])


@pytest.mark.parametrize("seat", [0, 1])
def test_the_band_is_solid_deep_seat_colour_with_light_words_every_frame(seat):
    size = (880, 540)  # a felt the width of the Yams table's at 1920×1080
    felt = pygame.Rect(40, 100, 800, 400)
    pill = pygame.Rect(300, 120, 260, 48)
    handoff = Handoff()
    handoff.due(seat, "Constantinos e la rând")
    handoff.begin_if(True, 1.0)
    fill = band_colour(seat)
    frames = 0
    layout_record.start(size)
    try:
        while handoff.active:
            surface = pygame.Surface(size)
            surface.fill((20, 90, 50))
            layout_record.begin(size)
            rect = draw_handoff(surface, handoff, seat, felt, felt.centery, 0.7, pill)
            words = next(t for t in layout_record.frame().texts if t.role == "handoff")
            common = _most_common(surface, rect)
            assert all(abs(a - b) <= 3 for a, b in zip(common, fill, strict=True)), (
                frames, common, fill)  # solid, the seat's deep colour: never pastel
            if handoff.settle <= 0:  # its words light on it (not grey, not faded)
                area = words.rect.clip(rect)
                light = int((_lum(_grid(surface, area, 2, 2).T.astype(float)) > 225).sum())
                assert light >= area.w * area.h // 40, (frames, light)
            frames += 1
            handoff.update(FRAME)
    finally:
        layout_record.stop()
    assert frames >= round(HANDOFF_SECONDS / FRAME) - 1
    assert _lum(band_colour(0)) < 150 and _lum(band_colour(1)) < 150  # deep: light words read


# --- 3 and 4. the band ends where the pill appears, in the same fill ----------------------------


def _band_into_pill(app, scene, size, pill_role):
    """Step the passing frame by frame; the band's last rect and fill, the pill's first."""
    flow = scene.flow
    surface = pygame.Surface(size)
    last = fill = None
    said = 0
    with drawing_one_frame_in(app, 0):
        for _ in range(3000):
            if flow.handoff.active:
                break
            app.step(FRAME)
        assert flow.handoff.active
        while flow.handoff.active:
            said += bool(scene.message_rects()) if hasattr(scene, "message_rects") else 0
            if flow.handoff.settle > 0.9:  # its last frames (each frame drawn is slow)
                frame = recorded_frame(scene, size, surface)
                last = next(p.rect for p in frame.panels if p.role == "handoff_band")
                fill = _most_common(surface, last)
            app.step(FRAME)
        frame = recorded_frame(scene, size, surface)
    pills = [p.rect for p in frame.panels if p.role == pill_role]
    assert pills, "no pill after the band"
    pill = pills[-1]
    return last, fill, pill, _most_common(surface, pill), said


def _same_place(last, pill):
    assert abs(last.centerx - pill.centerx) <= 2 and abs(last.centery - pill.centery) <= 2, (
        last, pill)  # never a jump: the pill appears where the band ended
    # the same size, but for the pill's own opening over its first frame (ease-out: fast)
    assert abs(last.w - pill.w) <= 12 and abs(last.h - pill.h) <= 3, (last, pill)


def _same_fill(fill, first):
    assert sum(abs(a - b) for a, b in zip(fill, first, strict=True)) <= 40, (fill, first)


def _yams(app, names, computer):
    scene = table(app, list(names), [1, 2, 3, 4, 6] * 20, computer=computer)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_yams_the_band_fades_on_its_row_the_pill_standing_in_its_fill(tmp_path, size):
    # (round 67, critic C66: the pill vanished under the band; since hY60 the band flew into
    # the pill's place and the pill appeared there as it had gone: the Yams band now fades
    # where it lies and the pill stands in its place in the band's fill all along)
    app = make_app(tmp_path, size=size)
    try:
        scene = _yams(app, ("Ana", "Constantinos"), False)
        # round 80 (hY118, ruling S76; critics cA79 #7, cF79 #1 and #4): the Yams passing is
        # the 10 000's seat card, which settles into the pill: it ends where the pill
        # appears, in the same fill (was: the band fading where it lay, the pill standing
        # in its place, greyed on the outgoing player under it)
        # round 81 (hY121, ruling S91; critics cA80 #3, cF80 #1: the pill's place stood
        # bare under the card, which then flew up across the message line's words): the
        # card fades where it rests, the pill standing in its own place all along (was:
        # the card settling into the pill, S76 2.)
        _card_fades_pill_stands(app, scene, size)
    finally:
        app.close()


def _card_fades_pill_stands(app, scene, size):
    """Step the Yams passing frame by frame: one pill in one place every frame (its centre
    where the next turn's pill rests), the card never moving once it has landed."""
    flow = scene.flow
    surface = pygame.Surface(size)
    centres, cards = [], []
    card_fill = pill_fill = None
    with drawing_one_frame_in(app, 0):
        for _ in range(3000):
            if flow.handoff.active:
                break
            app.step(FRAME)
        assert flow.handoff.active
        while flow.handoff.active:
            frame = recorded_frame(scene, size, surface)
            pills = [p.rect for p in frame.panels if p.role == "turn_band"]
            assert len(pills) == 1, pills
            centres.append(pills[0].center)
            if flow.handoff.share > 0.4:  # (landed: it holds, then fades where it rests)
                cards += [p.rect for p in frame.panels if p.role == "handoff_band"]
                if flow.handoff.settle <= 0:
                    card_fill = _most_common(surface, cards[-1])
            if not flow.handoff.names_next and pill_fill is None:  # the pill it handed to
                pill_fill = _most_common(surface, pills[0])
            app.step(FRAME)
        frame = recorded_frame(scene, size)
    rest = [p.rect for p in frame.panels if p.role == "turn_band"][0].center
    assert all(abs(x - rest[0]) <= 2 and abs(y - rest[1]) <= 2 for x, y in centres), (
        centres, rest)
    assert cards and all(c == cards[0] for c in cards), cards  # never flying to the pill
    # the pill the card hands its voice to begins in the card's solid fill, its seat's deep
    # colour (round 67's promise kept: one colour passing from the card to the pill)
    from game.views.turn_handoff import band_colour
    from game.widgets.seats import player_style

    assert card_fill is not None and pill_fill is not None
    _same_fill(band_colour(player_style(scene.game.players, scene.game.current)), pill_fill)


def test_yams_no_jump_with_the_computers_choice_said_before_the_band(tmp_path):
    """The computer's "… a ales …" is said as its dice leave; as the turn passes back to Ana
    the band fades on its row and the pill stands in its place (round 67: the band flew into
    the pill over that line, critic C66)."""
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = _yams(app, ("Ana",), True)
        said = 0
        with drawing_one_frame_in(app, 0):
            for _ in range(4000):
                if scene.game.current == 1 and not scene.flow.handoff.holds:
                    break
                app.step(FRAME)
            for _ in range(4000):  # the computer plays; its turn passes back to Ana
                prompt = scene.flow.prompt()
                said += prompt is not None and prompt.key == "yams.turn_scored"
                if scene.game.current == 0:
                    break
                app.step(FRAME)
        assert said  # its choice was said on the way
        _card_fades_pill_stands(app, scene, size)  # (S76; S91, round 81: it fades)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_farkle_the_band_ends_where_the_pill_appears_in_its_fill(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        scene.press_roll()
        play(app)
        scene.press_die(0)
        scene.press_bank()
        last, fill, pill, first, _ = _band_into_pill(app, scene, size, "banner")
        _same_place(last, pill)
        _same_fill(fill, first)
    finally:
        app.close()
