"""The rules page never slices a table row or a worked example at the bottom of its view:
wherever it is scrolled, what is drawn stops above the first row the edge would cut (its
letters, accents and dice whole), and never leaves more than half the view empty."""

from __future__ import annotations

import pytest

from game.scenes import rules
from game.widgets import document as doc
from game.widgets.document import RectOp
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_row_is_sliced_by_the_bottom_of_the_view(tmp_path, size, monkeypatch):
    views = []
    real = doc.draw_laid

    def spy(surface, laid, viewport, offset, x=None, whole_lines=False):
        if surface.get_size() == size:  # the view on the window (the page run on under
            # the fade of "Continuă mai jos ↓" is drawn on a layer of its own, hR72)
            views.append((laid, viewport.copy(), offset))
        return real(surface, laid, viewport, offset, x, whole_lines)

    monkeypatch.setattr(rules.doc, "draw_laid", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        cut_somewhere = 0
        for game in ("farkle", "yams"):
            scene.show(game)
            app.step(FRAME)
            step = max(7, scene.scroll.max_offset // 40)
            for offset in range(0, scene.scroll.max_offset + 1, step):
                scene.scroll.scroll_to(offset)
                views.clear()
                scene.draw(app.screen)
                laid, shown, drawn_at = next(v for v in reversed(views)  # (amended round
                                             if v[1] != scene.teaser)  # 82, hK92: not the
                # page's faded run-on under the view, S97 1. amended)
                high = drawn_at + shown.h
                room = scene.viewport.bottom - shown.y - scene.cue_room()  # (under the
                assert shown.h >= room // 2  # bands pinned at its top, S66)
                for op in doc.visible_ops(laid, drawn_at, shown.h):
                    if isinstance(op, RectOp) or op.unit is None:
                        continue
                    unit_top, unit_bottom = op.unit
                    if unit_bottom - unit_top <= scene.viewport.h // 2:
                        assert op.bottom <= high, (game, offset, op)  # whole, or not drawn
                cut_somewhere += shown.h < scene.viewport.h
        assert cut_somewhere  # the view did stop short above a row
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_a_worked_example_reads_across_the_page_in_two_lines_at_most(tmp_path, size):
    # Its words once sat in a narrow column beside the dice (four lines, a gap after dice
    # fewer than the column's); now under the dice and their points, across the band.
    from game.widgets.document import TextOp
    from game.widgets.text import REGULAR

    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        page = scene.pages["farkle"]
        units: dict[tuple[int, int], list[TextOp]] = {}
        for op in page.ops:
            if isinstance(op, TextOp) and op.unit is not None:
                units.setdefault(op.unit, []).append(op)
        examples = 0
        for ops in units.values():
            words = [op for op in ops if op.weight == REGULAR]
            if not any(op.weight != REGULAR for op in ops) or not words:
                continue  # a table row, not a worked example (its points are bold)
            examples += 1
            assert len(words) <= 2, [op.text for op in words]
            assert min(op.x for op in words) <= scene.px(40)  # from the band's left
        assert examples >= 3
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_dice_of_a_table_have_one_size(tmp_path, size):
    # Six dice once shrank to fit their column ("Șase la fel" at 35 pixels, the others 45).
    from game.widgets.document import DieOp

    app = make_app(tmp_path, size=size)
    try:
        scene = rules.open_rules(app, "farkle")
        app.step(FRAME)
        for game in ("farkle", "yams"):
            page = scene.pages[game]
            examples = set(page.examples)  # (hM28: the worked examples' dice larger, one size)
            for kind in (False, True):
                sides = {op.side for op in page.ops
                         if isinstance(op, DieOp) and (op.unit in examples) == kind}
                if sides:  # one size, give or take rounding
                    assert max(sides) - min(sides) <= 2, (game, kind, sides)
    finally:
        app.close()
