"""Scores' places read whole, with no number missing (ruling S98 5., critic cC80 #15: "the
list goes from '=3' to '5.' with no visible 4th row"): a tie kept together on the third card
says the places it holds ("Locurile 3–4"), so the list that follows at "5." reads on from it;
the podium's medals, the tied card's places and the list's numbers count 1 to 10 once each."""

from __future__ import annotations

import re

import pygame
import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

YAMS = [312, 287, 254, 254, 231, 219, 198, 187, 176, 143]  # scores_filled's: Irina · Mihai =3
THREE_TIED = [312, 287, 254, 254, 254, 219, 198, 187, 176, 143]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("yams,first,last", [(YAMS, 3, 4), (THREE_TIED, 3, 5)])
def test_the_tied_third_card_says_its_places_and_the_list_reads_on(tmp_path, monkeypatch,
                                                                   size, yams, first, last):
    app, scene = _scores(tmp_path, size, yams, [10_450])
    try:
        surface = pygame.Surface(size)
        said = [text for text, _, _ in _said(monkeypatch, scene, surface)]
        held = app.tr("scores.tied_places", first=first, last=last)
        assert held in said, said
        assert re.search(rf"\b{first}\D+{last}\b", held), held
        listed = [int(r.place.rstrip(".")) for r in scene.rows("yams")[3:]
                  if r.place.rstrip(".").isdigit()]
        shown = [p for p in listed if f"{p}." in said]
        assert shown and shown[0] == last + 1, (shown, said)
        counted = [1, 2, *range(first, last + 1), *shown]
        assert counted == list(range(1, 11)), counted
    finally:
        app.close()
