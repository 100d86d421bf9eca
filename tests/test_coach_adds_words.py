"""A coach card adds to the table's words, never says them again: the hot dice' card says
what hot dice are ("Zaruri fierbinți") and points at the six in the cup they went back into
(S46, round 78; before, at the risk bar, at the six on the mat, at "Aruncă" from the
ledger); the countdown's card says what its frame is, never the prompt's own words."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import Translator
from game.views.coach import coach_words
from tests.coach_reached import read, reading_of
from tests.layout_pointer import SHORT_MOST
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@reading_of("_farkle_hot")
def hot_card(app: Any) -> dict[str, Any]:
    """The hot dice' card: the mark shown, the card, what it points at and lights, its
    pointer's tip, its words, the risk meter, the Tura panel and the table's name for hot
    dice, read once a session (tests/coach_reached.py)."""
    from game.views import farkle_cup
    from game.views.coach_farkle import risk_meter_rect

    table = _table(app)
    coach = table.coach
    return {"shown": coach.shown, "card": None if coach.card is None else pygame.Rect(coach.card),
            "target": tuple(coach.target), "lit": tuple(coach.lit),
            "tip": coach.pointer_route()[-1], "meter": pygame.Rect(risk_meter_rect(table)),
            "turn": pygame.Rect(table.turn_rect), "lines": tuple(coach.lines),
            "name": table.tr("farkle.hot_dice"),
            "cup": pygame.Rect(farkle_cup.cup_place(table)),
            "dice": [pygame.Rect(d) for d in table.dice_in_play_rects()]}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hot_dice_card_names_them_and_points_at_the_six_in_the_cup(tmp_path, size):
    """Its words name hot dice and the risk of throwing all six; it points at the cup holding
    the six from under it, the cup and the six lit (S93 4., round 81; S81 3., round 80 lit
    the six alone; before: beside the cup, lit with
    it, its pointer ending just short of the cup at the dice' height
    (S46, round 78, hC82, critics cA77, cF77: it pointed at the Tura panel's risk meter, round
    72's choice, from the tray: the six it names were in the cup, unpointed)."""
    card = read(tmp_path, size, "_farkle_hot", hot_card)
    assert card["shown"] == "farkle.hot" and card["card"] is not None
    cup, meter = card["cup"], card["meter"]
    heap = card["dice"][0].unionall(card["dice"])
    assert pygame.Rect(card["target"]).colliderect(heap), (size, card["target"], heap)
    # (S81 3., round 80, hF102, critic cB79 #12: under the cup, a card of the others'
    # shape, pointing up at the cup that holds the six; amended round 81, hY122, ruling
    # S93 4., critic cB80 #2: the cup framed whole with the six, not its mouth alone)
    assert pygame.Rect(card["lit"]).colliderect(heap), (size, card["lit"], heap)
    assert pygame.Rect(card["lit"]).contains(cup), (size, card["lit"], cup)
    assert not pygame.Rect(card["lit"]).colliderect(meter), (size, card["lit"], meter)
    tip = card["tip"]
    assert cup.x <= tip[0] <= cup.right and cup.bottom <= tip[1] <= cup.bottom + SHORT_MOST, \
        (size, tip, cup, heap)
    assert not card["card"].colliderect(card["turn"]), (size, card["card"])
    name = card["name"].rstrip("!").casefold()
    assert name in " ".join(card["lines"]).casefold(), (size, card["lines"])


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
