"""The Joker Penta, the rarest moment, has its own bigger stage (ruling S77, round 80, hY119;
critic cA79 #11: "the Joker Penta, the rarest event, gets the same stage as a Penta plus a
small chip"): "Joker Penta!" as its headline, wider than a Penta's title, its five dice
gathered larger, its light its own ruby (never a Penta's gold), and a longer stage; still
skipped by a click, every other clock waiting."""

from __future__ import annotations

import pygame
import pytest

from game.flow import stage as stage_flow
from game.views import stage_gather
from game.views.stage import stamp_letters
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _picture(tmp_path, size, kind):
    app = make_app(tmp_path / kind, size=size)
    {n: b for n, b, _ in STATES}[kind](app)
    return app, until_staged(app, kind)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_joker_pentas_stage_is_bigger_than_a_pentas(tmp_path, size):
    shown = {}
    for kind in ("penta", "joker_penta"):
        app, stage = _picture(tmp_path, size, kind)
        try:
            picture = stage.picture
            shown[kind] = (picture.stamp, stamp_letters(picture),
                           stage_gather.gathered_rects(picture), picture.light())
        finally:
            app.close()
    stamp, letters, dice, light = shown["joker_penta"]
    assert stamp == "Joker Penta!"  # its own headline
    assert letters.w > 1.2 * shown["penta"][1].w  # a wider title
    assert dice[0].w >= 1.1 * shown["penta"][2][0].w  # larger dice
    row = dice[0].unionall(dice[1:])
    assert row.right <= size[0] and row.left >= 0
    assert not letters.colliderect(row)  # its title clear over its row

    def redness(surface: pygame.Surface) -> float:
        r, g, b, *_ = pygame.transform.average_color(surface)
        return (r - g) / max(1.0, r)

    assert redness(light) > redness(shown["penta"][3]) + 0.15  # its own ruby light


def test_the_joker_pentas_stage_is_the_longest_and_still_skippable(tmp_path):
    assert stage_flow.stage_seconds("joker_penta") >= stage_flow.stage_seconds("penta") + 0.3
    app, stage = _picture(tmp_path, (1366, 768), "joker_penta")
    try:
        table = app.manager.stack[-2]
        assert app.manager.top is stage and app.manager.top is not table  # clocks wait
        stage.clock.age = stage.clock.duration * 0.3
        stage.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                              unicode=" ", scancode=0))
        assert app.manager.top is table  # a key ends it at once
    finally:
        app.close()


def test_the_joker_pentas_headline_is_said_in_both_languages():
    from game.i18n import Translator

    for language in ("ro", "en"):
        assert Translator.load(language)("stage.joker_penta") == "Joker Penta!"
