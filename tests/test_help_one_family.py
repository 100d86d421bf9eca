"""The two "?" pages are one family (critic M30): one title's form ("Cum se joacă Yams", "Cum
se joacă 10 000"); the 10 000 key to its pictures ("Luminate: …") stands before the examples it
explains, under their heading, not after them; the Yams "Validează tura" is drawn as a picture
(the sheet's row written and the Enter key), never as a red button that reads as live; the
countdown's headline keeps "la Full" together (it broke as "la / Full / 3 s")."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.yams_help import STEPS
from tests.test_yams_help_pictures import help_over_a_table
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("language", ["ro", "en"])
def test_both_titles_share_one_form(tmp_path, language):
    app = make_app(tmp_path, language=language)
    try:
        yams, farkle = app.tr("yams.help.title"), app.tr("farkle.help.title")
        assert farkle == yams.replace(app.tr("menu.yams"), app.tr("menu.farkle")), (yams, farkle)
    finally:
        app.close()


# (hM31: test_the_10000_key_stands_before_its_examples retired: the 10 000 "?" has no worked
# examples nor their key any more; its tiles share the Yams page's format, pinned by
# tests/test_farkle_help_tiles.py)


def _frame_of(shown, picture: str) -> pygame.Rect:
    k = next(i for i, step in enumerate(STEPS) if step[1] == picture)
    return shown.frame_rect(shown.step_rects(k)[0])


def _near(colour, target, reach: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(colour, target, strict=False)) < reach


@pytest.mark.parametrize("size", SIZES)
def test_validate_is_a_picture_not_a_red_button(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        shown, texts = help_over_a_table(app)
        frame = _frame_of(shown, "validate")
        inside = {t.text for t in texts if frame.contains(t.rect)}
        assert app.tr("yams.help.enter_key") in inside, inside  # the Enter key drawn
        reds = [theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_EDGE, theme.BUTTON_PRESSED]
        screen = app.screen
        red = sum(1 for y in range(frame.top, frame.bottom, 2)
                  for x in range(frame.left, frame.right, 2)
                  if any(_near(tuple(screen.get_at((x, y)))[:3], c) for c in reds))
        assert red < 20, red  # no red face of a live button
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_countdown_headline_keeps_its_box_with_its_seconds(tmp_path, size, language):
    from game.scenes import yams_help

    app = make_app(tmp_path, size=size, language=language)
    try:
        shown, texts = help_over_a_table(app)
        frame = _frame_of(shown, "timer")
        box = app.tr(yams_help.TIMER_BOX.key)
        # (round 69: the headline says where it scores, its seconds in the badge alone)
        lines = [t.text for t in texts if frame.contains(t.rect) and t.text != box
                 and box in t.text.replace("\u00a0", " ")]  # (not the cell's own label)
        assert len(lines) == 1, [t.text for t in texts if frame.contains(t.rect)]
        # the box whole at its line's end, or the seconds after it (hY94: "… la Full în 3 s")
        # (round 75, hC77: the table's line says no seconds now; the "?" page's keeps them)
        after = app.tr("yams.help.countdown_line", box=box, seconds=3).split(box, 1)[1]
        line = lines[0].replace("\u00a0", " ")
        assert line.endswith(box) or line.endswith(box + after), lines
        words = [t for t in texts if frame.contains(t.rect) and t.text != box]
        most = 3 if language == "en" else 2  # ("Scored / automatically / in Full house · 3 s"
        # at 1024: its first words alone are wider than the picture)
        # (figures are not lines of words: the box's "25" and, since hY64, the seconds the
        # countdown's badge shows on the box, as the table draws it)
        # (and since hY88 the badge's count with its unit, "3 s": the countdown's role)
        assert len({t.rect.centery for t in words if t.text and not t.text.isdigit()
                    and t.role != "countdown"}) <= most
    finally:
        app.close()
