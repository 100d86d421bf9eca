"""A Penta's hero "+50" (ruling S70, round 79, hY117, critic cA78 #6 and change #2; amends
S12's lifted row "Penta 50 de înscris" and critic C41's "no +50 by an empty box"):

1. on the Penta's stage its points are the hero figure: "+50" in the stamp's gold, the
   biggest words on the screen after the "Penta!" stamp (larger than its player's name), on
   the lifted row's bare box between "Penta" and "de înscris" (a prize to place, said in
   words), under the name, inside the felt, off the dice, at 1920×1080 and 1024×600;
2. it then travels alone into its box before the row and the words leave: the box says
   "50" as the sheet says a possibility; the stamp stands still meanwhile;
3. a Joker Penta's "+100" is its hero figure too, in a prize's gold;
4. the Penta's (and Joker Penta's) confetti stays up longest of a Yams game.

Stepped with the app's fake clock."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import stage_penta_hero
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _staged(app: Any) -> tuple[Any, Any]:
    scene = table(app, ["Ana", "Ion"], [6] * 5)
    roll(app, scene)
    return scene, until_staged(app, "penta")


def _texts(app: Any, scene: Any, stage: Any, share: float) -> dict[str, pygame.Rect]:
    size = app.screen.get_size()
    stage.clock.age = stage.clock.duration * share
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        scene.draw(surface)
        stage.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    return {t.text: t.rect for t in frame.texts if not t.dimmed}


def _option_green(app: Any, scene: Any, stage: Any, box: pygame.Rect) -> int:
    """How many pixels of ``box`` are drawn in the sheet's option green now."""
    from game import theme

    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    stage.draw(surface)
    pixels = pygame.surfarray.array3d(surface.subsurface(box)).astype(int)
    r, g, b = theme.SHEET_OPTION
    near = (abs(pixels[..., 0] - r) + abs(pixels[..., 1] - g) + abs(pixels[..., 2] - b)) < 60
    return int(near.sum())


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_pentas_points_are_its_hero_figure_after_the_stamp(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene, stage = _staged(app)
        said = _texts(app, scene, stage, 0.3)
        assert "+50" in said and "de înscris" in said, sorted(said)
        assert "50" not in said  # (the box bare under its hero: one figure said)
        hero = said["+50"]
        others = {t: r for t, r in said.items() if t not in ("+50", "Penta!")}
        tallest = max(others, key=lambda t: others[t].h)
        assert hero.h > 1.15 * others[tallest].h, (hero.h, tallest, others[tallest].h)
        # a prize to place, in words: "Penta" before it, "de înscris" after it, one line
        picture = stage.picture
        label = picture.labels[0]  # (the row's "Penta", laid with the hushed table)
        assert label.right <= hero.left < hero.right < said["de înscris"].left
        assert abs(said["de înscris"].centery - hero.centery) <= hero.h // 4
        assert hero.top >= said["Ana"].bottom  # under its player's name
        assert felt_area(size).contains(hero)
        for die in picture.dice:
            assert not die.colliderect(hero)
        # the box bare under it: no second "50" in the sheet's option green peeking out
        assert _option_green(app, scene, stage, picture.target) == 0
    finally:
        app.close()


def test_the_hero_travels_alone_into_its_box_before_the_row_leaves(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, stage = _staged(app)
        start, end = stage_penta_hero.TRAVEL
        resting = _texts(app, scene, stage, start - 0.02)
        stamp = resting["Penta!"]
        half = _texts(app, scene, stage, (start + end) / 2)
        assert "+50" in half and half["+50"].h < resting["+50"].h  # shrinking
        box = stage.picture.target
        assert box.contains(half["+50"]) or box.colliderect(half["+50"])
        assert half["Penta!"] == stamp and half["de înscris"] == resting["de înscris"]
        assert _option_green(app, scene, stage, box) == 0  # no "50" yet: one figure
        landed = _texts(app, scene, stage, end + 0.01)
        assert "+50" not in landed and "50" in landed, sorted(landed)
        assert box.contains(landed["50"])
        assert _option_green(app, scene, stage, box) > 50  # the sheet's option green
        assert landed["Penta!"] == stamp  # the stamp never moved
    finally:
        app.close()


def _joker_staged(app: Any) -> tuple[Any, Any]:
    from game.rules.yams import Box, Scorecard

    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
    scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
    roll(app, scene)
    return scene, until_staged(app, "joker_penta")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_joker_pentas_plus_100_is_its_hero_figure_in_gold(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene, stage = _joker_staged(app)
        said = _texts(app, scene, stage, 0.18)  # (it waits on its box, then lands at 0.38)
        assert "+100" in said, sorted(said)
        hero = said["+100"]
        others = {t: r for t, r in said.items()  # (its title "Joker Penta!": S77, round 80)
                  if t not in ("+100", "Penta!", stage.picture.stamp)}
        tallest = max(others, key=lambda t: others[t].h)
        assert hero.h > 1.15 * others[tallest].h, (hero.h, tallest, others[tallest].h)
        assert felt_area(size).contains(hero)
        plate = stage.picture.row_plate()
        assert plate is not None and plate.contains(hero)  # inside its plate (C70)
        # in the gold of a prize (the gilt lettering), not the ember of its stamp
        size_ = app.screen.get_size()
        surface = pygame.Surface(size_)
        scene.draw(surface)
        stage.draw(surface)
        pixels = pygame.surfarray.array3d(surface.subsurface(hero))
        bright = pixels[pixels.max(axis=2) > 200]
        assert len(bright) > 50
        r, g, b = (float(c) for c in bright.mean(axis=0))
        assert g > 0.78 * r and b < 0.75 * g, (r, g, b)  # gold: yellow, not orange
    finally:
        app.close()


def _slips_in_felt(monkeypatch: Any, stage: Any, seconds: float) -> int:
    """How many of the stage's confetti slips are drawn inside the felt ``seconds`` after
    its stamp hit."""
    from game.flow import stage as stage_flow
    from game.views import stage as stage_view
    from game.views import stage_clear

    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(stage_clear, "blit_behind",
                        lambda surface, slip, rect, clear: drawn.append(rect))
    clock, picture = stage.clock, stage.picture
    clock.age = stage_flow.SLAM[1] * clock.duration + seconds
    surface = pygame.Surface(picture.felt.size)
    stage_view._draw_burst(surface, picture, clock, picture.centre, (400, 200))
    return sum(1 for rect in drawn if picture.felt.colliderect(rect))


def test_the_pentas_confetti_stays_up_longest(tmp_path, monkeypatch):
    from game.views import stage_confetti

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _, stage = _staged(app)
        many = len(stage.picture.particles)
        later = stage.clock.duration * 0.55  # (as its words still stand, before they leave)
        left = _slips_in_felt(monkeypatch, stage, later)
        assert left >= 0.85 * many, (left, many)  # nearly all still over the felt (at a
        # win's fall, 0.7 of them)
        # longer than any other grand stage's of a Yams game (its win's own)
        assert stage_confetti.airborne("penta") >= 1.3 * stage_confetti.airborne("win")
        assert stage_confetti.airborne("joker_penta") == stage_confetti.airborne("penta")
    finally:
        app.close()
