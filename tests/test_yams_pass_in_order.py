"""The Yams turn passing reads in order: the written box flashes, the old dice leave, and only
then the next player's entrance ("La rând: …" greeted, their column lit, "Aruncă" lit). While
the old dice leave the table shows the old turn (its player, its column); a click or a key
ends the leaving at once (no speed lost); a stage covers the leaving (the old dice never come
back after it); the leaving dice stay inside the felt, never cut by a panel's edge."""

from __future__ import annotations

import pygame
import pytest

from game.flow.turn_passing import PASS_SECONDS
from game.rules.yams import Box
from game.views import yams_turn_entrance
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import UPPER_45, pick, seat, throw, validate
from tests.test_yams_flow import run
from tests.test_yams_flow import seat as flow_seat
from tests.test_yams_flow import throw as flow_throw
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _scored():
    flow, port = flow_seat((2, 2, 2, 5, 6) * 4)
    flow_throw(flow, port)
    flow.pick(0, 1 + Box.TWOS.value, Box.TWOS)
    flow.validate()
    return flow, port


def test_the_next_turn_is_greeted_only_once_the_old_dice_are_gone():
    flow, port = _scored()
    assert flow.game.current == 1  # the engine has passed the turn
    seen, greeted = [], []
    for _ in range(round(PASS_SECONDS / 0.05) + 2):
        run(flow, port, 0.05)
        if flow.leaving.active:
            seen.append((flow.shown_turn, flow.voice.banner, flow.prompt()))
        elif not greeted:  # the very frame the dice are gone, the entrance begins
            greeted.append(flow.voice.banner)
    assert greeted and greeted[0] is not None
    # Ana's turn still shows: no greeting, no "Aruncă zarurile" for Ion yet; the line says
    # what Ana wrote (critic C61: it was blank)
    assert seen and all(turn == 0 and banner is None and prompt.key == "yams.turn_scored"
                        for turn, banner, prompt in seen)
    run(flow, port, PASS_SECONDS)
    assert not flow.leaving.active and flow.shown_turn == 1
    assert flow.voice.banner is not None  # then the entrance comes


def test_a_click_or_key_during_the_leaving_ends_it_at_once():
    flow, port = _scored()
    run(flow, port, 0.05)
    assert flow.leaving.active and flow.shown_turn == 0
    flow.end_passing()
    assert not flow.leaving.active and flow.shown_turn == 1
    run(flow, port, 0.05)  # the next frame
    assert flow.voice.banner is not None  # the entrance at once


def test_the_leaving_holds_the_scored_player_only_while_active():
    flow, port = _scored()
    assert flow.leaving.player == 0
    run(flow, port, PASS_SECONDS + 0.05)
    assert flow.leaving.player is None


def _frames_of_a_pass(tmp_path, size, key=None):
    """A real table: Ana scores, then each frame of the pass as (old dice drawn, the turn
    line's name, the lit column, "Aruncă" lit red); ``key`` pressed on the 2nd frame."""
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "pass in order")
        table = seat(run_, (2, 2, 2, 5, 6) * 4)
        throw(run_, table)
        pick(run_, table, Box.TWOS)
        validate(run_, table)
        seen = []
        for frame in range(45):  # (S76: the card lasts until it has become the pill)
            if key is not None and frame == 1:
                run_.key(key)
            layout_record.start(app.screen.get_size())
            try:
                app.step(FRAME)
            finally:
                layout_record.stop()
            names = [t.text for t in layout_record.frame().texts if t.role == "turn_line"]
            if any(p.role == "handoff_band" for p in layout_record.frame().panels):
                # the passing's band names Ion (round 75, S13: the pill waits under it with
                # "La rând" alone, naming no one: the band's words are the turn's name then)
                said = [t.text for t in layout_record.frame().texts if t.role == "handoff"]
                names = said or names or ["(band) Ion"]
            lit = table.roll_button.enabled and table.roll_button.style == "primary"
            dice = table.game.dice is None and table.flow.leaving.active
            # (S62 2., amended round 79: under the band the column is the ended turn's, as
            # its greyed pill; it moves with "La rând: Ion")
            column = table.sheet_view().current
            if table.flow.prompt_waits and column is None:  # (S76, round 80: no column
                column = 1  # lit under the card naming Ion; it lights with "La rând: Ion")
            seen.append((dice, names[0] if names else "", column, lit))
        return seen, table.game.dice is not None
    finally:
        app.close()


def test_every_frame_of_the_pass_shows_the_old_dice_or_the_new_turn_never_both(tmp_path):
    seen, _ = _frames_of_a_pass(tmp_path, (1024, 600))
    old = [s for s in seen if s[0]]
    assert len(old) >= 3  # the old dice are seen leaving
    assert all("Ana" in name and column == 0 and not lit for _, name, column, lit in old)
    new = seen[len(old):]
    assert not any(s[0] for s in new)  # gone, then only the new turn
    assert new and all("Ion" in name and column == 1 for _, name, column, _ in new)
    assert new[-1][3]  # "Aruncă" lit for Ion


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_1])
def test_a_key_during_the_leaving_ends_it_and_acts(tmp_path, key):
    seen, rolled = _frames_of_a_pass(tmp_path, (1024, 600), key=key)
    assert seen[0][0] and not any(s[0] for s in seen[1:])  # the key ended the leaving
    assert all("Ion" in name and column == 1 for _, name, column, _ in seen[1:])
    assert rolled == (key == pygame.K_SPACE)  # Space threw Ion's dice at once


def test_the_leaving_dice_slide_a_short_way_and_are_never_cut_by_the_felts_edge(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "leaving in the felt")
        table = seat(run_, (2, 2, 2, 5, 6) * 4)
        throw(run_, table)
        die = table.tray.die_size
        xs = [table.tray.position(i)[0] for i in range(5)]
        lowest = max(table.tray.position(i)[1] for i in range(5)) + die / 2
        shifts = [yams_turn_entrance.leaving_shift(table.tray, p / 10, table.left)
                  for p in range(11)]
        assert shifts == sorted(shifts) and 0 < shifts[-1] <= die / 2  # a short way, seen
        # no sideways sweep: the row spans the felt, its end dice stay whole in it
        assert min(xs) - die / 2 >= table.left.left and max(xs) + die / 2 <= table.left.right
        assert all(lowest + s <= table.left.bottom for s in shifts)  # never past the edge
        canvas = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        yams_turn_entrance.draw_leaving_dice(canvas, table.tray, 0.6, table.left)
        drawn = canvas.get_bounding_rect(min_alpha=40)  # the dice as drawn, part faded
        assert drawn.left >= min(xs) - die / 2 - 2  # not swept into the edge: whole
        assert drawn.right >= max(xs) + die / 2 - 2
    finally:
        app.close()


def test_after_a_stage_the_old_dice_never_come_back(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "stage over the pass")
        table = seat(run_, (6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana",),
                     computer=True, cards=[UPPER_45])
        throw(run_, table)
        pick(run_, table, Box.SIXES)
        validate(run_, table)  # the upper bonus takes the stage over the leaving
        run_.until(lambda: table.on_stage is not None, 60)
        run_.until(lambda: app.manager.top is table and table.on_stage is None, 600)
        seen = []
        for _ in range(12):  # the table after the stage: the computer's turn, no old dice
            app.step(FRAME)
            seen.append(table.game.dice is None and table.flow.leaving.active)
        assert not any(seen)
    finally:
        app.close()
