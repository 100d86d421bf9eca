"""The Y10 countdown says what happens at 0 ("Se înscrie la Doi în 3 s": the box named
by the flow, the one it will fill) and keeps ONE size and ONE place in every state: the same
line over the kept row whether it is alone, under a sacrifice's or a Joker's note (which
used to squeeze it into a small third line at 1024×600, critic round 28 §2)."""

from __future__ import annotations

from typing import Any

import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SACRIFICE = Scorecard.from_points({Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6,
                                   Box.CHANCE: 15})


def _counting(tmp_path, dice: list[int], cards: list[Scorecard] | None = None) -> tuple:
    app = make_app(tmp_path, size=(1024, 600))
    scene = table(app, ["Ana"], dice * 3, cards=cards or [], computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    return app, scene


def _line(app: Any, scene: Any) -> Any:
    """The countdown's line as drawn now (once), checked to name the flow's box."""
    flow = scene.flow
    assert flow.countdown is not None and flow.marked_box is not None
    said = scene.tr("yams.countdown_line", box=scene.tr(flow.marked_box.key),
                    seconds=flow.countdown_seconds())
    assert flow.countdown_line() == said  # the flow says it, naming the box it fills
    texts = screen_frame(app).texts
    marks = [t for t in texts if t.text == said]
    assert len(marks) == 1, [t.text for t in texts]
    return marks[0], texts


def test_the_countdown_names_the_box_it_will_fill(tmp_path):
    app, scene = _counting(tmp_path, [2, 2, 3, 5, 6])
    try:
        mark, _ = _line(app, scene)
        assert scene.tr(scene.flow.marked_box.key) in mark.text
        assert scene.countdown_rect().contains(mark.rect)
    finally:
        app.close()


def test_under_a_sacrifice_the_countdown_is_the_quieter_second_line(tmp_path):
    # (rewritten by hY60, critic C51: the older promise said the note and the countdown at
    # one size in the warning colour, two yellow headlines competing; now the sacrifice
    # says ONE instruction: its headline, and the countdown under it, quieter (regular, in
    # the body's colour; since round 70's ruling S10 at the pill's one size), still readable
    # (at least 15 px of em at 1024x600), in its one place)
    app, scene = _counting(tmp_path, [2, 2, 3, 5, 6])
    try:
        plain, _ = _line(app, scene)
    finally:
        app.close()
    app, scene = _counting(tmp_path, [1, 1, 3, 4, 6], [SACRIFICE])
    try:
        assert scene.flow.prompt().key == "yams.sacrifice"
        mark, texts = _line(app, scene)
        said = scene.tr("yams.sacrifice")
        note = [t for t in texts if t.text == said]
        assert len(note) == 1  # the headline, said once
        # (round 70, ruling S10: one pill, one type size: the countdown is the quieter line by
        # its weight and colour, no longer by a smaller size)
        assert mark.size == note[0].size
        assert mark.size * theme.FONT_EM >= 15  # readable at 1024x600
        assert abs(mark.rect.centery - plain.rect.centery) <= 1  # the countdown's one place
        assert note[0].rect.bottom <= mark.rect.top  # the headline above it, apart
        lane = [t for t in texts if t.role == "prompt" and t.text not in (said, mark.text)]
        assert not lane, [t.text for t in lane]  # nothing else said in the slot
    finally:
        app.close()
