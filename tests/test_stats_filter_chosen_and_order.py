"""Statistics, 10 000 with several targets (critic cC75 #4, #5): the "Obiectiv" filter's
chosen value is a strong chip (a light face, dark bold words, far from its dark track; it was
a faint green pill), still not the tabs' gold; and Tab walks the header in the screen's order,
left to right: the tabs, the filter beside them, then the player's ‹ ›."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from tests.test_stats_target_segmented import SIZES, _farkle
from tests.uihelpers import key, make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", SIZES)
def test_the_chosen_target_is_a_strong_chip(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _farkle(app)
        keys = scene.target_choice
        scene.focus.focus(scene.back_button)  # (no focus ring over the filter)
        settle(app, 30)  # (the tab's page settled in)
        chosen = keys.rects[keys.index]
        face = tuple(app.screen.get_at((chosen.x + chosen.w // 8, chosen.centery)))[:3]
        other = keys.rects[(keys.index + 1) % len(keys.rects)]
        track = tuple(app.screen.get_at((other.x + other.w // 8, other.centery)))[:3]
        assert contrast_ratio(face, track) >= 7, (size, face, track)
        frame = recorded_frame(scene, size)
        label = keys.options[keys.index][1]
        words = [t for t in frame.texts if t.text == label and chosen.contains(t.rect.clip(
            chosen)) and t.rect.colliderect(chosen)]
        assert words, (label, [t.text for t in frame.texts][:30])
        ink = [tuple(app.screen.get_at((x, words[0].rect.centery)))[:3]
               for x in range(words[0].rect.x, words[0].rect.right)]
        assert min(contrast_ratio(p, face) for p in ink) < 1.2  # (its face round the words)
        assert max(contrast_ratio(p, face) for p in ink) >= 7, (size, face)
        gold = sum(abs(a - b) for a, b in zip(face, theme.SELECTED, strict=True))
        assert gold > 120, face  # still not the tabs' gold (hM61)
    finally:
        app.close()


def _farkle_two_players(app):
    """The 10 000 tab of two players' games at three targets: the filter and ‹ › shown."""
    return _farkle(app, two=True)


@pytest.mark.parametrize("size", SIZES)
def test_tab_walks_the_header_left_to_right(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _farkle_two_players(app)
        assert scene.target_choice.visible and scene.prev_button.visible
        # (amended round 77, hS33, ruling S35: the filter at the header's left end, the
        # tabs centred: the walk starts at the filter, then the tabs)
        scene.focus.focus(scene.target_choice)
        seen = []
        for _ in range(4):
            seen.append(scene.focus.focused)
            key(app, pygame.K_TAB)
        header = [w for w in seen if w.rect.y < scene.body.y]
        xs = [w.rect.x for w in header]
        assert header[:2] == [scene.target_choice, scene.tabs], [
            getattr(w, "name", w) for w in seen]
        assert xs == sorted(xs), [(getattr(w, "name", w), w.rect.x) for w in header]
    finally:
        app.close()
