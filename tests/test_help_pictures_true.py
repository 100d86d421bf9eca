"""Each "?" picture and its words agree, and its captions read (critic A69): the 10 000
scoring tile showed three 1s = 1 000 beside "Trei la fel: valoarea × 100" without naming the
exception (§1); the Yams upper bonus showed one die of each face, 21 points, beside "Total sus
63" (§2); the pictures' captions (the mini sheets, the points) read ~16 px at 1920 and ~12 px at
1024 (§4)."""

from __future__ import annotations

import re

import pygame
import pytest

from game import theme
from game.i18n import format_int
from game.rules.farkle import score
from game.rules.yams import UPPER_BONUS, UPPER_BONUS_THRESHOLD
from game.scenes import farkle_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CAP_HEIGHT = 0.72
"""Lato's capitals' height in ems."""


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_scoring_words_name_each_pictured_triples_points(tmp_path, language):
    """Every triple the scoring tile pictures is scored by its words: "value × 100" or, for
    the three 1s, the exception named in one clause with its points ("trei de 1: 1 000")."""
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False, language=language)
    try:
        words = FarkleHelpOverlay(app).texts()[
            [key for key, _ in farkle_help.TILES].index("farkle.help.scoring")]
        for dice in (d for d in farkle_help.SCORING if len(set(d)) == 1):  # the triples
            face, points = dice[0], score(dice) or 0
            if points == face * 100:
                assert "× 100" in words, words
                continue
            clause = rf"\b{face}(?!\d)[^.,;]*?\b{format_int(points)}(?!\d)"
            assert re.search(clause, words.replace("\u00a0", " ")), (dice, words)
    finally:
        app.close()



@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_triples_rule_keeps_its_exception(tmp_path, language):
    """Where the scoring tile states the triples' rule ("valoarea × 100") it names the three
    1s' exception with it ("Trei de 1: 1 000"), pictured or not (round 72: hH73 drew no three 1s and
    dropped the exception, so the tile read "× 100" for three 1s, 100 where the seed says
    1 000)."""
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False, language=language)
    try:
        words = FarkleHelpOverlay(app).texts()[
            [key for key, _ in farkle_help.TILES].index("farkle.help.scoring")]
        words = words.replace("\u00a0", " ")
        assert "× 100" in words, words
        ones = format_int(score((1, 1, 1)) or 0)
        assert re.search(rf"\b1(?!\d)[^.,;]*?\b{ones}(?!\d)", words), words  # (its clause)
    finally:
        app.close()

def _frame_texts(app, shown, k):
    texts = recorded_step(app, 1 / 60).texts
    art = shown.step_rects(k)[0]
    frame = shown.frame_rect(art)
    badge = shown.number_rect(art) if hasattr(shown, "number_rect") else pygame.Rect(0, 0, 0, 0)
    # (the tile's number stands in its frame's corner, hA71: not a figure of its picture)
    return [t for t in texts if frame.contains(t.rect) and not badge.contains(t.rect)]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_upper_bonus_picture_adds_up_to_its_total(tmp_path, size):
    """The bonus tile's six faces, marked with how many of each count ("×3"), add up to the
    "Total sus" it shows, the threshold (the seed: three of each face; S33)."""
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "yams", 1)
        shown = YamsHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        k = next(k for k, step in enumerate(STEPS) if step[1] == "bonus")
        figures = [t.text.replace("\u00a0", "").replace(" ", "")
                   for t in _frame_texts(app, shown, k)]
        assert f"+{UPPER_BONUS}" in figures, figures
        assert str(UPPER_BONUS_THRESHOLD) in figures, figures
        # (round 77, hR81, critic cC77: "3 6 9 12 15 18" read as cryptic; each face now says
        # how many of it count, "×3", and the six faces' threes make the total, ruling S33)
        counts = [int(f[1:]) for f in figures if f.startswith("×") and f[1:].isdigit()]
        assert len(counts) == 1, figures  # (one mark after the six faces)
        assert sum(counts[0] * face for face in range(1, 7)) == UPPER_BONUS_THRESHOLD
    finally:
        app.close()


@pytest.mark.parametrize("size, least_cap", [((1920, 1080), 15.5), ((1024, 600), 12.5)])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_pictures_captions_read(tmp_path, game, size, least_cap):
    """Every word and figure inside a tile's picture frame: capitals of 15.5 px at 1920x1080
    (an em over 21 px), 12.5 px at 1024x600."""
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, game, 1)
        app.manager.top.open_help()
        app.step(1 / 60)
        shown = app.manager.top
        texts = recorded_step(app, 1 / 60).texts
        frames = [shown.frame_rect(shown.step_rects(k)[0]) for k in range(8)]
        small = sorted({(round(t.size * theme.FONT_EM * CAP_HEIGHT, 1), t.text)
                        for t in texts if t.size and any(f.contains(t.rect) for f in frames)
                        and t.size * theme.FONT_EM * CAP_HEIGHT < least_cap})
        assert small == [], small
    finally:
        app.close()
