"""The results' headline has one design whether a win's stage came before the panel or not
(round 74, hY96; round 73's hX83 left "the same lettering when no stage came before the
panel" undone: after a stage the stage's display lettering, set as large as its room takes
and crossing the card's top, a tie's reaching past its sides; with none, body-weight type at
a fixed size). Both paths stand the same picture: the stage's lettering
(:func:`game.views.stage_held.title_stamp`) at the same size and place, inside the card's
headline room, never wider than the card; with 1, 2, 4 and 7 players."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ștefania", "Țuțu", "IA", "Ana-Maria Popescu", "Ion", "Dan", "Ilinca"]


def _rows(count: int, tie: bool) -> list[ResultRow]:
    totals = [250, 250 if tie else 231, 190, 160, 150, 120, 90][:count]
    places = [1 + sum(t > total for t in totals) for total in totals]
    return [ResultRow(place, name, total, name == "IA", k)
            for k, (place, name, total) in enumerate(zip(places, NAMES, totals, strict=False))]


def _headline(app, rows, staged: bool):
    """The panel over ``rows`` at rest, opened after the win's stage (``staged``: its title
    the stage's words) or with none; its recorded headline and the picture drawn."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)
    words = ResultsOverlay(app, rows, lambda: None, lambda: None).headline()
    if len(rows) == 1:  # a game alone's stage says its own words ("Nou record!"): the
        words = "Nou record!"  # results keep theirs, "Scorul tău final" (ruling S9)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=staged,
                           said=words if staged else "", handed=False)
    app.manager.push(panel, fade=False)
    panel.layout(app.screen.get_size())
    panel.time = 30.0
    panel.end_moment()
    panel.moment_over = True
    surface = pygame.Surface(app.screen.get_size())
    frame = recorded_frame(panel, app.screen.get_size(), onto=surface)
    marks = [m for m in frame.texts if m.role == "results_headline"]
    assert len(marks) == 1, marks  # said once
    return panel, marks[0], surface


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize(("count", "tie"), [(1, False), (2, True), (4, False), (7, False)])
def test_the_headline_is_one_design_with_a_stage_before_it_or_none(tmp_path, size, count, tie):
    from game.views.stage_held import laid_held, title_stamp

    app = make_app(tmp_path, size=size)
    try:
        rows = _rows(count, tie)
        shown = []
        for staged in (False, True):
            panel, mark, surface = _headline(app, rows, staged)
            assert mark.text == panel.headline(), (staged, mark.text)  # its own words
            _, rect, letters, px = title_stamp(laid_held(panel, panel.size), panel.headline())
            # the stage's lettering, its size rule, its place: the stage's title picture
            assert (mark.rect, mark.size) == (letters, px), (staged, mark, letters, px)
            assert panel.panel.contains(mark.rect), (staged, mark.rect, panel.panel)  # inside
            assert mark.rect.w <= panel.panel.w - 2 * panel.px(40)  # never wider than it
            assert mark.rect.bottom <= panel.podium.y  # over the podium, never on it
            shown.append((mark, surface.subsurface(mark.rect).copy()))
        if len(shown) == 2:  # the two paths draw the very same letters
            (a, first), (b, second) = shown
            assert (a.rect, a.size) == (b.rect, b.size)
            differ = sum(1 for x in range(0, a.rect.w, 3) for y in range(0, a.rect.h, 3)
                         if sum(abs(p - q) for p, q in zip(first.get_at((x, y))[:3],
                                                           second.get_at((x, y))[:3],
                                                           strict=True)) > 40)
            assert differ <= 0.02 * (a.rect.w // 3 + 1) * (a.rect.h // 3 + 1), differ
    finally:
        app.close()
