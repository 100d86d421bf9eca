"""The Yams sheet's sums agree with each other and with the standings in every frame (ruling
S41, round 77, hQ84; critic cA77's first defect: on the last box's beat the sheet read
"Total sus 63, Total jos 0, TOTAL 45", or "Total jos 28" beside "TOTAL 98").

Stepped at 60 frames a second from a scoring's click through its stages, its count and the
results: in every frame whose sheet shows the scoring player's four sums, read from the layout
record, Total sus + Bonus + Total jos + Bonus Penta == TOTAL, and the standings say that TOTAL.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import stage_hold
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = ("upper_total", "upper_bonus", "lower_total", "penta_bonus", "total")


def _figure(text: str) -> int | None:
    """A sum cell's figure ("1 234" → 1234; a progress "45/63" counts 0; None: no figure)."""
    if "/" in text:
        return 0
    digits = text.replace(" ", "").replace("\u00a0", "").replace("\u202f", "")
    return int(digits) if digits.isdigit() else None


def _sums(table: Any, frame: Any, player: int) -> dict[str, int]:
    """``player``'s sum cells as this frame shows them: the sheet's kept picture's figures
    (from the cards the sheet is drawn from, as :meth:`ScoreSheet._draw_column` writes them),
    each overwritten by a figure a counter drew in its cell on the window (the layout
    record); a cell a counter leaves bare is left out."""
    from game.rules.yams import Box
    from game.theme_stage import YAMS_TOTAL_TAKEOVER_EXIT
    from game.views.yams_moments import _staged_counters

    card = table.sheet_view().cards[player]
    held = getattr(card, "held_box", None)
    done = all(card.points(b) is not None for b in Box if b.is_upper and b is not held)
    found = {"upper_total": int(card.upper_total),
             "upper_bonus": int(card.upper_bonus) if card.upper_bonus or done else 0,
             "lower_total": int(card.lower_total), "penta_bonus": int(card.penta_bonus),
             "total": int(card.total)}
    for counter, _kind, progress, playing in _staged_counters(table):
        if counter.player != player:
            continue
        bare = (playing and counter.row == "total" and progress < YAMS_TOTAL_TAKEOVER_EXIT) or (
            not playing and counter.row != "total" and counter.start == 0) or (
            not playing and counter.row == "total"  # a full card's, until its count (S78)
            and counter.player == stage_hold.whole_card_player(table))
        if bare:
            found.pop(counter.row, None)
    for row in ROWS:
        cell = table.sheet.sum_cell_rect(player, row)
        for mark in frame.texts:
            if mark.dimmed or not cell.collidepoint(mark.rect.center) or mark.role == "stage":
                continue  # (a crowned count's words over the table are no cell's: S78 3.)
            value = _figure(mark.text)
            if value is not None:
                found[row] = value
    return found


def _mid_game_table(app: Any) -> Any:
    """Ștefania's Șase reaching the upper bonus with her Șansă still open, against the
    computer: a scoring in the game's middle with its bonus's stage."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 4)
    upper = {box: 3 * (k + 1) for k, box in enumerate(b for b in Box if b.is_upper)}
    points = {box: upper.get(box, 0) for box in Box if box not in (Box.SIXES, Box.CHANCE)}
    other = Scorecard.from_points({Box.CHANCE: 20})
    game = YamsGame([Player("Ștefania"), Player("IA", is_computer=True)],
                    [Scorecard.from_points(points), other], 0)
    table = YamsTableScene(app, game)
    app.manager.push(table, fade=False)
    for _ in range(10):
        app.step(FRAME)
    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(0, 1 + Box.SIXES.value)
    table.validate()
    return table


def _step_and_check(app: Any, table: Any, player: int, size: tuple[int, int],
                    most: int) -> int:
    """Step ``most`` frames (or to the results) checking the sums; return how many frames
    showed all of them."""
    from game.flow.yams_standings import standings
    from game.scenes.results import ResultsOverlay

    seen = 0
    for n in range(most):
        app.step(FRAME)
        if isinstance(app.manager.top, ResultsOverlay):
            break
        layout_record.start(size)  # the table's own picture, whatever overlay is over it
        try:
            layout_record.begin(size)
            table.draw(pygame.Surface(size))
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        sums = _sums(table, frame, player)
        if len(sums) < len(ROWS):
            continue
        seen += 1
        parts = sum(sums[row] for row in ROWS if row != "total")
        assert parts == sums["total"], (n, sums)
        shown = stage_hold.shown_game(table)
        said = {s.seat: s.total for s in standings(shown)}
        if player in said:
            assert said[player] == sums["total"], (n, sums, said)
    return seen


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("case", ["yams_bonus", "yams_bonus_lost", "yams_computer"])
def test_an_ends_sums_add_up_in_every_frame(tmp_path, case, size):
    """S41: from the last box's click to the results, the scoring player's Total sus, Bonus,
    Total jos and Bonus Penta add up to the TOTAL the sheet shows beside them, and the
    standings say that TOTAL, in every frame (with and without the upper bonus, the
    computer's last turn)."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, case)
        player = table.game.last_event.player if table.game.last_event else table.game.current
        seen = _step_and_check(app, table, player, size, 1200)
        assert seen > 5, seen  # the sheet was read in the end's frames
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_mid_game_scorings_sums_add_up_in_every_frame(tmp_path, size):
    """S41: a scoring in the game's middle that reaches the upper bonus: the sums add up to
    the TOTAL and the standings say it in every frame, through the bonus's stage."""
    app = make_app(tmp_path, size=size)
    try:
        table = _mid_game_table(app)
        seen = _step_and_check(app, table, 0, size, 420)
        assert seen > 5, seen
    finally:
        app.close()
