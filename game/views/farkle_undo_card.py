"""The bank's undo where it belongs (round 82, hF113, ruling S114 1.): on the banker's own
"Tura trecută" card in the ledger, which names the banker and the "+1 050" taken back, a quiet
"Anulează (Ctrl+Z)" at the card's foot, right (on its title's line where the card is short),
clickable, from the bank through the next person's turn at rest until their first throw (never
through the computer's turn: :meth:`game.flow.farkle_reading.FarkleReading.undo_offered`).
Never an outlined second action in the action row (S108 3.'s turn-passing card only, ~0.7 s,
was too short to notice a misclicked bank)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.button import blend
from game.widgets.farkle_last_turn import last_turn_card
from game.widgets.text import draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.views.farkle_views import Place

UNDO_LINK_INK = blend(theme.CREAM, theme.MUTED, 0.35)
"""The link's words: a quiet light ink, brighter than the card's muted title, never the red
of the one primary action nor a button's outline."""


def undo_link(place: Place, flow: FarkleFlow, card: pygame.Rect | None = None
              ) -> pygame.Rect | None:
    """Where "Anulează (Ctrl+Z)" stands on the last turn's card in the ledger at
    ``place.groups_rect`` (``card``: the card's rect when the ledger chose it), its hit
    area a little taller than its words; None while no bank can be taken back, or the card
    shown is not the banker's (a bust, another player's turn)."""
    if not flow.undo_offered():
        return None
    last = flow.last_turn_shown()
    if last is None or last.lost or last.player != flow.undo_banker():
        return None
    if flow.game.set_aside or flow.game.selected:
        return None
    if card is None:
        card = last_turn_card(place.groups_rect, place.scale)
    if card is None:
        return None
    small = theme.font_px(theme.FONT_SMALL, place.scale)
    inner = theme.px(theme.LAST_TURN_PAD, place.scale) + theme.px(4, place.scale)
    words = text_size(flow.tr("undo.button"), small)
    pad = theme.px(8, place.scale)
    told = line_height(small) + theme.px(6, place.scale) + line_height(
        theme.font_px(theme.FONT_BODY, place.scale))  # the card's title and name lines
    top = card.y + max(theme.px(theme.LAST_TURN_PAD, place.scale), (card.h - told) // 2)
    foot = card.bottom - inner - line_height(small)  # in the card's free foot, clear of its
    if foot - pad >= top + told + 2 * pad:  # name and figure, where the card has room
        top = foot
    return pygame.Rect(card.right - inner - words[0] - pad, top - pad, words[0] + 2 * pad,
                       line_height(small) + 2 * pad)


def draw_undo_link(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                   card: pygame.Rect | None = None) -> pygame.Rect | None:
    """Draw the card's "Anulează (Ctrl+Z)" (:func:`undo_link`), underlined, in the small
    type on the card's title line; returns its hit area, None when it is not offered."""
    link = undo_link(place, flow, card)
    if link is None:
        return None
    small = theme.font_px(theme.FONT_SMALL, place.scale)
    pad = theme.px(8, place.scale)
    said = draw_text(surface, flow.tr("undo.button"), small, UNDO_LINK_INK,
                     (link.right - pad, link.y + pad), "topright", role="ledger_undo")
    rule = max(1, theme.px(2, place.scale))
    pygame.draw.line(surface, UNDO_LINK_INK, (said.x, said.bottom + rule),
                     (said.right, said.bottom + rule), rule)
    layout_record.panel(surface, link, "ledger_undo_link")
    return link
