"""Amended round 82 (hK94, ruling S16 amended round 82, critic cC82 #5): the ring alone
moves with the focus, the safe answer keeps its gold fill. Before: a dialog's focus moves
with its fill (round 74, critic cS74 #10, Dialogs 8: with the focus
on "Părăsește partida" the safe "Rămâi" kept its bright gold fill while the risky answer had
only the ring, so both looked selected and Enter's answer could not be told): exactly one
answer reads lit, its bright face under the cream focus ring, and it is the focused one,
before and after Tab; at rest the answers are quiet faces (ruling S16, round 74, hG74)."""

from __future__ import annotations

import pygame

from game import theme
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, key, make_app


def _face(app, button) -> tuple[int, int, int]:
    """The button's face as drawn: the commonest colour of its top band (above the words)."""
    top = button.rect.y + max(4, button.rect.h // 8)
    counts: dict[tuple[int, int, int], int] = {}
    for x in range(button.rect.centerx - button.rect.w // 4,
                   button.rect.centerx + button.rect.w // 4):
        colour = tuple(app.screen.get_at((x, top)))[:3]
        counts[colour] = counts.get(colour, 0) + 1
    return max(counts, key=counts.get)


def _bright(colour) -> bool:
    """A lit face: the gold or a crimson, bright and warm (not the green, not the wine)."""
    r, g, b = colour
    return r > 140 and r > b + 30


def _ringed(app, button) -> bool:
    """The cream focus ring drawn over the button's top edge."""
    x = button.rect.centerx
    return any(tuple(app.screen.get_at((x, y)))[:3] == theme.FOCUS_RING
               for y in range(max(0, button.rect.y - 16), button.rect.y))


def _lit(app, scene) -> list:
    """The answers that read lit: a bright fill and the ring together."""
    return [b for b in scene.focus.widgets
            if b.visible and _bright(_face(app, b)) and _ringed(app, b)]


def _half_lit(app, scene) -> list:
    """The answers wearing a bright fill or the ring: each must be the lit one."""
    return [b for b in scene.focus.widgets
            if b.visible and (_bright(_face(app, b)) or _ringed(app, b))]


def _dialogs(app):
    return (leave_confirm(app, lambda: None), quit_confirm(app, lambda: None),
            OverwriteConfirm(app, lambda: None),
            PauseOverlay(app, on_leave=lambda: None, rules_game="yams"))


def test_the_ring_alone_moves_the_safe_answer_keeps_its_fill(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        for scene in _dialogs(app):
            app.manager.push(scene)
            for _ in range(30):
                app.step(FRAME)
            shown = [b for b in scene.focus.widgets if b.visible]
            safe = shown[0]  # (the safe answer, focused on arrival)
            assert scene.focus.focused is safe
            for _ in range(len(shown) + 1):  # every answer in turn, then back to the first
                focused = scene.focus.focused
                # (rewritten on purpose, round 82, hK94, ruling S16 amended round 82, critic
                # cC82 #5: the safe answer turned green once Tab left it, the colour following
                # the focus) the ring alone moves; the bright fill stays on the safe answer
                ringed = [b for b in shown if _ringed(app, b)]
                bright = [b for b in shown if _bright(_face(app, b))]
                assert ringed == [focused], (type(scene).__name__, focused.text)
                assert bright == [safe], (type(scene).__name__, focused.text)
                key(app, pygame.K_TAB)
                app.step(FRAME)
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()


def test_the_lit_answer_is_the_dialogs_one_next_action_whichever_it_is(tmp_path):
    """The layout check's one primary action: the lit answer, the destructive one too once
    it has the focus (never none while it is lit, never two)."""
    from game.widgets import layout_record
    from tests.layout_primary import primary_problems

    app = make_app(tmp_path, size=(1024, 600))
    layout_record.start((1024, 600))
    try:
        scene = leave_confirm(app, lambda: None)
        app.manager.push(scene)
        for _ in range(30):
            app.step(FRAME)
        for focused in (scene.no_button, scene.yes_button):
            scene.focus.focus(focused)
            layout_record.begin((1024, 600))
            app.step(FRAME)
            assert primary_problems(app, layout_record.frame()) == [], focused.text
    finally:
        layout_record.stop()
        app.close()
