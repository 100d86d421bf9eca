"""The next player's entrance as the Yams turn passes: a band in their seat colour opens
around "La rând: Ion", centred on it (their name settling from a larger size; no edge ever
crosses a letter) in about a second, between
the round's line and the prompt (never over the dice being read); a click or a key ends it
at once; it is no stage (the table stays lit, its buttons live)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.turn_entrance import ENTRANCE_SECONDS, GROWN, TurnEntrance
from game.rules.yams import Box
from game.views.yams_turn_entrance import band_rect, name_size
from game.widgets.seats import marked_width, player_style, seat_colour
from game.widgets.text import BOLD
from tests.uihelpers import FRAME, click_at, drawing_one_frame_in, make_app, recorded_frame
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import draw_shown_frame, unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_entrance_slides_in_over_a_second_and_a_skip_ends_it():
    entrance = TurnEntrance()
    turn = (2, 1)
    assert entrance.progress(0.0, turn) == 0 and entrance.name_scale(0.0, turn) == GROWN
    steps = [entrance.progress(k / 60, turn) for k in range(round(ENTRANCE_SECONDS * 60) + 1)]
    assert steps == sorted(steps) and steps[-1] == 1.0
    assert 0.3 < entrance.progress(ENTRANCE_SECONDS / 4, turn) < 0.9  # moving, not a jump
    entrance.skip((2, 0))  # another turn's skip says nothing of this one
    assert entrance.progress(0.1, turn) < 1
    entrance.skip(turn)
    assert entrance.progress(0.1, turn) == 1.0 and entrance.name_scale(0.1, turn) == 1.0
    assert entrance.progress(None, turn) == 0.0  # no banner, no entrance


def _passed(app):
    scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6])
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    with unseen_frames(app):  # up to the pill: no frame before it looked at
        for _ in range(600):  # the pill enters once the turn's passing has settled into it
            handoff = scene.flow.handoff
            if scene.flow.voice.banner is not None and not (handoff.active or handoff.pending):
                return scene
            app.step(FRAME)
    raise AssertionError("the turn never passed")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_next_player_enters_in_their_seat_colour_above_the_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _passed(app)
        assert scene.game.current == 1 and scene.on_stage is None
        colour = seat_colour(player_style(scene.game.players, 1))
        with unseen_frames(app):  # the entrance's frames: only the rested one read
            for _ in range(round((ENTRANCE_SECONDS + 0.05) / FRAME)):
                app.step(FRAME)
        rested = recorded_band(scene, size)[0]
        assert rested.bottom < scene.held_band.top  # never over the dice being read
        assert rested.top > scene._lines["round"]
        screen = app.screen
        edge = screen.get_at((rested.centerx, rested.top + 1))[:3]
        off = max(abs(a - b) for a, b in zip(edge, colour, strict=True))
        assert off < 40, (edge, colour)  # the band's rim: their colour
        assert scene.roll_button.style == "primary" and scene.roll_button.enabled  # no stage
    finally:
        app.close()


def recorded_band(scene, size):
    """The entrance's band and its words' rect (the seat mark before them included) as
    ``scene`` draws them now."""
    frame = recorded_frame(scene, size)
    bands = [p.rect for p in frame.panels if p.role == "turn_band"]
    words = [t.rect for t in frame.texts if t.role == "turn_line"]
    assert len(bands) == 1 and len(words) == 1, (bands, words)
    banner = scene.flow.voice.banner
    grown = scene.entrance.name_scale(banner.age if banner else None, scene.turn_key())
    lead = marked_width(name_size(scene.scale, grown), BOLD, token=True)  # (S71's token)
    return bands[0], words[0].inflate(lead, 0).move(-lead // 2, 0)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_band_opens_centred_on_the_name_and_no_edge_crosses_a_letter(tmp_path, size):
    # round 8 slid the band in from the column's left edge: mid-way its edge cut "La", and
    # at rest it spanned the column's left, off-centre on the words
    app = make_app(tmp_path, size=size)
    try:
        scene = _passed(app)
        seen = []
        with drawing_one_frame_in(app, 0):  # each frame is read through recorded_band
            while scene.flow.voice.banner is not None and \
                    scene.entrance.progress(scene.flow.voice.banner.age, scene.turn_key()) < 1:
                band, words = recorded_band(scene, size)
                assert band.left < words.left - scene.px(8) and band.right > words.right + \
                    scene.px(8), (band, words)  # both edges off the words, every frame
                assert band.top <= words.top and band.bottom >= words.bottom, (band, words)
                assert abs(band.centerx - words.centerx) <= 2, (band, words)
                seen.append(band.w)
                app.step(FRAME)
        assert len(seen) > 20 and seen[-1] > seen[0]  # it opens, over many frames
        band, words = recorded_band(scene, size)
        assert abs(band.centerx - words.centerx) <= 2 and band.w < scene.held_band.w
        assert abs(band.centerx - scene.left.centerx) <= 2  # on the column's axis
    finally:
        app.close()


def test_the_band_rect_is_centred_on_its_words_at_every_step():
    column = pygame.Rect(60, 0, 880, 400)
    words = pygame.Rect(0, 0, 300, 40)
    words.center = (500, 120)
    steps = [band_rect(words, column, 1.0, k / 10) for k in range(11)]
    assert all(b.center == words.center and b.contains(words) for b in steps)
    assert [b.w for b in steps] == sorted(b.w for b in steps)


def test_a_click_on_the_felt_ends_the_entrance_at_once(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _passed(app)
        app.step(FRAME)
        turn = scene.turn_key()
        assert scene.entrance.progress(scene.flow.voice.banner.age, turn) < 0.5
        click_at(app, (scene.left.centerx, scene.held_band.centery))  # the empty held row
        banner = scene.flow.voice.banner
        assert banner is None or scene.entrance.progress(banner.age, turn) == 1.0
        pygame.event.clear()
    finally:
        app.close()


def test_the_held_row_keeps_its_look_while_the_computer_is_greeted(tmp_path):
    # "Urmărește-i aruncările" is written in the message lane; neither the held row nor the
    # lane is restyled into a bright frame of the banner's colour for the computer's turn
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 4)  # and the computer
        band = scene.held_band
        rim = (band.centerx, band.top)

        def looks() -> tuple[int, ...]:
            return tuple(app.screen.get_at(rim))[:3]

        with unseen_frames(app):  # the table's own fade-in over (its last frame read)
            for _ in range(60):
                app.step(FRAME)
        plain = looks()
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        seen = 0
        for _ in range(400):
            with unseen_frames(app, last_drawn=False):  # drawn below only where it is read
                app.step(FRAME)
            if (scene.computer_turn and scene.flow.voice.banner is not None
                    and not scene.flow.handoff.active):  # (the passing's band: its own test)
                draw_shown_frame(app)  # the frame as the step draws it
                seen += 1
                assert looks() == plain, scene.flow.voice.banner.age
                for place in (band, scene.message_lane()):
                    area = app.screen.subsurface(place)
                    assert not pygame.mask.from_threshold(
                        area, theme.TURN_BANNER_COLOUR, (1, 1, 1, 255)).count()
        assert seen
    finally:
        app.close()
