"""New Game's small keys: a disabled one reads as disabled, dimmer than an enabled one
(hS27: with one player the greyed "−" was lighter than the live "+" and read as lit)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.forms import Choice, _draw_key
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game


def _light(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, int]:
    """The mean brightness of ``rect``'s pixels and the brightest one (its label)."""
    values = [sum(surface.get_at((x, y))[:3]) / 3
              for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)]
    return sum(values) / len(values), round(max(values))


def test_one_players_card_shows_no_way_to_take_them_away(tmp_path):
    """Round 74 (critic #3, S16): the players' stepper gone, its dimmed "−" with it; the one
    person's card shows no "×" at all (never 0 people), its corner bare, the add card live."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, "yams", 1)
        app.step(FRAME)
        scene.draw(app.screen)
        assert not any(remove.visible for remove in scene.removers)
        assert not scene.humans.visible and scene.free_seat_rects()
        card = scene.shown_card_rects()[0]
        corner = scene.remove_rect(card)
        mean, brightest = _light(app.screen, corner)
        assert brightest < 230, (mean, brightest)  # no cream "×" drawn there
    finally:
        app.close()


def test_every_key_sharing_the_code_draws_disabled_dimmer_than_enabled():
    pygame.font.init()
    surface = pygame.Surface((240, 80))
    rect = pygame.Rect(10, 10, 100, 60)
    for size in (18, 30):  # a short window's keys and a large one's
        looks = []
        for enabled in (True, False):
            surface.fill(theme.PANEL)
            _draw_key(surface, rect, "+", size, 1.0, hovered=False, pressed=False,
                      enabled=enabled)
            looks.append(_light(surface, rect))
        assert looks[1][0] < looks[0][0] and looks[1][1] < looks[0][1], looks
    choice = Choice([(1, "Normal"), (2, "Expert")], 1)  # a greyed choice row: the same keys
    choice.place(pygame.Rect(0, 0, 240, 60), 1.0, 24)
    choice.enabled = False
    surface.fill(theme.PANEL)
    choice.draw(surface)
    assert _light(surface, choice.rects[1])[0] < sum(theme.BUTTON_SECONDARY) / 3
