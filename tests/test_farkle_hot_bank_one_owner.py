"""A bank pressed during the hot dice' moment (issue hF14 §1): the moments are a strict queue
owned by the turn that caused them. The bank ends the hot dice' moment, its own moment plays,
then the turn passes once; nothing of the old turn (its hot dice words) shows on the next."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, FakeDice, Table

IDLE = 0.4
"""Seconds the real tray's dice take to be seen again after a bank (they leave the felt)."""


class SlowIdleDice(FakeDice):
    """Fake dice that, like the tray, are not seen for a moment after a bank."""

    def idle(self) -> None:
        super().idle()
        self.left = IDLE


def hot_then_bank(totals: tuple[int, ...]) -> Table:
    """Ana sets all six dice aside (1 500, hot dice), then banks during the moment."""
    table = Table((1, 1, 1, 5, 5, 5, 2, 3, 4, 6, 2, 3), totals=totals)
    table.dice = SlowIdleDice()
    table.flow.dice = table.dice
    table.throw_and_keep(*range(6))
    table.run(0.2)
    assert table.flow.moment.playing("hot_dice")
    table.flow.press_bank()
    return table


@pytest.mark.parametrize("totals", [(0, 0), (8_600, 0)], ids=["small", "staged"])
def test_a_bank_during_hot_dice_passes_the_turn_once_and_leaves_nothing(totals):
    table = hot_then_bank(totals)
    flow = table.flow
    assert not flow.moment.playing("hot_dice")  # the bank ended it
    owners = []
    for _ in range(round(6 / DT)):
        table.dice.tick(DT)
        flow.update(DT)
        owners.append(flow.shown_player)
        said = flow.voice.announcement
        if flow.shown_player == 1:
            assert said is None or said.key != "farkle.hot_dice", "hot dice on Ion's turn"
            assert not flow.moment.busy or flow.moment.kind not in ("hot_dice", "bank_big")
    passes = [i for i in range(1, len(owners)) if owners[i] != owners[i - 1]]
    assert owners[0] == 0 and len(passes) == 1, passes  # the turn passes once


def test_the_table_frames_after_a_bank_under_the_hot_stage_name_one_owner(tmp_path):
    """The hot dice' stage is up, Enter ends it and the next Enter banks: frame by frame
    (0.05 s) the table names one turn owner, the banker until the turn passes, then the
    next player, and no hot dice words after that."""
    import pygame

    from tests.uihelpers import key, make_app
    from tools.screens_farkle import play, table_with

    app = make_app(tmp_path, size=(1024, 600))
    try:
        # (hB51: the second six two triples, not four 1s and two 5s: three pairs' stage says
        # the hot dice itself, no hot-dice stage follows it)
        table = table_with(app, 2, 1, 1, 1, 5, 5, 5, 5, 5, 5, 1, 1, 1, 2, 3, 4, 6, 2, 3)
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        play(app, 30)
        table.press_roll()  # the six dice come back: 1 500 more, hot again (3 000)
        play(app)
        for i in range(6):
            table.press_die(i)
        for _ in range(60):
            app.step(0.05)
            if table.on_stage == "hot_dice":
                break
        assert table.on_stage == "hot_dice"
        key(app, pygame.K_RETURN)  # (hB50: the key that ends the stage only ends it)
        assert table.on_stage is None and table.game.current == 0
        key(app, pygame.K_RETURN)  # and the next one banks
        owners = []
        for _ in range(120):
            app.step(0.05)
            flow = table.flow
            owners.append(flow.shown_player)
            if flow.shown_player == 1:
                said = flow.voice.announcement
                assert said is None or said.key != "farkle.hot_dice"
                assert table.on_stage != "hot_dice"
        passes = [i for i in range(1, len(owners)) if owners[i] != owners[i - 1]]
        assert owners[0] == 0 and len(passes) == 1, owners
    finally:
        app.close()
