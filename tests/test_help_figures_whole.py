"""The "?" pages never part a figure from what it counts (critic A41 on 10 000's card 7 at
1024x600: "Careu" ended a line, its "1 000" began the next): a word and the number after it
("Careu 1 000", "aduce 100", "Penta 50") and a number and its word ("3 secunde", "50 de
puncte") stay on one line, in
both games and languages at every size; and the scoring card's "1 000" stands clear of the
tile's number badge (7) on its frame's edge."""

from __future__ import annotations

import re

import pygame
import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.help_tiles import sentence_lines
from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
PARTED = (re.compile(r"[^\W\d_]$"), re.compile(r"^\d"))
"""A line ending in a word, the next starting with a figure."""
PARTED_UNIT = (re.compile(r"\d$"), re.compile(r"^[^\W\d_]"))
"""A line ending in a figure, the next starting with its word ("3" / "secunde", "50" / "de
puncte")."""


def _open(app, game: str):
    open_table(app, game, 1)
    overlay = (YamsHelpOverlay if game == "yams" else FarkleHelpOverlay)(app)
    app.manager.push(overlay, fade=False)
    app.step(1 / 60)
    return overlay


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_no_figure_parted_from_its_word(tmp_path, game, language, size):
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = _open(app, game)
        frame = recorded_frame(scene, size)
        for k in range(len(scene.texts())):
            _, words = scene.step_rects(k)
            lines = sorted((t for t in frame.texts if words.contains(t.rect)),
                           key=lambda t: t.rect.top)
            said = [t.text.strip() for t in lines]
            if game == "yams" or scene.keywords()[k].endswith("]"):  # (round 70: its bold
                # line a sentence of its own, "Full 25 · Penta 50" over "Trei de un fel, …";
                # round 77, hR81, S33: a title ending in its key, "Toate combinațiile: [F1]"
                # over "Trei de 1: 1 000.": no figure parted there)
                said = said[1:]
            for upper, lower in zip(said, said[1:], strict=False):
                for end, start in (PARTED, PARTED_UNIT):
                    assert not (end.search(upper) and start.search(lower)), (size, upper,
                                                                             lower)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_scoring_cards_figures_stand_clear_of_its_badge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app, "farkle")
        frame = recorded_frame(scene, size)
        art, _ = scene.step_rects(6)
        badge_left = scene.number_rect(art).x  # (hQ70: in the frame's corner)
        badge = scene.number_rect(art)
        figures = [t.rect for t in frame.texts if t.text != "7"
                   and scene.frame_rect(art).contains(t.rect)]
        assert len(figures) >= 2, size  # (hQ70: its rows' points, level with it or not)
        for rect in figures:
            if rect.top < badge.bottom and rect.bottom > badge.top:
                assert rect.right <= badge_left - scene.px(12), (size, rect, badge_left)
    finally:
        app.close()


def test_a_tiles_lines_never_part_a_figure_whatever_text_they_are_given():
    """The tiles' line breaker glues the figures itself (round 77: the "?" cards glue their
    texts before asking it, so a breaker that did not was held by nothing): at every width a
    figure stays with its word and its unit."""
    pygame.init()
    text = "Un careu de 1 aduce 1 000 de puncte, iar o Penta aduce 50 de puncte în 3 secunde."
    for width in range(90, 700, 7):
        lines = [line.strip() for line in sentence_lines(text, 22, width)]
        for upper, lower in zip(lines, lines[1:], strict=False):
            for end, start in (PARTED, PARTED_UNIT):
                assert not (end.search(upper) and start.search(lower)), (width, upper, lower)
