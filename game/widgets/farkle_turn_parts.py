"""The 10 000 turn panel's measured parts (split from :mod:`game.widgets.farkle_panels`, which
re-exports them, round 31): its foot ("Lider …" under a rule), where its value rows stand,
and the height its rows and notes need."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import (
    STAMP,
    draw_text,
    ellipsize,
    fit_size,
    line_height,
    text_size,
    wrap_without_widow,
)
from game.widgets.turn_notes import fit_slot

if TYPE_CHECKING:
    from game.widgets.farkle_panels import ValueLine

Colour = tuple[int, int, int]

_FIGURE_ROW = re.compile(r"^(?P<label>[^:]+):[ \u00a0]+(?P<figure>[0-9][0-9 ,.\u00a0\u202f]*)$")


def figure_row(text: str) -> tuple[str, str] | None:
    """A note that says a figure ("Până la obiectiv: 10 000") as its label and its figure, to
    be drawn as the panel's other rows are, label left and figure right (round 72, hF81,
    critic G71: inline rows under label-left, value-right ones); None for a sentence."""
    found = _FIGURE_ROW.match(text)
    return None if found is None else (found["label"], found["figure"])


def turn_foot_height(scale: float) -> int:
    """The height of the turn panel's foot (:func:`draw_turn_foot`): a rule and one row."""
    body = theme.font_px(theme.FONT_BODY, scale)
    return theme.px(20, scale) + line_height(body) + theme.px(22, scale)


def draw_turn_foot(surface: pygame.Surface, rect: pygame.Rect, scale: float, label: str,
                   value: str) -> None:
    """The turn panel's foot: under a thin rule at its bottom, ``label`` ("Lider") and
    ``value`` (who leads and by how much), always in the same place."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    rule_y = rect.bottom - turn_foot_height(scale)
    pygame.draw.line(surface, theme.GOLD_DARK, (rect.x + pad, rule_y),
                     (rect.right - pad, rule_y), max(1, theme.px(2, scale)))
    layout_record.panel(surface, pygame.Rect(rect.x + pad, rule_y - 1, rect.w - 2 * pad, 3),
                        "rule")
    mid = rect.bottom - theme.px(20, scale) - line_height(body) // 2
    said = draw_text(surface, label, small, theme.GOLD, (rect.x + pad, mid), "midleft")
    room = rect.right - pad - said.right - theme.px(16, scale)
    draw_text(surface, value, body, theme.CREAM, (rect.right - pad, mid), "midright",
              max_width=room, role="turn_leader")


def turn_value_row(rect: pygame.Rect, scale: float, index: int) -> pygame.Rect:
    """Where :func:`draw_turn` writes its value line ``index`` (0: the dice to roll, 1: the
    risk, with its bar) inside the panel ``rect``: what a coach mark points at."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    y = (rect.y + pad + small + theme.px(34, scale) + theme.px(58, scale)
         + index * theme.px(52, scale))
    half = theme.px(24, scale)
    return pygame.Rect(rect.x + pad // 2, y - half, rect.w - pad, 2 * half)


def turn_panel_height(scale: float, lines: Sequence[ValueLine],
                      note_lines: Sequence[int]) -> int:
    """The height :func:`draw_turn` needs for ``lines`` and notes wrapped to ``note_lines``
    lines each: its rows, then the panel's padding under the last one (no empty box)."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    y = pad + small + theme.px(34, scale) + theme.px(58, scale)  # the first line's middle
    bottom = y
    for line in lines:
        bottom = y + body // 2
        y += theme.px(52, scale)
        if line.bar is not None:
            bottom = y - theme.px(22, scale) + max(3, theme.px(8, scale))
            y += theme.px(8, scale)
    y += theme.px(6, scale)
    step = small + theme.px(8, scale)
    for count in note_lines:
        if count <= 0:
            continue
        bottom = y + (count - 1) * step + small // 2
        y += theme.px(44, scale) + (count - 1) * step
    return bottom + pad


FACT_ROW = 52
"""Reference height of the turn panel's fact row ("După încasare  3 450")."""


def fact_height(scale: float) -> int:
    """The height the turn panel's fact row takes over its floor (:func:`draw_fact`)."""
    return theme.px(FACT_ROW + 12, scale)


FACT_BAR_AIR = 16
"""Reference pixels of the panel kept under the fact's bar in its one-row form (round 66,
critic B65: at 1024x600 the bar lay on the Tura panel's rim)."""

FACT_BIG = 64
"""The fact's figure at its largest, reference size (display face), where the panel has the
room for it on a line of its own under its label."""


FACT_BAR = 8
"""Reference height of the bar under the fact's figure: the total banking makes on the way
to the goal, what is banked already dimmer (critic B50: the room over the fact lay bare)."""


FACT_BAR_GAP = 14
"""Reference pixels between the fact's one-row form and its bar under it (round 71, critic:
at 1024x600 "După încasare" and its figure sat on the bar, 1-2 px apart): 6 px at least."""


def _bar_gap(scale: float) -> int:
    """The pixels between the fact's one-row form and its bar: 6 at least."""
    return max(6, theme.px(FACT_BAR_GAP, scale))


def _draw_fact_bar(surface: pygame.Surface, rect: pygame.Rect, fact: ValueLine) -> None:
    """The fact's bar at ``rect``: filled dim to ``fact.bar_from`` (banked), bright on to
    ``fact.bar`` (what banking adds)."""
    radius = rect.h // 2
    layout_record.panel(surface, rect, "turn_fact_bar")
    pygame.draw.rect(surface, theme.FARKLE_BAR_BACK, rect, border_radius=radius)
    for share, colour in ((fact.bar or 0.0, theme.GOLD), (fact.bar_from, theme.GOLD_DARK)):
        filled = round(rect.w * min(1.0, max(0.0, share)))
        if filled > 0:
            pygame.draw.rect(surface, colour, pygame.Rect(rect.x, rect.y, max(filled, rect.h),
                                                          rect.h), border_radius=radius)


def draw_fact(surface: pygame.Surface, rect: pygame.Rect, scale: float, fact: ValueLine,
              floor: int, top: int | None = None, air: int | None = None) -> pygame.Rect:
    """The turn panel's fact between ``top`` (where the notes end) and ``floor``, on one
    line at every size (round 41, critic B40: at 1366×768 its figure dropped under its
    label): the label small on the left, the figure on the right, large (like the ledger's
    total) in the middle of the room where it holds it beside the label (hF40: no blank
    band); else one row just over the floor, the value in body type. ``air``: the room kept
    over it under ``top`` (default a note's height: its figure never reads as a note's number
    run on; the notes' fixed slot keeps that apart already, round 62). Return its row's
    rect: its label's and its figure's (hF72: a lone note above centres on the figure's top,
    the tallest thing of the row)."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    free = floor - theme.px(12, scale) - (floor - fact_height(scale) if top is None else top)
    gap = theme.px(16, scale)
    room = rect.w - 2 * pad - text_size(fact.label, small)[0] - gap
    big = min(theme.font_px(FACT_BIG, scale), fit_size(fact.value, theme.font_px(FACT_BIG, scale),
                                                          room, STAMP))
    bar = max(3, theme.px(FACT_BAR, scale)) if fact.bar is not None else 0  # ("—" too, hF60)
    under = bar + gap if bar else 0  # (critic B50: the room over the fact lay bare)
    if air is None:
        air = text_size("Ăg", small)[1] + theme.px(6, scale)  # a note's height over it
    tall = line_height(theme.font_px(FACT_BIG, scale), STAMP)  # the largest figure's line
    if top is not None and big > body and free >= tall + air + under:
        # right under the notes, its bar under it: the room left lies at the panel's foot,
        # never a bare band between the rule line and the fact (critic B50); without a bar
        # ("—"), in the middle of its room (hF40: no bare band under it either)
        mid = top + free // 2 + theme.px(6, scale)
        if bar:
            # (a note's height and a little over it: its figure never reads as the number
            # of the note over it run on to a second line; hF60: at the largest figure's
            # middle whatever the figure, "—" too: the row never moves in a turn)
            mid = top + air + tall // 2
            _draw_fact_bar(surface, pygame.Rect(
                rect.x + pad, mid + tall // 2 + gap // 2, rect.w - 2 * pad,
                bar), fact)
        said = draw_text(surface, fact.label, small, theme.MUTED, (rect.x + pad, mid),
                         "midleft", role="turn_fact")
        if fact.colour == theme.MUTED:  # nothing to bank yet: a quiet "—" in the figure's place
            draw_text(surface, fact.value, body, fact.colour, (rect.right - pad, mid),
                      "midright", role="turn_fact")
            return said
        figure = draw_text(surface, fact.value, big, fact.colour, (rect.right - pad, mid),
                           "midright", max_width=rect.right - pad - said.right - gap,
                           weight=STAMP, shadow=theme.px(2, scale), role="turn_fact")
        return said.union(figure)
    mid = floor - theme.px(12 + FACT_ROW // 2, scale)
    if top is not None:  # in the middle of its room, no bare band over it (critic B50),
        # a note's height of air over it (never read as the note's number run on)
        centre = top + (floor - theme.px(12, scale) - top) // 2 + theme.px(6, scale)
        mid = min(mid, max(centre, top + air + line_height(body) // 2))
    if bar:  # (round 66, critic B65: at 1024x600 its bar lay on the panel's rim: the row
        # rises a little, at most its bar's own room, to keep FACT_BAR_AIR under the bar)
        mid -= min(bar + theme.px(8, scale), max(0, mid + line_height(body) // 2 + _bar_gap(
            scale) + bar - (floor - theme.px(FACT_BAR_AIR, scale))))
    said = draw_text(surface, fact.label, small, theme.MUTED, (rect.x + pad, mid), "midleft",
                     max_width=rect.w // 2, role="turn_fact")
    if bar:  # its bar under the row where the room holds it (round 62: the row now stands
        # under the notes' fixed slot, whose room left no place for the large figure)
        below = mid + line_height(body) // 2 + _bar_gap(scale)
        if below + bar <= floor - theme.px(FACT_BAR_AIR, scale):
            _draw_fact_bar(surface, pygame.Rect(rect.x + pad, below, rect.w - 2 * pad, bar),
                           fact)
    room = rect.right - pad - said.right - theme.px(16, scale)
    figure = draw_text(surface, fact.value, fit_size(fact.value, body, room), fact.colour,
                       (rect.right - pad, mid), "midright", max_width=room, role="turn_fact")
    return said.union(figure)


def fact_row_top(scale: float, floor: int) -> int:
    """Where the fact's one-row form just over ``floor`` begins (its label's top): the notes'
    slot ends over it."""
    small = theme.font_px(theme.FONT_SMALL, scale)
    return floor - theme.px(12 + FACT_ROW // 2, scale) - line_height(small) // 2


def draw_turn_notes(surface: pygame.Surface, rect: pygame.Rect, scale: float, y: int,
                    notes: Sequence[tuple[str, Colour]], fact: ValueLine | None, floor: int,
                    slot: int, centred: bool = False,
                    rows_foot: int | None = None) -> pygame.Rect | None:
    """The Tura panel's notes from ``y`` (the first note's middle) and its fact over
    ``floor``, in rows fixed at a size (:func:`fit_slot`), the same for a person and the
    computer (round 62, critic B61: the computer's reason pushed "După încasare" down, at
    1024×600 out of the panel): the first note on the first row, the second in the slot
    under it of at most ``slot`` lines, the fact under the slot. A second note longer than
    the slot has its last line end in "…". ``centred``: ``notes`` is a person's one note,
    said as the slot's, in the middle between ``rows_foot`` (the risk's bar's foot) and the
    fact (round 65, critic B64: at 1024×600 crammed under the bar), else in the slot under
    the first row left empty. Return the fact's row (its label's and its figure's rect; None:
    no fact), what the coach's bank card points at."""
    pad = theme.px(24, scale)
    width = rect.w - 2 * pad
    limit = (fact_row_top(scale, floor) - theme.px(6, scale) if fact is not None
             else rect.bottom - theme.px(12, scale))
    size, step, gap, lines = fit_slot(scale, limit - y, slot)
    label = None
    if fact is not None:  # under the slot, whatever the notes say (hF72: under the first
        # row when one note is said alone, a person's or the computer's, the same place for
        # both: critic B69 read the room kept for a second note as a dead band under "Risc")
        top = y + size // 2 if centred else y + step + gap + (lines - 1) * step + size // 2
        label = draw_fact(surface, rect, scale, fact, floor, top, air=step - size)
    placed = [(1, notes[0])] if centred and notes else list(enumerate(notes[:2]))
    for index, (text, colour) in placed:
        room = 1 if index == 0 else lines
        said = list(wrap_without_widow(text, size, width))
        if len(said) > room:
            said = [*said[:room - 1], ellipsize(" ".join(said[room - 1:]), size, width)]
        row = y if index == 0 else y + step + gap
        if centred and label is not None:  # air round it, even, over the fact
            row = ((y if rows_foot is None else rows_foot) + label.top) // 2
        parts = figure_row(text)
        if parts is not None and len(said) == 1:  # label left, figure right (hF81)
            figure = draw_text(surface, parts[1], size, colour, (rect.right - pad, row),
                               "midright", role="turn_note")
            draw_text(surface, parts[0], size, colour, (rect.x + pad, row), "midleft",
                      max_width=max(1, figure.x - rect.x - pad - theme.px(12, scale)),
                      role="turn_note")
            continue
        for part in said:
            draw_text(surface, part, size, colour, (rect.x + pad, row), "midleft",
                      max_width=width, role="turn_note")
            row += step
    return label
