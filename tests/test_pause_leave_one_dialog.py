"""Pause → "Părăsește partida": one dialog at a time. The leave question replaces the Pause
panel (never stacked on it); Esc or "Rămâi" goes back to the Pause, its safe answer focused;
confirming leaves the table (round 76, hT78; ruling S23)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.overlays import ConfirmOverlay, PauseOverlay
from tests.uihelpers import button_named, click, key, make_app, open_card, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    """A 1280×720 app at a 10 000 table with its Pause open."""
    application = make_app(tmp_path)
    open_card(application, "menu.farkle")
    click(application, button_named(application, "new_game.start"))
    click(application, button_named(application, "pause.title"))
    yield application
    application.close()


def _overlays(app) -> list[str]:
    return [type(s).__name__ for s in app.manager.stack if s.is_overlay]


def test_the_leave_question_replaces_the_pause_panel(app):
    click(app, button_named(app, "pause.leave"))
    assert top_name(app) == "ConfirmOverlay"
    assert _overlays(app) == ["ConfirmOverlay"]  # the Pause panel is not drawn under it


@pytest.mark.parametrize("answer", ["esc", "stay"])
def test_esc_or_stay_goes_back_to_the_pause_its_safe_answer_focused(app, answer):
    pause = app.manager.top
    assert isinstance(pause, PauseOverlay)
    pause.focus.focus(pause.leave_button)
    click(app, button_named(app, "pause.leave"))
    assert isinstance(app.manager.top, ConfirmOverlay)
    if answer == "esc":
        key(app, pygame.K_ESCAPE)
    else:
        click(app, button_named(app, "common.no"))
    assert app.manager.top is pause
    assert _overlays(app) == ["PauseOverlay"]
    assert pause.focus.focused is pause.resume_button
    key(app, pygame.K_ESCAPE)  # and Esc on the Pause resumes the game
    assert top_name(app) == "FarkleTableScene"


def test_confirming_leaves_the_table_for_the_menu(app):
    click(app, button_named(app, "pause.leave"))
    click(app, button_named(app, "common.yes"))
    assert top_name(app) == "MenuScene"
    assert _overlays(app) == []
