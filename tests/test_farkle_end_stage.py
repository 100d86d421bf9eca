"""The 10 000 end on the stage: "Victorie!"'s rays fade out inside the felt (none cut by
its frame), no table die is lit through the stamp, the computer's win has a stage of its
own words, and the table stays as dark from the last bank's stage through the win's to
the results (the felt dimmed, never black, no bright beat between them)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import BIG, DIM_ALPHA, GRAND
from game.views.stage import StagePicture
from game.views.stage_paint import stamp_light
from game.widgets.felt import felt_area
from tests.test_stage import _FakeFarkleTable
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_win_stages_light_stays_inside_the_felt(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))  # the stamp's face needs the display
    try:
        for size in ((1920, 1080), (1024, 600)):
            felt = felt_area(size)
            scale = size[1] / 1080
            picture = StagePicture("win", GRAND, felt, scale, "Victorie!", line="Ana")
            light = picture.light().get_rect(center=picture.centre)
            assert felt.contains(light), (size, light, felt)
    finally:
        app.close()


def test_a_grand_stamps_rays_fade_out_before_their_tips():
    light = stamp_light(GRAND, (400, 120))
    reach = light.get_width() // 2
    rim = [light.get_at((reach + round(r * reach * pygame.math.Vector2(1, 0).rotate(a).x),
                         reach + round(r * reach * pygame.math.Vector2(1, 0).rotate(a).y)))
           for r in (0.93, 0.97) for a in range(0, 360, 2)]
    assert max(sum(c[:3]) for c in rim) < 40  # no hard, bright tip where the rays end


class _TableWithDice(_FakeFarkleTable):
    """A 10 000 table whose six dice lie in the middle of the felt."""

    def dice_in_play_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(300 + 70 * i, 250, 60, 60) for i in range(6)]


def test_the_win_lights_no_table_die_through_its_stamp():
    from game.views.stage_pictures import farkle_picture

    won = farkle_picture(_TableWithDice([5_100, 4_000], [False, True]), "win")
    assert won is not None and won.dice == []  # no die lit through the stamp
    assert won.hidden == _TableWithDice([0], [False]).dice_in_play_rects()  # taken off
    assert won.darkness == DIM_ALPHA[BIG]  # as dark as a big bank's stage before it


def test_the_dice_taken_off_under_the_win_leave_the_felt_there(tmp_path):
    # a white die on the felt: under the win's light its place is the felt's colour
    app = make_app(tmp_path, size=(1024, 600))
    try:
        felt = felt_area((1024, 600))
        die = pygame.Rect(480, 120, 50, 50)
        picture = StagePicture("win", GRAND, felt, 0.55, "Victorie!", line="Ana",
                               hidden=[die])
        table = pygame.Surface((1024, 600))
        table.fill((20, 90, 50))
        table.fill((250, 250, 250), die)
        dimmed = picture.dimmed_table(table)
        beside = dimmed.get_at((die.x - 12, die.centery))
        here = dimmed.get_at(die.center)  # the felt's shade (its vignette's, hB25)
        assert max(abs(a - b) for a, b in zip(here[:3], beside[:3], strict=True)) <= 3
    finally:
        app.close()


def test_the_computers_win_is_staged_as_dark_and_the_results_open_on_that_darkness(tmp_path):
    # The computer banks 1 000 on the last round and wins: its win's stage (the winning bank's
    # one climax, hF16: no bank stage before it), then the results, the felt's corner never
    # lit between them, never black under them.
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene
    from game.scenes.results import ResultsOverlay
    from game.scenes.stage import StageOverlay
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=(1024, 600), menu_drawn=True)  # (its lit felt read under
    try:  # the table pushed without a fade: round 76, hP78's menu drawn only when seen)
        app.rng = ScriptedDice((1, 1, 1, 2, 3, 4) * 4)
        game = FarkleGame.new([Player("Ana"), Player("IA", is_computer=True)], target=5_000)
        game.totals[:] = [5_100, 4_900]
        game.current, game.last_round_by, game.last_round_pending = 1, 0, [1]
        table = FarkleTableScene(app, game)
        app.manager.push(table, fade=False)
        felt = felt_area(app.screen.get_size())
        corner = (felt.x + 6, felt.bottom - 6)
        lit = sum(app.screen.get_at(corner)[:3])
        with unseen_frames(app):  # the computer's turn up to a stage: no frame of it watched
            for _ in range(1200):
                app.step(1 / 30)
                if isinstance(app.manager.top, StageOverlay):
                    break
        staged: list[str] = []
        shades: list[int] = []
        for _ in range(1200):  # from the first staged frame (drawn), each frame drawn
            top = app.manager.top
            if isinstance(top, StageOverlay) and (not staged or staged[-1] != top.clock.kind):
                staged.append(top.clock.kind)
            if staged:
                shades.append(sum(app.screen.get_at(corner)[:3]))
            if isinstance(top, ResultsOverlay):
                break
            app.step(1 / 30)
        assert staged == ["win"]
        assert isinstance(app.manager.top, ResultsOverlay)
        assert app.manager.top.backdrop == DIM_ALPHA[BIG]  # the felt seen, dimmed
        # no bright beat between them: dimmed from the first frame, then as dark as a big
        # stage's dimming to the results (the felt seen: a lesser stage's lighter dim)
        # (hY18: the stage's dim is lighter, ~55 % for a big one: the felt stays readable)
        # (hR28: on the stages' warm lit felt, the corner darkened by its vignette)
        assert shades[0] < lit * 0.85, (lit, shades)
        assert max(shades[3:]) <= lit * 0.7, (lit, shades)
        assert max(shades[2:]) <= min(shades) + 3, shades  # once dark, no lift at all
    finally:
        app.close()


def _banks_1000_alone(app: Any, name: str, total: int) -> Any:
    """A 10 000 game to 5 000 of ``name`` alone at ``total``: its table (pushed at once)
    throws 1 1 1 2 3 4, sets the three 1s aside and banks the 1 000; the frames up to the
    bank run unseen (only the last drawn: no test watches them)."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((1, 1, 1, 2, 3, 4) * 4)
    game = FarkleGame.new([Player(name)], target=5_000)
    game.totals[:] = [total]
    table = FarkleTableScene(app, game)
    app.manager.push(table, fade=False)
    with unseen_frames(app):
        for _ in range(10):
            app.step(1 / 30)
        table.press_roll()
        while not table.outcome_visible():
            app.step(1 / 30)
    for i in (0, 1, 2):
        table.press_die(i)
    table.press_bank()
    return table


def test_a_game_alone_ended_by_a_big_bank_stays_dark_until_its_results(tmp_path):
    # Ana alone banks 1 000 past 5 000: the bank's stage, no win's stage (no best beaten),
    # then the results after the end's wait: the table never lights up in between
    from game.scenes.results import ResultsOverlay
    from game.scenes.stage import StageOverlay

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _banks_1000_alone(app, "Ana", 4_900)
        felt = felt_area(app.screen.get_size())
        corner = (felt.x + 6, felt.bottom - 6)
        table = app.manager.top
        panel = table.guide_rect.center  # (hB40: the game's last bank is a banner now,
        # whose hush is the results': a bare table between them shows here, its panel)
        shades: list[int] = []
        panels: list[int] = []
        staged = False
        for _ in range(900):
            app.step(1 / 30)
            staged = staged or isinstance(app.manager.top, StageOverlay)
            if staged:
                shades.append(sum(app.screen.get_at(corner)[:3]))
            if isinstance(app.manager.top, ResultsOverlay):
                break
            if staged:  # (the results' card may stand there)
                panels.append(sum(app.screen.get_at(panel)[:3]))
        assert staged and isinstance(app.manager.top, ResultsOverlay)
        assert max(shades[2:]) <= min(shades) + 3, shades  # no bright beat before them
        assert max(panels[2:]) - min(panels[2:]) <= 6, panels  # nor the bare table
    finally:
        app.close()


def test_a_game_alone_opens_its_results_right_after_its_last_stage(tmp_path):
    # Ion alone banks 1 000 past 5 000: the bank's stage leaves the table dark; the winners'
    # rows would pop unseen under it, so the results follow the stage at once (no dark
    # bare table for a second)
    from game.scenes.results import ResultsOverlay
    from game.scenes.stage import StageOverlay

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = _banks_1000_alone(app, "Ion", 4_600)
        staged, bare = False, 0
        for _ in range(900):
            app.step(1 / 30)
            top = app.manager.top
            staged = staged or isinstance(top, StageOverlay)
            if staged and top is table:
                bare += 1
            if isinstance(top, ResultsOverlay):
                break
        assert staged and isinstance(app.manager.top, ResultsOverlay)
        assert bare <= 3, bare  # a tenth of a second at most between the stage and them
    finally:
        app.close()
