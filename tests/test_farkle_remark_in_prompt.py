"""The computer's remark has one place, the prompt line over the dice, and the Tura panel's
objective row one meaning (round 73, hX80, critic J72 #15, ruling S15: "Mă opresc: 600 e
destul" stood where a person reads "Până la obiectiv", a row that changed meaning between
beats). Stepping the computer's turn (a throw, a set-aside, a throw, then its bank; or its
bust) at 1920 and 1024: at every beat the row says "Până la obiectiv" and what the players
list leaves of the goal; the remark ("Calculatorul · …") is said only once its dice are still
and seen, never over dice in the air nor under its bust (there: nothing, the stamp's alone),
each remark in one stretch."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]

BANKS = (1, 2, 3, 4, 6, 6,  # the person keeps a 1 and banks it
         5, 2, 3, 4, 6, 6,  # the computer keeps its 5 and throws the five others again
         1, 1, 1, 5, 2)  # 1 050 more on the mat: it keeps them and banks
BUSTS = (1, 2, 3, 4, 6, 6,
         5, 2, 3, 4, 6, 6,
         2, 3, 4, 6, 6)  # nothing scores: its bust


def _objective_row(table, size) -> tuple[str, ...]:
    """The Tura panel's notes' words in the frame drawn (label and figure)."""
    frame = recorded_frame(table, size)
    return tuple(sorted(m.text.replace("\u00a0", " ") for m in frame.texts
                        if m.role == "turn_note" and m.text
                        and table.turn_rect.contains(m.rect)))


def _beat(table) -> str:
    flow = table.flow
    return ("air" if flow.in_the_air else "bust" if flow.bust_shown
            else "bank" if flow.frozen is not None else
            f"picked {len(table.game.selected)}" if table.game.roll_dice else "before")


def _computer_turn(app, size, script):
    """Each beat's objective row (drawn) and every frame's prompt line, with whether the
    dice were still and seen, through the computer's turn after the person's bank."""
    table = table_with(app, 1, *script)
    table.game.totals[:] = [3_350, 1_100]
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_bank()
    flow = table.flow
    rows: list[tuple[str, tuple[str, ...], int]] = []
    lines: list[tuple[str, str, bool]] = []
    last = None
    for frame in range(500):
        with unseen_frames(app, last_drawn=False):
            app.step(0.05)
        if flow.shown_player != 1:
            if rows:
                break
            continue
        beat = _beat(table)
        lines.append((beat, table._status()[0], table.outcome_visible() and not flow.in_the_air))
        if beat != last or (beat == "bank" and frame % 4 == 0):  # (its row counting in)
            left = 10_000 - flow.row_totals()[1]
            rows.append((beat, _objective_row(table, size), left))
            last = beat
    return rows, lines


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("script", [BANKS, BUSTS], ids=["bank", "bust"])
def test_the_objective_row_says_the_objective_and_the_remark_is_the_prompts(
        tmp_path, size, script):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        rows, lines = _computer_turn(app, size, script)
    finally:
        app.close()
    kinds = [beat for beat, _, _ in rows]
    assert kinds.count("air") >= 2, kinds  # two throws
    assert ("bank" if script is BANKS else "bust") in kinds, kinds
    if script is BANKS:  # the row counted the bank in, the row's figure following it
        assert len({left for beat, _, left in rows if beat == "bank"}) > 1, rows
    for beat, words, left in rows:  # one meaning at every beat
        assert words == tuple(sorted((f"{left:,}".replace(",", " "), "Până la obiectiv"))), (
            size, beat, words, left)
    said = [(beat, text, seen) for beat, text, seen in lines if text.startswith("Calculatorul ·")]
    assert said, lines  # it speaks
    assert all(seen and beat not in ("air", "bust") for beat, _, seen in said), said
    assert any(beat.startswith("picked") for beat, _, _ in said), said  # while it picks
    # the stamp's alone: the line waits quiet under it (round 76, hF89, S15 amended; round
    # 75's "Calculatorul: tura se încheie" said the bust a second way)
    assert all(text == "" for beat, text, _ in lines if beat == "bust"), lines
    stretches = [text for i, (_, text, _) in enumerate(lines)
                 if text.startswith("Calculatorul ·") and (i == 0 or lines[i - 1][1] != text)]
    # (S96 amended round 82, hF114 2.; fixO: "Aleg ce păstrez…" is said while it picks at
    # each throw, so it comes back once a throw, each time ended by that throw's decision;
    # every other remark is said once)
    picking = "Calculatorul · Aleg ce păstrez…"
    decisions = [text for text in stretches if text != picking]
    assert len(decisions) == len(set(decisions)), stretches  # each remark said once
    assert all(i + 1 < len(stretches) and stretches[i + 1] != picking
               for i, text in enumerate(stretches) if text == picking), stretches
