"""The 10 000's banks escalate rung by rung (ruling S72 1., round 79, hF99; critic cB78 #13:
"the '+1 050' plate and 'Încasare mare!' (2 000) differ only a little in size and weight").

The ladder a player sees: a banner's bank (1 000 to 1 999, its gold "+1 050" plate), a big
bank (2 000 or more, "Încasare mare!"), the goal reached, the win (the champion's name alone
on the felt). Each rung is strictly above the one under it, and clearly: its largest words
drawn bigger (their layout size, as the frame records it at rest), its moment longer, and
the table under it hushed deeper (the light on the stage against the table's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game import theme_stage
from game.flow.stage import stage_seconds
from tests.uihelpers import make_app, screen_frame
from tools.screens_farkle import bank_the_win
from tools.screens_stage import _bank_banner, _bank_big, _goal, freeze
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CLEARLY = 1.35
"""Each rung's largest words at least this much bigger than the rung's under it."""

DEEPER = 0.93
"""Each staged bank's table at most this share as bright as the rung's under it."""

RUNGS: tuple[tuple[str, Callable[[Any], None], str, int], ...] = (
    ("bank", _bank_banner, "bank_banner", 40), ("big bank", _bank_big, "bank_big", 40),
    ("goal", _goal, "goal", 40))
"""The staged banks: their build (tools/screens_stage), their stage's kind, the point
(percent of the stage) their words rest at."""


def _largest_words(app: Any) -> int:
    """The layout size of the largest words the frame draws now (the rung's figure)."""
    sizes = [t.size for t in screen_frame(app).texts if t.size and t.role in (
        "stage", "celebration")]
    assert sizes
    return max(sizes)


def _table_light(app: Any) -> float:
    """How bright the table's left side (its felt and the players' panels, never under a
    plate) reads now: the mean of its pixels' brightness (0..255)."""
    surface = app.screen
    w, h = surface.get_size()
    patch = surface.subsurface(pygame.Rect(0, round(h * 0.1), round(w * 0.28), round(h * 0.8)))
    mean = pygame.transform.average_color(patch)
    return (mean[0] + mean[1] + mean[2]) / 3


def _staged(tmp_path: Any, size: tuple[int, int], build: Callable[[Any], None], kind: str,
            percent: int) -> tuple[int, float]:
    """The rung's largest words' layout size and its table's light at ``percent``."""
    app = make_app(tmp_path / kind, size=size, menu_drawn=False)
    try:
        build(app)
        freeze(app, percent, kind)
        app.manager.draw(app.screen)
        return _largest_words(app), _table_light(app)
    finally:
        app.close()


def _champion_words(tmp_path: Any, size: tuple[int, int]) -> int:
    """The layout size of the champion's name, the win's largest words, at rest."""
    from game.scenes.champion import ChampionOverlay

    app = make_app(tmp_path / "win", size=size, menu_drawn=False)
    try:
        with unseen_frames(app, last_drawn=False):
            bank_the_win(app, 5_100)  # Jucătorul 1 wins alone
            for _ in range(400):
                if isinstance(app.manager.top, ChampionOverlay):
                    break
                app.step(1 / 30)
            assert isinstance(app.manager.top, ChampionOverlay)
            for _ in range(round(theme_stage.CHAMPION_SECONDS * 0.6 * 30)):
                app.step(1 / 30)
        return _largest_words(app)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_each_bank_rung_is_clearly_bigger_and_hushes_the_table_deeper(tmp_path, size):
    words: dict[str, int] = {}
    light: dict[str, float] = {}
    for name, build, kind, percent in RUNGS:
        words[name], light[name] = _staged(tmp_path, size, build, kind, percent)
    words["win"] = _champion_words(tmp_path, size)
    ladder = ("bank", "big bank", "goal", "win")
    for lower, higher in zip(ladder, ladder[1:], strict=False):
        assert words[higher] >= CLEARLY * words[lower], (lower, higher, words)
    staged = ("bank", "big bank", "goal")
    for lower, higher in zip(staged, staged[1:], strict=False):
        assert light[higher] <= DEEPER * light[lower], (lower, higher, light)


def test_each_bank_rung_lasts_longer_than_the_one_under_it():
    seconds = [stage_seconds("bank_banner"), stage_seconds("bank_big"), stage_seconds("goal"),
               theme_stage.CHAMPION_SECONDS + stage_seconds("win")]
    for lower, higher in zip(seconds, seconds[1:], strict=False):
        assert higher >= lower + 0.4, seconds
