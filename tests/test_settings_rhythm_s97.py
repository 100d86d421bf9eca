"""Settings in one rhythm, its sound check a button (round 81, hK89, ruling S97 4.; critic cC80
#8: "the title is squeezed about 20 px above the cards, while the gap between the two rows of
cards is about 65 px"; "the 'Ascultă' test button is a pale-green fill that looks like a
selected or disabled state").

The felt from the title's letters' foot to the cards is the felt between the two rows of
cards, at every size; "Ascultă" is drawn as an outlined action (its face the card's own, a
cream outline round it), never a filled chip like the options beside it."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.settings import SettingsScene
from game.widgets.text import TITLE_FACE, baseline
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _open(tmp_path, size):
    app = make_app(tmp_path, size=size)
    scene = SettingsScene(app, play=lambda game: None)
    app.manager.push(scene, fade=False)
    app.step(FRAME)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_the_felt_under_the_title_is_the_felt_between_the_cards(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        marks = [m for m in recorded_frame(scene, size).texts
                 if m.text == scene.tr("settings.title")]
        assert marks
        foot = marks[0].rect.top + baseline(marks[0].size, TITLE_FACE)  # the letters' foot
        panels = scene.group_panels
        over = min(p.top for p in panels) - foot
        between = panels[1].top - panels[0].bottom  # (a column: its upper, its lower card)
        assert between > 0 and over > 0, (over, between)
        assert abs(over - between) <= 2, (size, over, between)
    finally:
        app.close()


def _luma(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


@pytest.mark.parametrize("size", SIZES)
def test_the_sound_check_is_an_outlined_button_not_a_filled_chip(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        surface = pygame.Surface(size)
        scene.draw(surface)
        widgets = {w.name: w for _, w in scene.rows}
        check, chip = widgets["sound_test"].rect, widgets["animation"].rect
        assert widgets["sound_test"].enabled
        inside = (check.x + check.h // 2, check.y + check.h // 3)  # off its icon and words
        card = next(p for p in scene.group_panels if p.contains(check))
        felt = surface.get_at((card.x + scene.px(8), check.y + check.h // 3))  # the card
        face = surface.get_at(inside)
        assert abs(_luma(face) - _luma(felt)) <= 6, (size, face, felt)  # no fill of its own
        unchosen = surface.get_at((chip.right - chip.h // 2, chip.y + chip.h // 3))
        assert abs(_luma(face) - _luma(unchosen)) > 6, (face, unchosen)  # not a chip's face
        edge = max((surface.get_at((check.centerx, y)) for y in range(check.y, check.y + 4)),
                   key=_luma)
        assert _luma(edge) >= _luma(theme.QUIET_BUTTON_LINE) - 10, (size, edge)  # outlined
    finally:
        app.close()
