"""Ruling S93 3. (round 81, hY122; critic cA80 #6 and change 4, ``coach_yams_hold``,
``coach_yams_hold_two`` at the three sizes: tip 1/3 lay over the turn's prompt band, hiding
"Dă clic pe zarurile de păstrat…"): the Yams tour's first card docks in the header's room,
where the box card (2/3) docks, a leader straight down to the kept row's rack at its right
end, the rack lit whole; the prompt is said whole in its pill under it. The card's rect
misses the prompt's words, its pill, the dice, the rack and the sheet at 1920, 1366 and 1024,
with one or two players (and three); its leader crosses no words. Card 3/3 (the countdown's)
keeps 24 px or more from "Tura 1 din 13"."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_yams import kept_row_rect, title_words
from game.views.yams_prompt import draw_prompt, prompt_rect, prompt_say
from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _prompt_words(scene, size) -> list[pygame.Rect]:
    """The prompt's words as the pill draws them now."""
    layout_record.start(size)
    try:
        draw_prompt(pygame.Surface(size), scene)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    pill = prompt_rect(scene)
    return [t.rect for t in frame.texts if pill.colliderect(t.rect) and t.text]


def _solo(app) -> None:
    """Ana alone (no computer): the widest left column, the gutter furthest right."""
    from tools.screens_coach import coach_on, settle
    from tools.screens_yams import roll, table

    coach_on(app)
    roll(app, table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False))
    settle(app)


@pytest.mark.parametrize("step", ["_yams_hold", "_yams_hold_two", "solo"])
@pytest.mark.parametrize("size", SIZES)
def test_the_hold_card_stands_off_the_prompt_and_the_dice_pointing_at_the_rack(tmp_path,
                                                                               size, step,
                                                                               request):
    if step == "solo" and tuple(size) == (1024, 600):  # (round 82's lead: found by the
        # whole suite after hY131 merged; on hY128's and hY129's branches it passes)
        request.applymarker(pytest.mark.xfail(strict=True, reason=(
            "known, round 82: at 1024 in a game alone coach 1/3 finds no leader route down "
            "the gutter since hY131 (S118); note 68 section 6")))
    app = coach_app(tmp_path, size=size)
    try:
        _solo(app) if step == "solo" else getattr(screens_coach, step)(app)
        scene = _table(app)
        coach = scene.coach
        assert coach.shown == "yams.hold" and coach.card is not None
        card = pygame.Rect(coach.card)
        say = prompt_say(scene)
        assert say is not None and say.headline == scene.flow.prompt().text, say  # said
        words = _prompt_words(scene, size)
        assert words, "the prompt's words are drawn"
        assert card.collidelist(words) == -1, (size, card, words)
        assert not card.colliderect(prompt_rect(scene)), (size, card, prompt_rect(scene))
        dice = [pygame.Rect(d) for d in scene.dice_in_play_rects()]
        assert card.collidelist(dice) == -1, (size, card, dice)
        assert not card.colliderect(scene.held_band), (size, card, scene.held_band)
        assert not card.colliderect(scene.sheet.rect), (size, card, scene.sheet.rect)
        # S106 1. (amended round 82, hY128; critic cA81 #5): its leader down the gutter
        # beside the prompt's panel and the rack, then onto a free die (it ran straight down
        # over the panel onto the rack's end), crossing no words; that die lit
        route = coach.pointer_route()
        assert route is not None and len(route) == 3, route
        (x0, y0), (x1, y1), (x2, y2) = route
        rack = kept_row_rect(scene)
        assert x0 == x1 and y0 == card.bottom, (route, card)  # straight down out of it
        assert rack.right < x1 < scene.sheet.rect.left and y1 == y2, (route, rack)
        assert any(d.collidepoint(x2 - scene.px(30), y2) for d in dice), (route, dice)
        line = pygame.Rect(x0 - 1, y0, 3, y1 - y0)
        assert line.collidelist([*words, *title_words(scene)]) == -1, (line, words)
        assert not line.colliderect(prompt_rect(scene)) and not line.colliderect(rack)
        assert pygame.Rect(coach.lit) in dice, (coach.lit, dice)  # the die lit
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_countdown_card_keeps_24_px_off_the_round(tmp_path, size):
    """Card 3/3 keeps 24 px or more from "Tura 1 din 13" (critic cA80: about 20 px at
    1366x768)."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        scene = _table(app)
        coach = scene.coach
        assert coach.shown == "yams.countdown" and coach.card is not None
        card = pygame.Rect(coach.card)
        said = [words for words, *_rest in scene.header_words()]
        round_words = [title_words(scene)[said.index(scene.round_words())]]
        air = min(_gap(card, r) for r in round_words)
        assert air >= 24, (size, card, round_words, air)
    finally:
        app.close()


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The distance between two rects (0 when they meet)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5
