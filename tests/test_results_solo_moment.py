"""A game played alone ends with its own moment (hR22: critics saw a solo end "on a card with
no celebration"): its score big on the plate under turning rays, confetti for a moment, brief
and skippable (a key or a click only ends it, a second acts), a best said if it is one, and
no winner named among one."""

from __future__ import annotations

import pygame
import pytest

from game.flow.celebration import SOLO_MOMENT, SOLO_REST_LIGHT, moment_light
from game.flow.personal_best import best_phrase
from game.scenes.results import ResultRow, ResultsOverlay
from tests.uihelpers import FRAME, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_moments_light_rises_holds_and_is_gone_after_its_time():
    assert moment_light(0.0) == 0.0
    assert moment_light(SOLO_MOMENT / 2) == 1.0
    assert 0 < moment_light(SOLO_MOMENT - 0.2) < 1
    assert moment_light(SOLO_MOMENT) == 0.0 and moment_light(SOLO_MOMENT * 3) == 0.0
    assert SOLO_MOMENT <= 3.0  # brief


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    pixels = [surface.get_at((x, y))[:3] for x in range(rect.x, rect.right, 3)
              for y in range(rect.y, rect.bottom, 3)]
    return sum(sum(p) for p in pixels) / (3 * len(pixels))


@pytest.mark.parametrize("best", [None, 212])  # a first game; a game under one's best
def test_a_game_alone_has_its_moment_brief_skippable_and_names_no_winner(tmp_path, best):
    app = make_app(tmp_path, size=(1366, 768))
    done: list[str] = []
    phrase = best_phrase(best, 186)
    row = ResultRow(1, "Ana", 186, seat=0, detail=((phrase,),) if phrase else ())
    try:
        panel = ResultsOverlay(app, [row], lambda: done.append("new"),
                               lambda: done.append("menu"), quiet=True, counted_already=True)
        app.manager.push(panel, fade=False)
        assert panel.headline() == app.tr("results.solo")  # no "Câștigă …" among one
        assert panel._confetti, "confetti in the air as the panel opens"
        settle(app, 40)  # unseen but the last frame, read below
        assert panel.solo_light() > 0.5
        lit = app.screen.copy()
        total = panel.winner_total  # beside the score, on its plate: the rays behind it
        side = pygame.Rect(total.x - 110, total.y, 100, total.h)  # (round 30: the score
        # grown, 150 px off its edge reached the plate's rim, where the rays are thinnest)
        key(app, pygame.K_RETURN)  # skips the moment: nothing pressed
        # round 30: the rays settle to a soft standing light (no longer gone: the solo card
        # keeps its rays in both games), weaker than the moment's
        assert done == [] and panel.solo_light() == SOLO_REST_LIGHT and not panel._confetti
        app.manager.draw(app.screen)
        # the rays were lit, stronger than the standing light they settle to (round 30: the
        # difference is no longer the whole rays', hence +1.5, was +3)
        assert _brightness(lit, side) > _brightness(app.screen, side) + 1.5
        key(app, pygame.K_RETURN)  # the second acts
        assert done == ["new"]
    finally:
        app.close()


def test_the_solo_moment_ends_by_itself(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, [ResultRow(1, "Ana", 186, seat=0)], lambda: None,
                               lambda: None, quiet=True, counted_already=True)
        app.manager.push(panel, fade=False)
        settle(app, round((SOLO_MOMENT + 2.5) / FRAME))  # its state read, not its pictures
        # round 30: a soft standing light stays (still: the panel rests)
        assert panel.solo_light() == SOLO_REST_LIGHT and not panel.is_animating()
    finally:
        app.close()


def test_a_button_clicked_during_the_solo_moment_acts_at_once(tmp_path):
    from tests.uihelpers import click

    app = make_app(tmp_path, size=(1024, 600))
    done: list[str] = []
    try:
        panel = ResultsOverlay(app, [ResultRow(1, "Ana", 186, seat=0)],
                               lambda: done.append("new"), lambda: done.append("menu"),
                               quiet=True, counted_already=True)
        app.manager.push(panel, fade=False)
        settle(app, 48)  # (hR64: its buttons in once the panel stands in place; S29, round
        # 77: once the entrance's parts are in, 0.7 s)
        assert panel.moment_running()
        click(app, panel.menu_button)
        assert done == ["menu"]
    finally:
        app.close()
