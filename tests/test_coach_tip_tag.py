"""Every coach card has the same layout: a gold face at its head, its step ("2/3") where it
is a step of the tour, a "Sfat" tag where it stands alone (a moment's card: the countdown, a
refused die, hot dice) (round 74, critic cQ74, "Coach marks": the countdown's card had no
badge at all beside cards that had one). Ruling S5, round 74.

Amended round 79 (S62 4., hY115, critic cA78 #7: the Yams countdown's card wore "Sfat" where
every other Yams card has its step): the countdown's card is the Yams tour's third step, "3/3";
the 10 000's moments (a refused die, hot dice) keep their tag."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.views.coach_steps import card_footer
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


@pytest.mark.parametrize("language, tag", [("ro", "Sfat"), ("en", "Tip")])
def test_a_moments_card_wears_the_tip_tag_a_tour_card_its_step(language, tag):
    tr = Translator.load(language)
    for mark in ("farkle.refused", "farkle.hot"):
        assert card_footer(tr, mark, ())[0] == tag, (language, mark)
        assert card_footer(tr, mark, ("yams.hold", "yams.box", "farkle.set_aside",
                                      "farkle.risk", "farkle.bank"))[0] == tag
    assert card_footer(tr, "yams.hold", ())[0] == "1/3"
    assert card_footer(tr, "yams.countdown", ("yams.hold", "yams.box"))[0] == "3/3"
    assert card_footer(tr, "farkle.risk", ("farkle.set_aside",))[0] == "2/3"


@pytest.mark.parametrize("build, mark", [("_farkle_hot", "farkle.hot"),
                                         ("_farkle_refused", "farkle.refused")])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_tag_is_drawn_at_the_cards_head(tmp_path, build, mark, size):
    """On the table the moment's card shows its tag inside the card (its step's face)."""
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == mark and coach.card is not None
        assert coach.footer[0] == app.tr("coach.tip_tag")
        from game.views.coach_card import compact_type, footer_rects

        with compact_type(coach._compact):
            step = footer_rects(coach.card, coach.footer, table.scale)[0]
        assert step.w > 0 and coach.card.contains(step), (size, step, coach.card)
    finally:
        app.close()
