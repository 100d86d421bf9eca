"""The Yams sheet explains its special states where they happen (critic C32, special states):
a sacrifice's cheapest box to strike is marked, and it is the box the "Sugestie" names; a
one-line legend under the sheet says in words what its hatched boxes and its zeros mean,
never over a box nor the totals, at a readable size."""

from __future__ import annotations

import pygame
import pytest

from game.ai import yams as yams_ai
from game.rules.yams import Box, Scorecard

SACRIFICE_CARD = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                        Box.CHANCE: 15})
"""The card of the state yams_sacrifice: 1, 1, 3, 4, 6 scores nowhere on it."""
SACRIFICE_DICE = (1, 1, 3, 4, 6)


def test_the_cheapest_sacrifice_is_the_suggestions_box():
    cheapest = yams_ai.cheapest_sacrifice(SACRIFICE_CARD, SACRIFICE_DICE)
    hint = yams_ai.hint(SACRIFICE_CARD, SACRIFICE_DICE, 0)
    assert cheapest is not None and hint is not None
    assert cheapest is hint.box
    assert SACRIFICE_CARD.options(SACRIFICE_DICE)[cheapest] == 0


def test_no_sacrifice_no_cheapest_box():
    assert yams_ai.cheapest_sacrifice(Scorecard(), SACRIFICE_DICE) is None


SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _legend_facts(app, scene):
    """The legend's keys, its rect, its size in pixels of em, and the frame's problems."""
    from game import theme
    from game.widgets import sheet_legend
    from tests.layout_check import check_app
    from tests.uihelpers import screen_frame

    view = scene.sheet_view()
    rect = sheet_legend.legend_rect(scene.sheet, view, scene.tr)
    em = sheet_legend.legend_size(scene.sheet) * theme.FONT_EM
    keys = sheet_legend.legend_keys(view)
    said = {t.text for t in screen_frame(app).shown_texts() if t.role == "legend"}
    assert {scene.tr(key) for key in keys} <= said, (keys, said)  # drawn, in words
    return view, keys, rect, em, check_app(app, "legend")


@pytest.mark.parametrize("size", SIZES)
def test_a_sacrifice_rings_its_cheapest_box_and_says_what_the_marks_mean(tmp_path, size):
    from game.widgets import sheet_legend
    from tests.uihelpers import make_app
    from tools.screens_yams import _sacrifice

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        scene = app.manager.top
        view, keys, rect, em, problems = _legend_facts(app, scene)
        cheapest = yams_ai.cheapest_sacrifice(SACRIFICE_CARD, SACRIFICE_DICE)
        assert view.cheapest is cheapest is not None
        assert keys == (sheet_legend.STRUCK, sheet_legend.CHEAPEST)
        assert rect is not None and em >= 15
        sheet = scene.sheet.rect
        assert rect.top >= sheet.bottom + scene.px(8), (rect, sheet)  # clear of its shadow
        assert pygame.Rect((0, 0), size).contains(rect) and rect.w <= sheet.w
        assert not problems, problems
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_jokers_hatched_boxes_are_said_in_words(tmp_path, size):
    from game.widgets import sheet_legend
    from tests.uihelpers import make_app
    from tools.screens_yams import _joker_lower

    app = make_app(tmp_path, size=size)
    try:
        _joker_lower(app)
        scene = next(s for s in app.manager.stack if hasattr(s, "sheet_view"))
        for _ in range(400):  # the Joker's stage said, the table's own again
            if app.manager.top is scene:
                break
            app.step(1 / 30)
        view, keys, rect, em, problems = _legend_facts(app, scene)
        assert keys == (sheet_legend.HATCHED,) and view.cheapest is None
        assert rect is not None and em >= 15
        assert rect.top >= scene.sheet.rect.bottom + scene.px(8)
        assert not problems, problems
    finally:
        app.close()


def test_a_scoring_roll_has_no_legend(tmp_path):
    from tests.uihelpers import make_app
    from tools.screens_yams import roll, table

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [1, 1, 3, 4, 6], computer=False)
        roll(app, scene)
        app.step(0.1)
        _view, keys, rect, _em, _problems = _legend_facts(app, scene)
        assert keys == () and rect is None
    finally:
        app.close()


def test_a_cheapest_box_in_the_countdowns_amber_is_not_said_as_a_ring(tmp_path):
    # on the last roll the countdown marks the same box in amber (the expert's): the purple
    # ring is not drawn there, so the legend names no ring the sheet does not show
    from game.widgets import sheet_legend
    from tests.uihelpers import make_app
    from tools.screens_yams import _sacrifice_last_roll

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        view, keys, rect, _em, problems = _legend_facts(app, scene)
        assert view.cheapest is not None and view.cheapest in (view.marked, view.primary)
        assert keys == (sheet_legend.STRUCK,) and rect is not None
        assert not problems, problems
    finally:
        app.close()
