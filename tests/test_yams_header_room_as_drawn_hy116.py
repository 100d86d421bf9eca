"""The Yams header's words are measured as they are drawn, wherever they are measured from
(round 79, hY116; the merge of hY112's header was reverted because the countdown's coach card
stood 3 px off its room at 1024x600): the table draws under its own least type size
(:data:`game.theme.TABLE_TYPE_LEAST`, 21), so "Tura 1 din 13" is drawn at 21 px there, 86 px
wide; the coach's header room (:func:`game.views.coach_dock.header_room`) asked from outside
the table's own methods (a test, the layout check) measured it at the bare floor, 20 px, 81 px
wide, and put the room's left edge 3 px left of where the card had been docked. One function
(:meth:`YamsTableLayout.header_words`) gives the words, their sizes and centres to the drawing
and to every measure (ruling S45, amended round 79)."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_yams import title_words
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _drawn_header(scene, size) -> list[pygame.Rect]:
    """The title's and the round's text boxes as the table draws them, in that order."""
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        scene.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    said = [scene.tr(scene.title_key), scene.tr("yams.round", round=scene.game.round,
                                                 rounds=13)]
    rects = [[t.rect for t in frame.texts if t.text == words] for words in said]
    assert all(len(found) == 1 for found in rects), rects
    return [found[0] for found in rects]


@pytest.mark.parametrize("size", SIZES)
def test_the_header_words_are_measured_as_they_are_drawn(tmp_path, size):
    """The coach's measure of the title lines' words, asked from outside any of the table's
    methods, spans exactly the words drawn: same left, same width (S45 amended round 79)."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = table(app, ["Ana", "Ion", "Eva"], [1, 2, 3, 4, 6], computer=False)
        drawn = _drawn_header(scene, size)
        measured = title_words(scene)  # (outside the table's draw: the bare type floor)
        assert [(r.x, r.w) for r in measured] == [(r.x, r.w) for r in drawn], (measured, drawn)
        sizes = [px for _, px, _, _ in scene.header_words()]
        assert min(sizes) >= scene.type_least, sizes  # (the table's own floor, S45)
    finally:
        app.close()
