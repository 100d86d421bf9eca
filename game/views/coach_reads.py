"""What a table asks of its coach while it lays itself out and speaks (read only): whether
a Yams card says the prompt's next action (the line waits), whether the 10 000 coach card
says a refusal's reason, lies on the empty ledger's words, and the room
the risk card and the dice' cards need (the Tura panel's height, the mat's), and where the
key-hint bar goes while a card shows."""

from __future__ import annotations

from typing import Any

from game import theme
from game.views.coach_card import CLEARANCE, CLOSE, CLOSE_GAP, POINTER, card_margin
from game.views.coach_dock import DOCK_MARKS, HEADER_HOLD
from game.views.coach_farkle import (
    ledger_words_covered,
    prompt_rect,
    strip_gap,
    title_words,
    turn_foot_rect,
)
from game.views.coach_mat import mat_spare
from game.views.coach_steps import card_footer
from game.views.coach_words import card_forms, card_lines, card_measures, coach_words
from game.views.coach_yams import lane_line, prompt_band
from game.widgets.farkle_panels import turn_value_row
from game.widgets.felt import felt_area
from game.widgets.keycaps import key_plain
from game.widgets.text import text_size


def refusal_told_by_coach(scene: Any) -> bool:
    """True while the 10 000 coach card for a refused die says why (it shows beside the
    die, or comes as soon as the die stops shaking: the first refusal of a first game, when
    the card has a place beside the die): the refusal's pill is then not said, so the reason
    is given once; where the card finds no place, the pill says it from the click on."""
    refusal = scene.flow.voice.refusal
    if refusal is None or refusal.key != "error.farkle.die_refused":
        return False
    coach = scene.coach
    if coach.shown == "farkle.refused" and coach.card is not None:
        return True
    clock = coach.clock
    if not (clock.enabled and clock.shown is None and "farkle.refused" not in clock.seen
            and not scene.flow.computer_turn):
        return False
    # no free place beside that die (never on the tray): the pill says it, from the click
    return coach.finds_place("farkle.refused")


def beckon_waits(scene: Any) -> bool:
    """True while the 10 000 coach card about a refused die shows: it lights that die alone,
    the table's soft rings at the dice that score wait (hC32, critic B31: two dice ringed,
    "this die" ambiguous)."""
    coach = scene.coach
    return coach.shown == "farkle.refused" and coach.card is not None


SAYS_THE_PROMPT = ("yams.hold", "yams.box", "yams.countdown")
"""The Yams marks whose words say the table's next action (hold a die, choose a box): while
one shows, the prompt line over the dice waits (hC28: one voice, never the card and the line
saying "alege o căsuță" together; round 71: the box card, in the prompt's place, says what
the column's figures are, the line's "alege" and the key line's "Validează tura" not again;
critic B71: the countdown's card, in that place so that the kept row stays whole, its lines
waiting with the countdown held)."""


def speaks_for_prompt(scene: Any) -> bool:
    """True while a Yams coach card that says the next action shows (:data:`SAYS_THE_PROMPT`):
    the prompt line waits, said again as the card closes; but never while the card points
    at that line (hC30: it pointed at a lit empty frame), which then stays said."""
    coach = scene.coach
    if not (coach.card is not None and coach.shown in SAYS_THE_PROMPT):
        return False
    if coach.shown == "yams.countdown":  # in the prompt's place (its own: under the lines)
        return coach.card.colliderect(prompt_band(scene))
    if (coach.shown in (*DOCK_MARKS, *HEADER_HOLD)
            and not coach.card.colliderect(prompt_band(scene))):
        return False  # docked off the prompt's place (S20, round 76): the line stays said
    return coach.target != lane_line(scene)  # the card points at the line: it stays said


def covers_prompt(scene: Any) -> bool:
    """True while a 10 000 coach card lies on the prompt line over the dice: the prompt
    waits under it (hC28; since hC31 no card lies there, a guard only)."""
    card = scene.coach.card
    return card is not None and card.colliderect(prompt_rect(scene))


SAYS_THE_FARKLE_PROMPT: tuple[str, ...] = ()
"""The 10 000 marks whose card makes the prompt over the dice wait: none since round 76
(hC80, ruling S20 for both tables: the set-aside card, round 72's one, explains what a die
set aside does in its own room under the dice; the prompt "Dă clic pe zarurile care aduc
puncte" stays said over them, whole, the one line saying what to do next)."""


def prompt_waits(scene: Any) -> bool:
    """True while the 10 000 prompt over the dice waits for a coach card: one lies on it
    (:func:`covers_prompt`) or says what it asks (:data:`SAYS_THE_FARKLE_PROMPT`)."""
    coach = scene.coach
    if coach.card is not None and coach.shown in SAYS_THE_FARKLE_PROMPT:
        return True
    return covers_prompt(scene)


def invitation_waits(scene: Any) -> bool:
    """True while the Yams hold card shows: the kept row's invitation under its sockets
    ("Zarurile păstrate urcă aici") waits, the card pointing at that row says what a kept
    die does (round 72, critics D71, E71, G71: card and invitation spoke at once), said
    again as the card closes."""
    coach = scene.coach
    return coach.card is not None and coach.shown == "yams.hold"


def covers_title(scene: Any) -> bool:
    """True while a 10 000 coach card lies on the title's words ("10 000"): the title waits
    under it, as it does under a notice (hC28)."""
    card = scene.coach.card
    return card is not None and card.colliderect(title_words(scene))


def covers_ledger_words(scene: Any) -> bool:
    """True while a 10 000 coach card lies on the empty ledger's words ("the dice you set
    aside appear here"): they give the card their room rather than show cut under it."""
    return scene.coach.card is not None and ledger_words_covered(scene, scene.coach.card)


def covers_turn_foot(scene: Any) -> bool:
    """True while a 10 000 coach card lies on the Tura panel's foot (its rule and "Lider"):
    the risk card under its meter takes that room, the foot waits under it (hC19)."""
    card = scene.coach.card
    return card is not None and getattr(scene, "turn_foot", False) \
        and card.colliderect(turn_foot_rect(scene))


def risk_card_room(scene: Any, mark: str = "farkle.risk") -> tuple[int, int]:
    """The risk card (or the hot dice' card, ``mark``) as it sits in the Tura panel's foot,
    under the risk row: the width its words take and the panel height it needs (from the
    panel's top: the risk row, the pointer's gap, the card, a margin), so the panel can be
    made that tall."""
    size, pad, _, text_width = card_measures(scene.scale, scene.size[0])
    close = max(size, scene.px(CLOSE))
    inner = scene.turn_rect.w - 2 * scene.px(16) - 2 * pad - close - scene.px(CLOSE_GAP)
    room = max(1, min(text_width, inner))
    lines = card_lines(coach_words(scene.tr, mark), size, room)
    card = (len(lines) + 1) * size * 6 // 5 + 2 * pad - size // 5
    row = turn_value_row(scene.turn_rect, scene.scale, 1)
    return room, (row.bottom - scene.turn_rect.y + scene.px(POINTER + CLEARANCE) + card
                  + scene.px(16))


def mat_card_height(scene: Any) -> int:
    """The height the 10 000 mat was made to hold its dice' coach cards wholly (hC16; since
    hC22 they sit beside the dice, never on the tray, and the mat keeps that height: the
    tables' own layout reads it)."""
    size, pad, _, text_width = card_measures(scene.scale, scene.size[0])
    lines = max(len(card_lines(coach_words(scene.tr, mark), size, text_width))
                for mark in ("farkle.set_aside", "farkle.refused"))
    return (lines + 1) * size * 6 // 5 + 2 * pad - size // 5 + mat_spare(scene)


KEY_BAR_ASIDE = 24
"""The room (reference pixels) between a card in the key-hint bar's room and the bar moved
aside beside it."""


def key_bar_spot(scene: Any, text: str) -> tuple[int, tuple[int, int], int] | None:
    """Where the key-hint bar's line ``text`` is drawn: its size, its midbottom and the width
    it may take. Centred on the felt; while a coach card lies in the bar's room the bar
    moves aside, whole, into the wider free part beside the card (at the type floor if it
    needs: hC17, a card never hides the keys); None only when no side holds it whole."""
    felt = felt_area(scene.size)
    margin = scene.px(theme.MARGIN * 0.5)
    size = scene.font_px(theme.FONT_SMALL)
    y = felt.bottom - scene.px(18)
    card = scene.coach.card
    if card is None or card.bottom <= felt.bottom - scene.px(theme.TABLE_KEY_BAR):
        return size, (felt.centerx, y), felt.w - 2 * margin
    gap = scene.px(KEY_BAR_ASIDE)
    left, right = max(((felt.x + margin, card.left - gap), (card.right + gap,
                                                              felt.right - margin)),
                      key=lambda span: span[1] - span[0])
    for fits in (size, theme.font_floor(scene.scale)):
        if text_size(key_plain(text), fits)[0] <= right - left:  # (its caps' pads too)
            return fits, ((left + right) // 2, y), right - left
    return None


FELT_CARD_MARKS = ("farkle.set_aside", "farkle.refused", "farkle.bank", "farkle.hot")
"""The 10 000 marks whose low card stands on the felt between the dice row and the mat."""

FELT_SHORT_WORDS = ("farkle.set_aside", "farkle.refused", "farkle.bank")
"""Those of them with short words too (``coach.<mark>.short``: :data:`coach.SHORT_WORDS`)."""


def felt_card_band(scene: Any) -> int:
    """The height (window pixels) the felt between the dice row and the "Selecție" line's
    words needs so that every card of :data:`FELT_CARD_MARKS` stands there in its low form
    of two lines (its whole words, else its short ones, as the coach seeks them) with its
    pointer's gap to a die over it and a clear gap over those words (round 50, critic B41:
    at 1024x600 a die's card stood in the ledger and the bank's pointed at another target
    than at the larger sizes)."""
    widest = min(scene.px(theme.COACH_CARD_MAX_W), scene.center.w)
    tallest = 0
    for mark in FELT_CARD_MARKS:
        footer = card_footer(scene.tr, mark, ())
        keys = (mark, mark + ".short") if mark in FELT_SHORT_WORDS else (mark,)
        heights = [size[1] for key in keys
                   for lines, size in card_forms(coach_words(scene.tr, key), footer,
                                                 scene.scale, widest) if len(lines) <= 2]
        if heights:
            tallest = max(tallest, heights[0])
    return tallest + strip_gap(scene) + card_margin(scene.scale) + 1  # (round 71: its air)
