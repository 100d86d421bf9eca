"""A TOTAL is never staged grander than a Penta (critic hY24 §1): the rare TOTAL (the upper
bonus earned) may take the Penta's rank, never a wider light: its rays stay a round light
inside the felt, no further than the Penta's, never the felt-wide oval of the win; the
game's last TOTAL (every game has one) is a lesser tier, no rays at all."""

from __future__ import annotations

import pytest

from game.flow.stage import BIG, GRAND, RARITY
from tests.uihelpers import make_app
from tools.screens_stage import _penta, _total, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(tmp_path, build, kind):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        build(app)
        stage = until_staged(app, kind)
        return stage.picture.rarity, stage.picture.light().get_size()
    finally:
        app.close()


def test_a_rare_totals_light_reaches_no_further_than_a_pentas(tmp_path):
    penta_rank, penta = _light(tmp_path / "p", _penta, "penta")
    total_rank, total = _light(tmp_path / "t", _total, "card_total_rare")
    assert penta_rank == total_rank == GRAND  # as grand as the Penta, not more
    assert total[0] <= penta[0] and total[1] <= penta[1], (total, penta)


def test_the_games_last_total_is_a_lesser_tier_than_the_penta():
    assert RARITY["card_total"] == BIG and RARITY["penta"] == GRAND
