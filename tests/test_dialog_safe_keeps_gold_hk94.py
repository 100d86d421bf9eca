"""A dialog's safe answer keeps its gold (round 82, hK94, ruling S16 amended round 82; critic
cC82 #5, change 5: with Tab on "Părăsește partida" the safe "Rămâi" turned green,
`table_leave_confirm_tab_1024x600`, so the colour followed the focus, not the choice): gold
says "safe" and the wine says "cannot be undone", whichever has the focus; the cream focus
ring alone says where Enter goes. Checked on the drawn faces, before and after Tab, in every
confirming dialog and the Pause."""

from __future__ import annotations

import pygame

from game import theme
from game.scenes.game_setup import OverwriteConfirm
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from tests.uihelpers import FRAME, key, make_app


def _face(app, button) -> tuple[int, int, int]:
    """The commonest colour of the button's top band (above its words)."""
    top = button.rect.y + max(4, button.rect.h // 8)
    counts: dict[tuple[int, int, int], int] = {}
    for x in range(button.rect.centerx - button.rect.w // 4,
                   button.rect.centerx + button.rect.w // 4):
        colour = tuple(app.screen.get_at((x, top)))[:3]
        counts[colour] = counts.get(colour, 0) + 1
    return max(counts, key=counts.get)


def _ringed(app, button) -> bool:
    """The cream focus ring drawn over the button's top edge."""
    x = button.rect.centerx
    return any(tuple(app.screen.get_at((x, y)))[:3] == theme.FOCUS_RING
               for y in range(max(0, button.rect.y - 16), button.rect.y))


def test_the_safe_answer_is_gold_and_the_risky_one_wine_whichever_has_the_focus(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        dialogs = ((leave_confirm(app, lambda: None), "no_button", "yes_button"),
                   (quit_confirm(app, lambda: None), "no_button", "yes_button"),
                   (OverwriteConfirm(app, lambda: None), "no_button", "yes_button"),
                   (PauseOverlay(app, on_leave=lambda: None, rules_game="yams"),
                    "resume_button", "leave_button"))
        for scene, safe_name, risky_name in dialogs:
            app.manager.push(scene)
            for _ in range(30):
                app.step(FRAME)
            safe, risky = getattr(scene, safe_name), getattr(scene, risky_name)
            gold, wine = _face(app, safe), _face(app, risky)
            seen = set()
            for _ in range(len([b for b in scene.focus.widgets if b.visible]) + 1):
                focused = scene.focus.focused
                seen.add(focused)
                name = type(scene).__name__, focused.text
                assert _face(app, safe) == gold, name  # the gold stays on the safe answer
                assert _face(app, risky) == wine, name  # the wine on the risky one
                assert _ringed(app, focused), name  # the ring alone moves
                key(app, pygame.K_TAB)
                app.step(FRAME)
            assert risky in seen and safe in seen, type(scene).__name__
            r, g, b = gold
            assert r > 140 and r > b + 30, (type(scene).__name__, gold)  # a bright gold
            assert wine[0] > wine[1] + 20 and wine[0] < 140, (type(scene).__name__, wine)
            app.manager.pop()
            app.step(FRAME)
    finally:
        app.close()
