"""An empty board beside a board of scores (round 74, hS29; critic: "the board of the other
game shows hollow medals, empty podium outlines that look broken"): no podium and no ghost
places, one inviting card filling the board's room under its name: the game's dice on its
felt, "Încă nicio partidă de 10 000", what the first score gets, and (when the screen's red
button offers the other game) its own plain "Joacă …" (ruling S4 amended round 74).

:func:`plan_board_card` works out where the card's parts stand; :func:`draw_board_card`
draws it (its button is drawn with the screen's widgets)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.scenes.scores_welcome import ACCENT, draw_dice
from game.widgets.button import blend
from game.widgets.card_art import felt_patch
from game.widgets.text import STAMP, draw_text, fit_size, line_height

BOARD_DICE = {"yams": ((5, -10.0), (5, 4.0), (5, 12.0)),
              "farkle": ((1, -10.0), (5, 4.0), (1, 12.0))}
"""The card's dice (value, angle), three apart: Yams's fives, 10 000's scoring ones and five."""
DICE_SHARE = 0.3
"""The dice row's height over the card's (at most :data:`DICE_MOST` reference pixels)."""
DICE_MOST = 150
"""The dice row's height at most (reference pixels)."""
GAP_SHARE = 0.05
"""The air between the card's parts over its height (at least :data:`GAP_LEAST` px)."""
GAP_LEAST = 8
"""The least air between the card's parts (reference pixels)."""


@dataclass(frozen=True)
class BoardCardPlan:
    """Where an empty board's card stands and its parts: the dice row, the title's line,
    the line under it and the button's place (None: no button shown)."""

    card: pygame.Rect
    dice: pygame.Rect
    title: pygame.Rect
    line: pygame.Rect
    button: pygame.Rect | None


def plan_board_card(room: pygame.Rect, scale: float, title_px: int, line_px: int,
                    button: tuple[int, int] | None) -> BoardCardPlan:
    """Lay the card out over the whole ``room`` (the board under its name): its dice, title,
    line and (``button``: its width and height) button stacked and centred in it, the felt
    between them shared."""
    gap = max(theme.px(GAP_LEAST, scale), round(room.h * GAP_SHARE))
    title_h, line_h = line_height(title_px, STAMP), line_height(line_px)
    button_h = 0 if button is None else min(button[1], room.h // 5)
    words = title_h + line_h + (gap + button_h if button is not None else 0)
    dice_h = max(0, min(theme.px(DICE_MOST, scale), round(room.h * DICE_SHARE),
                        room.h - words - 4 * gap))
    whole = dice_h + gap + words
    top = room.centery - whole // 2
    inner_w = room.w - 4 * gap
    dice = pygame.Rect(room.x + 2 * gap, top, inner_w, dice_h)
    title = pygame.Rect(room.x + 2 * gap, dice.bottom + gap, inner_w, title_h)
    line = pygame.Rect(room.x + 2 * gap, title.bottom, inner_w, line_h)
    slot = None
    if button is not None:
        slot = pygame.Rect(0, 0, min(button[0], inner_w), button_h)
        slot.midtop = (room.centerx, line.bottom + gap)
    return BoardCardPlan(room.copy(), dice, title, line, slot)


def draw_board_card(surface: pygame.Surface, plan: BoardCardPlan, kind: str, title: str,
                    line: str, sizes: tuple[int, int], scale: float
                    ) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The empty board's card of :func:`plan_board_card`: a patch of felt in the game's
    colour, its dice, its title in gold and its line (``sizes``: the title's and the line's
    type at most); return the title's box and the dice's rectangles."""
    accent = ACCENT[kind]
    radius = theme.px(16, scale)
    surface.blit(felt_patch(plan.card.size, accent, radius), plan.card)
    pygame.draw.rect(surface, blend(theme.PANEL_BORDER, accent, 0.7), plan.card,
                     max(2, theme.px(3, scale)), border_radius=radius)
    dice = draw_dice(surface, plan.dice, BOARD_DICE[kind]) if plan.dice.h > 0 else []
    title_px = fit_size(title, sizes[0], plan.title.w, STAMP)
    box = draw_text(surface, title, title_px, theme.GOLD, plan.title.center, weight=STAMP,
                    shadow=True)
    line_px = fit_size(line, sizes[1], plan.line.w)
    draw_text(surface, line, line_px, theme.CREAM, plan.line.center)
    return box, dice
