"""The coach cards, sharper (hC32, critic B31): the refused die's card rings only the die it
is about; the 10 000 cards keep clear of the "Selecție" line's words; the buttons a tip names
stand in quotes."""

from __future__ import annotations

from typing import Any

import pytest

from game import theme
from game.widgets import layout_record
from tests.coach_reached import reached
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def drawn_frame(app: Any) -> Any:
    """The frame the app draws now, as the layout recorder saw it."""
    layout_record.start(app.screen.get_size())
    try:
        app.manager._below = None
        app.manager.draw(app.screen)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("step", ["_farkle_refused", "_farkle_refused_far"])
def test_the_refused_dies_card_rings_that_die_alone(tmp_path, monkeypatch, step):
    """Critic B31: tip 2/5 ("Acest zar…") lit its die while the table's soft rings beckoned
    at the dice that score: two dice ringed, "this die" ambiguous. While the card shows, the
    beckoning rings wait; the card lights its die alone."""
    import game.scenes.farkle_table as table_module

    app = coach_app(tmp_path, size=(1366, 768), drawn=True)
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        assert table.coach.shown == "farkle.refused" and table.coach.card is not None
        assert table.flow.beckoning(), "the table beckons at the dice that score"
        ringed: list[Any] = []
        monkeypatch.setattr(table_module, "draw_beckon_rings",
                            lambda surface, at, *args: ringed.extend(at))
        app.manager._below = None
        app.manager.draw(app.screen)
        assert ringed == [], ringed
        assert table.coach.lit == table.coach.target and table.coach.lit.w == table.die_side
    finally:
        app.close()


QUOTES = {"ro": ("„", "”"), "en": ('"', '"')}
"""The quotes a tip sets a button's name in, by language (Romanian „…”, English "…")."""


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_a_tip_names_a_button_in_quotes(lang):
    """Critic B31: „Încasează” le păstrează — a button a tip names stands in its language's
    quotes, in both catalogs, its whole words, as the button says them."""
    from tests.glossary_data import strings

    said = strings(lang)
    opening, closing = QUOTES[lang]
    buttons = [said["farkle.bank"], said["yams.validate"]]
    for key, text in said.items():
        if not key.startswith("coach.") or key in ("coach.next", "coach.done", "coach.stop"):
            continue
        for name in buttons:
            start = text.find(name)
            while start >= 0:
                assert text[start - 1:start] == opening, (lang, key, text)
                assert text[start + len(name):start + len(name) + 1] == closing, (lang, key,
                                                                                  text)
                start = text.find(name, start + len(name))
    # (round 73, critic J72: the bank's tips, which named "Încasează" while their pointer
    # lit "Scor", name that row now; no tip names a button today, a new one quotes it)


@pytest.mark.parametrize("size", SIZES)
def test_10000_cards_keep_clear_of_the_selection_words(tmp_path, size):
    """Critic B31: at 1024x600 the bank card sat on "Selecție: Trei de 1 = 1 000" (3 px
    under it), at 1366 nearly. Every 10 000 card keeps a clear gap from the line's drawn
    words, as wide as a card keeps from what it points at, where the felt between the dice
    row and that line has the room (at 1024x600 it is 46 px for a 43 px card: there the
    card is never on the words, the gap waits for more room in the table's layout)."""
    from game.views.coach_card import CLEARANCE

    for step in ("_farkle_set_aside", "_farkle_refused", "_farkle_risk", "_farkle_bank",
                 "_farkle_hot"):
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        card = shown.card
        label = shown.tr("farkle.selection_points", points="—").split(":")[0]
        words = [t.rect for t in shown.frame.shown_texts() if t.text.startswith(label)]
        # (S64, round 79: the line is drawn only while dice lie on the mat: at the set-aside,
        # refused and hot dice cards nothing is chosen; the risk and bank cards have a choice)
        assert bool(words) == (step in ("_farkle_risk", "_farkle_bank")), (step, size, words)
        gap = theme.px(CLEARANCE, shown.scale) if size != (1024, 600) else 1
        for rect in words:
            assert not card.inflate(2 * gap, 2 * gap).colliderect(rect), (step, size, card,
                                                                          rect)
