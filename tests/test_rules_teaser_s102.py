"""S102 1.: Rules leave no dead band over "Continuă mai jos ↓" where a worked example waits
whole for Page Down (S97 1.; the brief of round 81: at 1024x600 ~100 px of blank stood over
the cue above the Joker's third case). The waiting card's first row (its dice and points, on
its box running on and fading out into the cue's air) stands there, a preview that goes on
below, never its words (no sliced card): at every Page Down view of both pages, at the
three sizes, the blank between the last thing drawn and the cue is 40 px or less wherever a
card waits under it (40 px at 1024x600, as much of the window at the larger sizes)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.scenes.rules_teaser import waiting_example
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
BLANK_MOST = 40
"""The most blank panel over the cue where a card waits, pixels at 1024x600 (as much of the
window's height at the larger sizes: 51 at 768, 72 at 1080)."""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_a_waiting_card_shows_its_first_row_over_the_cue(tmp_path, size, game):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        teasers = 0
        for _ in range(40):
            scene.glide.finish()
            app.step(FRAME)
            shown = scene.shown_view(scene.scroll.offset)
            band = scene.more_below_band(shown)
            offset = scene.scroll.offset
            waits = waiting_example(scene.page, offset + shown.h)
            if band is not None and waits is not None:
                laid = scene.drawn_page(shown)
                drawn = max((op.bottom for op in laid.ops), default=offset) - offset
                foot = shown.y + drawn
                if getattr(scene, "teaser", None) is not None:
                    teasers += 1
                    foot = scene.teaser.bottom
                most = round(BLANK_MOST * size[1] / 600)
                assert band.y - foot <= most, (game, size, offset, band.y - foot)
            before = scene.scroll.offset
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN,
                                                  mod=0, unicode=""))
            if scene.scroll.offset == before:
                break
        if size == (1024, 600):
            assert teasers >= 1  # (the Joker's third case, the 10 000's third example)
    finally:
        app.close()
