"""The 10 000 computer's turn told truly (round 82, hF114, critic cB82 #2, #3 and change 1;
ruling S96 4. amended round 82).

1. The computer speaks its decision ("… mă opresc …", "… arunc iar …") only once the dice it
   keeps lie on the mat, every one landed, the turn total they make shown beside them; while
   it picks it says only that it picks ("Aleg ce păstrez…"), never "Mă opresc aici: trec de
   5 100" over a turn total of 0 (cB82 #2, ``end_comp_a.png``).
2. In every frame the line over the mat ("Selecție: …"), the ledger's "+N", "Total tură" and
   the reason's figure name the same dice: those lying on the mat (a die still gliding there
   counted by none of them), never "doi de 1" beside three 1s, nor "trec de 350" beside a
   turn of 1 000 (cB82 #3, ``farkle_computer_reason``).

Stepped at 60 frames a second with the game's own clock, reading every frame's drawn words,
at 1920x1080 and 1024x600."""

from __future__ import annotations

import pytest

from game.ai.farkle import Action, decide
from game.i18n import Translator, format_int
from game.rules.farkle import score
from game.widgets.explain import combination_words
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_farkle import table_with
from tools.unseen_frames import unseen_frames

TR = Translator.load("ro")

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DECISION_WORDS = ("mă opresc", "arunc iar")
"""Words only a decision says (``farkle.reason.bank``, ``bank_last``, ``roll``, ``stop``…)."""


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ")


def _run_computer_turn(app, table, size, check) -> int:
    """Play Ana's opening (a 1 kept, banked), then the computer's turn frame by frame,
    calling ``check(texts)`` on every frame of its turn with its throw on the felt; return
    the frames checked."""
    checked = 0
    table.press_roll()
    with unseen_frames(app, last_drawn=False):
        for _ in range(600):
            app.step(FRAME)
            if table.outcome_visible() and not table.tray.is_moving:
                break
        table.press_die(0)
        table.press_bank()
        for _ in range(2400):
            app.step(FRAME)
            game = table.game
            if not game.players[game.current].is_computer or game.roll_dice is None:
                if checked:
                    break
                continue
            if table.flow.frozen is not None or table.flow.in_the_air:
                continue
            check([_plain(t.text) for t in recorded_frame(table, size).texts])
            checked += 1
    return checked


def _on_the_mat(table) -> list[int]:
    """The dice of the throw lying still at their place on the mat."""
    tray = table.tray
    return [i for i in sorted(table.game.selected)
            if tray.position(i) == tray.rest_positions[i]]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_decision_waits_for_the_dice_it_keeps(tmp_path, size):
    """cB82 #2 ("Mă opresc aici: trec de 5 100" over a turn of 0): 1 100 to Ana's 3 450, it
    throws 1 1 1 2 3 4 and banks three 1s: "Mă opresc" is said only with the three on the
    mat and 1 000 shown; while it picks, "Aleg ce păstrez…"."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4)
        game = table.game
        game.totals[:] = [3_350, 1_100]
        said: list[str] = []
        picking = _plain(TR("farkle.computer_says", remark=TR("farkle.reason.picking")))

        def check(texts: list[str]) -> None:
            decided = [t for t in texts if any(w in t.lower() for w in DECISION_WORDS)]
            if not decided:
                return
            decision = decide(game, "normal")
            assert not table.tray.is_gliding, ("said while a kept die flies", decided)
            assert sorted(decision.selection) == _on_the_mat(table), (
                "said before the dice it keeps lie on the mat", decided)
            total = format_int(game.turn_total).replace("\u00a0", " ")
            assert total in texts, ("its total not shown beside it", decided, texts)
            said.append(decided[0])

        seen_picking = []
        original = check

        def watch(texts: list[str]) -> None:
            if picking in texts:
                seen_picking.append(len(_on_the_mat(table)))
            original(texts)

        assert _run_computer_turn(app, table, size, watch)
        assert said, "the computer never said its decision"
        assert any("mă opresc" in s.lower() for s in said), said
        assert seen_picking, "it never said it was picking"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_mat_words_its_points_the_total_and_the_reason_name_the_dice_on_the_mat(
        tmp_path, size):
    """cB82 #3: 200 to Ana's 1 400, it throws 1 1 1 2 3 4 and keeps three 1s (1 000):
    in no frame do "Selecție: …", the ledger's "+N", "Total tură" or the reason name other
    dice than those lying on the mat."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4)
        game = table.game
        game.totals[:] = [1_400, 200]
        reasons: list[str] = []

        def check(texts: list[str]) -> None:
            roll = game.roll_dice
            lying = _on_the_mat(table)
            seen = sorted(table.flow.selected_seen())
            if not table.tray.is_gliding:  # every die at rest: what is counted lies there
                assert seen == lying, (seen, lying)
            assert set(seen) <= set(game.selected)
            values = [roll[i] for i in seen]
            points = score(values) if values else 0
            if values:
                words = combination_words(TR, values)
                named = [t for t in texts if t.startswith("Selecție")]
                if named and words:
                    assert words.lower() in named[0].lower(), (named, values)
                plus = ("+" + format_int(points)).replace("\u00a0", " ")
                if game.turn_points:  # a later throw: its line says what its dice add
                    assert plus in texts, ("the ledger's +N is not the mat's", values, texts)
                else:  # (S114 4., amended by fixO for hF113's ruling, round 82: on the
                    # turn's first throw "Total tură" alone says the figure, no "+N")
                    # ("+100" may stand in 'Ultimele încasări', S108 4.: not the line's)
                    title = [t.startswith("Puse deoparte") for t in texts].index(True)
                    total_at = texts.index("Total tură")
                    assert plus not in texts[title:total_at], ("said twice", values, texts)
                    shown = format_int(points).replace("\u00a0", " ")
                    assert texts[total_at - 1] == shown, (
                        "the turn's total is not the mat's", values, texts)
            decided = [t for t in texts if any(w in t.lower() for w in DECISION_WORDS)]
            if decided:
                total = format_int(game.turn_points + (points or 0)).replace("\u00a0", " ")
                figures = [w for w in decided[0].replace(":", " ").split("  ")]
                assert total in decided[0], ("the reason's figure is not the turn's",
                                             decided, total, figures)
                reasons.append(decided[0])

        assert _run_computer_turn(app, table, size, check)
        assert reasons, "the computer never said its reason"
        assert decide(game, "normal").action in (Action.BANK, Action.ROLL)
    finally:
        app.close()
