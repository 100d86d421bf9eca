"""Scores before any game: a podium waiting per game, each with its own "Joacă …" under it,
one of them red, and one sentence (ruling S98 1., critics cC80 #9, #10 and change 1, cF80:
"podiums with dice-avatar silhouettes, one empty-state sentence instead of three, a single
play button"; "put one 'Joacă' button per game under each podium"). Each step of both
podiums carries a ghost die (the player to come); the one sentence is the page's subtitle;
the red "Joacă …" names the game last set up, the other game's is quiet green; Tab reads
them left to right, then "Înapoi"; the quiet one starts its own game."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import scores, scores_aim, scores_invite
from game.scenes.new_game import NewGameScene
from game.scenes.scores import ScoresScene
from tests.uihelpers import button_named, click, focused_name, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _open(tmp_path, size, language="ro"):
    app = make_app(tmp_path, size=size, language=language)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    scene = app.manager.top
    assert isinstance(scene, ScoresScene) and scene.nothing_held()
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_each_podium_has_its_own_play_button_one_red(tmp_path, size):
    app, scene = _open(tmp_path, size)
    try:
        red, quiet = scene.forward_button, scene.other_play
        assert red is not None and quiet is not None and red.visible and quiet.visible
        assert red.style == "primary" and quiet.style != "primary"
        assert red.text == app.tr("menu.play", game=app.tr("menu." + scene.play_game))
        assert quiet.text == app.tr("menu.play", game=app.tr("menu." + scene.other_game()))
        for button, game in ((red, scene.play_game), (quiet, scene.other_game())):
            steps = scene.empty_podiums[game]
            podium = steps[0].unionall(steps)
            assert button.rect.top > podium.bottom, (game, button.rect, podium)
            assert abs(button.rect.centerx - podium.centerx) <= 2, (game, button.rect, podium)
            assert scene.empty_panel.contains(button.rect)
        assert not red.rect.colliderect(quiet.rect)
        assert scene.back_button.rect.top > scene.empty_panel.bottom
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_step_waits_with_a_ghost_die_and_one_sentence_is_said(tmp_path, monkeypatch,
                                                                     size):
    app, scene = _open(tmp_path, size)
    try:
        said = []
        for module in (scores, scores_aim, scores_invite):
            real = module.draw_text

            def spy(surface_, text, px, *a, _real=real, **k):
                said.append(text)
                return _real(surface_, text, px, *a, **k)

            monkeypatch.setattr(module, "draw_text", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        for game in ("yams", "farkle"):
            steps, ghosts = scene.empty_podiums[game], scene.empty_ghosts[game]
            assert len(ghosts) == 3
            for step, ghost in zip(steps, ghosts, strict=True):
                assert ghost.bottom < step.top and step.top - ghost.bottom <= scene.px(16)
                assert abs(ghost.centerx - step.centerx) <= 1
                assert ghost.w >= 0.4 * step.w, (ghost, step)
        sentences = [t for t in said if len(str(t).split()) > 3]
        assert sentences == [app.tr("scores.empty_one")], said  # one sentence, once
    finally:
        app.close()


def test_tab_reads_the_play_buttons_left_to_right_then_back_and_the_quiet_one_plays(
        tmp_path):
    app, scene = _open(tmp_path, (1366, 768))
    try:
        walked = [focused_name(app)]
        for _ in range(2):
            key(app, pygame.K_TAB)
            walked.append(focused_name(app))
        assert walked == ["forward", "play_other", "common.back"], walked
        click(app, scene.other_play)
        settle(app)
        opened = app.manager.top
        assert isinstance(opened, NewGameScene) and opened.kind == "farkle", opened
    finally:
        app.close()
