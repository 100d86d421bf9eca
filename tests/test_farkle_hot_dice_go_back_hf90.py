"""Hot dice' six are seen going back into the cup (round 77, hF90, ruling S26, amended by
hF92; critic row "10 000 table": after "Zaruri fierbinți!" the six lay lit on the mat under
"Selecție: …" until "Aruncă", then jumped into the next throw; hF90 glided them back to the
row face up, where they read as a fresh throw already made). Stepped frame by frame: under
the stage nothing moves; once it has gone the six glide from the mat into the cup's mouth over
~0.4 s (never in one frame), shrinking, and the cup holds them, filled, as before a turn's
first throw (no die drawn, the row's slots unseen); the line over the mat says none is
chosen; a click on one of them is refused (it shakes), "Aruncă" throws all six from the
cup's mouth."""

from __future__ import annotations

import pytest

from game import theme_table
from game.flow.farkle_hot_back import into_cup, six_back
from game.views import farkle_cup
from game.views.farkle_hot_cup import die_alpha, die_scale
from game.views.farkle_views import selection_label
from game.widgets import dice_cup
from game.widgets.dice_render import Look
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

HOT = (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)


def _hot_table(app):
    table = table_with(app, 2, *HOT)
    table.press_roll()
    play(app)
    for i in range(6):  # the sixth die set aside: "Zaruri fierbinți!" (F8)
        table.press_die(i)
    return table


def _ys(table) -> list[float]:
    return [table.tray.position(i)[1] for i in range(table.tray.count)]


def _mouth(table) -> tuple[float, float]:
    """The cup's mouth, where the six go (S26 amended, hF92)."""
    return dice_cup.mouth(farkle_cup.cup_place(table))


def _in_cup(table) -> bool:
    mx, my = _mouth(table)
    return all(abs(table.tray.position(i)[0] - mx) < 0.5 and abs(table.tray.position(i)[1] - my)
               < 0.5 for i in range(table.tray.count))


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_after_the_stage_the_six_glide_back_into_the_cup(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _hot_table(app)
        mat_y, row_y = float(table.mat.centery), _mouth(table)[1]
        staged = False
        frames: list[tuple[str | None, list[float]]] = []
        scales: list[float] = []
        with unseen_frames(app):
            for _ in range(int(4.0 / FRAME)):
                app.step(FRAME)
                frames.append((table.on_stage, _ys(table)))
                staged = staged or table.on_stage == "hot_dice"
                if six_back(table.flow):
                    scales.append(die_scale(into_cup(table.flow)))
                if staged and table.on_stage is None and _in_cup(table) and into_cup(
                        table.flow) >= 1.0:
                    break
        assert staged, "the hot dice' stage never played"
        under = [ys for stage, ys in frames if stage == "hot_dice"]
        assert under and all(abs(y - mat_y) < 0.5 for ys in under for y in ys), \
            "the six moved under the stage"
        first_after = next(k for k, (stage, _) in enumerate(frames)
                           if k and frames[k - 1][0] == "hot_dice" and stage is None)
        after = [ys for _, ys in frames[first_after:]]
        assert _in_cup(table), "the six never reached the cup's mouth"
        between = [ys for ys in after
                   if any(row_y + 0.5 < y < mat_y - 0.5 for y in ys)]
        seconds = len(between) * FRAME
        assert 0.25 <= seconds <= theme_table.FARKLE_HOT_BACK + 0.1, seconds  # seen moving
        # nothing jumps: each frame's step is a small part of the way
        steps = [max(abs(a - b) for a, b in zip(p, q, strict=True))
                 for p, q in zip(after, after[1:], strict=False)]
        assert max(steps) < (mat_y - row_y) * 0.25, max(steps)
        # going in they shrink, never growing back, and are gone once in: the cup holds them
        assert scales[0] > 0.95 and scales[-1] < 0.5, (scales[0], scales[-1])
        assert all(b <= a + 1e-9 for a, b in zip(scales, scales[1:], strict=False))
        assert die_alpha(into_cup(table.flow)) == 0  # (no face read in the cup)
        assert farkle_cup.cue_shown(table) and farkle_cup.cue_alpha(table) == 255
        assert not table.empty_slots()  # the row waits bare round the cup, as before a turn
        # the next throw leaves the cup's mouth, as a turn's first does
        assert farkle_cup.throw_origin(table) == _mouth(table)
        # there, they are the next throw's: unlit, the line over the mat says none is chosen
        assert six_back(table.flow)
        assert not any(table.tray.state(i) is Look.HELD for i in range(6))
        assert selection_label(table.flow, app.tr)[0] == app.tr("farkle.selection_points",
                                                                   points="—")
    finally:
        app.close()


def test_a_click_on_a_die_gone_back_is_refused_and_the_throw_takes_all_six(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = _hot_table(app)
        play(app, 40)  # the stage has gone, the six are back
        assert six_back(table.flow)
        table.press_die(2)
        play(app, 4)
        assert len(table.game.selected) == 6 and table.game.hot_dice_pending
        assert _in_cup(table)
        table.press_roll()
        assert table.tray.count == 6 and not table.game.selected
    finally:
        app.close()


def test_the_computer_waits_for_its_six_to_go_back_before_it_acts(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        # the computer throws first here: a bust, then its hot dice (it banks the 400)
        table = table_with(app, 1, 2, 3, 4, 6, 2, 3, *HOT)
        table.press_roll()
        with unseen_frames(app):
            for _ in range(int(20 / FRAME)):
                app.step(FRAME)
                if table.flow.hot_back.back:
                    break
            assert table.flow.hot_back.back and table.computer_turn
            player, row_y = table.game.current, _mouth(table)[1]
            last = _ys(table)
            for _ in range(int(3 / FRAME)):
                app.step(FRAME)
                if table.game.current != player or not table.game.hot_dice_pending:
                    break
                last = _ys(table)
        assert table.game.current != player or not table.game.hot_dice_pending, "it never acted"
        assert all(abs(y - row_y) < 0.5 for y in last), ("it acted mid-way", last)
    finally:
        app.close()


def test_a_six_dice_figures_dice_come_home_then_go_back_into_the_cup(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 5, 6)  # a Chintă: its stage says hot dice
        table.press_roll()
        staged, home = False, False
        with unseen_frames(app):
            for _ in range(int(12 / FRAME)):
                app.step(FRAME)
                if table.on_stage is not None:
                    staged = True
                    home = home or all(abs(y - table.mat.centery) < 0.5 for y in _ys(table))
                elif staged:
                    break
            assert staged and home, "the figure's dice came home to the mat under its stage"
            for _ in range(int(1.0 / FRAME)):
                app.step(FRAME)
        assert six_back(table.flow) and len(table.game.selected) == 6
        assert _in_cup(table), _ys(table)
    finally:
        app.close()
