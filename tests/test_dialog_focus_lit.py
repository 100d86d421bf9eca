"""A dialog lights only the answer the keyboard focus is on (critic A40: Tab onto "Părăsește
partida" left "Rămâi" shouting gold beside it): the safe answer is lit gold while it has the
focus; once Tab moves the focus to the destructive answer, that one lights (a brighter crimson,
cream words) and the safe one goes quiet (the secondary green); Shift+Tab brings it back. The
destructive answer's words read at 4.5:1 or more on its face, quiet or lit, as drawn."""

from __future__ import annotations

import pygame

from game import theme
from game.contrast import contrast_ratio
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, key, make_app


def _face(app, button) -> tuple[int, int, int]:
    """The button's face colour, as drawn: the commonest colour of its top band (above the
    words)."""
    top = button.rect.y + max(4, button.rect.h // 8)
    counts: dict[tuple[int, int, int], int] = {}
    for x in range(button.rect.centerx - button.rect.w // 4, button.rect.centerx
                   + button.rect.w // 4):
        colour = tuple(app.screen.get_at((x, top)))[:3]
        counts[colour] = counts.get(colour, 0) + 1
    return max(counts, key=counts.get)


def _words_contrast(app, button) -> float:
    """The drawn words' contrast on the face: the pixel of the label that stands out most."""
    face = _face(app, button)
    rect = button.rect.inflate(-button.rect.w // 5, -button.rect.h // 2)
    best = 1.0
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right, 2):
            best = max(best, contrast_ratio(tuple(app.screen.get_at((x, y)))[:3], face))
    return best


def _lit(colour) -> bool:
    """Gold or a lit red: a bright, warm face (not the quiet green, not the wine)."""
    r, g, b = colour
    return r > 140 and r > g + 30 and r > b + 30


def _dialogs(app):
    return (leave_confirm(app, lambda: None), quit_confirm(app, lambda: None),
            OverwriteConfirm(app, lambda: None))


def test_tab_onto_the_destructive_answer_lights_it_alone(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        for scene in _dialogs(app):
            app.manager.push(scene)
            for _ in range(30):
                app.step(FRAME)
            safe, danger = scene.no_button, scene.yes_button
            assert _lit(_face(app, safe)) and not _lit(_face(app, danger))
            key(app, pygame.K_TAB)
            app.step(FRAME)
            assert scene.focus.focused is danger
            assert not _lit(_face(app, safe)), _face(app, safe)  # the safe one stops shouting
            assert _lit(_face(app, danger)), _face(app, danger)  # the focused one alone lit
            assert _words_contrast(app, danger) >= 4.5
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
            app.step(FRAME)
            assert scene.focus.focused is safe
            assert _lit(_face(app, safe)) and not _lit(_face(app, danger))
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()


def test_pause_lights_the_leave_answer_alone_when_focused(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        pause = PauseOverlay(app, on_leave=lambda: None, rules_game="yams")
        app.manager.push(pause)
        for _ in range(30):
            app.step(FRAME)
        pause.focus.focus(pause.leave_button)
        app.step(FRAME)
        assert not _lit(_face(app, pause.resume_button))
        assert _lit(_face(app, pause.leave_button))
    finally:
        app.close()


def test_the_destructive_answers_words_read_on_its_quiet_face(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(30):
            app.step(FRAME)
        assert _words_contrast(app, scene.yes_button) >= 4.5
        for face in ("BUTTON_DANGER_LIT", "BUTTON_DANGER_LIT_HOVER", "BUTTON_DANGER_LIT_PRESSED"):
            assert contrast_ratio(theme.BUTTON_TEXT, getattr(theme, face)) >= 4.5, face
    finally:
        app.close()
