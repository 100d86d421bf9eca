"""A dialog's colours say the roles, lit only under the focus (round 74, hG74, ruling S16,
reversing what follows: the fill moves with the ring). Before: (the ruling of round 50:
critics A40 and A41 disagreed; hM41 had lit the focused destructive answer and quietened the
safe one, which made Tab swap what the colours said): the safe answer is gold and the
destructive one the live red danger style (hM64) whatever has the focus; the focused answer
stands where it rests, inside the cream focus ring (round 51 reversed hM50's lift: it
put the two answers' words on two lines, critic A50); exactly one primary action (the gold)
whichever answer is focused. The destructive answer's words read at 4.5:1 or more on its
face, as drawn."""

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


def _wine(colour) -> bool:
    """The destructive answer's maroon at rest (round 74: a quiet wine; amended round 79,
    S67 4: a saturated maroon under white words, still under the lit crimson)."""
    r, g, b = colour
    return 40 < r < 150 and r > g + 20 and r > b + 15


def _gold(colour) -> bool:
    """The safe answer's calm gold (bright red and green both high), never a red."""
    r, g, _ = colour
    return r > 190 and g > 140


def _dialogs(app):
    return (leave_confirm(app, lambda: None), quit_confirm(app, lambda: None),
            OverwriteConfirm(app, lambda: None))


def _face_top(app, button) -> int:
    """The first row of the button's face, as drawn: down its middle column, the first pixel
    of its face colour from a little above the button."""
    face = _face(app, button)
    x = button.rect.centerx - button.rect.w // 3
    for y in range(button.rect.y - 15, button.rect.bottom):  # (the coral ring a focused
        # danger answer wears on its face counts as its face: round 79, S67 4, no rim at rest)
        if tuple(app.screen.get_at((x, y)))[:3] in (face, theme.BUTTON_DANGER_RING):
            return y
    raise AssertionError("no face drawn")


def _golds(scene) -> list:
    """The dialog's primary actions: the answers wearing the gold (style "safe")."""
    return [w for w in scene.focus.widgets if getattr(w, "style", "") in ("safe", "primary")]


def test_tab_moves_the_ring_never_the_faces_colour_or_place(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        for scene in _dialogs(app):
            app.manager.push(scene)
            for _ in range(30):
                app.step(FRAME)
            safe, danger = scene.no_button, scene.yes_button
            safe_face, danger_face = _face(app, safe), _face(app, danger)
            # (rewritten, hM64: critic A64 read the quiet wine as disabled; round 74, cQ74 #3:
            # the live red was a second loud button, so a wine again, live by its crimson rim
            # and coral words; never the gold: the roles still told by the colours)
            assert _gold(safe_face) and _wine(danger_face) and not _gold(danger_face)
            focused_safe, resting_danger = _face_top(app, safe), _face_top(app, danger)
            key(app, pygame.K_TAB)
            app.step(FRAME)
            assert scene.focus.focused is danger
            # (rewritten on purpose, round 74, hG74, ruling S16: critic cS74 #10 read the gold
            # kept on the safe answer beside the ringed danger as two selections) the fill
            # moves with the ring: the safe answer quiet, the danger lit in its crimson
            # (rewritten on purpose again, round 82, hK94, ruling S16 amended round 82: critic
            # cC82 #5 read the safe answer turning green as the colour following the focus,
            # not the choice) the faces keep their roles; the ring alone moves
            assert _face(app, safe) == safe_face and _face(app, danger) == danger_face
            assert not _gold(_face(app, danger))
            # (rewritten on purpose, round 51: hM50's answer lifted under the focus, its words
            # ~3 px off its neighbour's, critic A50) the focus never moves the faces
            assert _face_top(app, danger) == resting_danger
            assert _face_top(app, safe) == focused_safe
            assert _words_contrast(app, danger) >= 4.5
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
            app.step(FRAME)
            assert scene.focus.focused is safe
            assert _face(app, safe) == safe_face and _face(app, danger) == danger_face
            assert _face_top(app, safe) == focused_safe
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()


def test_pause_keeps_resume_gold_when_leave_is_focused(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        pause = PauseOverlay(app, on_leave=lambda: None, rules_game="yams")
        app.manager.push(pause)
        for _ in range(30):
            app.step(FRAME)
        resume = _face(app, pause.resume_button)
        assert _gold(resume)  # focused on arrival: the gold
        pause.focus.focus(pause.leave_button)
        app.step(FRAME)
        # (rewritten on purpose, round 82, hK94, ruling S16 amended round 82, critic cC82 #5:
        # the gold is the safe role's, focused or not; the ring alone moves)
        assert _face(app, pause.resume_button) == resume
        assert not _gold(_face(app, pause.leave_button))  # (hM64: a red, never gold)
        assert _golds(pause) == [pause.resume_button]
    finally:
        app.close()


def test_the_destructive_answers_words_read_on_its_face(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(30):
            app.step(FRAME)
        assert _words_contrast(app, scene.yes_button) >= 4.5
        for face in ("BUTTON_DANGER", "BUTTON_DANGER_HOVER", "BUTTON_DANGER_PRESSED"):
            assert contrast_ratio(theme.BUTTON_DANGER_TEXT, getattr(theme, face)) >= 4.5, face
    finally:
        app.close()
