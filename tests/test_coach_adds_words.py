"""A coach card adds to the table's words, never says them again: the hot dice' card says
what hot dice are ("Zaruri fierbinți") and points at the six on the mat (hC30; before, at
"Aruncă" from the ledger), not at the risk bar; the countdown's card says what its frame
is, never the prompt's own words."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.views.coach import coach_words
from tests.layout_pointer import SHORT_MOST
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hot_dice_card_names_them_and_points_at_the_risk_it_gives(tmp_path, size):
    """Its words name hot dice and the risk of throwing all six; it points at the Tura
    panel's risk meter, lit (round 72, critics D71, E71, G71: it pointed at a die on the mat
    while its words were about the risk %; hC30 had it at "Aruncă" from the "Puse deoparte"
    panel, critic C29: never on a panel), its pointer ending just short of the meter."""
    from game.views.coach_farkle import risk_meter_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_hot(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.hot" and coach.card is not None
        meter = risk_meter_rect(table)
        for shown in (coach.target, coach.lit):  # (read as placed: within a pixel or two)
            assert all(abs(a - b) <= 2 for a, b in zip(shown, meter, strict=True)), (
                size, shown, meter)
        tip = coach.pointer_route()[-1]
        assert meter.x - SHORT_MOST <= tip[0] <= meter.x and meter.top <= tip[1] <= meter.bottom, (
            size, tip, meter)
        assert not coach.card.colliderect(table.turn_rect), (size, coach.card)
        name = table.tr("farkle.hot_dice").rstrip("!").casefold()
        assert name in " ".join(table.coach.lines).casefold(), (size, table.coach.lines)
    finally:
        app.close()


def _stems(text: str) -> set[str]:
    """The first five letters of each word of five letters or more."""
    words = (w.strip(".,:;!?{}") for w in text.casefold().split())
    return {w[:5] for w in words if len(w) >= 5}


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_countdown_card_never_says_the_prompt_again(language):
    """No word of the countdown's prompt ("Se înscrie automat la Doi") comes
    again on its card: the card says what the frame is and that another box may be picked."""
    tr = Translator.load(language)
    card = coach_words(tr, "yams.countdown")
    for key in ("yams.countdown_line",):
        prompt = tr(key, box="Doi")
        shared = _stems(prompt) & _stems(card) - {"căsuț"}  # the box itself may be named
        assert not shared, (language, prompt, card, shared)


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize(("mark", "said"), [
    ("yams.hold", ("yams.prompt_hold",)),  # the voice line beside the card
    ("farkle.hot", ("farkle.hot_caption", "farkle.hint.hot_pending"))])  # the stage, the prompt
def test_a_card_adds_what_its_moment_did_not_say(language, mark, said):
    """The hold card says what the line does not (kept dice stay put, a second click frees
    one); the hot dice' card what the stage and the prompt do not (the next throw risks the
    whole turn): no word of theirs again, but the name of the moment."""
    tr = Translator.load(language)
    card = coach_words(tr, mark)
    name = _stems(tr("farkle.hot_dice")) if mark == "farkle.hot" else set()
    for key in said:
        shared = _stems(tr(key)) & _stems(card) - name
        assert not shared, (language, mark, tr(key), card, shared)
