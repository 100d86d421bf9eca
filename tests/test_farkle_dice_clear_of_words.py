"""No 10 000 die ever lies over the "Selecție: …" line over the mat: a thrown die tumbles
above it, and a die gliding from the row onto the mat passes under its words (the line is
drawn after the dice); a die that crossed the line once hid its words, every throw."""

from __future__ import annotations

import pytest

import game.views.farkle_views as views
from game.flow.stage import GRAND, RARITY
from tests.layout_sequences_farkle import seat
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _crossings(table, size, order: list[str] | None = None, tumbling: bool = False) -> list:
    """The dice drawn over the selection line's words this frame (``order``: the dice and
    the line in the order drawn; a gliding die under the words is not over them, while
    ``tumbling`` dice are drawn over the table's picture: they must stay clear of it)."""
    drawn: list[str] = []
    real_dice, real_line = table.draw_dice, views.draw_selection_line

    def dice(surface):
        drawn.append("dice")
        real_dice(surface)

    def line(*args):
        drawn.append("line")
        real_line(*args)

    table.draw_dice, views.draw_selection_line = dice, line
    try:
        frame = recorded_frame(table, size)
    finally:
        del table.draw_dice
        views.draw_selection_line = real_line
    if order is not None:
        order[:] = drawn
    words = [t.rect for t in frame.texts if t.role == "selection"]
    headline = RARITY.get(table.on_stage) == GRAND  # (critic B31 §2: under a headline
    # the label waits for its dice to land; it stood there before round 32)
    # (S64 1., round 79: nothing on the mat says nothing, never "Selecție: —": the line is
    # drawn once a chosen die lies there, and then it must be there)
    silent = views.selection_label(table.flow, table.tr)[0] == table.tr(
        "farkle.selection_points", points="—")
    assert (len(words) == 1 or table.flow.big_announcement() is not None or headline
            or (silent and not words)), drawn
    crossing = [(d, w) for d in table.hit_targets() for w in words if d.colliderect(w)]
    if (crossing and not tumbling and "dice" in drawn
            and drawn.index("line") > drawn.index("dice")):
        return []  # under the words
    return crossing


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_no_die_crosses_the_selection_line(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (1, 5, 2, 3, 4, 6, 1, 5, 2, 3) * 3)
        # each frame is looked at through recorded_frame: the app's own picture is not
        with drawing_one_frame_in(app, 0):
            for _ in range(3):  # three throws, each die set aside glides onto the mat
                run.click(table.roll_button.rect.center)
                for _ in range(150):
                    order: list[str] = []
                    assert not _crossings(table, size, order, tumbling=table.tray.is_animating)
                    run.frames(1)
                    if table.outcome_visible() and not table.tray.is_moving:
                        break
                for index in (0, 1):
                    table.press_die(index)
                    for _ in range(20):
                        run.frames(1)
                        assert not _crossings(table, size)
    finally:
        app.close()
