"""Layouts that never collide (issue 21 §3): the tables' sequences, frame by frame, at
1920×1080, 1366×768 and 1024×600, drawn with the layout recorder on
(:mod:`game.widgets.layout_record`) and checked by :func:`tests.layout_check.problems`: no two
texts overlap, none leaves its panel or the window, no announcement, banner, celebration or
flying number covers a die in play or another panel's frame, no message shows twice, no
number breaks across lines. (Every registered screen state is checked at the three sizes by
``tests/test_layout.py``, on the apps it builds anyway.)"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.widgets import layout_record
from game.widgets.layout_record import Frame, PanelMark, TextMark
from tests import (
    layout_sequences_coach,  # noqa: F401 - registers a first game's coach marks (issue 22 §4)
    layout_sequences_farkle,  # noqa: F401 - registers the 10 000 sequences
    layout_sequences_seats,  # noqa: F401 - registers the long names' sequence (issue 22 §5)
    layout_sequences_yams,  # noqa: F401 - registers the Yams sequences
)
from tests.layout_check import SAMPLE_EVERY, SEQUENCES, Run, problems
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
WINDOW = (1024, 600)


@pytest.fixture
def recording():
    """The recorder on for the test, off after it."""
    layout_record.start(SIZES[0])
    try:
        yield
    finally:
        layout_record.stop()


WIDER_SAMPLE_EVERY = 18
"""At the two wider sizes a sequence's frames are drawn and checked at every change of what
the screen says and every so many frames besides (at the smallest, every
:data:`tests.layout_check.SAMPLE_EVERY`-th): the suite's time budget (round 70,
benchmarks/suite_time.md)."""


def sample_every(size: tuple[int, int]) -> int:
    """How often a run at ``size`` draws a frame besides the changes: the smallest size, the
    most crowded, at the layout check's own figure, the wider ones more sparsely."""
    return SAMPLE_EVERY if size == SIZES[0] else WIDER_SAMPLE_EVERY


def _runs() -> list[tuple[str, tuple[int, int]]]:
    """Every sequence at the smallest size (the most crowded) and at one of the two others
    in turn, so each size is met by half the sequences (the suite's time budget)."""
    names = sorted(SEQUENCES)
    return [(name, size) for k, name in enumerate(names)
            for size in (SIZES[0], SIZES[1 + k % 2])]


APP_WIDE_TO_FIX: set[str] = set()
"""Sequences the check fails for a reason outside the tables (strict xfail: none today; the
sound notice over the 10 000 title was one, until the title gave the notice its place)."""


def _params() -> list[Any]:
    return [pytest.param(name, size, marks=pytest.mark.xfail(
                strict=True, reason="notices over the title: app-wide, see APP_WIDE_TO_FIX"))
            if name in APP_WIDE_TO_FIX else (name, size) for name, size in _runs()]


@pytest.mark.parametrize(("name", "size"), _params(),
                         ids=[f"{n}-{w}x{h}" for n, (w, h) in _runs()])
def test_a_sequence_has_no_collision_in_any_frame(name, size, tmp_path, recording):
    app = make_app(tmp_path, size=size, menu_drawn=False)  # the sequence's frames are seen
    run = Run(app, name, sample_every=sample_every(size))
    try:
        SEQUENCES[name](run)
    finally:
        app.close()
    assert run.frames_checked > 0
    assert not run.problems, "\n".join(run.problems[:40])


def test_every_sequence_is_checked_at_the_smallest_size_at_the_checks_own_sampling():
    # the budget (round 70): every sequence at 1024x600, the most crowded, drawn and checked
    # at every change and every SAMPLE_EVERY-th frame; once more at a wider size, sparser
    runs = _runs()
    for name in SEQUENCES:
        sizes = [size for run, size in runs if run == name]
        assert sizes[0] == SIZES[0] and sample_every(sizes[0]) == SAMPLE_EVERY, name
        assert len(sizes) == 2 and sizes[1] in SIZES[1:], (name, sizes)
    assert SAMPLE_EVERY < sample_every(SIZES[1]) == sample_every(SIZES[2])


def test_a_run_draws_each_change_and_every_so_many_frames_besides(tmp_path, recording,
                                                                monkeypatch):
    from game.scenes.base import SceneManager

    drawn: list[int] = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=SIZES[0], menu_drawn=False)  # the menu: it says nothing new
    try:
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        for every, seen in ((4, [1, 4, 8, 12]), (SAMPLE_EVERY, [1, 6, 12])):
            run, start = Run(app, "menu", sample_every=every), app.frames
            drawn.clear()
            run.frames(12)
            assert [frame - start + 1 for frame in drawn] == seen, every  # (1: the first)
            assert run.frames_checked == len(seen)
    finally:
        app.close()


def _text(x, y, text, w=100, h=20, role=""):
    return TextMark(pygame.Rect(x, y, w, h), text, role)


def test_the_check_finds_each_kind_of_collision():
    frame = Frame(texts=[_text(10, 10, "Tură pierdută!"), _text(60, 12, "Selecție: 600"),
                         _text(400, 100, "Tură pierdută!", role="announcement"),
                         _text(700, 300, "punctele turei rămân: 1"), _text(700, 322, "200"),
                         _text(1000, 10, "Pauză"), _text(300, 500, "+300", role="flight")],
                  panels=[PanelMark(pygame.Rect(380, 90, 300, 60), "announcement"),
                          PanelMark(pygame.Rect(720, 290, 60, 60))])
    found = "\n".join(problems(frame, WINDOW, dice=[pygame.Rect(500, 110, 40, 40),
                                                    pygame.Rect(310, 505, 40, 40)]))
    for expected in ("texts overlap: 'Tură pierdută!'", "said twice: 'Tură pierdută!'",
                     "a number split across lines", "out of the window: 'Pauză'",
                     "out of its panel", "announcement <rect(380, 90, 300, 60)> covers",
                     "flight"):
        assert expected in found, (expected, found)


def test_the_check_lets_a_clean_frame_pass():
    frame = Frame(texts=[_text(10, 10, "Tură pierdută!"), _text(10, 40, "1 200"),
                         _text(10, 70, "1 200")],
                  panels=[PanelMark(pygame.Rect(0, 0, 200, 120))])
    assert problems(frame, WINDOW) == []


def test_the_check_finds_two_primary_buttons_at_once():
    one = PanelMark(pygame.Rect(10, 500, 200, 60), "button", primary=True)
    other = PanelMark(pygame.Rect(230, 500, 200, 60), "button", primary=True)
    grey = PanelMark(pygame.Rect(450, 500, 200, 60), "button")
    assert any("2 primary buttons" in p for p in problems(Frame(panels=[one, other]), WINDOW))
    assert problems(Frame(panels=[one, grey]), WINDOW) == []


def test_the_check_finds_a_text_under_the_type_floor():
    # 20 is 14.4 px of em: under the floor at 1920×1080, above it at 1024×600
    small = Frame(texts=[TextMark(pygame.Rect(10, 10, 100, 20), "Un 1", "", size=20)])
    assert any("type floor" in p for p in problems(small, (1920, 1080)))
    assert problems(small, (1024, 600)) == []
    big = Frame(texts=[TextMark(pygame.Rect(10, 10, 100, 20), "Un 1", "", size=23)])
    assert problems(big, (1920, 1080)) == []


def test_the_check_finds_a_region_that_vanishes_between_two_frames():
    from tests.layout_check import region_problems, regions

    standings = PanelMark(pygame.Rect(40, 600, 500, 120), "standings")
    before = regions(Frame(panels=[standings]))
    assert region_problems(before, regions(Frame(panels=[standings]))) == []
    shrunk = PanelMark(pygame.Rect(40, 640, 500, 80), "standings")  # it may shrink in place
    assert region_problems(before, regions(Frame(panels=[shrunk]))) == []
    gone = Frame()
    assert any("vanished" in p for p in region_problems(before, regions(gone), gone))
    pill = Frame(panels=[PanelMark(pygame.Rect(100, 650, 200, 40), "refusal")])
    assert region_problems(before, regions(pill), pill) == []  # it gives way to the voice


def test_a_region_folded_by_its_fade_may_go_one_gone_in_a_frame_may_not():
    """S64 1. (round 79, hF97; the check taught by fixC): the 10 000 mat folds when it holds
    no dice, fading out over ``MAT_FADE`` on the table's clock; the frame it is gone in says
    so (``Frame.folded``, recorded only when its share came down over several frames), and
    the check lets it go. A mat gone in one frame is still a region that vanished."""
    from game.flow.farkle_mat import MAT_FADE, MatPresence
    from tests.layout_check import region_problems, regions

    mat = PanelMark(pygame.Rect(560, 550, 800, 150), "mat")
    before = regions(Frame(panels=[mat]))
    folded = Frame(folded=[PanelMark(pygame.Rect(mat.rect), "mat")])
    assert region_problems(before, regions(folded), folded) == []
    elsewhere = Frame(folded=[PanelMark(pygame.Rect(0, 550, 800, 150), "mat")])
    assert region_problems(before, regions(elsewhere), elsewhere)  # another place's fold
    presence = MatPresence(1.0)
    for _ in range(4):
        presence.update(MAT_FADE / 3, wanted=False)
    assert presence.share == 0.0 and presence.faded  # came down over several frames
    presence.update(1 / 60, wanted=True)
    assert presence.share > 0 and not presence.faded
    snapped = MatPresence(1.0)
    snapped.update(MAT_FADE * 2, wanted=False)  # gone in one frame: not a fold
    assert snapped.share == 0.0 and not snapped.faded


def test_an_overlay_panel_never_cuts_through_a_dimmed_button_but_its_cards_may_lie_on_it():
    button = PanelMark(pygame.Rect(400, 500, 200, 60), "button", dimmed=True)
    cutting = PanelMark(pygame.Rect(300, 300, 200, 230), "help")  # the button peeks out
    found = problems(Frame(panels=[button, cutting]), WINDOW, whole_panels=True)
    assert any("cuts through a dimmed button" in p for p in found), found
    page = PanelMark(pygame.Rect(100, 100, 800, 480), "help")  # hides the button whole
    card = PanelMark(pygame.Rect(450, 470, 300, 60), "help_example")  # on the hidden button
    assert problems(Frame(panels=[button, page, card]), WINDOW, whole_panels=True) == []
