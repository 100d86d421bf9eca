"""A tie's win names whose bank ended it (critic round 31 §3: "Egalitate!" over two names
said "+1 000 la ultima încasare" without saying whose): the caption opens with the banker."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_ties_caption_names_whose_bank_it_was(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = bank_the_win(app)  # Jucătorul 1 banks 1 000: 5 900, level with Jucătorul 2
        stage = until_staged(app, "win")
        assert stage.picture.stamp == "Egalitate!"
        caption = stage.picture.caption.replace("\u00a0", " ").replace("\u202f", " ")
        assert caption.startswith("Jucătorul 1: +1 000 la ultima încasare"), caption
        assert table.game.finished
    finally:
        app.close()
