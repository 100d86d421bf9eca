"""A big bank's headline has a word of its own (critic round 31 §3: "+2 000" alone on the
stage looked like the goal's and six 1s'): "Încasare mare!" / "Big bank!", and its amount
right under it, said whole from the frame it shows (no count that reads against it). Round
40: a banner over the seen table, its amount in the line under its words ("Ana · +2 000")."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("language", "words"), [("ro", "Încasare mare!"), ("en", "Big bank!")])
def test_a_big_banks_headline_says_big_bank_over_its_amount(tmp_path, language, words):
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        {name: b for name, b, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        assert stage.picture.stamp == app.tr("stage.bank_big") == words
        assert stage.picture.rarity == "banner" and stage.picture.counter is None
        assert stage.picture.line.endswith(f" · +{format_int(2_000)}")
    finally:
        app.close()
