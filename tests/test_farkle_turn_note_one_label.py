"""The Tura panel's third row (its note: "Până la obiectiv", "Necesar în tură", "În frunte",
"Fără punctaj minim la încasare") says one label per phase: the label a turn opens with stays
through all of its beats, its bank and the bank's stage too, and changes only as the turn
passes (round 76, hL76, critics cF75b and cZ75: around the goal's bank it read "Până la
obiectiv", "În frunte", "Fără punctaj minim…" and "Necesar în tură" within a few beats; ruling
S14 amended). Its figure still follows the row, never below 0. One exception, S80 2.
(amended round 80, fixH): a last round's turn, once it has visibly ended (its bank counted
whole), says "Ultima tură jucată" until the turn passes."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.scenes.stage import StageOverlay
from game.views.farkle_views import turn_panel
from tests.uihelpers import make_app
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 30


def _labels_through_a_bank(tmp_path, totals, current=0):
    """Step a turn from its throw through its bank until the next player may throw: each
    frame's (whose turn the panel shows, the note's label, its figure)."""
    from game.scenes.farkle_table import FarkleTableScene

    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.rng = ScriptedDice((1, 1, 1, 5, 2, 3) * 6, seed=5)
        game = FarkleGame.new([Player("Ana"), Player("Ion"), Player("Dan")])
        game.totals[:] = totals
        if current:  # the last round already on: Ana reached the goal, Ion plays it
            game.last_round_by, game.last_round_pending = 0, [1, 2]
            game.current = current
        table = FarkleTableScene(app, game)
        app.manager.push(table)
        flow = table.flow
        seen: list[tuple[int, str, str]] = []

        def step() -> None:
            app.step(STEP)
            notes = turn_panel(flow, app.tr, table.outcome_visible(), table.stage_speaks())[1]
            label, _, figure = notes[0][0].partition(":") if notes else ("", "", "")
            seen.append((flow.shown_player, label.strip(), figure.strip()))

        # (the frames unseen: each frame's note is read from the flow, not drawn; the same
        # notes frame for frame drawn or not: round 78, hT1)
        with unseen_frames(app, last_drawn=False):
            for _ in range(300):
                if table.roll_button.enabled and not flow.handoff.active:
                    break
                step()
            table.press_roll()
            while not (table.outcome_visible() and not table.tray.is_moving):
                step()
            for i in (0, 1, 2, 3):
                table.press_die(i)
            step()
            banker = game.current
            table.press_bank()
            for _ in range(600):
                step()
                if (game.current != banker and table.roll_button.enabled
                        and not isinstance(app.manager.top, StageOverlay)
                        and not flow.handoff.active):
                    break
            for _ in range(15):
                step()
        return seen, banker
    finally:
        app.close()


def _changes(seen):
    """Where the note's label changes: (frame, from, to, the shown turn before and after)."""
    return [(k, seen[k - 1][1], seen[k][1], seen[k - 1][0], seen[k][0])
            for k in range(1, len(seen)) if seen[k][1] != seen[k - 1][1]]


def test_the_goals_bank_keeps_its_turns_label_until_the_turn_passes(tmp_path):
    # Ana (9 400) banks 1 050: the goal, its stage, the last round's band, then Ion's turn
    seen, banker = _labels_through_a_bank(tmp_path, [9_400, 7_350, 6_000])
    changes = _changes(seen)
    assert changes, "the next turn never came"
    # one label per phase: it changes only where the shown turn changes, once
    for frame, old, new, before, after in changes:
        assert before != after, (frame, old, new, "changed inside a turn")
    assert len(changes) == 1, changes
    assert [label for who, label, _ in seen if who == banker] == [
        "Până la obiectiv"] * sum(1 for who, _, _ in seen if who == banker)
    assert seen[-1][1] == "Necesar în tură"
    # its figure follows the row down to the goal, never under it
    figures = [int(f.replace("\u00a0", "").replace(" ", "")) for who, _, f in seen
               if who == banker and f]
    assert figures[0] == 600 and figures[-1] == 0 and min(figures) == 0, figures


def test_a_last_round_bank_taking_the_lead_keeps_its_label(tmp_path):
    # in the last round Ion (10 400) needs 100 to pass Ana's 10 450 and banks 1 050:
    # "Necesar în tură" all through his bank, never "În frunte" before his turn has passed
    seen, banker = _labels_through_a_bank(tmp_path, [10_450, 10_400, 6_000], current=1)
    # (amended round 80, fixH, following S80 2.: once his bank has counted whole into his
    # row his last turn is played and the row says "Ultima tură jucată", never "În frunte";
    # was "Necesar în tură" until the turn passed)
    banker_labels = [label for who, label, _ in seen if who == banker]
    played = banker_labels.index("Ultima tură jucată")
    assert played > 0 and set(banker_labels[:played]) == {"Necesar în tură"}, banker_labels
    assert set(banker_labels[played:]) == {"Ultima tură jucată"}, banker_labels
    for frame, old, new, before, after in _changes(seen):
        assert before != after or (old, new) == ("Necesar în tură", "Ultima tură jucată"), (
            frame, old, new, "changed inside a turn")
