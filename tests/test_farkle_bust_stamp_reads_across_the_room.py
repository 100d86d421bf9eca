"""The bust's stamp is read across a room (round 74, hF85, critic row "10 000 banners": at
1366x768 "Tură pierdută!" was a small red plate, ~300x80, between the dice and the empty
slots: small and dull for the event that hurts most). Still a banner in its place (ruling S2:
under the failed dice, clear of them and of the mat), it now spans about 35-45 % of the
table's width (from the players panel's left edge to the turn panel's right), at three
sizes, its title no smaller than before (round 73's stamp size, S3's lowest rung kept)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import STAMP, text_size
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_spans_over_a_third_of_the_table(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)
        for _ in range(20):  # its entrance done
            app.step(0.05)
        table = app.manager.top
        frame = recorded_frame(table, size)
        stamp = [p.rect for p in frame.panels if p.role == "announcement"][0]
        title = {t.text: t.rect for t in frame.texts if t.role == "announcement"}[
            "Tură pierdută!"]
        span = table.turn_rect.right - table.players_rect.left
        # (round 78, hF93, ruling S47: one plate in every round, S36's row as wide as the
        # felt between the side panels: no longer at most 45 % of the table)
        assert 0.35 * span <= stamp.w, (stamp, span)
        assert table.players_rect.right <= stamp.left <= stamp.right <= table.turn_rect.left
        big = text_size("Tură pierdută!", table.font_px(theme.FONT_TITLE), STAMP)[1]
        assert title.h >= 0.55 * big, (title, big)  # (its title as read before, not thinner)
    finally:
        app.close()
