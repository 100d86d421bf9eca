"""Scores before any game (hS28, critic K72 #3: "one card floating in ~35 % bare felt at every
size, its ghost podium dim, no game art"): the welcome fills the room the boards will take,
no band of bare felt over it or under it. Round 74 (hS29, critic: "the dice heap reads as
clutter/placeholder", "no empty third"; reversing hS28's card per game): one invitation in
it, centred: the picture of a podium waiting (the trophy over three whole steps in their
metals), the title and its sentence, and one button, the red "Joacă …" of the game last set
up; no game's card, no dice, no second "Joacă". (Amended round 81, ruling S98 1., critics
cC80, cF80: a podium per game, a ghost die on each step, each with its own "Joacă …", one
red, the other quiet; one sentence, the page's subtitle.)"""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.button import label_text
from game.widgets.text import STAMP, line_height
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_welcome_fills_the_boards_room_with_one_invitation(tmp_path, size):
    app, scene = _scores(tmp_path, size, [], [])
    try:
        scene.draw(app.screen)
        panel = scene.empty_panel
        room = scene.content
        back = scene.back_button.rect
        # no bare band: the panel spans the boards' width and reaches from under the title
        # down to the felt kept over Back (as the boards do)
        boards = scene.panels["yams"].union(scene.panels["farkle"])  # (S98 1.: the boards'
        room = boards  # own room, a small window's taking half the side margins as they do)
        assert panel.w >= room.w - 2 and abs(panel.x - room.x) <= 1, (panel, room)
        # (amended round 81, ruling S98 1.: the panel stands where the boards stand, under
        # the page's subtitle, its one sentence; each game's podium has its own "Joacă …",
        # the red one the game last set up, the other quiet; was: one red centred)
        assert panel.top == min(p.top for p in scene.panels.values()), (panel, room)
        assert 0 < back.top - panel.bottom <= max(24, scene.px(40)), (panel, back)
        assert not hasattr(scene.welcome, "cards")  # no game's card (round 74)
        red, quiet = scene.forward_button, scene.other_play
        shown = [b for b in scene.focus.widgets if getattr(b, "visible", True)
                 and str(getattr(b, "text", "")).startswith("Joacă")]
        assert shown == [red, quiet] and red.style == "primary", shown
        assert quiet.style == "secondary"
        words = app.tr("menu.play", game=app.tr("menu." + scene.play_game))
        assert label_text(red.label) == words
        steps_foot = max(step.bottom for step in scene.empty_steps)
        assert panel.contains(red.rect) and red.rect.top > steps_foot
        yams = scene.empty_steps[0].unionall(scene.empty_steps)
        assert abs(red.rect.centerx - yams.centerx) <= 2
        # no empty third: the podiums, their names and buttons keep the panel's air even
        # over and under
        names_top = min(g.top for g in scene.empty_ghosts["yams"]) - scene.px(10) \
            - line_height(round(scene.font_px(theme.FONT_HEADING) * 1.25), STAMP)
        over, under = names_top - panel.top, panel.bottom - red.rect.bottom
        assert max(over, under) < panel.h * 0.2, (over, under, panel)
        assert abs(over - under) <= max(8, panel.h * 0.08), (over, under)
    finally:
        app.close()


def test_the_red_button_opens_the_game_last_set_up(tmp_path):
    """A click on the welcome's one button starts the game it names (its New Game)."""
    from tests.uihelpers import click

    app, scene = _scores(tmp_path, (1366, 768), [], [])
    try:
        scene.draw(app.screen)
        click(app, scene.forward_button)
        top = app.manager.top
        assert top is not scene and top.kind == scene.play_game, top
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_welcomes_podium_is_lit_not_a_ghost(tmp_path, size):
    """Critic K72: "its ghost podium dim": the welcome's free steps wear their medals'
    colours nearly whole (a stage waiting under its lamp), not the boards' faint ghosts;
    round 74 (hS29): each step whole, its face in its metal, no hollow outline."""
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
            rim = MEDAL_COLOURS[place][1]
            inside = step.inflate(-step.w // 5, -step.h // 5)
            metal = [min(math.dist(app.screen.get_at((x, y))[:3], c) for c in (face, rim))
                     for x in range(inside.x, inside.right, 4)
                     for y in range(inside.y, inside.bottom, 4)]
            near = sum(d <= 0.35 * span for d in metal)
            assert near >= 0.7 * len(metal), (place, near, len(metal))  # whole, not hollow
    finally:
        app.close()
