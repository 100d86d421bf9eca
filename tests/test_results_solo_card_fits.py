"""A game alone's card as tall as its plate (critic C71: the solo card had a dead band
between its plate and its buttons): under the plate's last figures only the plate's own
padding and the foot's air over the buttons, as on a podium's card, at 1920×1080, 1366×768
and 1024×600, a calm score and a new record alike."""

from __future__ import annotations

import pytest

from game.scenes.results_layout import FOOT_AIR, FOOT_UNDER
from tests.uihelpers import make_app, recorded_frame
from tools.screens_results import _results_solo, _results_solo_record
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PLATE_FOOT = 24 + 20
"""Reference pixels the plate keeps under its last figures: its padding and a line's lead,
at most."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("record", [False, True])
def test_the_solo_card_keeps_no_dead_band_over_its_buttons(tmp_path, size, record):
    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app):
            (_results_solo_record if record else _results_solo)(app)
        panel = app.manager.top
        texts = recorded_frame(panel, size).texts
        buttons = panel.new_game_button.rect.top
        # round 74, hY96: the card the band's whole height, its plate filling it down to the
        # foot's air over the buttons (the plate drawn, rays and all: no bare card), its
        # words reaching its lower part (C71's "card as tall as its plate" kept the other
        # way round: the plate as tall as the card)
        assert buttons - panel.podium.bottom <= panel.px(FOOT_AIR - FOOT_UNDER) + 2
        said = max(m.rect.bottom for m in texts if m.rect.bottom <= buttons)
        assert panel.podium.bottom - said <= max(panel.px(PLATE_FOOT),
                                                 0.15 * panel.podium.h), \
            (panel.podium.bottom - said, panel.podium.h)
        headline = next(m for m in texts if m.role == "results_headline").rect
        name = next(m for m in texts if m.role == "podium_winner").rect
        assert name.top >= headline.bottom  # the plate's words under the headline still
        assert panel.panel.collidepoint(panel.new_game_button.rect.midbottom)
    finally:
        app.close()


SIDE_MOST = 40 + 32
"""Reference pixels the card keeps at most beside its plate, each side: its inset and a
little air (critic H72 #5: a band of bare card ~120 px wide each side of the plate)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_solo_card_hugs_its_plate_across(tmp_path, size):
    from game.widgets.podium_plate import PLATE_WIDTH

    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app):
            _results_solo_record(app)
        panel = app.manager.top
        plate_w = min(panel.podium.w, panel.px(PLATE_WIDTH))
        side = (panel.panel.w - plate_w) / 2
        assert side <= panel.px(SIDE_MOST), (side, panel.px(SIDE_MOST))
        texts = recorded_frame(panel, size).texts
        headline = next(m for m in texts if m.role == "results_headline").rect
        assert panel.panel.contains(headline)  # its words whole on the card
        for button in (panel.new_game_button, panel.menu_button):
            assert panel.panel.contains(button.rect)
    finally:
        app.close()
