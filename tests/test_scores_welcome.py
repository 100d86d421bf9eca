"""Scores before any game (hS28, critic K72 #3: "one card floating in ~35 % bare felt at every
size, its ghost podium dim, no game art"): the welcome fills the room the boards will take,
no band of bare felt over it or under it; under its lit podium and its words, each game has a
card with its dice, its name and its own "Joacă …" (the red one the game last set up, the
other's a plain button: never two red ones)."""

from __future__ import annotations

import pytest

from game.widgets.button import label_text
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_welcome_fills_the_boards_room_with_each_games_card(tmp_path, size):
    app, scene = _scores(tmp_path, size, [], [])
    try:
        scene.draw(app.screen)
        panel = scene.empty_panel
        room = scene.content
        back = scene.back_button.rect
        # no bare band: the panel spans the boards' width and reaches from under the title
        # down to the felt kept over Back (as the boards do)
        assert panel.w >= room.w - 2 and abs(panel.x - room.x) <= 1, (panel, room)
        assert panel.top - room.top <= scene.px(24), (panel, room)
        assert 0 < back.top - panel.bottom <= max(24, scene.px(40)), (panel, back)
        cards = scene.welcome.cards
        assert set(cards) == {"yams", "farkle"}
        steps_foot = max(step.bottom for step in scene.empty_steps)
        offers = {"yams": None, "farkle": None}
        buttons = [scene.forward_button, *scene.board_buttons.values()]
        for kind, card in cards.items():
            assert panel.contains(card) and card.top > steps_foot, (kind, card)
            dice = scene.welcome_dice[kind]
            assert len(dice) >= 3 and all(card.contains(d) for d in dice), (kind, dice)
            held = [b for b in buttons if b.visible and card.contains(b.rect)]
            assert len(held) == 1, (kind, held)
            offers[kind] = held[0]
            words = app.tr("menu.play", game=app.tr("menu." + kind))
            assert label_text(held[0].label) == words, (kind, label_text(held[0].label))
            assert not any(b.rect.colliderect(d) for d in dice for b in held)
        styles = sorted(b.style for b in offers.values() if b is not None)
        assert styles.count("primary") == 1, styles  # one red action on the screen
        red = next(kind for kind, b in offers.items() if b is not None and b.style == "primary")
        assert red == scene.play_game  # the red one plays the game last set up
        visible_red = [b for b in buttons + [scene.back_button]
                       if b.visible and b.style == "primary"]
        assert len(visible_red) == 1
    finally:
        app.close()


def test_the_other_games_card_opens_its_game(tmp_path):
    """A click on the other game's own button starts that game (its New Game)."""
    from tests.uihelpers import click

    app, scene = _scores(tmp_path, (1366, 768), [], [])
    try:
        scene.draw(app.screen)
        other = "farkle" if scene.play_game == "yams" else "yams"
        button = scene.board_buttons[other]
        assert button.visible and scene.welcome.cards[other].contains(button.rect)
        click(app, button)
        top = app.manager.top
        assert top is not scene and top.kind == other, top
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_welcomes_podium_is_lit_not_a_ghost(tmp_path, size):
    """Critic K72: "its ghost podium dim": the welcome's free steps wear their medals'
    colours nearly whole (a stage waiting under its lamp), not the boards' faint ghosts."""
    import math

    from game import theme
    from game.widgets.medals import MEDAL_COLOURS

    app, scene = _scores(tmp_path, size, [], [])
    try:
        scene.draw(app.screen)
        for place, step in enumerate(scene.empty_steps, start=1):
            face = MEDAL_COLOURS[place][0]
            span = math.dist(face, theme.TABLE_HEADER)
            nearest = min(math.dist(app.screen.get_at((x, y))[:3], face)
                          for x in range(step.x, step.right, 2)
                          for y in range(step.y, step.bottom, 2))
            assert nearest <= 0.2 * span, (place, nearest, span)
    finally:
        app.close()
