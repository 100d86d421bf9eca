"""The 10 000 coach card 4/5 (banking) and the buttons (ruling S5, round 67; critics B65/B66:
it lay over the greyed "Anulează"). Round 64 pointed it at "Încasează" itself, under the
button and over the greyed "Anulează" (the lead's ruling then: a card may lie over a
disabled button); S5 reverses that ruling: no card lies over a button, lit or greyed, so
at every size the card stands on the felt over the mat, "Anulează" drawn whole under the
buttons; round 71 (critic: it "pushes a bank beside a red 'Aruncă'" while it pointed at the
mat) its pointer went round the mat to "Încasează" itself; round 72 (critics D71, E71, G71:
that pointer read as a second frame round the mat): one short straight pointer to the Tura
panel's "După încasare", which its words name."""

from __future__ import annotations

import math

import pytest

from tests.layout_pointer import SHORT_MOST
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_covers_no_button_lit_or_greyed_die_or_word(tmp_path, size):
    """The card lies over no button (the greyed "Anulează" too), no die, not the mat, not
    the "Selecție" line, the title, the prompt nor any side panel."""
    from game.views.coach_farkle import prompt_rect, selection_line_rect, title_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and table.coach.shown == "farkle.bank"
        assert not table.undo_button.enabled  # the moment the old ruling spoke of
        shown = [w for w in table.focus.widgets if getattr(w, "visible", True)]
        for widget in shown:
            assert not card.colliderect(widget.rect), (size, card, widget.rect)
        for die in [*table.hit_targets(), *table.dice_in_play_rects()]:
            assert not card.colliderect(die), (size, card, die)
        words = [table.mat, selection_line_rect(table), title_rect(table), prompt_rect(table),
                 table.players_rect, table.groups_rect, table.turn_rect, table.guide_rect]
        for rect in words:
            assert not card.colliderect(rect), (size, card, rect)
        assert not [p for p in layout_problems(app, "bank") if "coach" in p], size
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_points_short_and_straight_at_the_fact_it_names(tmp_path, size):
    """Round 72 (critics D71, E71, G71: round 71's pointer went round the whole mat to
    "Încasează", ~6 px outside the mat at 1024, a second frame round it; its words spoke of
    the turn's points): one straight pointer out of the card's own edge, at most a tenth of
    the window's width long, to the Tura panel's "După încasare" row its words name (lit),
    its tip on that row's height just short of its label; in both forms and languages the
    words name that row."""
    from game.i18n import load_catalog
    from game.views.coach_farkle import fact_row_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach, card = table.coach, table.coach.card
        assert coach.shown == "farkle.bank" and card is not None
        fact = fact_row_rect(table)
        assert fact is not None and coach.target == fact and coach.lit == fact, (
            size, coach.target, fact)
        route = coach.pointer_route()
        assert route is not None and len(route) == 2, (size, route)  # straight, no bend
        start, tip = route
        assert card.inflate(2, 2).collidepoint(start), (size, card, start)  # its own edge
        assert not card.inflate(-2, -2).collidepoint(start), (size, card, start)
        assert math.dist(start, tip) <= 0.1 * size[0], (size, route)
        assert fact.top <= tip[1] <= fact.bottom and fact.x - SHORT_MOST <= tip[0] <= fact.x, (
            size, fact, tip)
    finally:
        app.close()
    for lang in ("ro", "en"):  # its words name the row it points at (round 72's merge:
        # hF79's "Scor" row, its gold bar what banking adds, retired "După încasare")
        messages = load_catalog(lang).messages
        row = str(messages["farkle.turn.score_label"]).lower()
        for key in ("coach.farkle.bank", "coach.farkle.bank.short"):
            assert row in str(messages[key]).lower(), (lang, key, row)
