"""Ruling S106 3. (round 82, hY128; critic cA81 #12): the pill's "Joker" chip wears the Joker
Penta's own orange (its stage lettering's ember, dark ink on it as that lettering's
outline), never a second red beside the red "Validează tura"; and the Joker's words keep a
margin inside their pill at every size (critic: "runs edge to edge",
``yams_joker_three_players_1920x1080``)."""

from __future__ import annotations

import colorsys

import pygame
import pytest

from game.contrast import contrast_ratio
from game.views.yams_prompt import prompt_rect
from game.widgets.prompt_pill import TAG_ROLE
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams_special import _joker_three

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _hue_degrees(colour) -> float:
    r, g, b = (c / 255 for c in colour[:3])
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_joker_chip_is_orange_and_its_words_keep_a_margin(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _joker_three(app)
        scene = app.manager.top
        surface = pygame.Surface(size)
        frame = recorded_frame(scene, size, surface)
        chips = [t for t in frame.texts if t.role == TAG_ROLE]
        assert [t.text for t in chips] == [scene.tr("yams.tag.joker")]
        chip = chips[0].rect
        fill = surface.get_at((chip.left - 2, chip.centery))[:3]  # the plate, beside its word
        button = surface.get_at((scene.validate_button.rect.left + 8,
                                 scene.validate_button.rect.centery))[:3]
        assert 18 <= _hue_degrees(fill) <= 40, fill  # orange, not red (hue about 5)
        assert _hue_degrees(button) < 12 or _hue_degrees(button) > 345, button
        assert sum(abs(a - b) for a, b in zip(fill, button, strict=True)) > 150, (fill, button)
        ink = max((surface.get_at((x, chip.centery))[:3] for x in range(chip.left, chip.right)),
                  key=lambda c: contrast_ratio(c, fill))
        assert contrast_ratio(ink, fill) >= 4.5, (ink, fill)
        pill = prompt_rect(scene)
        said = [t.rect for t in frame.texts if pill.contains(t.rect)]
        left = min(r.left for r in said) - pill.left
        right = pill.right - max(r.right for r in said)
        margin = max(16, round(pill.h * 0.38))  # comfortably in from the pill's rounded ends
        assert min(left, right) >= margin, (left, right, margin)
    finally:
        app.close()
