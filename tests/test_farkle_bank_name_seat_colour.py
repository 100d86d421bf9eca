"""The bank plates name the banker in their seat's colour, as the Chintă's and six alike's
plates do (critic B69: the ordinary bank's gold plate and the big bank's brown plate gave the
name in cream): the seat's colour shaded just enough to read on the plate, 4.5:1 (WCAG AA
body text), lighter on the brown one where it must be; on the gold plate its name is on a dark
band (round 70), the seat's colour itself there."""

from __future__ import annotations

import pygame
import pytest

from game import theme, theme_stage
from game.contrast import AA_BODY, contrast_ratio
from game.views.stage_banker import NAME_BAND, banker_ink, paper_at
from game.widgets.seats import player_style, seat_colour
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PLATES = {"bank_banner": (NAME_BAND, NAME_BAND),  # (round 70: on its dark name band)
          "bank_big": theme_stage.BIG_BANK_PLATE}
"""The paper each plate names the banker on, top to bottom."""


@pytest.mark.parametrize("kind", sorted(PLATES))
def test_every_seats_colour_reads_on_the_plate_as_a_shade_of_itself(kind):
    for seat in theme.SEAT_COLOURS:
        for share in (0.3, 0.5, 0.7):
            paper = paper_at(*PLATES[kind], share)
            ink = banker_ink(seat, paper)
            assert contrast_ratio(ink, paper) >= AA_BODY, (kind, seat, ink)
            # a shade of the seat's colour: its strongest channel stays its strongest
            assert max(range(3), key=lambda c: ink[c]) == max(range(3), key=lambda c: seat[c]) \
                or len(set(seat)) == 1, (seat, ink)


@pytest.mark.parametrize("kind", sorted(PLATES))
def test_the_plate_names_the_banker_in_their_seats_shade(tmp_path, kind):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        stage.clock.age = stage.clock.duration * 0.5  # the plate at rest, its line whole
        surface = pygame.Surface(size)
        frame = recorded_frame(stage, size, onto=surface)
        picture = stage.picture
        players = app.manager.stack[-2].game.players  # the table under the stage
        seat = seat_colour(player_style(players, 0))  # Jucătorul 1 banks
        assert picture.banker == "Jucătorul 1" and picture.banker_colour == seat
        names = [t.rect for t in frame.texts if picture.banker in t.text]  # (its line)
        assert names, [t.text for t in frame.texts]
        rect = names[0].clip(surface.get_rect())
        inks = {banker_ink(seat, paper_at(*PLATES[kind], share / 20)) for share in range(21)}
        near = sum(min(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink,
                                                        strict=True)) for ink in inks) <= 24
                   for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2))
        assert near >= 20, near  # the name's letters are drawn in the seat's shade
        if picture.line == picture.banker:  # the name alone: none of its letters cream
            cream = sum(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3],
                                                       theme.CREAM, strict=True)) <= 30
                        for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))
            assert cream == 0, cream
    finally:
        app.close()
