"""A coach card's words and measures: its text from the catalogue (``coach.<mark>``), its
type size, padding and widths at a scale, and its words in even lines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game import theme
from game.i18n import format_percent
from game.rules.farkle import DICE_PER_TURN, bust_probability
from game.views.coach_card import (
    CARD_PAD,
    CLOSE,
    CLOSE_GAP,
    card_size,
    card_text_size,
    compact_now,
    compact_type,
    narrow_room,
    narrow_size,
    words_room,
)
from game.widgets.text import balanced_lines, text_size, wrap

SHORT_WORDS = ("yams.box", "yams.countdown", "farkle.bank", "farkle.set_aside",
               "farkle.refused")
"""The marks with short words (``coach.<mark>.short``), said where their whole words find no
room (not the hold card's since S106 1.: its one wording at every size)."""

CARD_WIDTH = 640
"""Widest card, reference pixels (two short lines of small text)."""


def coach_words(tr: Any, mark: str) -> str:
    """``mark``'s card's words (the catalog's ``coach.<mark>``), translated by ``tr``; a
    ``{risk}`` in them is the chance six dice score nothing, computed by the rules (the hot
    dice' card, round 65: re-rolling six dice busts only about 2,3 %, F9)."""
    return str(tr(f"coach.{mark}", risk=format_percent(bust_probability(DICE_PER_TURN))))


CARD_LINES = 2
"""The lines a card's words are written for (tests/test_coach_marks.py checks every mark at
every size); a longer text gets more, so that no word is ever cut off."""


def card_measures(scale: float, window_width: int) -> tuple[int, int, int, int]:
    """A card's type size, padding, widest width and the width its words may take, at
    ``scale`` in a window ``window_width`` pixels wide (the compact type's: the tables lay
    out their mat and Tura panel by it, unmoved by the cards' larger words, hC41)."""
    with compact_type(True):
        size = card_text_size(scale)
    pad = theme.px(CARD_PAD, scale)
    width = min(theme.px(CARD_WIDTH, scale), window_width // 2)
    return size, pad, width, (width - 2 * pad - max(size, theme.px(CLOSE, scale))
                              - theme.px(CLOSE_GAP, scale))


def card_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """``text`` in lines within ``width``: split after its first sentence (". ", ": ",
    "? ") when both parts fit, else balanced on two lines: every word is kept (on more
    lines when it needs them, of about one length: no word alone on the last)."""
    for mark in (". ", "? ", ": "):
        head, found, tail = text.partition(mark)
        if found and tail:
            first = head + found.strip()
            if max(text_size(first, size)[0], text_size(tail, size)[0]) <= width:
                return first, tail
    lines = wrap(text, size, width)
    if len(lines) > 2:  # no word alone on the last line: the narrowest measure that keeps
        # as many lines evens them out
        low, high = width // 2, width
        while low < high:
            middle = (low + high) // 2
            if len(wrap(text, size, middle)) <= len(lines):
                high = middle
            else:
                low = middle + 1
        return tuple(wrap(text, size, low))
    return balanced_lines(text, size, width) if len(lines) == 2 else tuple(lines)



def narrowest(text: str, size: int, widest: int, count: int) -> int:
    """The narrowest width (at most ``widest``) in which ``text`` wraps to ``count`` lines or
    fewer (``widest`` when even that needs more)."""
    if len(wrap(text, size, widest)) > count:
        return widest
    low, high = 1, widest
    while low < high:
        middle = (low + high) // 2
        if len(wrap(text, size, middle)) <= count:
            high = middle
        else:
            low = middle + 1
    return low


Form = tuple[tuple[str, ...], tuple[int, int]]
"""A card's form: its lines of words and its size."""

_FORMS: dict[tuple[Any, ...], tuple[Form, ...]] = {}
"""The forms already measured, by words, footer, scale, width and type (review round 69: the
one place re-wrapped up to five cards' words on every frame a card was due)."""


def card_forms(text: str, footer: Sequence[str], scale: float, widest: int) -> list[Form]:
    """The forms a low card (hC31) of ``text`` may take, the best first, each its lines and
    size: its words on two lines as even as can be (one line when they are short), else on
    three (a taller card, narrower); never wider than ``widest`` pixels. Measured once per
    words, footer, scale, width and type (:data:`_FORMS`); a new list each call."""
    size = card_text_size(scale)
    key = (text, tuple(footer), scale, widest, size, compact_now())
    kept = _FORMS.get(key)
    if kept is None:
        if len(_FORMS) > 512:  # (window sizes and languages come and go: never grows long)
            _FORMS.clear()
        kept = _FORMS[key] = tuple(_measure_forms(text, footer, scale, widest, size))
    return list(kept)


def _measure_forms(text: str, footer: Sequence[str], scale: float, widest: int,
                   size: int) -> list[Form]:
    """:func:`card_forms` measured: every wrap of ``text`` at the words' ``size``."""
    room = words_room(footer, scale, widest)
    forms: list[Form] = []
    for count in (2, 3):
        lines = card_lines(text, size, narrowest(text, size, room, count))
        if len(lines) <= count and all(text_size(line, size)[0] <= room for line in lines):
            form = (lines, card_size(lines, footer, scale))
            if form not in forms:
                forms.append(form)
    narrow = min(room, narrow_room(footer, scale))  # only where no low card finds room
    for count in (1, 2, 3, 4):  # (one line where it fits: the lowest, hC41)
        lines = card_lines(text, size, narrowest(text, size, narrow, count))
        if len(lines) <= count and all(text_size(line, size)[0] <= narrow for line in lines):
            form = (lines, narrow_size(lines, footer, scale))
            if form not in forms:
                forms.append(form)
    return forms
