"""The last round's bust stamp is a compact row (ruling S36, round 77, hF92): the band
("Ultima tură!") stays whole over the title's row through a bust (hL75, S27), so the stamp
hangs in the short felt between the band and its dice. It was the normal stamp squeezed into
that room, a wide plate with a title of a third of its size (50 of 142 at 1920x1080): the
weakest frame of the bust. Now its title keeps the normal stamp's size and its reason stands
beside it; stepped at 60 frames a second, it never covers its dice, their red rings or the
band, at 1920x1080, 1366x768 and 1024x600.

(round 79, hF98, ruling S65, critic cB78 #4/#5: the band rolls up while the plate speaks, two
red alarms were one too many; the plate takes the title's row and the felt under it, its
reason one line under its title, no longer beside it in a squeezed two-line box.)"""

from __future__ import annotations

import pygame
import pytest

from game.views.farkle_last_round import band_rect
from game.views.farkle_refusal import lost_ring_reach
from game.views.farkle_views import stamp_width
from game.widgets.farkle_banners import STAMP_TITLE_SIDES, stamp_title_px
from game.widgets.text import STAMP, fit_size
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import last_round_bust_thrown

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _normal_title_size(table) -> int:
    """The layout size the normal bust stamp (no band) sets its title in at this window."""
    title = table.flow.big_announcement().text
    width = stamp_width(table, title)
    return fit_size(title, stamp_title_px(table.scale), width - table.px(STAMP_TITLE_SIDES), STAMP)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_last_round_bust_stamp_keeps_its_title_big_beside_its_reason(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_bust_thrown(app)
        seen = 0
        for _ in range(round(3.5 / FRAME)):
            app.step(FRAME)
            frame = recorded_frame(table, size)
            stamp = next((p.rect for p in frame.panels if p.role == "announcement"), None)
            if stamp is None:
                if seen:
                    break
                continue
            seen += 1
            assert table.flow.last_round_strip() is not None  # the band stands through it
            band = band_rect(table)
            # (S65: in the title's row, the band rolled up behind it; S36's "under the band"
            # retired)
            assert stamp.top >= band.top, (seen, stamp, band)
            side, reach = table.tray.die_size, lost_ring_reach(table)
            for i in range(table.tray.count):
                die = pygame.Rect(0, 0, side, side)
                die.center = (round(table.tray.position(i)[0]), round(table.tray.position(i)[1]))
                assert not stamp.colliderect(die.inflate(2 * reach, 2 * reach)), (seen, stamp, die)
            assert stamp.left >= table.players_rect.right, stamp  # beside no side panel
            assert stamp.right <= table.turn_rect.left, stamp
            words = [m for m in frame.texts if m.role == "announcement"]
            title, reason = words[0], words[1:]
            assert title.text == table.flow.big_announcement().text
            # as big as the normal stamp's title (at 1366x768, where the normal one is set
            # tight too, within a few per cent of its untight size)
            least = _normal_title_size(table) * (0.95 if size == (1366, 768) else 1.0)
            assert title.size >= least, (title.size, least)
            # (S65: its reason one line under the title, no longer beside it)
            assert len(reason) == 1 and reason[0].rect.top >= title.rect.centery, reason
            assert all(stamp.top <= line.rect.centery <= stamp.bottom for line in reason)
        assert seen >= round(1.0 / FRAME)  # stepped through its whole stay
    finally:
        app.close()
