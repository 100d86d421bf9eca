"""The ledger's "Tura trecută" card stays through the next turn until that turn's story
replaces it, once (round 73, hF82, critic J72: under the computer's first-throw bust the card
vanished while the bust's dice lay, then came back saying the bust); the game's first turn's
"Prima tură a partidei" card likewise stays under a first-throw bust until the bust's card
replaces it."""

from __future__ import annotations

from game.flow.farkle_port import LastTurn
from tests.test_farkle_flow import DT, Table


def _shown_until_the_turn_passes(table: Table, player: int) -> list:
    """What the ledger's card tells, each change once, from the throw until a second after
    ``player``'s turn has passed: the last turn shown, or "opening" for the first turn's
    card (None: no card)."""
    flow = table.flow
    seen: list = []
    after = round(1 / DT)
    for _ in range(round(10 / DT)):
        last = flow.last_turn_shown()
        said = last if last is not None else "opening" if flow.opening_shown() else None
        if not seen or seen[-1] != said:
            seen.append(said)
        table.run(DT)
        if flow.shown_player != player:
            after -= 1
            if after <= 0:
                break
    return seen


def test_the_last_turns_card_stays_under_a_first_throw_bust_until_the_bust_replaces_it():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6, 6), computer=True, names=("Ana",))
    flow = table.flow
    table.throw_and_keep(0)  # Ana keeps a 1 and banks it
    flow.press_bank()
    while flow.shown_player == 0:
        table.run(DT)
    table.run(0.5)
    assert flow.last_turn_shown() == LastTurn(0, 100, False)
    # the computer throws 2 3 4 4 6 6: nothing scores, its first throw busts
    seen = _shown_until_the_turn_passes(table, 1)
    assert seen == [LastTurn(0, 100, False), LastTurn(1, 0, True)], seen


def test_the_first_turns_card_stays_under_a_first_throw_bust_until_the_bust_replaces_it():
    table = Table((2, 3, 4, 4, 6, 6))
    table.flow.press_roll()  # Ana's first throw: nothing scores
    seen = _shown_until_the_turn_passes(table, 0)
    assert seen == ["opening", LastTurn(0, 0, True)], seen
