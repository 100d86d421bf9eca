"""The Tura panel's "Total tură" changes as a chosen die lands, never before (round 78, hF95,
ruling S53 1.). While the computer's last chosen die still flew from the row to "Puse
deoparte", the panel's total already counted it ("Total tură" ahead of the dice); a person's
own click did the same. Stepped at 60 frames a second with the game's own clock at 1920x1080
and 1024x600: in every frame the layout record's "Total tură" figure is read beside the dice's
drawn places, and the figure (and the line over the mat naming the selection, "Selecție:
Trei de 5 + un 1") may change only in a frame where every chosen die lies at its place; once
they all lie there they say the turn's total and the chosen dice (and the "Punctaj" guide
lights the rows they score, then)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.views.farkle_guide import guide_lights, scored_rows
from game.views.farkle_views import selection_label
from game.widgets.explain import selection_line
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_farkle import table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _step(app) -> None:
    """Step one frame unseen: the test reads the table as :func:`_figure` draws it (recorded)
    and the game's state, never the app's own picture of the frame."""
    with unseen_frames(app, last_drawn=False):
        app.step(FRAME)


def _figure(table, size) -> str | None:
    """The ledger's total ("Total tură") as drawn in this frame, and the line over the mat
    ("Selecție: Trei de 5 + un 1")."""
    texts = recorded_frame(table, size).texts
    marks = [t.text for t in texts if t.role == "ledger_total"]
    lines = [t.text for t in texts if t.role == "selection"]
    lit = sorted(guide_lights(table.flow)[0])  # (the "Punctaj" guide's rows lit as chosen)
    return f"{marks[0]} | {lines[0] if lines else ''} | {lit}" if marks else None


def _all_landed(table) -> bool:
    """Every chosen die lies at its place (none still flying to the mat)."""
    tray = table.tray
    return all(tray.position(i) == tray.rest_positions[i] for i in table.game.selected
               if i < tray.count)


def _expected(table) -> str:
    game = table.game
    figure = format_int(game.turn_total if game.can_bank else game.turn_points)
    if game.selection_points is not None:  # (the truth of the engine, as the line says it)
        line = selection_line(table.tr, game.selection, game.selection_points)
    else:
        line = selection_label(table.flow, table.tr)[0] if not game.selected else table.tr(
            "farkle.selection_unfinished")
    game_rows = sorted(scored_rows(game.selection)) if game.selected else []
    return f"{figure} | {line} | {game_rows}"


def _watch(app, table, size, frames: list[tuple[str | None, bool, str]], seconds: float,
           stop=lambda: False) -> None:
    for _ in range(int(seconds / FRAME)):
        _step(app)
        if stop():
            break
        if table.flow.frozen is not None:  # (a throw flying, or a bank: the turn as it was)
            continue
        frames.append((_figure(table, size), _all_landed(table), _expected(table)))


def _check(frames: list[tuple[str | None, bool, str]]) -> None:
    flown = [k for k, (_, landed, _) in enumerate(frames) if not landed]
    assert flown, "no chosen die was seen flying to the mat"
    ahead = [(k, shown, due) for k, (shown, landed, due) in enumerate(frames)
             if not landed and shown == due and frames[k - 1][0] != due]
    assert not ahead, ("the total counted a die still flying", ahead)
    for k in range(1, len(frames)):
        shown, landed, _ = frames[k]
        if shown is not None and frames[k - 1][0] is not None and shown != frames[k - 1][0]:
            assert landed, ("Total tură changed while a chosen die flew", k, frames[k - 1:k + 1])
    changed = [k for k in range(1, len(frames)) if frames[k][0] != frames[k - 1][0]
               and frames[k][0] is not None and frames[k - 1][0] is not None]
    assert changed, "the total never changed as the dice landed"
    for k in changed:
        assert frames[k][0] == frames[k][2], ("it changed to another figure", frames[k])


@pytest.mark.parametrize("size", SIZES)
def test_the_computers_total_changes_as_its_last_die_lands(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        # Ana keeps a 1 and banks; the computer throws 5 5 5 1 2 3, keeps 5 5 5 + 1 (600)
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.game.totals[:] = [3_350, 1_100]
        table.press_roll()
        for _ in range(600):
            _step(app)
            if table.outcome_visible() and not table.tray.is_moving:
                break
        table.press_die(0)
        table.press_bank()
        game = table.game
        for _ in range(1800):  # until the computer's dice lie on the felt
            _step(app)
            if game.players[game.current].is_computer and game.roll_dice is not None:
                break
        frames: list[tuple[str | None, bool, str]] = []
        _watch(app, table, size, frames, 12.0,
               stop=lambda: not game.players[game.current].is_computer)
        assert any(due.startswith("600 |") for *_, due in frames), "it never chose its 600"
        _check([f for f in frames if f[0] is not None])
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_persons_click_counts_when_the_die_arrives(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 4, 6)
        table.press_roll()
        for _ in range(600):
            _step(app)
            if table.outcome_visible() and not table.tray.is_moving and not table.flow.busy:
                break
        frames: list[tuple[str | None, bool, str]] = [
            (_figure(table, size), True, _expected(table))]
        table.press_die(0)  # the 1: 100
        frames.append((_figure(table, size), _all_landed(table), _expected(table)))
        _watch(app, table, size, frames, 0.6)
        table.press_die(1)  # and the 5: 150
        frames.append((_figure(table, size), _all_landed(table), _expected(table)))
        _watch(app, table, size, frames, 0.6)
        assert table.game.selected == {0, 1} and frames[-1][0].startswith("150 |"), frames[-1]
        _check([f for f in frames if f[0] is not None])
    finally:
        app.close()


def test_a_quick_second_click_lands_the_first_die_and_counts_it(tmp_path):
    """A second click while the first die still flies lands it at once (``person_acts``):
    from that frame it lies on the mat and counts, while the second flies uncounted."""
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 4, 6)
        table.press_roll()
        for _ in range(600):
            _step(app)
            if table.outcome_visible() and not table.tray.is_moving and not table.flow.busy:
                break
        table.press_die(0)  # the 1
        _step(app)
        assert table.tray.is_gliding
        table.press_die(1)  # the 5, the 1 still in the air: it lands now
        _step(app)
        assert table.tray.position(0) == table.tray.rest_positions[0] and table.tray.is_gliding
        assert _figure(table, size).startswith("100 | Selecție: un 1 |"), _figure(table, size)
        for _ in range(20):
            _step(app)
        assert _figure(table, size).startswith("150 |"), _figure(table, size)
    finally:
        app.close()
