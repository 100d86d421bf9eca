"""A jump to a section of the rules fills the panel at once (hS20: after a jump to "Exemple
lucrate" the rest of the panel stayed blank until the wheel was used: a worked example the
bottom edge would cut was left out whole; round 70, critic A70: a card cut under its last
whole line read "…perechea de 6 nu", so a card shows whole or waits for the next page, and
the band it leaves is only what it could not fill)."""

from __future__ import annotations

import pytest

from game.scenes import rules
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_a_jump_to_the_worked_examples_fills_the_panel(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        scene.scroll_to_anchor("examples")
        app.step(FRAME)
        shown = scene.shown_view(scene.scroll.offset)
        band = scene.viewport.bottom - shown.bottom
        if scene.section_goes_on(scene.scroll.offset + shown.h):  # (round 70: the band that
            band -= scene.more_below_room()  # says "Continuă mai jos ↓" is no empty band)
        end = scene.scroll.offset + shown.h
        # (critic A70: cards whole, the next one on the next page: the band left is only
        # what the next card, too tall for it, could not fill)
        following = [bottom for top, bottom in scene.page.examples if top >= end]
        assert following, "the view shows every example: nothing waits below"
        assert band < scene.fade_height() or following[0] > end + band, (shown,
                                                                         scene.viewport)
    finally:
        app.close()
