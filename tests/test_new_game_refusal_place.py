"""A refused character's bubble on New Game's tall seat cards stands by its own card (under it
since hS20, in the gap under its row or on the felt under the last one), never above it:
"Ordinea de joc" above the cards stays (the bubble never takes its place nor covers it)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes import new_game_layout as new_game_scene
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _refused(app: Any, kind: str, humans: int, index: int) -> tuple[Any, Any]:
    """New Game for ``kind`` with ``humans`` people, come to rest (unseen but its last
    frame), "Ion" typed in seat ``index``'s name and then an emoji it refuses (one frame):
    the scene and that name's field."""
    scene = open_new_game(app, kind, humans)
    with unseen_frames(app):
        for _ in range(6):
            app.step(0.1)
    field = scene.fields[index]
    scene.focus.focus(field)
    field.set_text("Ion")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
    app.step(FRAME)
    return scene, field


def _order_captions_drawn(app: Any, scene: Any, monkeypatch: Any) -> list[pygame.Rect]:
    """Where one drawing of ``scene`` writes "Ordinea de joc" (each time it writes it)."""
    caption = scene.heading()  # (round 74: with the seeds' "Jucători umani + 1 IA")
    drawn: list[pygame.Rect] = []
    real = new_game_scene.draw_text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        if text == caption:
            drawn.append(pygame.Rect(rect))
        return rect

    monkeypatch.setattr(new_game_scene, "draw_text", spy)
    scene.draw(app.screen)
    return drawn


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize(("humans", "index"), [(1, 0), (4, 1)])
def test_a_refusal_stands_on_its_card_and_the_order_caption_stays(tmp_path, monkeypatch, size,
                                                                  humans, index):
    app = make_app(tmp_path, size=size)
    try:
        # (tall cards: 10 000's are short ones)
        scene, field = _refused(app, "yams", humans, index)
        assert not scene.cards_short()
        bubble = scene.refusal_rect()
        assert bubble is not None
        card = next(c for c, _, _ in scene.seat_chips() if c.colliderect(field.rect))
        # on its card, or (the cards of one size for any count, hS16) in the gap under it,
        # on no other card
        assert card.top <= bubble.top and (bubble.bottom <= field.rect.top
                                           or bubble.top >= card.bottom), (bubble, card)
        others = [c for c, _, _ in scene.seat_chips() if c != card]
        assert card.x <= bubble.centerx <= card.right, (bubble, card)
        # (critic I72: under its card a tooltip over the row under it, never the row above)
        assert not any(bubble.colliderect(c) for c in others if c.top <= card.top), bubble
        drawn = _order_captions_drawn(app, scene, monkeypatch)
        assert len(drawn) == 1 and not drawn[0].colliderect(bubble)  # the caption stays
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("index", [0, 3, 5])
def test_a_short_cards_refusal_never_covers_the_order_caption(tmp_path, monkeypatch, size,
                                                              index):
    # six people and the computer: two rows (short cards until hS22); the bubble of a card of the
    # first row stands between the rows (never above them, over "Ordinea de joc")
    app = make_app(tmp_path, size=size)
    try:
        scene, field = _refused(app, "farkle", 6, index)
        assert not scene.cards_short()  # (tall cards in two rows at any count, hS22)
        bubble = scene.refusal_rect()
        assert bubble is not None
        cards = [c for c, _, _ in scene.seat_chips()]
        assert bubble.top >= min(c.top for c in cards)  # never above the first row
        drawn = _order_captions_drawn(app, scene, monkeypatch)
        assert len(drawn) == 1 and not drawn[0].colliderect(bubble)  # the caption stays
        assert not field.rect.colliderect(bubble)  # nor over the name it speaks of
    finally:
        app.close()


def test_a_refusal_is_said_in_the_refusal_red_not_in_the_start_buttons_red(tmp_path):
    from game import theme

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, _field = _refused(app, "yams", 2, 0)
        bubble = scene.refusal_rect()
        assert bubble is not None
        frame = app.screen if hasattr(app, "screen") else pygame.display.get_surface()
        corner = frame.get_at((bubble.x + scene.px(14), bubble.y + 3))[:3]
        assert tuple(corner) == theme.PILL_REFUSED  # the game's refusal (hS20: was amber)
        start = scene.start_button.rect
        assert tuple(frame.get_at((start.x + scene.px(20), start.centery))[:3]) != corner
    finally:
        app.close()
