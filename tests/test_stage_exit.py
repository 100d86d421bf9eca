"""A stage leaves cleanly: its stamp, line, counter, burst and light shrink and fade out
over a table still fully dark (gathered dice fly back to their places, in sight); only then
does the dimming lift, so the live table never shows through a half-faded ghost of the
moment (no double image)."""

from __future__ import annotations

import pygame
import pygame.surfarray  # the game imports pygame without numpy (game.lean_import)
import pytest

from game.flow.stage import BIG, GRAND, RARITY, STAMP_GONE, StageClock
from game.views.stage import StagePicture, draw_stage, handed_back, shown_darkness
from game.views.stage_gather import YAMS_GATHERED, clear_places
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FELT = (30, 90, 50)
DIE = (250, 250, 240)


def test_the_dimming_lifts_only_once_the_moments_motion_is_over_the_stamp_leaving_with_it():
    from game.views.stage_gather import homing

    for kind in RARITY:
        for factor in (1.0, 2.0):
            clock = StageClock(kind, factor)
            full = 0.0
            while not clock.done:
                clock.update(1 / 120)
                full = max(full, clock.dimming())
                if clock.dimming() < full - 1e-9:  # lifting: the moment's motion is over
                    assert clock.burst() == 0 and homing(clock) == 1, (kind, clock.age)
                    # the stamp and its light leave with the dimming, a little ahead of it
                    assert clock.stamp_alpha() <= clock.dimming() + 1e-9, (kind, clock.age)
                    assert clock.light() <= clock.dimming() + 1e-9, (kind, clock.age)


def test_the_stamp_shrinks_as_it_fades_out():
    clock = StageClock("penta")
    clock.age = clock.duration * 0.5
    resting = clock.stamp_scale()
    clock.age = clock.duration * (STAMP_GONE - 0.005)
    assert 0 < clock.stamp_alpha() < 0.2
    assert clock.stamp_scale() < 0.85 * resting


def _pictures(felt: pygame.Rect) -> list[StagePicture]:
    dice = [pygame.Rect(felt.x + 60 + 90 * k, felt.bottom - 120, 60, 60) for k in range(5)]
    return [
        StagePicture("penta", GRAND, felt, 0.55, "Penta!", line="Ana", seat=0, dice=dice,
                     gather=True, badge="×2"),
        StagePicture("upper_bonus", BIG, felt, 0.55, "Bonus!", line="Ana", seat=0,
                     counter=(0, 35)),
        StagePicture("win", GRAND, felt, 0.55, "Ai câștigat!", line="Ana", seat=1),
    ]


def test_once_the_stamp_has_left_the_table_shows_alone(tmp_path):
    # a frame of the lift's end (the stamp gone with the darkness) is the table and the
    # lifting darkness, nothing else: no stamp, no confetti, no gathered die beside its place
    app = make_app(tmp_path, size=(1024, 600))
    try:
        size = (1024, 600)
        felt = felt_area(size)
        for picture in _pictures(felt):
            table = pygame.Surface(size)
            table.fill(FELT)
            for die in picture.dice:
                table.fill(DIE, die)
            clock = StageClock(picture.kind)
            lifted = 0
            full = 0.0
            while not clock.done:
                clock.update(1 / 60)
                full = max(full, clock.dimming())
                if clock.progress < STAMP_GONE or clock.done:
                    continue  # the stamp still leaving: only the last frames are drawn
                surface = table.copy()
                draw_stage(surface, picture, clock)
                lifted += 1
                for die in picture.dice:  # the dice lit on their places
                    surface.fill((0, 0, 0), die)
                plain = table.copy()  # the table under the lifting dimming, nothing else
                if picture.kind not in YAMS_GATHERED:  # (the dice's places laid over with
                    clear_places(plain, picture)  # the felt, as the stage keeps them on the
                    # table while its dice are gathered; hY65, critic C61: a Yams Penta's
                    # dice are home by then, over the table's own, its places not cleared)
                dark = table.copy()
                clear_places(dark, picture)  # the gathered dice off their places
                picture.hush_table(dark, table, words=False)  # no patch under the words
                seen = handed_back(picture, clock)  # a gathered stage: the table itself
                darkness = shown_darkness(picture, clock)  # under an even veil (C25 §1)
                if seen < 1:
                    dark.set_alpha(round(255 * darkness * (1 - seen)))
                    plain.blit(dark, (0, 0))
                if seen > 0:
                    veil = pygame.Surface(size)
                    veil.set_alpha(round(picture.dim_alpha() * darkness * seen))
                    plain.blit(veil, (0, 0))
                for die in picture.dice:
                    plain.fill((0, 0, 0), die)
                frame_felt = surface.subsurface(felt).copy()
                assert pygame.image.tobytes(frame_felt, "RGB") == pygame.image.tobytes(
                    plain.subsurface(felt), "RGB"), (picture.kind, round(clock.progress, 3))
            assert lifted >= 1, picture.kind  # the lift's last frames: seen
    finally:
        app.close()


def test_the_10000_wins_stage_keeps_the_table_dark_until_the_results(tmp_path):
    # the results open on the win's darkness: no bright beat of the finished table between
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = open_table(app, "farkle", 1)
        clock = table.stage_clock("win", 1.0)
        clock.age = clock.duration * 0.99
        assert clock.dimming() >= 0.99
    finally:
        app.close()


def test_the_wins_stage_ends_as_its_moment_has_gone_no_dark_pause_before_the_results():
    # rewritten in round 30 (critic: "a blank glow beat before the card appears"): the win's
    # stage ends as its words have left (WORDS_LEAVE), no longer at GONE after them
    from game.flow.end_stage import WORDS_LEAVE, EndStageClock

    clock = EndStageClock("win")
    clock.update(clock.duration * (WORDS_LEAVE[1] - 0.02))
    assert not clock.done and clock.light() > 0  # its light and rays stand to its end
    clock.update(clock.duration * 0.03)
    assert clock.done  # its motion over: the results now, not after an empty dark beat


def test_the_wins_words_are_gone_before_the_results_panel_rises():
    # hR29 (critic: the caption and the name plate stuck out at both sides of the rising
    # panel): the win's words (its title, name and caption, all at the stamp's alpha) fade
    # out over its last beat, its light and rays still standing; the panel alone then speaks.
    # Round 30: the stage ends as they have gone (no wordless glow before the card)
    from game.flow.end_stage import WORDS_LEAVE, EndStageClock

    clock = EndStageClock("win")
    clock.update(clock.duration * 0.6)
    assert clock.stamp_alpha() == 1.0  # whole while it is the moment
    clock.update(clock.duration * (WORDS_LEAVE[1] - 0.005 - 0.6))
    # its light leaves with its words (critic C40: no rays under the rising results card;
    # it stood whole here until then)
    assert not clock.done and clock.stamp_alpha() < 0.1 and clock.light() < 0.1
    clock.update(clock.duration * 0.01)
    assert clock.done and clock.stamp_alpha() == 0.0


def test_a_pentas_gathered_dice_stay_in_sight_to_the_stages_last_frame(tmp_path):
    # before the stamp goes the five dice fly back to their places and stay lit there while
    # the dimming lifts: no frame shows a dark tray with no dice
    from game.flow.stage import HOME_FROM

    app = make_app(tmp_path, size=(1024, 600))
    try:
        size = (1024, 600)
        felt = felt_area(size)
        picture = _pictures(felt)[0]
        table = pygame.Surface(size)
        table.fill(FELT)
        for die in picture.dice:
            table.fill(DIE, die)
        whole = sum(die.w * die.h for die in picture.dice)
        clock = StageClock(picture.kind)
        clock.age = clock.duration * (HOME_FROM - 0.02)
        seen = 0
        while not clock.done:
            clock.update(1 / 60)
            surface = table.copy()
            draw_stage(surface, picture, clock)
            lit = pygame.mask.from_threshold(surface, DIE, (4, 4, 4, 255)).count()
            assert lit >= 0.9 * whole, (round(clock.progress, 3), lit, whole)
            seen += 1
        assert seen >= 20
    finally:
        app.close()


def test_a_big_stages_sparks_stay_above_the_letters_foot_off_the_name_and_caption(
        tmp_path, monkeypatch):
    # hot dice: the sparks fly out above and beside the stamp's letters, none reaching the
    # player's name or the caption hanging under them
    import game.views.stage as stage_view

    app = make_app(tmp_path, size=(1920, 1080))
    try:
        size = (1920, 1080)
        felt = felt_area(size)
        picture = StagePicture("hot_dice", BIG, felt, 1.0, "Zaruri fierbinți!", line="Ana",
                               seat=0, caption="Toate cele 6 zaruri revin")
        sparks: list[tuple[int, int]] = []
        monkeypatch.setattr(stage_view, "draw_sparkle",
                            lambda surface, colour, at, r: sparks.append((at[1], r)))
        clock = StageClock("hot_dice")
        surface = pygame.Surface(size)
        for share in (0.2, 0.3, 0.45, 0.6):
            clock.age = clock.duration * share
            draw_stage(surface, picture, clock)
        image = picture.stamp_image()
        foot = picture.centre[1] - image.get_height() // 2 + picture.ink().bottom
        assert sparks, "no sparks drawn"
        assert all(y + r <= foot + 1 for y, r in sparks), (foot, max(y + r for y, r in sparks))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_name_and_the_caption_under_a_stamp_stand_on_plates_clear_of_each_other(
        size, tmp_path):
    # hot dice: "Jucătorul 1" on its plate, the caption on its own, a clear gap between
    from game import theme
    from game.widgets import layout_record

    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        scale = theme.scale_for(size)
        picture = StagePicture("hot_dice", BIG, felt, scale, "Zaruri fierbinți!",
                               line="Jucătorul 1", seat=0,
                               caption="Toate cele 6 zaruri revin, punctele turei rămân")
        clock = StageClock("hot_dice")
        clock.age = clock.duration * 0.5
        layout_record.start(size)
        try:
            layout_record.begin(size)
            draw_stage(pygame.Surface(size), picture, clock)
            marks = {m.text: m.rect for m in layout_record.frame().texts}
        finally:
            layout_record.stop()
        name, caption = marks[picture.line], marks[picture.caption]
        assert caption.top - name.bottom >= theme.px(12, scale), (name, caption)
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_gathered_dice_fly_home_only_once_the_stamp_and_its_words_have_gone(kind):
    # hY18: the dice left while "Penta!" still stood centred (the Joker's path crossed it):
    # the stamp, its light and the words under the row fade first, then the dice fly home
    # as the table lightens (no word on screen to cross); the name's plate in from the
    # stamp's first frame (not late under it)
    # hY65 (critic C61): a Yams Penta's dice are home before its last quarter, so its
    # exit is earlier (game.theme_stage.YAMS_EXIT_*): the promise holds on its own spans,
    # the dice flying home under the whole veil, the table handed back once they are home
    from game.views.stage import shown_stamp_alpha
    from game.views.stage_gather import exit_spans, homing
    from game.views.stage_words import draw_line

    felt = pygame.Rect(0, 0, 1000, 560)
    dice = [pygame.Rect(60 + 90 * k, felt.bottom - 120, 60, 60) for k in range(5)]
    picture = StagePicture(kind, GRAND, felt, 0.55, "Penta!", line="Ana", seat=0, dice=dice,
                           gather=True)
    clock = StageClock(kind)
    steps = 200
    flying = 0
    for k in range(steps + 1):
        clock.age = clock.duration * k / steps
        words, _, home = exit_spans(picture)
        if 0 < homing(clock, picture) < 1:
            flying += 1
            assert shown_stamp_alpha(picture, clock) == 0, k / steps
        if clock.progress < home[0]:
            assert homing(clock, picture) == 0, k / steps
        if 0.2 < clock.progress < words[0]:
            assert shown_stamp_alpha(picture, clock) >= 0.99, k / steps
        if clock.stamp_alpha() > 0 and clock.progress < words[0]:
            layer = pygame.Surface(felt.size, pygame.SRCALPHA)
            draw_line(layer, picture, clock, felt.centery)
            alpha = pygame.surfarray.pixels_alpha(layer)  # any pixel drawn (as its
            drawn = bool(alpha.any())  # bounding rect's width > 0, without its scan)
            del alpha  # the layer is locked while its pixels are viewed
            assert drawn, k / steps  # the name is there too
    assert flying >= 10
    clock.age = clock.duration
    assert homing(clock, picture) == 1
