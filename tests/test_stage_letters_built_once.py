"""Review of round 50: the stage drew its "posibil" tag by building a Surface and rendering
its word every frame, and measured its figure's letters by lettering them afresh on each
call (~8 times a frame). Both are built once per picture (like the stamp's own ink), the
tag's plate colour a theme constant; the frames drawn stay the same."""

from __future__ import annotations

import pytest

from game.views import stage_landing, stage_picture
from tests.uihelpers import make_app
from tools.screens_stage import _penta, _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_figures_letters_are_measured_once(tmp_path, monkeypatch):
    # (round 73: on the upper bonus's stage, a full card's TOTAL no longer staged, S8)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        made = []
        real = stage_picture.stamp_lettering

        def counted(*args, **kwargs):
            made.append(args[0])
            return real(*args, **kwargs)

        monkeypatch.setattr(stage_picture, "stamp_lettering", counted)
        first = stage.picture.figure_ink()
        for _ in range(8):
            assert stage.picture.figure_ink() == first
        assert len(made) <= 1, made
    finally:
        app.close()


def test_the_possible_tag_is_built_once(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        assert stage.picture.possible
        for _ in range(40):  # until its tag shows
            app.step(1 / 60)
        rendered = []
        real = stage_landing.font

        def counted(*args, **kwargs):
            face = real(*args, **kwargs)
            rendered.append(face)
            return face

        monkeypatch.setattr(stage_landing, "font", counted)
        for _ in range(4):
            stage_landing.draw_possible(app.screen, stage.picture, stage.clock)
        assert len(rendered) <= 1, len(rendered)
    finally:
        app.close()


def test_a_second_pentas_seal_is_built_once(tmp_path, monkeypatch):
    # review of round 70: the seal ("de 2 ori") was lettered, drawn as a pill and tilted on
    # every frame of its stage; it is built once per picture, as its stamp's ink is
    import pygame

    from game.flow.stage import GRAND, StageClock
    from game.views import stage, stage_seal
    from game.widgets.felt import felt_area

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        picture = stage.StagePicture("joker_penta", GRAND, felt_area(size), 1.0, "Penta!",
                                     line="Ana", seat=0, badge="de 2 ori", hot=True)
        built = []
        real = stage_seal.built_seal

        def counted(*args, **kwargs):
            built.append(args)
            return real(*args, **kwargs)

        monkeypatch.setattr(stage_seal, "built_seal", counted)
        clock = StageClock("joker_penta")
        surface = pygame.Surface(size)
        for share in (0.3, 0.4, 0.5, 0.6):  # frames with the stamp (and its seal) shown
            clock.age = clock.duration * share
            stage.draw_stage(surface, picture, clock)
        assert len(built) == 1, len(built)
    finally:
        app.close()
