"""The Yams table says each thing once and keeps its regions: the rolls left only on "Aruncă",
the standings' band, size and title unchanged by a refusal, one red action after a Penta
(its box), the Joker and the sacrifice explained beside the sheet, the results right after
the final total."""

from __future__ import annotations

import pytest

from game.views import yams_views
from game.views.yams_standings import rows_of
from game.widgets import layout_record
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    """A small app (the tightest felt)."""
    application = make_app(tmp_path, size=(1024, 600))
    yield application
    application.close()


def shown_texts(app):
    """The texts of one frame drawn with the layout recorder on."""
    layout_record.start(app.screen.get_size())
    try:
        check_app(app, "texts")
        return [mark.text for mark in layout_record.frame().texts]
    finally:
        layout_record.stop()


def standings_plan(scene):
    """How the standings are drawn now, beside the voice's places."""
    rows = rows_of(scene.game, scene.tr, scene.app.tr.n, scene.standings.last_turns)
    return scene.standings.plan(scene.game, rows, scene.message_rects())


def test_the_rolls_left_are_said_once_on_the_roll_button(app):
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
    roll(app, scene)
    assert scene.roll_button.text == "Aruncă (2)"
    assert yams_views.sub_label_texts(scene.flow, scene.tr, app.tr.n, False) == ("", "")
    assert not [t for t in shown_texts(app) if "rămase" in t or "rămasă" in t]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_refusal_leaves_the_standings_their_place_size_and_title(tmp_path, size):
    application = make_app(tmp_path, size=size)
    try:
        scene = table(application, ["Ana"], [2, 5, 5, 3, 6])
        quiet = standings_plan(scene)
        assert quiet is not None and quiet.title
        click_at(application, scene.validate_button.rect.center)  # no roll yet: refused
        assert scene.flow.voice.refusal is not None
        refused = standings_plan(scene)
        assert refused is not None and refused.title
        assert (refused.rect, refused.size) == (quiet.rect, quiet.size)
        assert not scene.refusal_rect().colliderect(refused.rect)
    finally:
        application.close()
