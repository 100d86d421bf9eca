"""The last-round band names every seat still to play (round 71, critic: at 1024x600 three
seats read "Jucătoru…", "Jucătoru…", "Calculat…"; round 72, critic E71: the tokens alone that
replaced them left who still plays unreadable): each chip shows its name whole or cut with
"…", a seat's number kept ("Jucăto… 2"), so the cut names still tell the seats apart; at
1920 every name is whole."""

from __future__ import annotations

import pytest

from game.flow.farkle_port import LastRoundStrip
from game.views.farkle_last_round import band_layout
from tests.uihelpers import make_app
from tools.screens_farkle import table_with


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bands_chips_show_names_whole_or_cut_never_tokens(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 3, 1, 2, 3, 4, 6, 6)
        names = tuple(table.flow.player_label(seat) for seat in (1, 2, 3))
        strip = LastRoundStrip("Ultima tură!", (1, 2, 3), names, 1, "De depășit", "10 450",
                               (0,))
        band = band_layout(table, strip)
        shown = [chip.name for chip in band.chips]
        for chip, name in zip(band.chips, names, strict=True):
            head, cut, tail = chip.name.partition("…")
            assert chip.name == name or (cut and head and name.startswith(head)
                                         and name.endswith(tail)), (chip.name, name)
        assert len(set(shown)) == len(shown), shown  # the seats told apart
        if size == (1920, 1080):
            assert shown == list(names), shown
        assert next(c for c in band.chips if c.playing).seat == 1
    finally:
        app.close()
