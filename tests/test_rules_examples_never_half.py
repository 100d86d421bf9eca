"""Round 74 (critic cS74, Rules 7, defect #1): a worked example card is drawn whole or not at
all, in the reading view (round 78, hR82, S49: its blocks spread to the view's foot; the
page no longer runs on under the fade of "Continuă mai jos ↓"), at
every scroll stop of both pages and at the three sizes (at 1920×1080 the third Penta card,
five 2s and "0", showed its dice and its points but not its explanation; at 1366×768 half a
line of it sat in the fade). Amended round 80 (hR84, ruling S83): a card may be split by its
rows at the view's foot (its dice and points and a line of its words at least, each drawn
whole, its box closed there); never a line or a die of it sliced."""

from __future__ import annotations

import pytest

from game.scenes import rules
from game.widgets import document as doc
from game.widgets.document import RectOp
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_example_card_is_drawn_in_part_at_any_stop(tmp_path, size, monkeypatch):
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
        checked = 0
        for game in rules.GAMES:
            scene.show(game)
            app.step(FRAME)
            cards = set(scene.page.examples)
            assert cards
            for offset in sorted({min(s, scene.scroll.max_offset) for s in scene._stops}):
                scene.scroll.scroll_to(offset)
                calls.clear()
                scene.draw(app.screen)
                for laid, height, at, whole in calls:
                    if laid.height != scene.page.height:  # (the page as drawn: its view's
                        continue  # blocks spread to its foot, S49; not a pinned header)
                    cards = set(laid.examples)
                    drawn = [op for op in doc.visible_ops(laid, at, height, whole)
                             if op.y < at + height]  # (as drawn_page keeps them)
                    for op in drawn:
                        unit = (op.y, op.bottom) if isinstance(op, RectOp) else op.unit
                        if unit not in cards:
                            continue
                        checked += 1  # its box, dice, points and words: whole, or none
                        assert at <= unit[0], (game, offset, unit)
                        if unit[1] <= at + height:
                            continue
                        # (round 80, S83: split by its rows at the foot: each drawn whole, its
                        # dice and points and a line of its words at least, its box closed)
                        rows = [o for o in drawn if not isinstance(o, RectOp)
                                and o.unit == unit]
                        assert all(o.bottom <= at + height for o in rows), (game, offset)
                        dice = max(o.bottom for o in rows if not isinstance(o, doc.TextOp))
                        assert [o for o in rows if isinstance(o, doc.TextOp)
                                and o.y >= dice], (game, offset, unit)  # (words, not dice alone)
        assert checked
    finally:
        app.close()
