"""Under a stage, and beside the results panel, the table is hushed: blurred, greyed and dark,
so that none of its figures or words reads (a figure that does not yet say what the stage
says, "Partida s-a încheiat" before the last stage) and none of its red shows."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.rules.yams import Box
from game.scenes.results import ResultRow, ResultsOverlay
from game.views.stage_backdrop import backdrop_colour
from game.widgets.felt import hush
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _penta
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SHARP = 4
"""The largest step in brightness between two neighbouring pixels of a hushed region: a
letter's edge, dimmed but sharp, steps far more (it reads); a blur steps by a few levels."""


def _steps(surface: pygame.Surface, rect: pygame.Rect,
           *skips: pygame.Rect | None) -> int:
    """The largest brightness step between horizontal neighbours inside ``rect`` (outside
    the ``skips``: the stage's own lit row, lifted there since round 60, and its lower part,
    drawn since round 65, are not the table's)."""
    rect = rect.clip(surface.get_rect())
    outs = [skip for skip in skips if skip is not None]
    most = 0
    for y in range(rect.top, rect.bottom, 2):
        row = [(x, sum(surface.get_at((x, y))[:3])) for x in range(rect.left, rect.right)]
        most = max([most] + [abs(a - b) for (xa, a), (xb, b) in zip(row, row[1:], strict=False)
                             if not any(skip.collidepoint(xa, y) or skip.collidepoint(xb, y)
                                        for skip in outs)])
    return most // 3


def _lifted(stage: Any) -> pygame.Rect:
    """The stage's lifted row on its plate, its gold ring and glow round it."""
    return stage.picture.row_plate().inflate(32, 32)


def _name_pill(stage: Any) -> pygame.Rect | None:
    """The stage's own name pill under its gathered dice (round 74, hX87: a Penta's larger
    pill reaches over the sheet's sums at 1024x600; the stage's, not the table's)."""
    from game.views import stage_gather, stage_words

    picture = stage.picture
    row = stage_gather.gathered_rects(picture)
    if not picture.line or not row:
        return None
    below = row[0].bottom + stage_gather.row_gap(picture) // 2
    return stage_words.line_rect(picture, below).inflate(8, 8)


def _reddest(surface: pygame.Surface, rect: pygame.Rect,
             skip: pygame.Rect | None = None) -> int:
    """How far the reddest pixel of ``rect`` (outside ``skip``) leans red (red over its
    green and blue)."""
    rect = rect.clip(surface.get_rect())
    return max([0] + [c[0] - max(c[1], c[2]) for c in (
        surface.get_at((x, y)) for x in range(rect.left, rect.right, 3)
        for y in range(rect.top, rect.bottom, 3)
        if skip is None or not skip.collidepoint(x, y))])


def _labels(table: Any) -> pygame.Rect:
    """The sheet's column of row labels ("Unu" … "Șase")."""
    sheet = table.sheet
    top = sheet.cell_rect(0, Box.ONES)
    bottom = sheet.cell_rect(0, Box.SIXES)
    return pygame.Rect(sheet.rect.x, top.y, top.x - sheet.rect.x, bottom.bottom - top.y)


@contextlib.contextmanager
def _penta_staged(tmp_path: Any) -> Iterator[tuple[Any, Any, pygame.Surface]]:
    """Ana's Penta at 1024×600 with its stage on top (tests/test_stage.py's): the table, the
    stage and a picture of the table as it is under the stage (drawn on its own)."""
    app, _run, table, stage = _penta(tmp_path)
    try:
        assert stage.picture is not None
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        yield table, stage, surface
    finally:
        app.close()


@contextlib.contextmanager
def _results_shown(tmp_path: Any, name: str) -> Iterator[tuple[Any, ResultsOverlay]]:
    """Ana's table at 1920×1080 with the results panel pushed over it and drawn (the table,
    then the panel, on a surface of their own): the table and the panel."""
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        run_ = Run(app, name)
        table = seat(run_, (6,) * 5, names=("Ana",), computer=True)
        rows = [ResultRow(1, "Ana", 212, seat=0)]
        panel = ResultsOverlay(app, rows, on_new_game=lambda: None, on_menu=lambda: None)
        app.manager.push(panel, fade=False)
        run_.frames(2)
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        panel.draw(surface)
        assert panel._hushed is not None
        yield table, panel
    finally:
        app.close()


def test_under_a_stage_no_figure_word_or_red_of_the_table_reads(tmp_path):
    with _penta_staged(tmp_path) as (table, stage, surface):
        assert _steps(surface, _labels(table)) > 3 * SHARP  # the labels read on the table
        under = stage.picture.dimmed_table(surface, lit=False)
        assert _steps(under, _labels(table)) <= SHARP  # under the stage: a smudge
        for button in (table.roll_button, table.validate_button):
            assert _steps(under, button.rect, _lifted(stage)) <= SHARP, button.rect
            assert _reddest(under, button.rect, _lifted(stage)) <= 3  # the primary's red
            # is gone


def test_a_hushed_surface_keeps_its_shapes_but_no_letter_reads():
    surface = pygame.Surface((400, 200))
    surface.fill((20, 80, 50))
    pygame.draw.rect(surface, (200, 40, 40), (20, 20, 160, 60))  # a red button
    for x in range(220, 380, 6):
        pygame.draw.line(surface, (255, 255, 255), (x, 40), (x, 70), 2)  # strokes of text
    hush(surface, 226, 1.0)
    assert _steps(surface, pygame.Rect(200, 30, 200, 50)) <= SHARP
    assert _reddest(surface, pygame.Rect(40, 30, 120, 40)) <= 3
    assert sum(surface.get_at((100, 150))[:3]) > 0  # dark, not black: the felt is still there
    # as light as under a lesser stage's words (stage_hush), where darkness alone would leave
    # the red leaning red: the hush greys it (since ec0e81a9 a grand stage's table is the
    # backdrop's, green whatever lay under it)
    from game.views.stage_hush import WORDS_HUSH

    surface.fill((20, 80, 50))
    pygame.draw.rect(surface, (200, 40, 40), (20, 20, 160, 60))
    hush(surface, WORDS_HUSH, 1.0)
    assert _reddest(surface, pygame.Rect(40, 30, 120, 40)) <= 3


LEGIBLE = 0.15
"""How alike a hushed table's letter-sized detail may be to the sharp table's at most (a
correlation: about 0 for a hush that keeps no letter, 0.04 for the stage's backdrop; a hush
blurred over a pixel or two keeps the sheet's words, faint but still read, at 0.5)."""


def _detail(surface: pygame.Surface, rect: pygame.Rect, cell: int = 16) -> Any:
    """The light of ``rect`` on ``surface`` less its own blur over ``cell`` pixels: what is
    smaller there than a word (letters, rules), whatever its contrast."""
    part = surface.subsurface(rect)
    small = pygame.transform.smoothscale(part, (max(1, rect.w // cell), max(1, rect.h // cell)))
    back = pygame.transform.smoothscale(small, rect.size)
    light = pygame.surfarray.array3d(part).astype(float).mean(axis=2)
    return light - pygame.surfarray.array3d(back).astype(float).mean(axis=2)


def _letters_alike(sharp: pygame.Surface, hushed: pygame.Surface, rect: pygame.Rect) -> float:
    """How alike the letter-sized detail of ``hushed`` is to ``sharp``'s over ``rect`` (a
    correlation, -1..1): a faint copy of the table's words, however dim, still correlates."""
    a, b = _detail(sharp, rect), _detail(hushed, rect)
    a, b = a - a.mean(), b - b.mean()
    return float((a * b).sum() / max(1e-9, float((a * a).sum() * (b * b).sum()) ** 0.5))


def test_beside_the_results_panel_the_table_does_not_read(tmp_path):
    with _results_shown(tmp_path, "hush results") as (table, panel):
        assert _steps(panel._hushed, table.sheet.rect) <= SHARP
        sharp = pygame.Surface(panel._hushed.get_size())
        table.draw(sharp)  # (round 72: a hush blurred over a pixel or two kept the words
        # faint, each step under SHARP: no faint copy of them either)
        alike = _letters_alike(sharp, panel._hushed, table.sheet.rect)
        assert alike <= LEGIBLE, round(alike, 3)


EVEN = 1.2
"""Under a stage or the results the hushed table is one even veil: the score sheet's paper,
blurred and dimmed, at most this many times as bright as the felt beside it (its own shapes
faint in it), never a light grey slab on dark felt. (Was 1.6 under the old hush; since the
stage's backdrop (ec0e81a9) the paper sits at 0.9-0.95 times the felt, and a backdrop left
unlevelled lifts it to 1.3-1.4 times: a slab 1.6 let through.)"""


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The typical (median) brightness (0..255) of ``rect`` on ``surface``, sampled every 4
    pixels (a box the stage keeps lit on it does not count)."""
    rect = rect.clip(surface.get_rect())
    values = [sum(surface.get_at((x, y))[:3]) / 3 for x in range(rect.left, rect.right, 4)
              for y in range(rect.top, rect.bottom, 4)]
    return sorted(values)[len(values) // 2]


def _felt_and_paper(table: Any, hushed: pygame.Surface) -> tuple[float, float]:
    """The hushed felt's brightness (a band left of the sheet, below the buttons' row) and
    the hushed sheet's (its inner part, away from its blurred edge)."""
    sheet = table.sheet.rect
    paper = sheet.inflate(-sheet.w // 3, -sheet.h // 3)
    felt = pygame.Rect(table.left.x, sheet.bottom - sheet.h // 4, table.left.w // 6,
                       sheet.h // 5)
    return _mean(hushed, felt), _mean(hushed, paper)


def test_under_a_stage_the_sheet_is_as_dark_as_the_felt(tmp_path):
    # the stage's backdrop is a vignette (lit at the stamp, darker at the edges): the paper
    # is weighed against the felt just beside it, at its own height (hB25)
    with _penta_staged(tmp_path) as (table, stage, surface):
        hushed = stage.picture.dimmed_table(surface, lit=False)
        sheet = table.sheet.rect
        paper = sheet.inflate(-sheet.w // 3, -sheet.h // 3)
        beside = pygame.Rect(sheet.left - sheet.w // 8 - 8, paper.top, sheet.w // 8, paper.h)
        felt, paper = _mean(hushed, beside), _mean(hushed, paper)
        assert paper <= EVEN * felt, (felt, paper)
        assert felt > 4  # a veil, not black
        # nor the two of them lit together: the paper no lighter than the backdrop's own
        # felt (round 72: unlevelled, its light spread over the felt beside it too, 144
        # against 131, while the backdrop's green is 79)
        ground = sum(backdrop_colour(stage.picture.seat)) / 3
        assert paper <= EVEN * ground, (ground, paper)


def test_beside_the_results_the_sheet_is_as_dark_as_the_felt(tmp_path):
    # the results' hushed table is the stages' warm vignette (hR28): the paper is weighed
    # against the felt just beside it, at its own height, as under a stage
    with _results_shown(tmp_path, "even veil results") as (table, panel):
        sheet = table.sheet.rect
        paper = sheet.inflate(-sheet.w // 3, -sheet.h // 3)
        beside = pygame.Rect(sheet.left - sheet.w // 8 - 8, paper.top, sheet.w // 8, paper.h)
        felt, paper_shade = _mean(panel._hushed, beside), _mean(panel._hushed, paper)
        assert paper_shade <= EVEN * felt, (felt, paper_shade)
        assert felt > 4  # a veil, not black


def _sums(table: Any) -> pygame.Rect:
    """The sheet's sums under the Penta row ("Total sus" … "TOTAL", their figures): clear
    of a Penta stage's light and of its target box as its dimming comes in."""
    sheet = table.sheet
    top = sheet.cell_rect(0, Box.PENTA).bottom + 6
    return pygame.Rect(sheet.rect.x, top, sheet.rect.w, sheet.rect.bottom - top)


def test_from_its_first_frame_the_stages_veil_hides_the_sheets_figures(tmp_path):
    # the first frames of a stage (its dimming still coming in) hide the table as well as
    # it does later: no figure or label of the score sheet reads through a partial veil
    from game.flow.stage import DIM_IN, StageClock
    from game.views import stage_under
    from game.views.stage import draw_stage

    with _penta_staged(tmp_path) as (table, stage, table_shot):
        assert _steps(table_shot, _sums(table)) > 3 * SHARP  # the sums read on the table
        clock = StageClock(stage.clock.kind)
        coming = DIM_IN * clock.duration
        for age in (0.0, 1 / 60, 2 / 60, coming / 2, coming):
            clock.age = age
            frame = table_shot.copy()
            draw_stage(frame, stage.picture, clock)
            # the Penta's lower part (the others' Penta boxes, hY70) is the stage's own
            under = stage_under.plate(stage.picture)
            steps = _steps(frame, _sums(table), _lifted(stage),
                           None if under is None else under.inflate(8, 8), _name_pill(stage))
            assert steps <= SHARP, (age, steps)
