"""One colour family per seat across its token, its sheet column and its turn band (critic D71:
the computer wore three pinks, a lilac token, a pale pink column and a hot magenta band):
for every seat the column's paper and the band's deep fill stand in the token's hue (CIE LCh,
within 20 degrees), the column lighter, the band deeper, neither much more vivid than the
token (the band's chroma at most 1.6 times the token's), the band's words still reading."""

from __future__ import annotations

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.seat_family import from_lch, hue_apart, lch
from game.views.turn_handoff import WORDS, band_colour
from game.widgets.seats import SEATS, seat_colour
from game.widgets.sheet_tint import column_tint

HUE_APART = 20
"""Degrees of LCh hue a seat's column and band may stand from its token."""
BAND_CHROMA = 1.6
"""The band's chroma at most this many times the token's."""


@pytest.mark.parametrize("seat", range(SEATS))
def test_token_column_and_band_are_one_family(seat):
    token, column, band = seat_colour(seat), column_tint(seat), band_colour(seat)
    assert hue_apart(column, token) <= HUE_APART, (seat, token, column, lch(column))
    assert hue_apart(band, token) <= HUE_APART, (seat, token, band, lch(band))
    assert lch(band)[1] <= BAND_CHROMA * lch(token)[1], (seat, lch(token), lch(band))
    assert lch(column)[0] > lch(band)[0] < lch(token)[0], (seat, token, column, band)
    assert contrast_ratio(WORDS, band) >= 3.0, (seat, band)  # its display words read


def test_lch_round_trips():
    for colour in (*theme.SEAT_COLOURS, theme.SHEET_BG, (0, 0, 0), (255, 255, 255)):
        back = from_lch(*lch(colour))
        assert max(abs(a - b) for a, b in zip(back, colour, strict=True)) <= 1, (colour, back)
