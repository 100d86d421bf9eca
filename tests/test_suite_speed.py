"""The suite's own speed-ups (tests/uihelpers.py) are in place and change nothing a test
checks: the text caches are wide only within ``pictures_drawn_once``, an app made for another
screen leaves its menu undrawn, the menu cards' art kept from one app to the next
(tests/conftest.py) draws the pixels drawn anew."""

from __future__ import annotations

import pygame
import pytest

import game.app
from game import theme
from game.widgets import text
from tests.uihelpers import WORDS_KEPT, WORDS_KEPT_BYTES, make_app, pictures_drawn_once

_REAL_RESET_CACHES = game.app._reset_caches
"""The game's own (tests/conftest.py's ``cards_art_kept`` replaces it in each test)."""


def test_the_text_caches_are_wide_only_within_pictures_drawn_once():
    before = {name: getattr(theme, name) for name in WORDS_KEPT}
    with pictures_drawn_once():
        assert {name: getattr(theme, name) for name in WORDS_KEPT} == WORDS_KEPT
        assert text._SURFACES.max_bytes == WORDS_KEPT_BYTES
    assert {name: getattr(theme, name) for name in WORDS_KEPT} == before
    assert text._SURFACES.max_bytes == theme.TEXT_CACHE_BYTES
    assert text._SURFACES.max_items == theme.TEXT_CACHE_ITEMS


def test_an_app_made_for_another_screen_leaves_its_menu_undrawn(tmp_path):
    for drawn in (True, False):
        app = make_app(tmp_path, size=(1024, 600), menu_drawn=drawn)
        try:
            lit = app.screen.get_at(app.screen.get_rect().center)[:3] != (0, 0, 0)
            assert lit is drawn
            assert "draw" not in vars(app.manager)  # the class's own draw again
        finally:
            app.close()


def test_an_app_with_the_cards_art_kept_draws_the_menu_drawn_anew(tmp_path, monkeypatch):
    # tests/conftest.py keeps the menu cards' art from one app to the next: a later app's
    # first frame shows the same pixels as a first frame whose art is all drawn anew
    from game.widgets import game_card

    def first_frame(folder):
        app = make_app(folder)
        try:
            return pygame.image.tobytes(app.screen, "RGB")
        finally:
            app.close()

    first_frame(tmp_path / "before")  # the art drawn, and kept
    assert game_card._ART  # kept after that app closed
    kept = first_frame(tmp_path / "kept")
    game_card.forget_art()
    monkeypatch.setattr(game.app, "_reset_caches", _REAL_RESET_CACHES)  # as the game
    anew = first_frame(tmp_path / "anew")
    assert kept == anew


def test_the_throwaway_folders_lie_on_a_memory_filesystem_where_there_is_one(tmp_path):
    # tests/conftest.py: each test's tmp_path (the apps' data folders, saved after every
    # action: a replace and an fsync each) lies under /dev/shm where the machine has one;
    # on a disk's journal each replace of a file waited for its blocks (~0.6 ms)
    import os
    from pathlib import Path

    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        return  # no memory filesystem: the system's temporary folder, as before
    assert shm in tmp_path.resolve().parents


def test_a_coach_state_settles_unseen_but_its_last_frame(tmp_path, monkeypatch):
    # tools/screens_coach.settle lets a table rest two seconds before a coach mark is looked
    # at (by the coach tests and the renderer): its twenty frames run, only the last is drawn
    from game.scenes.base import SceneManager
    from tools import screens_coach

    drawn = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=(1024, 600))
    try:
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        frames = app.frames
        screens_coach.settle(app)
        assert app.frames == frames + 20
        assert drawn == [app.frames]
    finally:
        app.close()


@pytest.mark.parametrize("state", ["results_solo", "results_farkle_4"])
def test_a_results_state_plays_its_moment_unseen_but_its_last_frame(tmp_path, monkeypatch,
                                                                   state):
    # tools/screens_results plays a results panel's 180 frames to its final picture (for
    # the tests that build it and the renderer): only the last is drawn (the 10 000 panels'
    # table under them once, before the panel comes)
    from game.scenes.base import SceneManager
    from tools import screens_results  # noqa: F401  (registers the states)
    from tools.render_screens import REGISTRY

    drawn = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        frames = app.frames
        next(s for s in REGISTRY if s.name == state).build(app)
        assert app.frames >= frames + 180
        assert len(drawn) <= 2, f"{len(drawn)} frames drawn"
        assert drawn[-1] == app.frames  # the final picture drawn, as the last step shows it
    finally:
        app.close()


def test_a_kept_throw_is_the_real_throw_and_leaves_the_generator_where_it_would():
    """The session's kept throws (tests/conftest.py ``_throw_kept``) hand out what the real
    simulation gives and leave the random generator in the state it leaves: the next
    throw of a game is the one it would be without the keeping."""
    import random

    from game.widgets import dice_physics as physics

    real_throw = physics.simulate_throw.__wrapped__  # the keeping is on in tests
    launches = [physics.Launch((60.0 + 9 * i, 90.0), (140.0 + 70 * i, 170.0), 0.9 + 0.05 * i,
                               False) for i in range(3)]
    area = physics.Area(30.0, 30.0, 700.0, 320.0)

    def paths(throw):
        return [(p.xs, p.ys, p.lifts, p.turns) for p in throw.paths], throw.impacts

    real_rng, kept_rng = random.Random(41), random.Random(41)
    real = [real_throw(launches, area, [(400.0, 250.0)], 48.0, real_rng)
            for _ in range(2)]
    for _ in range(2):  # asked afresh, then asked again from the same state: kept
        again = random.Random(41)
        kept = [physics.simulate_throw(launches, area, [(400.0, 250.0)], 48.0, again)
                for _ in range(2)]
        assert [paths(t) for t in kept] == [paths(t) for t in real]
        assert again.getstate() == real_rng.getstate()
    assert kept_rng.getstate() == random.Random(41).getstate()


def test_until_staged_steps_to_the_stage_unseen_but_its_first_frame(tmp_path, monkeypatch):
    # tools.screens_stage.until_staged steps a throw until its stage comes (for ~77 test
    # files and the renderer): the throw's frames run undrawn, the stage's first is drawn,
    # as the last step shows it, the table under it drawn afresh
    from game.scenes.base import SceneManager
    from game.scenes.stage import StageOverlay
    from tools.screens_stage import _six_ones, until_staged

    drawn = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        _six_ones(app)  # six 1s thrown: their stage once they have landed
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        frames = app.frames
        stage = until_staged(app, "rarest_throw")
        assert isinstance(app.manager.top, StageOverlay) and stage is app.manager.top
        assert app.frames >= frames + 20  # the dice thrown and landed on the way
        assert drawn == [app.frames], f"{len(drawn)} frames drawn"
    finally:
        app.close()


def test_past_stage_steps_to_the_stage_and_skips_it_drawing_no_frame(tmp_path, monkeypatch):
    # tools.screens_stage.past_stage steps a landed throw until its stage comes and skips it
    # as a click would (for the big-bank tests and the renderer): no frame on the way is
    # looked at, and the caller draws the next one itself, so none is drawn
    from game.scenes.base import SceneManager
    from game.scenes.stage import StageOverlay
    from tools.screens_farkle import play, table_with
    from tools.screens_stage import past_stage

    drawn = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        table = table_with(app, 2, 1, 1, 1, 1, 1, 2)  # five 1s: "Cinci de 1!"
        table.press_roll()
        play(app, 4)  # still tumbling: the stage is some frames away
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        frames = app.frames
        past_stage(app)
        assert app.frames > frames  # frames stepped to the stage
        assert app.manager.top is table and not isinstance(app.manager.top, StageOverlay)
        assert drawn == [], f"{len(drawn)} frames drawn"
    finally:
        app.close()


def test_play_until_steps_unseen_but_its_last_frame(tmp_path, monkeypatch):
    # tools.screens_farkle.play_until plays a 10 000 table on until a state holds (the goal's
    # banner, the last round's strip: ~36 test files and the renderer): only the frame it
    # stops at is drawn, as the last step shows it
    from game.scenes.base import SceneManager
    from tools.screens_farkle import play_until, table_with

    drawn = []
    draw = SceneManager.draw
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        table_with(app, 2, 1, 2, 3, 4, 6, 6).press_roll()
        monkeypatch.setattr(SceneManager, "draw",
                            lambda self, surface: (drawn.append(app.frames), draw(self, surface)))
        frames = app.frames
        play_until(app, lambda: app.frames >= frames + 12)
        assert app.frames == frames + 12
        assert drawn == [app.frames], f"{len(drawn)} frames drawn"
    finally:
        app.close()


def test_a_run_that_only_reaches_a_state_draws_no_frame_but_its_changes(tmp_path, monkeypatch):
    # tests.layout_check.Run with sample_every 0, for a test that only reaches a state (its
    # problems unread): a frame is drawn only when what the screen says changes (a stage's
    # first frame among them: its picture built), never one in so many besides
    from game.scenes.base import SceneManager
    from game.scenes.stage import StageOverlay
    from tests.layout_check import Run
    from tests.layout_sequences_farkle import seat

    drawn = []
    draw = SceneManager.draw
    monkeypatch.setattr(SceneManager, "draw",
                        lambda self, surface: (drawn.append(1), draw(self, surface)))
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    try:
        run = Run(app, "reaching", sample_every=0)
        table = seat(run, (4,) * 6 + (2, 3, 6, 2, 3, 4))
        run.frames(6)
        drawn.clear()
        run.frames(24)  # the table at rest: nothing it says changes
        assert drawn == [], f"{len(drawn)} frames drawn"
        sampled = Run(app, "sampled")
        sampled.frames(24)
        assert len(drawn) >= 24 // sampled.sample_every  # (the check's own run samples)
        run.click(table.roll_button.rect.center)
        run.until(lambda: isinstance(app.manager.top, StageOverlay), 400)
        assert app.manager.top.picture is not None  # the stage's first frame drawn
    finally:
        app.close()


def test_a_kept_stage_picture_is_the_game_s_own_and_goes_with_the_block():
    # tests/uihelpers.py keeps a stage's lettering, light and vignette for the session: what
    # is handed out is what the game draws for those arguments, a lettering as a copy (a
    # big bank fades its own), and the game's own functions are back after the block
    from game.views import stage_backdrop, stage_paint, stage_picture, stage_table

    def pixels(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface, "RGBA")

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    real = (stage_paint.stamp_lettering, stage_paint.stamp_light, stage_backdrop.vignette)
    try:
        with pictures_drawn_once():
            for hot in (False, True, "gilt"):  # each look its own, asked twice
                for _ in range(2):
                    kept = stage_picture.stamp_lettering("Penta!", 60, hot)
                    drawn = real[0]("Penta!", 60, hot)
                    assert pixels(kept) == pixels(drawn), hot
                    assert kept.get_alpha() == drawn.get_alpha(), hot
                    kept.set_alpha(40)  # faded by its caller: the next one is whole
            for most in (None, 90):
                light = stage_table.stamp_light("grand", (300, 90), most)
                assert light is stage_table.stamp_light("grand", (300, 90), most)
                assert pixels(light) == pixels(real[1]("grand", (300, 90), most)), most
            for centre, darkness in (((80, 40), 120), ((20, 60), 120), ((20, 60), 60)):
                shade = stage_backdrop.vignette((160, 90), centre, darkness)
                assert pixels(shade) == pixels(real[2]((160, 90), centre, darkness))
            assert stage_paint.stamp_lettering is not real[0]
        assert (stage_paint.stamp_lettering, stage_paint.stamp_light,
                stage_backdrop.vignette) == real
        assert stage_picture.stamp_lettering is real[0] and stage_table.stamp_light is real[1]
    finally:
        pygame.display.quit()


def test_a_coach_state_is_reached_once_for_every_file_that_reads_it(tmp_path, monkeypatch):
    """tests/coach_reached.read (round 74, hT74): a state reached once a session serves every
    reading registered for it, each reading what its own reach would read (the app's live
    table, undrawn frames); a reading not registered, and a later state, reach for themselves;
    what a reading raised is raised in the test that asks for it, and only there."""
    from tests import coach_reached
    from tests.test_coach_places import _table

    monkeypatch.setattr(coach_reached, "_READINGS_OF", {})
    monkeypatch.setattr(coach_reached, "_READ", {})
    reached = []
    real_step = coach_reached._step
    monkeypatch.setattr(coach_reached, "_step",
                        lambda step: reached.append(step) or real_step(step))

    @coach_reached.reading_of("_farkle_bank")
    def shown(app):
        return _table(app).coach.shown, "draw" in vars(app.manager)

    @coach_reached.reading_of("_farkle_bank")
    def card(app):
        return pygame.Rect(_table(app).coach.card)

    @coach_reached.reading_of("_farkle_bank")
    def broken(app):
        raise LookupError("no such part")

    def alone(app):
        return pygame.Rect(_table(app).coach.card)

    size = (1024, 600)
    assert coach_reached.read(tmp_path, size, "_farkle_bank", shown) == ("farkle.bank", True)
    one = coach_reached.read(tmp_path, size, "_farkle_bank", card)
    assert reached == ["_farkle_bank"]  # one reach for both readings (and the broken one)
    with pytest.raises(LookupError):
        coach_reached.read(tmp_path, size, "_farkle_bank", broken)
    assert coach_reached.read(tmp_path, size, "_farkle_bank", alone) == one  # its own reach
    assert reached == ["_farkle_bank"] * 2
    assert coach_reached.read(tmp_path, size, "_farkle_bank", card) == one
    assert reached == ["_farkle_bank"] * 2
