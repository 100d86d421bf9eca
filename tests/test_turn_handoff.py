"""The turn-passing moment on both tables (game.flow.turn_handoff, game.views.turn_handoff):
as the turn passes (the old dice gone), a band in the next player's seat colour sweeps across
the felt with "Ion e la rând" for about 0.7 s (scaled by the animation speed, none when
animations are off), then settles into the "La rând" pill. Every other clock waits under it
(the computer's first throw, the messages); a click or a key ends it at once and still acts
(a click on "Aruncă" throws); never over a stage, never at the game's end."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.turn_handoff import HANDOFF_SECONDS, Handoff
from game.flow.turn_passing import PASS_SECONDS
from game.rules.yams import Box, Scorecard
from game.theme_table import FARKLE_SEAT_CARD_FONT
from tests.test_farkle_flow import Table
from tests.test_yams_flow import DT, run, seat, throw
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

FRAME = 1 / 60

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # 8 apps, 3 sizes:
# dice, felts and words drawn once for the module (the same pixels; no test here looks at a
# cache or a file's fsync)

# --- the clock, pure ------------------------------------------------------------------------


def test_the_clock_lasts_its_time_scaled_and_none_when_animations_are_off():
    handoff = Handoff()
    handoff.due(1, "Ion e la rând")
    assert handoff.pending and not handoff.active and handoff.hides_turn
    assert not handoff.begin_if(False, 1.0) and handoff.pending  # a stage: it waits
    assert handoff.begin_if(True, 1.0) and handoff.active and not handoff.pending
    for _ in range(round(HANDOFF_SECONDS / DT) - 2):
        handoff.update(DT)
    assert handoff.active and handoff.sweep == 1.0
    handoff.update(3 * DT)
    assert not handoff.active and not handoff.hides_turn
    handoff.due(0, "Ana e la rând")
    handoff.begin_if(True, 2.0)  # fast: half as long
    handoff.update(HANDOFF_SECONDS / 2 + DT)
    assert not handoff.active
    handoff.due(0, "Ana e la rând")
    assert not handoff.begin_if(True, 0.0)  # animations off: none
    assert not handoff.active and not handoff.hides_turn
    handoff.due(0, "Ana e la rând")
    handoff.begin_if(True, 1.0)
    handoff.skip()  # a click or a key
    assert not handoff.active and not handoff.hides_turn


# --- the Yams flow, on a fake clock ------------------------------------------------------------


def test_yams_it_starts_as_the_old_dice_have_left_and_waits_for_no_stage_left():
    flow, port = seat((1, 2, 3, 4, 6) * 3)
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, PASS_SECONDS - 0.05)  # the dice still leave: no moment yet
    assert flow.leaving.active and not flow.handoff.active and not flow.handoff.pending
    run(flow, port, 0.1)
    assert flow.handoff.active and flow.handoff.player == 1
    # (round 67, critic C66: the pill stands beside the band, so the band says the passing
    # as at 10 000, "Ion e la rând", never the pill's line twice; hY60 had it say the pill's
    # words, "La rând: Ion", as it flew into the pill)
    assert flow.handoff.text == "Ion e la rând"
    # the band's first frame is the next turn's: its line speaks (round 67, critic C66: the
    # old player's "… a ales …" stayed under the new pill; it was said until the band had
    # gone); while the old dice left it said what was written (critic C61: never blank)
    assert flow.prompt().key == "yams.prompt_roll"
    run(flow, port, HANDOFF_SECONDS)
    assert not flow.handoff.active and flow.prompt() is not None


def test_yams_the_handoff_comes_after_the_stage_of_the_box_just_written():
    upper = Scorecard.from_points({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                                   Box.FIVES: 15})
    flow, port = seat((6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, cards=[upper])
    throw(flow, port)
    flow.pick(0, 5, Box.SIXES)
    flow.validate()  # the upper bonus is staged
    run(flow, port, PASS_SECONDS + 0.1)
    assert flow.moment.busy and not flow.handoff.active  # (hY29: not even pending yet)
    while flow.moment.busy:
        assert not flow.handoff.active  # never over the stage
        run(flow, port, DT)
    run(flow, port, theme.YAMS_STAGE_REST - 2 * DT)  # its points rest in their box a beat
    assert not flow.handoff.active  # (tests/test_yams_flow_rest.py)
    run(flow, port, 4 * DT)
    assert flow.handoff.active  # then it plays


def test_yams_the_computers_first_throw_and_the_messages_wait_for_it():
    flow, port = seat((1, 2, 3, 4, 6) * 4, names=("Ana",), computer=True)
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    while not flow.handoff.active:
        run(flow, port, DT)
    timer, age = flow.ai_timer, flow.voice.banner.age
    while flow.handoff.active:
        assert len(port.throws) == 1  # its first throw waits
        run(flow, port, DT)
    assert flow.ai_timer >= timer - 2 * DT and flow.voice.banner.age <= age + 2 * DT
    run(flow, port, 10)
    assert len(port.throws) > 1  # then it plays


def test_no_handoff_at_the_games_first_turn():
    # the table opens on its own (its fade-in, the first game's coach card): the first
    # player's pill is there from the first frame, no band over that opening
    flow, port = seat((1, 2, 3, 4, 6))
    for _ in range(90):
        run(flow, port, DT)
        assert not flow.handoff.active and not flow.handoff.pending
    table = Table((1, 2, 3, 4, 6, 6))
    for _ in range(90):
        table.run(DT)
        assert not table.flow.handoff.active and not table.flow.handoff.pending


def test_yams_no_handoff_at_the_games_end():
    full = {box: 0 for box in Box if box is not Box.CHANCE}
    flow, port = seat((1, 2, 3, 4, 6), names=("Ana",), cards=[Scorecard.from_points(full)])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    assert flow.game.finished
    for _ in range(120):
        run(flow, port, DT)
        assert not flow.handoff.active and not flow.handoff.pending


# --- the 10 000 flow, on a fake clock ---------------------------------------------------------


def test_farkle_the_computers_first_throw_waits_for_it():
    table = Table((1, 2, 3, 4, 6, 6) * 6, names=("Ana",), computer=True)
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    for _ in range(600):
        table.run(DT)
        if flow.handoff.active:
            break
    assert flow.handoff.active and flow.handoff.text == "Calculatorul e la rând"
    wait = flow.ai_wait
    while flow.handoff.active:
        assert flow.game.roll_dice is None and not flow.in_the_air  # it waits
        table.run(DT)
    assert flow.ai_wait >= wait - 2 * DT  # its clock stood still under the passing
    table.run(5)
    assert flow.game.current == 1 and (flow.game.roll_dice is not None or flow.in_the_air)


def test_farkle_a_click_or_a_key_ends_it_at_once():
    table = Table((1, 2, 3, 4, 6, 6) * 2)
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    for _ in range(600):
        table.run(DT)
        if flow.handoff.active:
            break
    assert flow.handoff.active and flow.handoff.text == "Ion e la rând"
    assert flow.prompt() is None  # the band speaks alone
    flow.skip_entrance()  # what the table does with each click and key
    assert not flow.handoff.active and flow.prompt() is not None


# --- the tables: skip, click through, nothing before it, its room --------------------------------


def _yams_passed(app, names=("Ana", "Ion")):
    scene = table(app, list(names), [1, 2, 3, 4, 6] * 6, computer=False)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    return scene


def _until_handoff(app, flow, frames=600):
    """Step until the passing plays: frames nobody looks at, the last one drawn
    (:func:`tools.unseen_frames.unseen_frames`; each drawn when the test records them)."""
    with unseen_frames(app):
        for _ in range(frames):
            if flow.handoff.active:
                return
            app.step(FRAME)
    raise AssertionError("no handoff")


def _key(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(FRAME)


def _click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)


def test_yams_a_key_or_a_click_ends_it_and_a_click_on_arunca_throws(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _yams_passed(app)
        _until_handoff(app, scene.flow)
        _key(app, pygame.K_LSHIFT)
        assert not scene.flow.handoff.active  # a key: over at once
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        _until_handoff(app, scene.flow)
        _click(app, (scene.left.centerx, scene.held_band.centery))  # the felt
        assert not scene.flow.handoff.active
        roll(app, scene)
        pick(app, scene, Box.SIXES)  # (Ana's Chance is written)
        validate(app, scene)
        _until_handoff(app, scene.flow)
        assert not scene.roll_button.enabled  # greyed under the band (S13, round 72)
        _click(app, scene.roll_button.rect.center)
        assert not scene.flow.handoff.active
        assert scene.flow.awaiting_settle or scene.game.rolls_left < 3  # the click threw
    finally:
        pygame.event.clear()
        app.close()


def test_farkle_a_click_on_arunca_ends_it_and_throws(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table_with(app, 2, *(1, 2, 3, 4, 6, 6) * 2)
        scene.press_roll()
        play(app)
        scene.press_die(0)
        scene.press_bank()
        _until_handoff(app, scene.flow)
        assert scene.flow.handoff.text.endswith(" e la rând")
        _click(app, scene.roll_button.rect.center)
        assert not scene.flow.handoff.active and scene.flow.in_the_air
    finally:
        pygame.event.clear()
        app.close()


def test_yams_a_key_while_the_old_dice_leave_moves_the_table_on_at_once(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _yams_passed(app)
        assert scene.flow.leaving.active
        _key(app, pygame.K_LSHIFT)
        assert not scene.flow.leaving.active
        for _ in range(round(HANDOFF_SECONDS / FRAME)):
            app.step(FRAME)
            assert not scene.flow.handoff.active  # the passing is not played after it
        assert scene.game.current == 1 and scene.roll_button.enabled
    finally:
        pygame.event.clear()
        app.close()


def _roles(frame):
    return ({p.role for p in frame.panels}, {t.role for t in frame.texts})


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_yams_nothing_of_the_next_turn_before_the_band_and_the_band_keeps_its_room(
        tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _yams_passed(app, ("Ana", "Constantinos"))  # 12 letters
        with drawing_one_frame_in(app, 0):  # each checked frame is drawn by recorded_frame
            _room_frames(app, scene, size)
    finally:
        app.close()


def _room_frames(app, scene, size):
    """Check every frame of the leaving and the passing at ``size``."""
    while not scene.flow.handoff.active:
        panels, texts = _roles(recorded_frame(scene, size))
        if scene.flow.leaving.active:  # the old dice leave: still Ana's turn
            assert scene.sheet_view().current == 0
        assert "handoff_band" not in panels
        app.step(FRAME)
    first = True
    # (while the band shows: round 70, critic D69, it goes before the cup comes in)
    # (S76: the card until it has become the pill; S91, round 81: until it has faded where
    # it rests, the pill turning in its own place)
    while scene.flow.handoff.active and scene.flow.handoff.band_strength > 0:
        frame = recorded_frame(scene, size)
        bands = [p.rect for p in frame.panels if p.role == "handoff_band"]
        assert len(bands) == 1
        band = bands[0]
        if first:  # the frame the turn passes: the band, the column, the new pill, its line
            # (round 79, hY115, ruling S62 2.: under the band the sheet's lit column stays the
            # finished player's, as the greyed pill does; it changes with the pill,
            # tests/test_yams_column_with_the_pill_hy115.py)
            # (round 80, hY118, S76: under the card no column is lit, it lights with
            # "La rând: Constantinos", tests/test_yams_turn_end_order_hy118.py)
            # (round 82, hY127, S91 amended, critic cA81 #7: no column lit beside a band
            # naming the next: the band lands in the next player's column and pill,
            # tests/test_yams_next_lit_with_the_band_hy127.py)
            assert scene.sheet_view().current == scene.game.current
            # (round 67, critic C66: the pill vanished under the band and the old caption
            # stayed; since hY60 no pill was drawn until the band had flown into it: now the
            # new player's pill stands in its place from the band's first frame, and the
            # line is the new turn's, tests/test_yams_handoff_fixed.py; its words wait for
            # the band's going, round 69, critic C69: the turn said once; and the prompt's
            # pill says nothing under the band, round 70, critic C70: the band and the new
            # turn's prompt spoke at once; the flow's line is the new turn's, said after it)
            # round 71 (ruling S13, critic D70: the wordless pills read as regions
            # vanishing): the pill labelled the player by name alone, the prompt's pill
            # said their card quietly; round 75 (hY100) the quiet "La rând" alone.
            # Round 76 (hY104, S13 amended; critics cZ75, cF75a: a pill without a name, a
            # generic card line beside the band): neither pill is drawn under the band.
            # Round 77 (hH81, S13 amended: bare places read as regions vanishing): both keep
            # their places, the turn that ended in them, greyed under its veil
            # Round 80 (hY118, S76, critics cA79 #7, cF79 #1: the greyed outgoing name
            # named two players): the card is the pill on its way, no pill under it; the
            # prompt's plate keeps its place, greyed
            # Round 81 (hY121, S91, critic cA80 #3: the pill's place stood bare under the
            # card): the pill keeps its place, the ended turn's greyed name under its veil,
            # until the card fades; it turns into "La rând: Constantinos" as it does
            veils = [p.rect for p in frame.panels if p.role == "ended_turn"]
            plates = [p.rect for p in frame.panels if p.role in ("turn_band", "announcement")]
            assert len([p for p in frame.panels if p.role == "turn_band"]) == 1
            # Round 82 (hY127, S91 amended, critic cA81 #7): the band lands in the pill,
            # "La rând: Constantinos" live from its first frame; the prompt's plate greyed
            pill = next(p for p in frame.panels if p.role == "turn_band").rect
            assert len(plates) == 2 and not any(v.contains(pill) for v in veils)
            assert all(any(v.contains(p) for v in veils) for p in plates if p != pill)
            assert not [t for t in frame.texts if t.role == "prompt"]
            assert [t for t in frame.texts if t.role == "turn_line" and "La rând" in t.text]
            assert scene.flow.prompt().key == "yams.prompt_roll"
            first = False
        for button in (scene.roll_button, scene.validate_button, scene.hint_button):
            assert not band.colliderect(button.rect), (band, button.rect)
        assert not band.colliderect(scene.sheet.rect)  # the box just written
        assert scene.left.contains(band)
        words = [t for t in frame.texts if t.role == "handoff"]
        if words:  # whole: never cut, big
            assert words[0].text == "Constantinos e la rând"  # (round 67: not the pill's)
            assert band.contains(words[0].rect), (band, words[0].rect)
            if scene.flow.handoff.settle <= 0:  # big until it settles into the pill
                # (round 80, S76: the 10 000's seat card, its display type's size)
                least = theme.font_px(FARKLE_SEAT_CARD_FONT, scene.scale) * 0.9
                assert words[0].size >= least, (words[0].size, least)
        app.step(FRAME)
    frame = recorded_frame(scene, size)
    assert [t for t in frame.texts if t.role == "turn_line"]  # settled into the pill


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_farkle_the_band_keeps_clear_of_the_panels_and_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        from dataclasses import replace
        scene.game.players[1] = replace(scene.game.players[1], name="Constantinos")
        scene.press_roll()
        play(app)
        scene.press_die(0)
        scene.press_bank()
        _until_handoff(app, scene.flow)
        seen = 0
        with drawing_one_frame_in(app, 0):  # each checked frame is drawn by recorded_frame
            seen = _farkle_room_frames(app, scene, size)
        assert seen
    finally:
        app.close()


def _farkle_room_frames(app, scene, size):
    """Check every frame of the passing at ``size``; how many showed its words whole."""
    seen = 0
    while scene.flow.handoff.active:
        frame = recorded_frame(scene, size)
        band = next(p.rect for p in frame.panels if p.role == "handoff_band")
        for button in (scene.roll_button, scene.bank_button):
            assert not band.colliderect(button.rect), (band, button.rect)
        assert not band.colliderect(scene.players_rect)
        assert scene.center.contains(band)
        words = [t for t in frame.texts if t.role == "handoff"]
        if words:
            seen += 1
            assert words[0].text == "Constantinos e la rând"
            assert band.contains(words[0].rect)
        app.step(FRAME)
    return seen


def test_the_longest_name_fits_the_band_at_1024x600():
    from game import theme
    from game.views.turn_handoff import MARGIN_X, band_size
    from game.widgets.text import STAMP, text_size

    scale = theme.scale_for((1024, 600))
    felt = pygame.Rect(0, 0, 470, 231)  # the Yams felt's column at 1024×600 (the narrowest)
    text = "W" * theme.NAME_MAX_LENGTH + " e la rând"
    size, height = band_size(text, felt, scale)
    words = text_size(text, size, STAMP)[0]
    assert words + 2 * theme.px(MARGIN_X, scale) < felt.w  # never cut, the token beside it
    assert height < felt.h


# --- one voice, whole words: the band, then the pill, never both, never neither ------------------


def _one_voice(app, scene, size, pill_role, pill_stays=False):
    """Step the passing frame by frame from its first frame until the pill rests: each frame
    names the next player once (the band's words or the pill's), its words whole. With
    ``pill_stays`` (the Yams table) the band says it alone, no pill's plate beside it (round
    76, ruling S13 amended), and the pill comes in its place the frame the band has gone:
    never words over words, the pill the one voice left."""
    from game.widgets.text import STAMP, text_size

    flow = scene.flow
    _until_handoff(app, flow)
    frames, sizes = 0, set()
    with drawing_one_frame_in(app, 0):
        # (the Yams band goes before its moment ends, the cup after it: round 70, D69)
        while flow.handoff.active and (not pill_stays or flow.handoff.band_strength > 0):
            frame = recorded_frame(scene, size)
            said = [t for t in frame.texts if t.role == "handoff"]
            pills = [t for t in frame.texts if t.role == pill_role]
            if pill_stays:  # (round 67, critic C66: the pill vanished under the band) the
                # pill's plate stayed in its place all through, its words waiting while the
                # band's said it (round 69, critic C69), labelled by the name (round 71,
                # critic D70), by the quiet "La rând" (round 75, hY100). Round 76 (hY104,
                # ruling S13 amended; critics cZ75, cF75a: "the pill without a name under
                # the band"): no plate under the band, the band the one voice
                # Round 77 (hH81, S13 amended): the plate keeps its place, the outgoing
                # player's name greyed in it under the veil: the band still the one voice
                plates = [p.rect for p in frame.panels if p.role == "turn_band"]
                veils = [p.rect for p in frame.panels if p.role == "ended_turn"]
                assert plates and len(said) == 1, (frames, said, pills)
                # Round 81 (hY121, S91): as the card fades where it rests the pill turns
                # into "La rând: …", the card's voice handed to it: greyed until then
                # Round 82 (hY127, S91 amended, critic cA81 #7: the ended turn's dim pill
                # beside a band naming the next): the band lands in the pill, "La rând: …"
                # live, unveiled, from the band's first frame
                assert not any(any(v.contains(p) for v in veils) for p in plates), frames
                assert [t for t in pills if "La rând" in t.text], (frames, pills)
            else:
                assert len(said) == 1 and not pills, (frames, said, pills)  # the band alone
            band = next(p.rect for p in frame.panels if p.role == "handoff_band")
            words = said[0]
            assert band.contains(words.rect), (frames, band, words.rect)  # never cut
            whole = text_size(words.text, max(1, words.size), STAMP)[0]
            assert words.rect.w >= whole * 0.9, (frames, words.rect.w, whole)
            if flow.handoff.settle <= 0:  # they fade in at their size: never grow in
                sizes.add(words.size)
            frames += 1
            app.step(FRAME)
    frame = recorded_frame(scene, size)  # the band has gone: the pill, at once
    assert not [t for t in frame.texts if t.role == "handoff"]
    assert [t for t in frame.texts if t.role == pill_role]
    assert frames >= 20 and len(sizes) == 1, (frames, sizes)


def test_yams_the_band_then_the_pill_one_voice_whole_words(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        # (round 80, hY118, S76: the Yams passing is the 10 000's card, which becomes the
        # pill: the card alone, then the pill)
        # (round 81, hY121, S91: the card fades where it rests, the pill standing in its
        # place all along, the ended turn's greyed name until the card goes)
        _one_voice(app, _yams_passed(app, ("Ana", "Constantinos")), (1024, 600), "turn_line",
                   pill_stays=True)
    finally:
        app.close()


def test_farkle_the_band_then_the_pill_one_voice_whole_words(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        scene.press_roll()
        play(app)
        scene.press_die(0)
        scene.press_bank()
        _one_voice(app, scene, (1920, 1080), "banner")
    finally:
        app.close()


def test_yams_the_band_never_crosses_the_lane_or_the_pill(tmp_path):
    """As the computer's turn passes back to Ana, the band fades on the dice' row where it
    lies: it never crosses the message lane nor the pill (round 67, critic C66: the pill
    vanished under it; since round 51 it settled straight into the pill over the
    computer's "… a ales …", hiding it under its solid fill)."""
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 20)  # Ana, then the computer
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        with drawing_one_frame_in(app, 0):
            for _ in range(3000):
                if scene.game.current == 0 and scene.flow.handoff.active:
                    break
                app.step(FRAME)
            played = 0  # (while the band shows: it goes before the cup, round 70, D69)
            bands = []
            # (round 80, hY118, S76: the card, resting, crosses neither; settling, it
            # flies into the pill's place as the 10 000's does)
            while scene.flow.handoff.active and scene.flow.handoff.settle <= 0:
                frame = recorded_frame(scene, size)
                band = next(p.rect for p in frame.panels if p.role == "handoff_band")
                bands.append(band)
                for lane in scene.message_rects():
                    assert not band.colliderect(lane), (band, lane)
                played += 1
                app.step(FRAME)
            while scene.flow.handoff.active:  # (settling into the pill's place)
                app.step(FRAME)
        # the pill comes in its place as the band goes (round 76: none under the band)
        frame = recorded_frame(scene, size)
        pill = next(p.rect for p in frame.panels if p.role == "turn_band")
        assert not any(band.colliderect(pill) for band in bands), (bands, pill)
        assert played >= 20
    finally:
        app.close()
