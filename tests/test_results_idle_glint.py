"""The settled results keep a gentle life (critic C71: "nothing moves once settled"): every
:data:`~game.scenes.results.GLINT_EVERY` seconds the winner's trophy glints, briefly (its
twinkles bloom and fade in :data:`~game.scenes.results.GLINT_TIME`), blocking nothing; the
app asks for a frame only while a glint shines and once as it ends, sleeping between (idle
CPU kept low)."""

from __future__ import annotations

import pygame

from game.scenes.results import GLINT_EVERY, GLINT_TIME, ResultRow, ResultsOverlay
from tests.uihelpers import make_app

ROWS = [ResultRow(1, "Ana", 212, seat=0), ResultRow(2, "Calculatorul", 150, seat=6)]


def _settled(app) -> ResultsOverlay:
    """The results of :data:`ROWS` over ``app``, stepped (not drawn) until they rest."""
    panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
    app.manager.push(panel, fade=False)
    panel.draw(app.screen)  # the trophies' places known
    for _ in range(400):
        if not panel.is_animating():
            break
        panel.update(0.1)
    assert not panel.is_animating()
    return panel


def _cups(panel, surface) -> bytes:
    """The pixels of the winner's trophies' twinkles' room as drawn now."""
    surface.fill((0, 0, 0))
    panel.draw(surface)
    spots = panel.sparkle_spots()
    assert spots
    room = spots[0].unionall(spots).inflate(8, 8)
    return pygame.image.tobytes(surface.subsurface(room.clip(surface.get_rect())), "RGB")


def test_the_settled_winners_trophy_glints_now_and_then_and_the_loop_sleeps_between(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = _settled(app)
        surface = pygame.Surface((1024, 600))
        calm = _cups(panel, surface)
        # between glints the panel is still and asks for no frame until the next one
        due = panel.idle_redraw_in()
        assert due is not None and 0.5 * GLINT_EVERY < due <= GLINT_EVERY, due
        panel.update(0.5)
        assert _cups(panel, surface) == calm
        panel.update(due - 0.5 + GLINT_TIME / 2)  # the middle of the first glint
        assert panel.glint_light() > 0.8
        assert _cups(panel, surface) != calm  # the twinkles bloom
        assert panel.idle_redraw_in() <= 1 / 15  # smooth while it shines
        assert not panel.is_animating()  # nothing waits on it: the loop stays idle
        panel.update(GLINT_TIME)  # over: still again, as before
        assert panel.glint_light() == 0
        assert _cups(panel, surface) == calm
        # over a minute left alone, the app draws few frames: the glints' and no more
        frames, clock = 0, 0.0
        while clock < 60:
            step = panel.idle_redraw_in()
            assert step is not None and step > 0
            panel.update(step)
            clock += step
            frames += 1
        assert frames <= 60 / GLINT_EVERY * (GLINT_TIME * 20 + 3), frames
    finally:
        app.close()
