"""No bare band over "Continuă mai jos ↓" (round 75, hR78, critic cC75, Rules 7: at 1366x768
~140 px of empty panel stood over the cue in "Jokerul" and "Exemple lucrate", where the next
worked example waited whole for the next page). A worked example's dice still never show
without their words (critic cS74): the view stops above it, and the cue stands right under
the last block drawn, at every window, every section and every stop of the page. Amended
round 80 (hR84, ruling S83): a worked example is split by its rows at the view's foot (its
dice with their points and a line of its words at least), drawn closed there. Amended round 81
(hK89, ruling S97 1., critic cC80 #7: the split card read as cut mid-card, a dead band under the
cue): a card is whole or waits; the cue stands at the view's foot, the bare panel over it
shorter than the block that waits whole (was test_no_bare_band_over_the_cue)."""

from __future__ import annotations

import pytest

from game.scenes import rules
from game.scenes.rules_run_on import next_whole, run_on_air
from game.widgets import document as doc
from tests.rules_fold import waiting_height
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

BARE_LINES = 0.75
"""The most panel between the foot of the last thing drawn (a line's box, its leading under
its letters included; a box's foot) and the cue's letters' box, in body lines (the band held
back over a worked example stood ~4 lines tall at 1366x768; round 79, S66: the cue follows
the view's last block: only the row's own air and a block's own pad under its last line
stay)."""


def _lowest_drawn(scene, offset: int, shown) -> int:
    """The screen y of the foot of the lowest thing of the page drawn (where the page lays it
    out: round 79, S66; a card the view's foot splits by its rows is drawn closed there:
    amended round 80, ruling S83)."""
    laid = scene.drawn_page(shown)
    return max((shown.y - offset + min(op.bottom, offset + shown.h) for op in laid.ops),
               default=shown.y)


@pytest.mark.parametrize("size", SIZES)
def test_the_cue_at_the_foot_over_less_than_what_waits(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        cued = 0
        for game in rules.GAMES:
            scene.show(game)
            app.step(FRAME)
            offsets = {min(s, scene.scroll.max_offset) for s in scene._stops}
            for _, anchor in scene.section_anchors():
                scene.scroll_to_anchor(anchor)
                offsets.add(scene.scroll.offset)
            bare = round(doc.line_height(scene.doc_style.body) * BARE_LINES)
            for offset in sorted(offsets):
                scene.scroll.scroll_to(offset)
                shown = scene.shown_view(offset)
                if scene.more_below_band(shown) is None:
                    continue
                cue = [t.rect for t in recorded_frame(scene, size).texts
                       if t.text == scene.tr("rules.more_below")]
                assert len(cue) == 1, (game, offset)
                cued += 1
                lowest = _lowest_drawn(scene, offset, shown)
                if scene.teaser is not None:  # (amended round 82, hK92, S97 1. amended: the
                    lowest = max(lowest, scene.teaser.bottom)  # page runs on to the cue)
                gap = cue[0].top - lowest
                waits = waiting_height(scene, offset, shown.h)  # (amended round 81, hK89,
                # S97 1.: the cue at the view's foot, the page stopped on a whole card: the
                # bare band over it shorter than what waits whole under the view)
                whole = next_whole(scene.page, offset + lowest - shown.y)  # (amended round
                # 82, hK94, S110 amended: a heading waits with its first line, never sliced)
                fits = whole is not None and whole + run_on_air(bare) <= gap
                assert 0 <= gap and (gap <= max(bare, waits) or not fits), (game, offset, gap,
                                                                           bare, waits)
                assert scene.viewport.bottom - cue[0].bottom <= bare, (game, offset)
        assert cued
    finally:
        app.close()
