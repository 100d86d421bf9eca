"""Once the goal's banner has gone (hL50: it says the last round; the "Ultima tură!" ribbon
that followed it is gone, critic B41), the table still says it is the last round (hF28
§2): a band in the title's row (hF71, critics B69, D69: it was a 20 px line), the seed's
„Ultima tură!” in the display face, who still plays as chips (none marked, critic B70) and the
total to beat as a figure ("De depășit 10 450"). The facts are the flow's; the band collides
with nothing at 1920×1080, 1366×768 and 1024×600, with four players and with six long
names."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.seats import player_style, seat_colour
from game.widgets.text import BOLD, text_size
from tests.layout_check import check_app
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_flow_says_who_still_plays_and_the_score_to_beat_after_the_goal():
    table = Table((1, 1, 1, 5, 2, 3, 5, 2, 3, 4, 6, 6), totals=(9_400, 2_000, 3_000),
                  names=("Ana", "Ion", "Dan"))
    flow = table.flow
    assert flow.last_round_strip() is None  # not the last round yet
    table.throw_and_keep(*range(4))
    flow.press_bank()  # Ana reaches 10 450
    seen = False  # (hL50: was "while the ribbon shows"; the goal's banner says it now)
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.moment.busy or flow.frozen is not None:
            seen = True
            assert flow.last_round_strip() is None  # the goal's banner says it: one voice
        elif seen:
            break
    strip = flow.last_round_strip()
    assert strip is not None
    # (hF71, critics B69, D69: a band of its own: the seed's words, the seats still to play
    # as chips, the one playing now first and marked, the leader's total as a figure)
    assert strip.title == "Ultima tură!"
    assert (strip.seats, strip.names, strip.playing) == ((1, 2), ("Ion", "Dan"), 1)
    assert (strip.beat_label, strip.beat, strip.leaders) == ("De depășit", "10 450", (0,))
    table.throw_and_keep(0)  # Ion: a 5, banked
    flow.press_bank()
    assert flow.last_round_strip().seats == (1, 2)  # his turn shown till it passes
    table.run(3)
    strip = flow.last_round_strip()
    assert strip is not None and (strip.seats, strip.names, strip.playing) == ((2,), ("Dan",), 2)


@pytest.mark.parametrize(("size", "build"), [((1920, 1080), "_goal_banner"),
                                             ((1366, 768), "_goal_banner"),
                                             ((1024, 600), "_goal_banner"),
                                             ((1024, 600), "_goal_banner_six")])
def test_the_band_shows_after_the_goal_large_and_touches_nothing(tmp_path, size, build):
    # (hL50: was "after the ribbon"; round 66, critic B65: one line under the title; hF71,
    # critics B69, D69: that line was a cramped 20 px of gold, the most tense state of the
    # game the least display type: a band of its own takes the title's row, ruling S6)
    from game import theme
    from game.views.farkle_last_round import band_layout

    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        assert screens_farkle.goal_up(app)
        frame = recorded_frame(table, size)
        assert not [t for t in frame.texts if t.role == "last_round"]  # the goal's time
        with unseen_frames(app):  # the goal's stage to its end: not looked at
            for _ in range(120):
                app.step(0.05)
                if table.flow.last_round_strip() is not None and app.manager.top is table:
                    break
        app.step(0.5)
        for _ in range(60):  # (round 77, hF91, ruling S27: its words come once it has
            if table.flow.last_round_strip().came >= 1:  # unrolled)
                break
            app.step(1 / 30)
        picture = pygame.Surface(size)
        frame = recorded_frame(table, size, picture)
        strip = table.flow.last_round_strip()
        band = band_layout(table, strip)
        said = {t.text: t for t in frame.texts if t.role == "last_round"}
        assert strip.title in said and strip.beat in said and strip.beat_label in said, said
        # the seed's words in the display face, larger than the "10 000" they stand in for
        assert said[strip.title].size > table.font_px(theme.FONT_HEADING)
        assert said[strip.beat].size >= table.font_px(theme.FONT_HEADING) * 0.85
        assert not [t for t in frame.texts if t.text == table.heading()]  # the band's row
        assert band.rect.h >= table.px(70)
        assert all(band.rect.contains(t.rect) for t in said.values())
        for rect in (table.players_rect, table.turn_rect, table.center,
                     table.help_button.rect, table.menu_button.rect):
            assert not band.rect.colliderect(rect), (band.rect, rect)
        assert all(not band.rect.colliderect(t.rect) for t in frame.texts
                   if t.role != "last_round")
        # a chip a seat still to play, in the order they play, apart and inside the band,
        # clear of the title and the figure; none marked (critic B70)
        assert [c.seat for c in band.chips] == list(strip.seats)
        parts = band.parts()
        assert all(a is b or not a.colliderect(b) for a in parts for b in parts)
        assert all(band.rect.contains(p) for p in parts)
        for chip in band.chips:
            token = chip.rect.x + chip.rect.h // 2 - round(chip.token * 0.36), chip.rect.centery
            assert picture.get_at(token)[:3] == seat_colour(player_style(table.players,
                                                                         chip.seat))
            if chip.name:  # its ground over the name: dark for every seat (critic B70: the
                # one playing was said four times at once; the list's arrow and the Tura card
                # say it, tests/test_farkle_last_round_turn_twice.py)
                assert chip.name in said
                ground = picture.get_at((chip.rect.right - chip.rect.h // 2,
                                         chip.rect.top + chip.rect.h // 7))
                assert sum(ground[:3]) <= 540, (chip, ground)
        assert [c.playing for c in band.chips].count(True) == 1
        assert check_app(app, "strip") == []
    finally:
        app.close()


def test_the_band_comes_in_lit_and_settles_to_its_crimson(tmp_path):
    """The band's entrance (hF71): as the goal's plate hands the table back, the band comes
    in with a flash of light (the plate's foot landing), and settles to its crimson within
    BAND_IN seconds; the flow's clock says how far. Amended in round 77 (hF91, ruling S27:
    it unrolls from the plate's width under the plate's last beat, bare, its words coming
    once it is whole; it stood whole the frame after the plate)."""
    from game.flow.farkle_port import BAND_IN
    from game.views.farkle_last_round import UNFURL, band_rect

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        for _ in range(400):
            app.step(1 / 60)
            if table.flow.last_round_strip() is not None and app.manager.top is table:
                break  # (under the goal's lifting plate it stands lit: its clock waits)
        first = table.flow.last_round_strip()
        # (round 77, hF91, ruling S27: it unrolled under the plate's last beat: whole, its
        # words said, as the table is back, still lit)
        assert first is not None and UNFURL <= first.came < 0.5, first
        lit = _ribbon_light(table, size, band_rect(table))
        assert [t for t in recorded_frame(table, size).texts if t.text == first.title]
        for _ in range(round(BAND_IN * 30 / 2)):
            app.step(1 / 30)
        assert 0 < table.flow.last_round_strip().came < 1
        assert table.is_animating()  # (the loop draws its frames)
        for _ in range(round(BAND_IN * 30 / 2) + 3):
            app.step(1 / 30)
        assert table.flow.last_round_strip().came == 1
        settled = _ribbon_light(table, size, band_rect(table))
    finally:
        app.close()
    assert lit > settled * 1.25, (lit, settled)


def _ribbon_light(table, size, rect) -> float:
    """The mean brightness of the band's ribbon between its chips and its figure (no word)."""
    picture = pygame.Surface(size)
    table.draw(picture)
    strip = pygame.Rect(rect.x + rect.w // 2, rect.y + rect.h // 5, 4, 4)
    from game.views.farkle_last_round import band_layout

    band = band_layout(table, table.flow.last_round_strip())
    x = max(c.rect.right for c in band.chips) + (band.label.x - max(
        c.rect.right for c in band.chips)) // 2
    strip.centerx = x
    pixels = [picture.get_at((px, py)) for px in range(strip.left, strip.right)
              for py in range(strip.top, strip.bottom)]
    return sum(sum(p[:3]) for p in pixels) / len(pixels)


@pytest.mark.parametrize("build", ["_last_round", "_last_round_six"])
def test_every_seat_still_to_play_is_named_at_1024(tmp_path, build):
    # (round 72, critic E71: at 1024x600 the band showed "Jucătorul 2" and the other seats'
    # marks alone: who still played was unreadable; round 73, critic J72: the cut names that
    # replaced them, "Jucăto… 2", "Calculat…", cut every name. Every chip names its seat
    # whole, or, where the names do not fit whole, the chips carry the seats' marks beside
    # the goal plate's count, "Încă 3 jucători mai au o tură", whole: never a cut name)
    from game.views.farkle_last_round import band_layout

    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app):
            getattr(screens_farkle, build)(app)
        table = app.manager.top
        strip = table.flow.last_round_strip()
        band = band_layout(table, strip)
        shown = [c.name for c in band.chips]
        assert len(shown) == len(strip.names) >= 3
        assert [c.seat for c in band.chips] == list(strip.seats)
        assert not any("…" in name for name in shown), shown
        if shown != list(strip.names):  # their marks, and the count said whole beside them
            assert shown == [""] * len(shown), shown
            count = app.tr.n("stage.goal.last_count", len(strip.seats))
            assert band.count == count and band.count_rect is not None, band.count
            assert band.count_rect.w >= text_size(count, band.name_size, BOLD)[0]
            assert band.count_rect.left > max(c.rect.right for c in band.chips)
        assert band.name_size >= table.type_least
        parts = band.parts()
        assert all(a is b or not a.colliderect(b) for a in parts for b in parts)
        assert all(band.rect.contains(p) for p in parts)
    finally:
        app.close()
