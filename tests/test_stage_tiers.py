"""The staged moments are scaled to their rarity: a grand one (a Penta, a Joker Penta, a
win) takes the table over, dark but never black; a lesser one (the upper bonus,
hot dice, a big bank) is a smaller burst over a lighter dim, the table readable in place
but under its own words, and no figure of it readable under the stage disagrees with it."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import BIG, DIM_ALPHA, GRAND, StageClock
from game.rules.yams import Box
from game.views.stage import StagePicture
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.text import font
from tests.layout_check import Run
from tests.test_stage_holds import _texts, _upper_bonus_staged
from tests.test_stage_hush import SHARP, _reddest, _steps
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


def test_a_grand_moment_is_darker_than_a_lesser_one_and_neither_is_black():
    # the table stays readable behind the moment (hY18: ~85 % read as black): a lesser one
    # over about 42 %, a grand one's takeover about 50 % (hR23: at 55 % and 64 % the end and
    # the results round their card read as a void), never past 55 %
    assert 0.38 * 255 <= DIM_ALPHA[BIG] <= 0.46 * 255  # the table reads under a lesser one
    assert DIM_ALPHA[BIG] + 20 <= DIM_ALPHA[GRAND] <= 0.55 * 255  # a takeover, not black


def _ink_height(picture: StagePicture) -> int:
    return picture.ink().h


@pytest.mark.parametrize("size", SIZES)
def test_every_lesser_stamp_is_clearly_smaller_than_the_pentas(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        font(12)  # the faces loaded
        felt = felt_area(size)
        scale = min(size[0] / 1920, size[1] / 1080)
        dice = [pygame.Rect(felt.x + 80 + 110 * k, felt.bottom - 160, 80, 80) for k in range(5)]
        penta = StagePicture("penta", GRAND, felt, scale, "Penta!", line="Ana", seat=0,
                             dice=dice, gather=True, counter=(0, 50))
        middle = pygame.Rect(felt.x + felt.w // 4, felt.y + felt.h // 10, felt.w // 2,
                             felt.h * 8 // 10)
        lesser = [
            StagePicture("bank_big", BIG, felt, scale, "+1 050", line="Jucătorul 1", seat=0,
                         room=middle),
            StagePicture("bank_big", BIG, felt, scale, "+12 500", line="Jucătorul 1",
                         seat=0, room=middle),
            StagePicture("upper_bonus", BIG, felt, scale, "Bonus!", line="Ana", seat=0,
                         counter=(0, 35), caption="Bonusul de sus: Asuri–Șase și-au atins pragul"),
        ]
        grand = _ink_height(penta)
        for picture in lesser:  # the Penta's letters at least 1.6 times taller than a big
            # bank's; the upper bonus next after the grand ones (round 75, hX88, S12): 1.4
            ratio = 1.4 if picture.kind == "upper_bonus" else 1.6
            assert _ink_height(picture) * ratio <= grand, (picture.stamp, size)
    finally:
        app.close()


def test_under_a_lesser_stage_the_whole_table_is_hushed_evenly(tmp_path):
    # no readable table beside a dark blob under the words: one even hush (blurred,
    # dimmed) over the whole table, no primary red under it
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "lesser tier")
        table, stage = _upper_bonus_staged(run_)
        run_.until(lambda: stage.picture is not None, 20)
        picture = stage.picture
        assert picture is not None and picture.rarity == BIG
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        under = picture.dimmed_table(surface, lit=False)
        assert picture.words_block() is None  # no patch of its own under the words
        sheet = table.sheet.rect
        assert picture.target is not None  # its cell and its row's label laid back, lit
        above = pygame.Rect(sheet.x, sheet.y, sheet.w, picture.target.top - 12 - sheet.y)
        assert above.w >= 20 and above.h >= 20, (sheet, picture.target)
        assert _steps(under, above) <= 2 * SHARP  # the sheet a smudge, away from the words
        # no primary red under it: the button's area outside the stage's own lifted row
        # (hY66 raised the buttons to the Clasament: at 1366 the lifted Bonus plate now
        # lies over the button's right part, and its gold frame, part of the picture, is
        # not the table's red; the button under it is as hushed as the rest)
        assert _reddest(under, table.validate_button.rect, skip=picture.row_plate()) <= 3
    finally:
        app.close()


def test_no_readable_figure_under_a_lesser_stage_disagrees_with_it(tmp_path):
    # Ana's TOTAL and her Clasament figure say 63 together until the +35 lands, then 98
    # together: never one of them a step ahead of the other (TOTAL 98 over "1. Ana 63")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "figures in step")
        table, stage = _upper_bonus_staged(run_)
        seen = set()
        while app.manager.top is stage and not stage.clock.done:
            sheet = table.sheet_view().cards[0].total  # the sheet's TOTAL as drawn
            other = 98 if sheet == 63 else 63
            texts = _texts(app, table)  # the Clasament's figures
            assert str(sheet) in texts and str(other) not in texts, (stage.clock.progress,
                                                                      sheet, texts)
            seen.add(sheet)
            app.step(1 / 30)
        assert seen == {63, 98}  # both seen: held, then landed together
        assert table.game.cards[0].points(Box.SIXES) == 18
        assert "98" in _texts(app, table) and table.sheet_view().cards[0].total == 98
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_names_plate_leaves_room_past_its_round_ends(tmp_path, size):
    # "Jucătorul 1, Jucătorul 2" under "Egalitate!" at 1024 stood against its border
    from game.views import stage_words
    from game.widgets.text import BOLD, text_size

    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        scale = min(size[0] / 1920, size[1] / 1080)
        line = "Jucătorul 1, Jucătorul 2"
        picture = StagePicture("win", GRAND, felt, scale, "Egalitate!", line=line)
        clock = StageClock("win")
        clock.age = clock.duration * 0.4
        layout_record.start(size)
        try:
            layout_record.begin(size)
            stage_words.draw_line(pygame.Surface(size), picture, clock, felt.centery)
            plates = [t for t in layout_record.frame().texts if t.text == line]
        finally:
            layout_record.stop()
        assert plates
        words = text_size(line, picture.line_size(), BOLD)[0]
        # each round end (a radius: half the plate's height) clear of the letters
        assert plates[0].rect.w >= words + plates[0].rect.h, (plates[0].rect, words)
    finally:
        app.close()


def _drawn(surface: pygame.Surface) -> pygame.Rect | None:
    """Where anything was drawn on the black ``surface`` (None: nothing)."""
    mask = pygame.mask.from_threshold(surface, (0, 0, 0, 255), (2, 2, 2, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def test_a_caption_reads_from_its_first_frame_and_a_count_is_seen_near_its_start(tmp_path):
    # "Bonusul de sus: …" was grey on near-black while it faded in; the count first seen
    # at +25 of 35
    from game.views import stage_words
    from game.views.stage_paint import TOP

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        picture = StagePicture("upper_bonus", BIG, felt, 0.71, "Bonus!", line="Ana", seat=0,
                               counter=(0, 35), caption="Bonusul de sus: Asuri–Șase la 63")
        clock = StageClock("upper_bonus")
        first = None
        while first is None and not clock.done:  # the caption's first frame
            clock.update(1 / 60)
            surface = pygame.Surface(size)
            stage_words.draw_caption(surface, picture, clock, felt.centery)
            if _drawn(surface) is not None:
                first = surface
        assert first is not None
        rect = _drawn(first)
        assert rect is not None
        brightest = max(sum(first.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 2)
                        for y in range(rect.top, rect.bottom, 2))
        assert brightest >= 0.9 * sum(TOP), (brightest, sum(TOP))  # its words, not grey
        clock = StageClock("upper_bonus")
        shown = None
        while shown is None and not clock.done:  # the counter's first frame
            clock.update(1 / 60)
            surface = pygame.Surface(size)
            stage_words.draw_counter(surface, picture, clock, felt.centery)
            if _drawn(surface) is not None:
                shown = stage_words.counter_text(picture, clock)
        assert shown is not None and int(shown.lstrip("+")) <= 5, shown  # near its start
    finally:
        app.close()
