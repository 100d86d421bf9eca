"""The 10 000's turn passing is a seat card's entrance (round 75, hG79, critic cB75: "the
turn-passing ribbon is a modest strip (~1100×50 px at 1920)", "make the turn-passing a seat
card in the player's colour with their mark"): at every size the card is at least half as
tall again as the old ribbon, in the incoming seat's colour (deepened) with that seat's own
mark on it, it drops in (it moves before it rests), and in no frame does it lie on the dice
row's slots or a button."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pygame
import pygame.surfarray
import pytest

from game.views.turn_handoff import band_colour, band_size
from game.widgets.seats import SEATS, player_style
from game.widgets.text import BOLD
from tests.test_handoff_band_mark import _likeness, _own_mark, _shape
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_farkle import play, table_with

FRAME = 1 / 60
OLD_RIBBON_FONT = 50
"""The 10 000 passing ribbon's words' reference size before round 75 (in the bold body type):
the height the seat card is measured against."""


def _passed(app):
    """Ana banks a 1: the turn passes to Constantinos (seat 2); step until the card plays."""
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.game.players[1] = replace(scene.game.players[1], name="Constantinos")
    scene.press_roll()
    play(app)
    scene.press_die(0)
    scene.press_bank()
    for _ in range(600):
        if scene.flow.handoff.active:
            break
        app.step(FRAME)
    assert scene.flow.handoff.active
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_passes_as_a_big_seat_card_clear_of_the_dice_row_and_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _passed(app)
        handoff = scene.flow.handoff
        text = handoff.text
        ribbon = band_size(text, scene.center, scene.scale, BOLD, OLD_RIBBON_FONT)[1]
        seat = player_style(scene.players, handoff.player)
        slots = [pygame.Rect(round(x - scene.die_side / 2), round(y - scene.die_side / 2),
                             scene.die_side, scene.die_side)
                 for x, y in scene._row_positions(6)]
        row = slots[0].unionall(slots[1:])
        buttons = [b.rect for b in (scene.roll_button, scene.bank_button, scene.hint_button,
                                    scene.undo_button)]
        tops, rested = [], None
        with drawing_one_frame_in(app, 0):
            while handoff.active:
                surface = pygame.Surface(size)
                frame = recorded_frame(scene, size, surface)
                card = next(p.rect for p in frame.panels if p.role == "handoff_band")
                assert not card.colliderect(row), (card, row)
                for button in buttons:
                    assert not card.colliderect(button), (card, button)
                assert scene.center.contains(card)
                if handoff.settle <= 0:
                    tops.append(card.top)
                    if handoff.sweep >= 1 and rested is None:
                        rested = (card, surface, frame)
                app.step(FRAME)
        assert rested is not None
        card, surface, frame = rested
        assert card.h >= 1.5 * ribbon, (card.h, ribbon)  # a card, not a strip
        assert len(set(tops)) >= 3 and tops[0] < card.top  # it drops in, then rests
        # its ground is the seat's colour, deepened (read beside the mark, under the words)
        mark = next(p.rect for p in frame.panels if p.role == "handoff_mark")
        assert mark.h >= 0.5 * card.h
        ground = surface.get_at((mark.centerx, card.bottom - max(4, card.h // 10)))
        wanted = band_colour(seat)
        assert sum(abs(a - b) for a, b in zip(ground[:3], wanted, strict=True)) < 60, ground
        # the mark: the seat's own shape, as the players' panel draws it
        pixels = pygame.surfarray.array3d(surface.subsurface(mark)).astype(float)
        base = np.array(wanted, float)
        seen = _shape(np.abs(pixels - base).max(axis=2) > 60)
        likeness = [_likeness(seen, _own_mark(style)) for style in range(SEATS)]
        assert max(range(SEATS), key=likeness.__getitem__) == seat, likeness
    finally:
        app.close()
