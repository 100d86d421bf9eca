"""The goal's chain is two beats, not three (critic B62 defect 4: "Obiectiv atins!", then
"Ultima tură!", then the band "Jucătorul 2 e la rând", ~4 s of banners). Since hL50 the goal's
stage says the last round itself (no "Ultima tură!" ribbon after it), so the two beats are
the goal's stage and the passing's card: the goal's passing names the next player as every
other passing does, card then "La rând" pill (ruling S13 amended in round 77, hH81: the
round-76 critic read the quiet passing as the last round's band missing). Decided by the
flow (fake clock)."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def _bank(totals: tuple[int, ...]) -> tuple[Table, bool, set[str]]:
    table = Table((1, 1, 1, 5, 2, 3), totals=totals)  # three 1s and a 5: 1 050
    table.throw_and_keep(0, 1, 2, 3)
    table.run(1.0)
    table.flow.press_bank()
    band, pill = False, set()
    for _ in range(round(8.0 / DT)):
        band |= table.flow.handoff.active or table.flow.handoff.pending
        if table.flow.voice.banner is not None:
            pill.add(table.flow.voice.banner.text)
        table.run(DT)
    return table, band, pill


def test_after_the_goals_stage_the_turn_passes_with_its_card_as_every_other():
    # (was: test_after_the_goals_two_beats_the_turn_passes_without_a_band; reversed in round
    # 77, ruling S13 amended: every passing, the last round's too, says the player alike)
    table, band, pill = _bank((9_400, 6_150))
    flow = table.flow
    assert flow.game.last_round_by == 0  # the goal was reached
    assert flow.shown_player == 1 and any("Ion" in text for text in pill), pill  # "La rând"
    assert band


def test_an_ordinary_banks_turn_passing_keeps_its_band():
    table, band, _ = _bank((0, 0))
    assert table.flow.shown_player == 1 and band
