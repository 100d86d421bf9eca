"""The "?" pages' keycaps read as keys, not glitches (critic A51: "key caps look glitchy, with
parentheses and stray spaces"): each cap is solid, a lit face over a darker side that stands
under it as a key's edge (its shadow), the key's name inside; and no key sits in parentheses in
the tiles' words, in either language."""

from __future__ import annotations

import re

import pygame
import pytest

from game import theme
from game.i18n import Translator
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from game.widgets import keycaps
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps: dice,
# felts and words drawn once for the module (the same pixels; no test here looks at a cache)

IN_BRACKETS = re.compile(r"\([^)]*\[[^\]]+\][^)]*\)")
"""A "[key]" inside round brackets: "(sau [1]–[5])"."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("key", ["yams.help.roll", "yams.help.hold", "yams.help.pick",
                                 "yams.help.validate", "farkle.help.throw",
                                 "farkle.help.keep", "farkle.help.bank"])
def test_no_key_stands_in_parentheses(key, language):
    text = Translator.load(language)(key, one=100, five=50)
    assert "[" in text, text  # (the tile still shows its key)
    assert not IN_BRACKETS.search(text), text


@pytest.mark.parametrize("game, overlay", [("farkle", FarkleHelpOverlay),
                                           ("yams", YamsHelpOverlay)])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_keycap_is_solid_with_its_side_under_it(tmp_path, monkeypatch, game, overlay, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, game, 1)
        page = overlay(app)
        app.manager.push(page, fade=False)
        app.step(1 / 60)
        caps: list[pygame.Rect] = []
        real = keycaps.draw_keycap
        monkeypatch.setattr(keycaps, "draw_keycap", lambda s, key, cap, *a, **k:
                            caps.append(pygame.Rect(cap)) or real(s, key, cap, *a, **k))
        surface = pygame.Surface(size)
        page.draw(surface)
        assert caps
        depth = theme.px(theme.HELP_KEY_DEPTH, page.scale)
        for cap in caps:
            side = surface.get_at((cap.centerx, cap.bottom + depth // 2))[:3]
            assert tuple(side) == theme.HELP_KEY_SIDE, (size, game, cap, side)
            face = surface.get_at((cap.x + 2, cap.centery))[:3]  # (in its padding)
            assert tuple(face) == theme.HELP_KEY_FACE, (size, game, cap, face)
    finally:
        app.close()
