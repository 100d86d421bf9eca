"""The Tura panel's score row says a figure in every beat of a turn (round 69, critic row
"10 000 table": "—" before the first throw, while dice flew and on a bust read as a dead
region): the player's total as their row says it, in every beat (round 72, ruling S14: it
said "După încasare", what banking makes, gold, the bank button's figure again on a first
turn); while banking is allowed its bar's gold part is what banking adds, otherwise the bar
has none. Nothing of a roll shows in it before its dice are seen, and a bust's lost points
never reach it. Driven through the flow with its fake dice and clock; read from the view's
own :func:`~game.views.farkle_views.bank_fact`."""

from __future__ import annotations

from game.i18n import Translator
from game.views.farkle_views import bank_fact
from tests.test_farkle_flow import DT, LAND, Table

TR = Translator.load("ro")


def _fact(table: Table) -> tuple[int, float]:
    """The row's figure (as a number) now and what its bar's gold part adds (in points)."""
    fact = bank_fact(table.flow, TR, table.dice.visible())
    assert fact is not None and fact.value != "—" and fact.bar is not None, fact
    adds = round((fact.bar - fact.bar_from) * table.game.target)
    return int(fact.value.replace("\u00a0", "").replace(" ", "")), adds


def test_the_bank_row_says_a_figure_in_every_beat_and_nothing_before_the_dice_are_seen():
    # Ana has 3 450: she throws 1 1 1 2 3 4, keeps the three 1s, throws her three other dice
    # (2 3 4: a bust) and loses the 1 000.
    table = Table((1, 1, 1, 2, 3, 4, 2, 3, 4), totals=(3_450, 0))
    assert _fact(table) == (3_450, 0)  # before the first throw: her total
    table.flow.press_roll()
    seen: set[str] = set()
    for _ in range(round((LAND + 0.3) / DT)):
        table.run(DT)
        assert _fact(table) == (3_450, 0)  # flying, landed: nothing chosen
        seen.add("seen" if table.dice.visible() else "flying")
    for index in (0, 1, 2):
        table.flow.press_die(index)
    assert _fact(table) == (3_450, 1_000)  # banking now: the bar adds what it makes
    table.flow.press_roll()
    busted = False
    for _ in range(round((LAND + 1.0) / DT)):
        table.run(DT)
        assert _fact(table) == (3_450, 0)  # the 1 000 at stake are the ledger's
        if table.flow.bust_shown:  # the stamp: the 1 000 are lost, the total stands
            busted = True
        elif table.flow.in_the_air:
            seen.add("at_stake")
    assert busted and seen == {"flying", "seen", "at_stake"}, seen


def test_the_computers_turn_keeps_the_bank_row_through_its_bank(tmp_path):
    # Ana banks a 1; the computer throws 1 2 3 4 6 6, keeps its 1, throws 1 1 2 3 4, keeps
    # the two 1s and banks its 300 (a bank under no stage): through its whole turn and its
    # bank's flight the Tura panel keeps its "După încasare" row (round 69: the computer's
    # bank left the panel's lower half bare, the row coming back with the next turn).
    import pygame

    from tests.farkle_bank import bank_a_one
    from tests.uihelpers import FRAME, drawing_one_frame_in, make_app, recorded_frame

    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        with drawing_one_frame_in(app, 0):
            table = bank_a_one(app, (1, 5, 2, 3, 4, 4, 1, 2, 3, 4, 6, 6, 1, 1, 2, 3, 4),
                               computer=True)
        label = app.tr("farkle.turn.score_label")
        beats: set[str] = set()
        for step in range(1200):
            with drawing_one_frame_in(app, 0):
                app.step(FRAME)
            flow = table.flow
            if flow.shown_player != 1 and table.computer_turn is False and beats:
                break  # Ana's turn again
            if flow.shown_player != 1 or step % 8 or app.manager.top is not table:
                continue
            if table.coach.card is not None and table.coach.card.colliderect(table.turn_rect):
                continue  # (a coach card speaks in the panel's foot: its rows wait)
            table._still_layer = None
            texts = recorded_frame(table, size).texts
            rows = [t for t in texts if t.text == label
                    and pygame.Rect(table.turn_rect).contains(t.rect)]
            assert rows, (step, sorted(t.text for t in texts if
                                       table.turn_rect.contains(t.rect)))
            beats.add("bank" if flow.frozen is flow.banked_view and flow.frozen is not None
                      else "bust" if flow.bust_shown else "play")
        assert {"play", "bank"} <= beats, beats
    finally:
        app.close()
