"""The winner's own moment before the podium (round 76, hW79; critics cZ75, cF75a, cF75b:
"the end of a game is not yet a takeover"): at both games, as a game of several players ends,
the winner's name and score stand alone on the felt (their seat's colour, a trophy, the
largest words), brief and skippable, every other clock waiting under it; then the win's
stage and its podium; then the results.

Stepped at 60 frames a second with the app's clock from the last move (tools.end_frames).
"""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60

BRIEF = 1.5
"""The winner's moment lasts no longer than this (seconds, at the normal speed)."""


def _champion():
    """The winner's moment's layer class (round 76)."""
    from game.scenes.champion import ChampionOverlay

    return ChampionOverlay


def _steps(app, most: int = 1500):
    """Step the end; return, per frame, the top layer's name and the win's stage's age (the
    frames unseen, the last drawn: what is read is the layers' state, not their pictures; the
    same layers and ages, frame for frame, as with every frame drawn: round 78, hT1)."""
    with unseen_frames(app):
        return _steps_seen(app, most)


def _steps_seen(app, most: int) -> list[tuple[str, float]]:
    """:func:`_steps`' frames, whether they are drawn or not."""
    seen: list[tuple[str, float]] = []
    stage_age = None
    for _ in range(most):
        app.step(FRAME)
        top = app.manager.top
        below = app.manager.stack[-2] if len(app.manager.stack) > 1 else None
        for layer in (top, below):
            if isinstance(layer, StageOverlay) and layer.clock.kind == "win":
                stage_age = layer.clock.age
        seen.append((type(top).__name__, -1.0 if stage_age is None else stage_age))
        if isinstance(top, ResultsOverlay):
            break
    return seen


def _order(seen: list[tuple[str, float]]) -> list[str]:
    """The layers in the order they came (each once)."""
    names: list[str] = []
    for name, _ in seen:
        if not names or names[-1] != name:
            names.append(name)
    return names


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)
# ("computer" retired by ruling S100 4., round 81, hF108: the computer's win over people has
# no winner's moment, its stage's headline says it once: tests/test_farkle_computer_win_said_
# once_s100.py)
@pytest.mark.parametrize("case", ["person", "tie"])
def test_the_winners_moment_comes_first_brief_its_clocks_waiting(tmp_path, case):
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1024, 600))
    try:
        play_last_move(app, case)
        seen = _steps(app)
        order = [n for n in _order(seen) if n not in ("FarkleTableScene", "YamsTableScene")]
        champion = _champion().__name__
        assert champion in order, order
        assert order.index(champion) < order.index("ResultsOverlay"), order
        last_stage = max(k for k, (n, _) in enumerate(seen) if n == "StageOverlay")
        first = min(k for k, (n, _) in enumerate(seen) if n == champion)
        assert first < last_stage, order  # the win's stage plays after it
        frames = [age for n, age in seen if n == champion]
        assert len(frames) * FRAME <= BRIEF, len(frames)  # brief
        assert max(frames) <= FRAME, frames  # the win's stage waits under it, at its start
    finally:
        app.close()


def test_a_game_alone_has_no_winners_moment(tmp_path):
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1024, 600))
    try:
        play_last_move(app, "alone")
        assert _champion().__name__ not in _order(_steps(app))
    finally:
        app.close()


# (Yams cases retired by ruling S43, round 78: a Yams win over others has no winner's
# moment nor win's stage; its one climax is pinned by tests/test_end_one_climax_hy108.py)
@pytest.mark.parametrize("case", ["person"])
def test_a_key_skips_the_winners_moment_and_the_stage_to_the_results(tmp_path, case):
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1024, 600))
    try:
        play_last_move(app, case)
        with unseen_frames(app):  # (the way to the winner's moment: its state is read)
            for _ in range(900):
                app.step(FRAME)
                if isinstance(app.manager.top, _champion()):
                    break
        assert isinstance(app.manager.top, _champion())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
        for _ in range(3):
            app.step(FRAME)
        assert not any(isinstance(s, (_champion(), StageOverlay)) for s in app.manager.stack)
        assert isinstance(app.manager.top, ResultsOverlay)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_winners_name_is_the_largest_words_centred_under_a_trophy(size):
    from game.views.stage_champion import ChampionWords, layout
    from game.widgets.felt import felt_area

    pygame.init()
    words = ChampionWords((("Ștefania", (236, 184, 40)),), "cu 126 de puncte", False)
    laid = layout(size, words)
    felt = felt_area(size)
    assert laid.name.h >= felt.h * (theme_stage.CHAMPION_NAME - 0.03), laid.name
    assert laid.name.h > laid.score.h >= felt.h * 0.06
    assert abs(laid.name.centerx - felt.centerx) <= 2
    assert laid.cup.bottom <= laid.name.top < laid.name.bottom <= laid.score.top
    assert felt.contains(laid.cup.union(laid.score))
    tie = ChampionWords((("Ana", (236, 184, 40)), ("Ion", (120, 180, 255))), "cu 5 100 de "
                        "puncte", False)
    both = layout(size, tie)
    assert both.name.w <= felt.w * theme_stage.CHAMPION_MOST_WIDE + 2
