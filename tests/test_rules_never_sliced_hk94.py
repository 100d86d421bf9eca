"""Rules never slice (round 82, hK94, ruling S110 amended round 82; critic cC82 #1 and #11,
change 1: the run-on's fade cut lines, a heading "Foaia de scor" and table rows in half at
every size, and "Continuă mai jos ↓" crowded the last line at 1024): where the page runs on
over the cue, it ends at the foot of a whole line, a whole table row or a worked example's
whole first row (nothing drawn straddles its foot, nothing fades), its last line is never a
section heading without its first line, and the cue keeps a third of a body line of air
over it. At every rest reached by the index, by Page Down and by ↓, both pages, three
sizes."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules
from game.widgets.document_blocks import RectOp, TextOp
from game.widgets.text import BOLD
from tests.uihelpers import FRAME, make_app, recorded_frame, rules_rests

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_run_on_ends_on_a_whole_line_with_air_over_the_cue(tmp_path, size, game):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, game)
        app.step(FRAME)
        surface = pygame.Surface(size)
        page = scene.page
        run_ons = 0
        for offset in rules_rests(scene):
            scene.scroll.scroll_to(offset)
            shown = scene.shown_view(offset)
            band = scene.more_below_band(shown)
            if band is None:
                continue
            recorded_frame(scene, size, onto=surface)
            teaser = scene.teaser
            if teaser is None:
                continue
            run_ons += 1
            top, foot = offset + shown.h, offset + shown.h + teaser.h
            inked = [op for op in page.ops if not isinstance(op, RectOp)
                     and op.bottom > top and op.y < foot]
            sliced = [getattr(op, "text", "die") for op in inked if op.bottom > foot]
            assert not sliced, (game, size, offset, sliced)  # no line cut at the foot
            assert inked, (game, size, offset)  # (a run-on shows something)
            last = max(inked, key=lambda op: op.bottom)
            assert not (isinstance(last, TextOp) and last.weight == BOLD and last.unit is None
                        and any(a <= last.y < a + 2 * (last.bottom - last.y)
                                for a in page.anchors.values())), (game, size, offset)
            assert band.y - teaser.bottom >= band.h // 3, (game, size, offset)  # the air
        assert run_ons >= 1, (game, size)
    finally:
        app.close()
