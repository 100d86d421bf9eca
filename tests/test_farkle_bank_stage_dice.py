"""A big bank's moment (round 40, critic B32: "a 2 000 bank still the same takeover as six
1s", "the bank bar slides across the players panel"): a banner over the table, which stays
seen (dimmed evenly, not blurred, not hidden); its plaque stays inside the middle column
from its first frame to its last (never across the players panel), and the banker's row in
the players panel says the new total while it is up (what the banner says, the row agrees).
Until round 40 this file held hF22's promise of the banked dice gathered under the figure:
the big bank is no longer a gathered stage."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.flow.stage import BANNER, DIM_ALPHA, StageClock
from game.views import stage_big_bank
from game.views.farkle_views import player_lines
from game.views.stage_banner import drawn_plaque, look
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with
from tools.screens_stage import STATES, past_stage, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def big_bank(app: Any) -> tuple[Any, Any]:
    """Ana keeps five 1s (2 000) and banks them: the table and its stage's picture."""
    table = table_with(app, 2, 1, 1, 1, 1, 1, 2)
    table.press_roll()
    play(app)
    past_stage(app)  # "Cinci de 1!": the throw's headline, skipped
    # (hB50: its five 1s come chosen as its stage hands the table back)
    table.press_bank()
    for _ in range(30):
        app.step(1 / 30)
        if app.manager.top is not table:
            break
    picture = app.manager.top.picture
    assert picture is not None and picture.kind == "bank_big"
    return table, picture


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["bank_banner", "bank_big"])
def test_a_banks_plaque_never_leaves_the_middle_column(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        if kind == "bank_big":
            table, picture = big_bank(app)
        else:
            {name: b for name, b, _ in STATES}[kind](app)
            stage = until_staged(app, kind)
            table, picture = stage.table, stage.picture
        assert picture.rarity == BANNER and not picture.gather
        assert look(picture).shape == "plaque"  # a bank's gold plaque, a big one's too
        column = table.center
        clock = StageClock(kind)
        for step in range(0, 101, 2):  # its slide in, its rest, its leaving
            clock.age = clock.duration * step / 100
            plaque = drawn_plaque(picture, clock) if kind != "bank_big" else \
                stage_big_bank.plate_rect(picture, clock)  # (hB61: the plate it draws, not
            # the ordinary plaque's place, which a big bank never draws)
            assert column.contains(plaque), (step, plaque, column)
            assert not plaque.colliderect(table.players_rect), step
    finally:
        app.close()


def test_under_the_big_bank_the_table_stays_seen_and_the_row_says_the_new_total(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table, picture = big_bank(app)
        stage = app.manager.top
        stage.clock.age = stage.clock.duration * 0.5
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        before = surface.get_at(table.players_rect.center)
        stage.draw(surface)
        after = surface.get_at(table.players_rect.center)
        kept = 1 - DIM_ALPHA[BANNER] / 255  # dimmed evenly, never hidden nor blurred
        assert all(abs(a - b * kept) <= 3 for a, b in zip(after[:3], before[:3], strict=True))
        # hB60 reverses round 40's "the row says the new total under the banner" for the big
        # bank (critic B51: its amount flies from the plate into the row, which counts it up
        # as it lands, tests/test_farkle_big_bank_moment.py): under the plate, the old total
        row = player_lines(table.flow, table.tr, True)[0]
        assert table.game.totals[0] == 2_000
        assert row.total == "0", row
    finally:
        app.close()
