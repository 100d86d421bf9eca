"""The 10 000 coach cards leave the key-hint bar said where the table has room for them
above it: the hot dice' card in the Tura panel's foot under the risk row (the panel is made
tall enough) or in the ledger's free middle beside "Aruncă", with the bar drawn beside it.
(The bank's card, which no button, title or row may lie under, takes the bar's room beside
the turn's total: tests/test_farkle_coach_clear.py.)"""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.felt import felt_area
from game.widgets.keycaps import key_plain
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_frame
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("build", "mark", "size"), [
    ("_farkle_hot", "farkle.hot", (1920, 1080)),
    ("_farkle_hot", "farkle.hot", (1366, 768)),
    ("_farkle_hot", "farkle.hot", (1024, 600)),
])
def test_the_hot_dice_card_keeps_the_key_bar_said(tmp_path, build, mark, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert table.coach.shown == mark and card is not None
        felt = felt_area(table.size)
        assert card.bottom <= felt.bottom - table.px(theme.TABLE_KEY_BAR), card
        assert not card.colliderect(table.coach.target)
        texts = [t.text for t in recorded_frame(table, size).texts]
        assert key_plain(table.tr("farkle.keys_hint")) in texts
    finally:
        app.close()
