"""New Game's form holds still as players are added: its rows keep one height and the panel
its top whatever the count (the seat cards under it fill the band, test_new_game_cards.py);
the seat cards stay within the panel's width (seven short ones within the felt's) and grow
big when few; a name already full says why the letter was refused, as a refused emoji does;
the order is told by the cards alone, not again in a sentence."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.scenes import new_game, new_game_layout
from game.widgets import seat_band
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _form(scene):
    fields = {field.rect.h for field in scene.fields if field.visible}
    return scene.panel.top, scene.humans.rect.copy(), fields, scene.target.rect.h


@pytest.mark.parametrize("size", SIZES)
def test_adding_players_moves_and_resizes_nothing_above_them(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        for kind in ("yams", "farkle"):
            scene = open_new_game(app, kind, 1)
            app.step(FRAME)
            first = _form(scene)
            rows_before = len({rect.y for rect in scene.seat_places()})
            heights: set[int] = set()
            for humans in range(1, new_game.MAX_HUMANS + 1):
                scene.humans.set_value(humans)
                app.step(FRAME)
                while scene.motion.moving:  # (hS30: the panel glides with the cards)
                    scene.update(FRAME)
                top, stepper, fields, target = _form(scene)
                # (hS30: the panel and the cards one block, centred: it keeps its place while
                # the cards keep their rows, and moves once, when they take a second row)
                rows = len({rect.y for rect in scene.seat_places()})
                if rows == rows_before:
                    assert (top, stepper, target) == first[:2] + first[3:], (kind, humans)
                first, rows_before = (top, stepper, first[2], target), rows
                # the name fields, on the cards, keep one height at a time, never taller
                # than with fewer people
                assert len(fields) == 1 and max(fields) <= max(heights or fields), (kind, humans)
                heights = fields
                # never wider than the panel (but short cards in rows of four: their names
                # stand beside their marks, across the felt's band; hS29: the grown cards of
                # few seats across the felt)
                chips = [rect for rect, _, _ in scene.seat_chips()]
                short = seat_band.is_short_card(chips[0])  # (at any count: hS16)
                # (hS30: five on a row take the felt's width, wider than the panel)
                panel = scene.wide_room if short else scene.band_room
                for rect in chips:
                    assert panel.left <= rect.left and rect.right <= panel.right, (
                        kind, humans, rect, panel)
            app.manager.pop(fade=False)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_few_seats_get_big_cards(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 1)
        for humans in (1, 2):
            scene.humans.set_value(humans)
            app.step(FRAME)
            card = scene.seat_chips()[0][0]
            # not a strip of small tiles (a fifth of the height before hS16, when the cards of
            # few grew; one size for any count now, with room for seven; hS28: one size in
            # both games too, 10 000's, whose form leaves the cards one row less)
            assert card.h >= size[1] * 0.135, (humans, card.size)
    finally:
        app.close()


def _full_name_refused(app: Any) -> tuple[Any, Any]:
    """New Game for two at Yams, the first name full and one more letter typed (one frame):
    the scene and that field."""
    scene = open_new_game(app, "yams", 2)
    field = scene.fields[0]
    scene.focus.focus(field)
    field.set_text("A" * theme.NAME_MAX_LENGTH)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step(FRAME)
    return scene, field


def test_a_full_name_says_why_the_letter_was_refused(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, field = _full_name_refused(app)
        assert field.text == "A" * theme.NAME_MAX_LENGTH
        bubble = scene.refusal_rect()
        assert bubble is not None and not bubble.colliderect(field.rect)
        said = scene.refusal_text()
        assert str(theme.NAME_MAX_LENGTH) in said
        assert said == app.tr("new_game.name_too_long", limit=theme.NAME_MAX_LENGTH)
        for _ in range(int(5 / 0.1)):
            app.step(0.1)
        assert scene.refusal_rect() is None
    finally:
        app.close()


def test_the_order_is_told_by_the_cards_not_again_in_a_sentence(tmp_path, monkeypatch):
    drawn: list[str] = []
    real = new_game_layout.draw_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(new_game_layout, "draw_text", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        app.step(FRAME)
        drawn.clear()
        scene.draw(app.screen)
        names = [label.split(" · ", 1)[1] for _, label, _ in scene.seat_chips()]
        for text in drawn:  # each name on its card once, in no sentence besides
            for name in names:
                assert text == name or name not in text, (text, name)
        assert any(app.tr("new_game.order") in text for text in drawn)  # (round 74: in the
        # heading with the seeds' "Jucători umani + 1 IA")
    finally:
        app.close()


def test_the_refusal_and_the_red_border_go_when_the_focus_leaves_the_field(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, field = _full_name_refused(app)
        assert scene.refusal_rect() is not None and field.refused > 0
        scene.focus.focus(scene.fields[1])  # Tab to the next name, at once
        app.step(FRAME)
        assert scene.refusal_rect() is None  # it spoke of the field left behind
        assert field.refused == 0
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_order_caption_has_room_above_and_below(tmp_path, size, kind):
    from game.widgets.text import line_height, text_size

    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 2)
        app.step(FRAME)
        foot = scene._caption_y()
        head = foot - text_size("Ag", scene.font_px(theme.FONT_SMALL))[1]
        # (round 74: Yams has no panel: above the heading, the game's line)
        over = scene.panel.bottom if scene.panel.h else (
            scene.summary_y + line_height(scene.caption_px()))
        above = head - over
        below = scene.seat_chips()[0][0].y - foot
        # (hS30: the caption sits on its cards, room above it: one block, critic S29)
        # (hS31, critic R30: below it, clear air over the first card's focus ring)
        assert above >= scene.px(theme.GAP) * 0.8, (above, below)
        assert 0 < below <= scene.px(new_game.CAPTION_GAP), (above, below)
    finally:
        app.close()
