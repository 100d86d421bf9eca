"""The last-round band never cuts a seat's name (round 71, critic: at 1024x600 three seats
read "Jucătoru…", "Jucătoru…", "Calculat…"): each chip shows its name whole or its seat's
token alone (the players' list names the tokens), the one playing named first; at 1920
every name is whole."""

from __future__ import annotations

import pytest

from game.flow.farkle_port import LastRoundStrip
from game.views.farkle_last_round import band_layout
from tests.uihelpers import make_app
from tools.screens_farkle import table_with


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bands_chips_show_names_whole_or_tokens(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 3, 1, 2, 3, 4, 6, 6)
        names = tuple(table.flow.player_label(seat) for seat in (1, 2, 3))
        strip = LastRoundStrip("Ultima tură!", (1, 2, 3), names, 1, "De depășit", "10 450",
                               (0,))
        band = band_layout(table, strip)
        shown = [chip.name for chip in band.chips]
        for chip, name in zip(band.chips, names, strict=True):
            assert chip.name in ("", name), (chip.name, name)
        if size == (1920, 1080):
            assert shown == list(names), shown
        playing = next(c for c in band.chips if c.playing)
        assert playing.name == names[0], "the one playing is named whole, at every size"
    finally:
        app.close()
