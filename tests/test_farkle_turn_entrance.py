""""La rând: …" at the 10 000 table makes the Yams table's entrance: the name settles from a
larger size and the pill opens in the seat's colour in about half a second; a click or a key
ends it at once, and the buttons stay live under it (a throw is not held back)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1366, 768)


def _passed(app):
    """A two-person table whose first turn has just passed (the banner 0 s old); its frames
    are not looked at (undrawn): the tests draw the frames they check (:func:`_look`)."""
    with drawing_one_frame_in(app, 0):
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        for _ in range(240):  # the pill enters once the turn's passing has settled into it
            app.step(1 / 60)
            handoff = table.flow.handoff
            if table.flow.voice.banner is not None and not (handoff.active or handoff.pending):
                break
    assert table.flow.voice.banner is not None
    return table


def _aged(table, age):
    """The banner as if ``age`` seconds old."""
    voice = table.flow.voice
    voice._banner = replace(voice.banner, age=age)


def _look(table):
    """The banner's pill and its words' rect as drawn now."""
    surface = pygame.Surface(SIZE)
    layout_record.begin(SIZE)
    table.draw(surface)
    frame = layout_record.frame()
    text = table.flow.voice.banner.text
    pills = [p.rect for p in frame.panels if p.role == "banner"]
    words = [t.rect for t in frame.texts if t.text == text]
    assert pills and words, (pills, words)
    return pills[0], words[0]


def test_the_turn_banner_enters_the_name_settles_and_the_pill_opens_in_half_a_second(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    layout_record.start(SIZE)
    try:
        table = _passed(app)
        _aged(table, 0.0)
        pill0, words0 = _look(table)
        _aged(table, 0.25)
        pill_mid, words_mid = _look(table)
        _aged(table, 0.6)
        pill1, words1 = _look(table)
        _aged(table, 0.9)
        pill2, words2 = _look(table)
        assert words0.h >= words1.h * 1.15, (words0, words1)  # the name comes in larger
        assert words0.h > words_mid.h > words1.h, (words0, words_mid, words1)
        assert pill0.w < pill1.w, (pill0, pill1)  # the pill opens around it
        assert (pill1, words1) == (pill2, words2)  # at rest after about half a second
        assert pill0.h == pill1.h  # its height stays: nothing under it is pushed
    finally:
        layout_record.stop()
        app.close()


def test_a_click_ends_the_entrance_at_once_and_the_buttons_stay_live(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    layout_record.start(SIZE)
    try:
        table = _passed(app)
        _aged(table, 0.6)
        rest = _look(table)
        _aged(table, 0.0)
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0,
                                              unicode="", scancode=0))
        assert _look(table) == rest  # the key ended the entrance: the pill at rest
        table.press_roll()  # the next person throws under it, no wait
        assert table.flow.in_the_air
    finally:
        layout_record.stop()
        app.close()
