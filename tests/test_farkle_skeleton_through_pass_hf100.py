"""The 10 000 table's skeleton never blinks on a pass (ruling S79 1., round 80, hF100; critics
cB79 #4, cF79 #1; amends S13 amended round 77 2., S42 1., S48 3. and S38 amended round 78 for
the 10 000). The players list's light and "urmează" move to the next player as the seat card
enters ("Ion e la rând"), never vanish for the whole card; the Tura panel names only the next
player from that frame (it kept the outgoing Ana, greyed, under "Constantinos e la rând");
in no frame do two regions name two players as the one at turn. Stepped at 1/60 s on the
flow's fake clock, then on the table at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

import pytest

from game.views.farkle_views import player_lines
from game.widgets import layout_record
from tests.test_farkle_flow import DT, Table
from tests.test_lit_row_slides_hp81 import _lit_top
from tests.uihelpers import make_app
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice


def _lit(lines) -> list[int]:
    return [i for i, line in enumerate(lines) if line.current]


def _next(lines) -> list[int]:
    return [i for i, line in enumerate(lines) if line.next_tag or line.next_up]


def test_the_light_and_next_mark_move_as_the_card_enters_never_blank():
    table = Table((1, 2, 3, 4, 6, 6, 5, 2, 3, 4, 6, 6), names=("Ana", "Ion", "Dan"))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()  # Ana banks 100: the card names Ion
    lit_story, card_frames = [], 0
    for _ in range(round(6 / DT)):
        table.run(DT)
        lines = player_lines(flow, table.app.tr, True)
        lit = _lit(lines)
        assert len(lit) == 1, lit  # one lit row in every frame: never none, never two
        assert lit == [flow.shown_player]  # the list and the Tura panel name one player
        if not lit_story or lit_story[-1] != lit[0]:
            lit_story.append(lit[0])
        if flow.handoff.active:  # the card says "Ion e la rând": the skeleton says Ion
            card_frames += 1
            assert lit == [1] and flow.shown_player == 1, (lit, flow.shown_player)
            assert _next(lines) == [2], _next(lines)  # "urmează" on Dan, under the card too
            assert flow.handoff.player == 1
    assert card_frames > 10
    assert lit_story == [0, 1], lit_story  # the light moves once, Ana to Ion


def test_a_bust_passes_the_skeleton_to_the_next_player_with_the_card():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6, 2), names=("Ana", "Ion", "Dan"))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()  # Ana throws again and busts
    card_frames = 0
    for _ in range(round(8 / DT)):
        table.run(DT)
        lines = player_lines(flow, table.app.tr, True)
        assert len(_lit(lines)) == 1
        if flow.handoff.active:
            card_frames += 1
            assert _lit(lines) == [1] and flow.shown_player == 1
            assert _next(lines) == [2]
    assert card_frames > 10


def _panel_names(frame, rect, names) -> set[str]:
    return {t.text for t in frame.texts if rect.contains(t.rect) and t.text in names}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_on_the_table_under_the_card_the_list_and_the_tura_panel_say_the_next_player(
        tmp_path, size):
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 3)
        names = {p.name for p in scene.game.players} | {"Calculatorul"}
        scene.press_roll()
        screens_farkle.play(app, 20)
        scene.press_die(0)
        scene.press_bank()
        handoff = scene.flow.handoff
        rect, scale, count = scene.players_rect, scene.scale, len(scene.game.players)
        from game.widgets.farkle_panels import player_band
        next_row = player_band(rect, scale, 1, count).y
        nxt = scene.game.players[1].name
        seen = 0
        for _ in range(400):
            layout_record.begin(size)
            app.step(1 / 60)
            frame = layout_record.frame()
            if not handoff.active:
                if seen:
                    break
                continue
            seen += 1
            assert not [p for p in frame.panels if p.role == "ended_turn"]  # no veil
            assert _panel_names(frame, scene.turn_rect, names) == {nxt}, \
                _panel_names(frame, scene.turn_rect, names)
            top = _lit_top(app, scene)
            assert top is not None and abs(top - next_row) <= 6, (top, next_row)
        assert seen > 10
    finally:
        layout_record.stop()
        app.close()
