"""The sheet never contradicts itself (critic C40, end2/_0120-_0180): while a box shows a
figure in the column on turn (picked, then written), its section's total and the TOTAL say
that figure with it, never "Șansă 28" beside "Total jos 0" for a second. A card's last box
(ruling S41, round 77): its section's total waits with the TOTAL's count, then says it."""

from __future__ import annotations

import pytest

import game.widgets.scorecard as scorecard
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.rules.yams import Box, Scorecard
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import make_app, recorded_step
from tools.screens_yams import pick, roll, table
from tools.scripted_dice import ScriptedDice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

UPPER = {box: 3 * (k + 1) for k, box in enumerate(b for b in Box if b.is_upper)}


def _shown(scene, drawn, player: int) -> tuple[dict[Box, int], int | None]:
    """The figures the last frame drew in ``player``'s lower boxes, and its Total jos."""
    sheet = scene.sheet

    def at(cell):
        local = cell.move(-sheet.rect.x, -sheet.rect.y)  # the sheet's picture is drawn apart
        found = None
        for value, pos in drawn:
            if (cell.collidepoint(pos) or local.collidepoint(pos)) and value.isdigit():
                found = int(value)
        return found

    boxes = {box: at(sheet.cell_rect(player, box)) for box in Box if not box.is_upper}
    return {b: v for b, v in boxes.items() if v is not None}, at(
        sheet.sum_cell_rect(player, "lower_total"))


def test_a_picked_then_written_box_and_its_section_total_agree_in_every_frame(
        tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = scorecard.draw_text

    def text(surface, value, size, colour, pos, *args, **kwargs):
        drawn.append((value, pos))
        return real(surface, value, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(scorecard, "draw_text", text)
    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 4)
    full = {box: UPPER.get(box, 0) for box in Box}
    cards = [Scorecard.from_points({**{b: 0 for b in Box}, Box.CHANCE: 20}),
             Scorecard.from_points({b: v for b, v in full.items() if b is not Box.CHANCE})]
    game = YamsGame([Player("Ana"), Player("IA", is_computer=True)], cards, 1)
    scene = YamsTableScene(app, game)
    app.manager.push(scene, fade=False)
    seen = 0
    for _ in range(round(8 / 0.03)):
        drawn.clear()
        scene.sheet._cached_key = None
        recorded_step(app, 0.03)
        if app.manager.top is not scene:
            break
        boxes, lower = _shown(scene, drawn, 1)
        chosen = game.picked is Box.CHANCE or game.cards[1].points(Box.CHANCE) is not None
        if chosen and boxes.get(Box.CHANCE):  # picked or written (an option is a maybe)
            # S43 (round 78, hY108; S41's wait retired): a card's last box carries its
            # figure into its section's total as every other box (C40), picked or written
            seen += 1
            assert lower == sum(boxes.values()), (boxes, lower)  # one story on the sheet
    assert seen > 10, seen  # Șansă picked, written, counted


def test_a_persons_pick_says_its_figure_in_its_total_and_the_total(tmp_path, monkeypatch):
    # mid-game (not the card's last box): Șansă 21 picked, Total jos 21 and TOTAL 21 with it
    app = make_app(tmp_path, size=(1366, 768))
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = scorecard.draw_text

    def text(surface, value, size, colour, pos, *args, **kwargs):
        drawn.append((value, pos))
        return real(surface, value, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(scorecard, "draw_text", text)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 3, 5, 5, 6] * 2, computer=False)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        drawn.clear()
        scene.sheet._cached_key = None
        recorded_step(app, 0.03)
        boxes, lower = _shown(scene, drawn, 0)
        assert boxes.get(Box.CHANCE) == 21 and lower == 21, (boxes, lower)
        sheet = scene.sheet
        cell = sheet.sum_cell_rect(0, "total")
        local = cell.move(-sheet.rect.x, -sheet.rect.y)
        totals = [int(v) for v, pos in drawn if v.isdigit()
                  and (cell.collidepoint(pos) or local.collidepoint(pos))]
        assert totals and totals[-1] == 21, totals  # TOTAL agrees with its parts
    finally:
        app.close()
