"""The 10 000 "?"'s examples read as two columns (hH25: the critic saw an empty gap in the
example rows, the dice at the left, the points at the card's far right): every example's
points stand in one column (right-aligned, as a ledger's), just after the dice; the throws of
an example on one row (hM28), the earlier throw's kept dice, a chevron, the later throw."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.scenes import farkle_help
from game.scenes.farkle_help import EXAMPLES, FarkleHelpOverlay, example_points
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _points_text(rolls) -> str:
    points = example_points(rolls)
    text = " + ".join(format_int(p) for p in points)
    return text + (f" = {format_int(sum(points))}" if len(points) > 1 else "")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_each_example_is_its_dice_then_its_points_in_one_column(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        rows = []
        real = farkle_help.draw_dice_row

        def spy(surface, cache, dice, pos, side, gap, looks=None):
            rect = real(surface, cache, dice, pos, side, gap, looks)
            rows.append((tuple(dice), rect))
            return rect

        monkeypatch.setattr(farkle_help, "draw_dice_row", spy)
        frame = recorded_frame(overlay, size)
        cards = [p.rect for p in frame.panels if p.role == "help_example"]
        texts = {m.text: m.rect for m in frame.texts}
        lefts, rights, dice_right = [], [], 0
        for (_, rolls), card in zip(EXAMPLES, cards, strict=True):
            drawn = [rect for dice, rect in rows if card.contains(rect)]
            dice_right = max([dice_right] + [r.right for r in drawn])
            points = texts[_points_text(rolls)]
            assert card.contains(points)
            lefts.append(points.left)
            rights.append(points.right)
        assert max(rights) - min(rights) <= 1, rights  # one column
        assert 0 < min(lefts) - dice_right <= overlay.px(48), (lefts, dice_right)
    finally:
        app.close()


def test_each_example_reads_on_one_row_at_1024(tmp_path, monkeypatch):
    # hM28: the example across two throws stood on two rows of dice (the critic read it as
    # spilling): each example's throws now stand on one row, the earlier throw's kept dice
    # before the later throw, its points beside them
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        rows = []
        real = farkle_help.draw_dice_row

        def spy(surface, cache, dice, pos, side, gap, looks=None):
            rect = real(surface, cache, dice, pos, side, gap, looks)
            rows.append(rect)
            return rect

        monkeypatch.setattr(farkle_help, "draw_dice_row", spy)
        frame = recorded_frame(overlay, size)
        cards = [p.rect for p in frame.panels if p.role == "help_example"]
        for card in cards:
            drawn = [rect for rect in rows if card.contains(rect)]
            assert drawn and len({rect.top for rect in drawn}) == 1, (card, drawn)
            for left, right in zip(drawn, drawn[1:], strict=False):
                assert right.left >= left.right, (left, right)  # side by side
    finally:
        app.close()
