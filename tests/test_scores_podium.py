"""Scores: the first three places of a board read as a podium (a band in their medal's colour,
the name and score in bold), the others as plain rows."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


# test_the_first_three_places_are_a_podium:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.
