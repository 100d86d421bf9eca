"""Round 74 (critic cQ74, Rules 7.5): the page pages by whole table rows. At every scroll stop
of both pages, at the three sizes, no table row (its name, its dice and its points) is drawn
in part: neither in the reading view nor in the page run on under the fade of "Continuă mai
jos ↓" (at 1366×768 "Suită mică" showed its description but not its name; at 1920 and 1024
"Trei la fel" and "Patru" lost their dice there)."""

from __future__ import annotations

import pytest

from game.scenes import rules
from game.widgets import document as doc
from game.widgets.document import RectOp
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _table_rows(laid: doc.Laid) -> set[tuple[int, int]]:
    """The units of ``laid`` that are table rows (not worked examples)."""
    return {op.unit for op in laid.ops if not isinstance(op, RectOp) and op.unit is not None
            and any(top <= op.unit[0] and op.unit[1] <= end for top, _, end in laid.tables)}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_table_row_is_drawn_in_part_at_any_stop(tmp_path, size, monkeypatch):
    calls = []
    real = doc.draw_laid

    def spy(surface, laid, viewport, offset, x=None, whole_lines=False):
        calls.append((laid, viewport.h, offset, whole_lines))
        return real(surface, laid, viewport, offset, x, whole_lines)

    monkeypatch.setattr(rules.doc, "draw_laid", spy)
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        previews = 0
        for game in rules.GAMES:
            scene.show(game)
            app.step(FRAME)
            rows = _table_rows(scene.page)
            assert rows
            offsets = sorted({min(s, scene.scroll.max_offset) for s in scene._stops})
            for offset in offsets:
                scene.scroll.scroll_to(offset)
                calls.clear()
                scene.draw(app.screen)
                previews += len(calls) > 1
                for laid, height, at, whole in calls:
                    if laid is not scene.page:
                        continue
                    drawn = {op.unit for op in doc.visible_ops(laid, at, height, whole)
                             if not isinstance(op, RectOp) and op.unit in rows}
                    for unit in drawn:  # whole: name, dice and points, or not at all
                        assert at <= unit[0] and unit[1] <= at + height, (game, offset, unit)
        assert previews  # the page did run on under the cue somewhere
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_scoring_table_row_is_compact(tmp_path, size):
    # Critic cQ74: "~90 px per one-line row, only 3½ rows fit". A row's air (its height less
    # its words from their first line's top to its dice's foot) is at most 1.2 of the page's
    # pads, above and below together (it was 2 pads and a third between: ~120 px at 1920).
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        pad = scene.doc_style.pad
        for game in rules.GAMES:
            page = scene.pages[game]
            top, _, end = page.tables[0]  # the scoring table, words over dice
            for unit in sorted(_table_rows(page)):
                if not top <= unit[0] < end:
                    continue
                ops = [op for op in page.ops if not isinstance(op, RectOp) and op.unit == unit]
                words = [op for op in ops if isinstance(op, doc.TextOp)]
                dice = [op for op in ops if isinstance(op, doc.DieOp)]
                told = [op for op in words if op.x == words[1].x]  # the description's lines
                assert dice and told
                # (amended round 75, hR77, ruling S18: the content as drawn, from its
                # letters' tops to its lit dice's rings' feet; the rings were counted as air,
                # and they ended 2 px over the row's line)
                content = (max(op.bottom + (doc.ring_reach(op.side) if op.held else 0)
                               for op in dice)
                           - min(op.y + doc.top_slack(op.size) for op in told))
                assert unit[1] - unit[0] - content <= 1.2 * pad, (game, unit, content, pad)
    finally:
        app.close()


def _row_follows(scene, bottom: int) -> bool:
    """True when the first thing of the page under ``bottom`` is a table row or a worked
    example (drawn whole or not at all)."""
    below = [op for op in scene.page.ops if not isinstance(op, RectOp) and op.y >= bottom]
    first = min(below, key=lambda op: op.y, default=None)
    return first is not None and first.unit is not None and first.unit[0] >= bottom  # (not
    # a card the foot split by its rows: round 80, S83)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_view_stopped_above_a_row_holds_every_row_that_fits_over_the_cue(tmp_path, size):
    # Critic cQ74: no dead space. A view stopped above a table row keeps only the cue's line
    # under it: the next row did not fit over that line (at 1366×768 a bare band of a whole
    # row stood there; since round 78, S49, the view's blocks are spread down to the cue).
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = rules.open_rules(app, "yams")
        app.step(FRAME)
        stopped = 0
        for game in rules.GAMES:
            scene.show(game)
            app.step(FRAME)
            rows = _table_rows(scene.page)
            for offset in sorted({min(s, scene.scroll.max_offset) for s in scene._stops}):
                scene.scroll.scroll_to(offset)
                shown = scene.shown_view(offset)
                bottom = offset + shown.h
                following = [row for row in rows | set(scene.page.examples)
                             if row[0] >= bottom]  # (hR76: a worked example as a row)
                if scene.more_below_band(shown) is None or not _row_follows(scene, bottom):
                    continue
                nearest = min(following)
                stopped += 1
                assert scene.viewport.bottom - shown.bottom < (
                    nearest[1] - bottom + scene.cue_room()), (game, offset)  # (hR76: from
                # the view's foot, an example card standing a gap under it)
        assert stopped
    finally:
        app.close()
