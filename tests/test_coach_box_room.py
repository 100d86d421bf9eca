"""The Yams box card at 1024x600 says its whole sentence and its whole next key (hC25,
critic C24: it showed a bare "→", its words cut away). Since the table's header sits higher
(hY25) it finds room between the prompt line and the dice, off the prompt's band (hC25's
fallback, the card laid over the prompt line, no longer reached at any size, was removed);
since hC28 the prompt waited while the card said the next action (one voice); since round
76 (ruling S20) the card docks over the turn pill and the prompt stays said. The card never
covers the sheet, its row, a die or a button (the layout check)."""

from __future__ import annotations

import pytest

from game.views.coach_words import coach_words
from game.views.coach_yams import prompt_band
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tests.uihelpers import texts_drawn
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _box_card_checked(app):
    """The box card's promises on the table of ``app``: its scene and the prompt's words."""
    screens_coach._yams_box(app)
    table = _table(app)
    coach = table.coach
    assert coach.shown == "yams.box"
    # (round 72: "Gata", the count's last step; since S62 4., round 79, hY115, the countdown's
    # card is the tour's third step: the box card is "2/3", "Înainte" by S40's count rule)
    assert coach.footer[0] == table.tr("coach.step", step=2, total=3), coach.footer
    assert coach.footer[2] == table.tr("coach.next"), coach.footer
    assert coach.card.contains(coach.next_rect())
    said = " ".join(coach.lines)
    assert said in (coach_words(table.tr, "yams.box"),
                    coach_words(table.tr, "yams.box.short")), coach.lines
    assert not coach.card.colliderect(table.sheet.rect), (coach.card, table.sheet.rect)
    assert not [p for p in layout_problems(app, "box 1024") if "coach" in p]
    return table, table.status_text()[0]


def test_the_box_card_at_1024x600_has_its_whole_words_and_key(tmp_path):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        table, status = _box_card_checked(app)
        # in the table's one place, the prompt's own, while the prompt waits (round 69:
        # the one place, docs/SCREEN_RULINGS.md S5); anywhere else off the prompt line
        from game.views.coach_spot import spot_rect

        # (round 74, S5: sized to its words inside the one place)
        assert spot_rect(table).contains(table.coach.card) or not table.coach.card.colliderect(
            prompt_band(table))
        # (amended round 76, hC79, ruling S20: docked over the turn pill, off the prompt's
        # place, the card leaves the prompt said; hC28 had it wait under the card)
        assert status and status in texts_drawn(app, table)
    finally:
        app.close()
