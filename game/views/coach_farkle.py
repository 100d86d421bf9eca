"""Where the 10 000 table's coach cards look (read only): :func:`farkle_moment` (the
table's moment as the coach reads it), what each mark points at and speaks of
(:func:`farkle_targets`), and what a card keeps off (:func:`farkle_avoid`).

No card lies over the mat or its "Selecție" line (what a set-aside die becomes). A card
that finds no free side beside its die or button takes the free middle of the turn's
ledger or the key-hint bar's room beside it: the bank's and hot dice' cards beside the
turn's total they speak of. The set-aside and refused dice' cards take the title's and the
prompt's place above their die (both yield the moment it shows)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.coach import FarkleMoment
from game.rules.farkle import selectable
from game.views.coach_card import CLEARANCE
from game.views.farkle_views import REFUSAL_GAP, refused_die, selection_label, story
from game.widgets.farkle_ledger import ledger_in_use
from game.widgets.farkle_panels import turn_value_row
from game.widgets.text import text_size


def visible_buttons(scene: Any) -> list[pygame.Rect]:
    """The rects of the table's shown widgets (its buttons)."""
    return [pygame.Rect(w.rect) for w in getattr(scene.focus, "widgets", [])
            if getattr(w, "visible", True) and getattr(w, "rect", None) is not None]


def band(scene: Any, y: int, x: int, w: int, size: float) -> pygame.Rect:
    """A line of text of ``size`` centred at height ``y``, ``w`` wide from ``x``."""
    h = scene.font_px(size) * 3 // 2
    return pygame.Rect(x, y - h // 2, w, h)


ABOVE_THE_DICE = ("farkle.set_aside", "farkle.refused")
"""The marks whose card may sit above the die it names, where the title and the prompt are
(they yield while it shows: :func:`covers_prompt`): the only free place beside a die, the
mat and its line under the row being what a set-aside die becomes."""


def prompt_rect(scene: Any) -> pygame.Rect:
    """The prompt line over the dice."""
    centre = scene.center
    return band(scene, centre.y + scene.px(30), centre.x, centre.w, theme.FONT_BODY)


def covers_prompt(scene: Any) -> bool:
    """True while a coach card lies on the prompt line (a card above the die it names): the
    prompt then yields its place rather than show cut under the card."""
    card = scene.coach.card
    return card is not None and card.colliderect(prompt_rect(scene))


def covers_undo(scene: Any) -> bool:
    """True while a coach card lies on the greyed "Anulează" (nothing to undo): its place
    under the buttons is the card's for the card's moment, then it is back."""
    card, undo = scene.coach.card, scene.undo_button
    return card is not None and not undo.enabled and card.colliderect(undo.rect)


def covers_title(scene: Any) -> bool:
    """True while a coach card lies on the title over the table ("10 000"): the title
    yields its place for the card's moment, as it does for an app notice."""
    card = scene.coach.card
    top = scene.center.y - scene.px(120)
    return card is not None and card.colliderect(
        pygame.Rect(scene.center.x, top, scene.center.w, scene.center.y - top))


def ledger_parts(scene: Any) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The turn's ledger's head (its title and rows: the dice set aside) and foot (its
    running total); None: no ledger."""
    if scene.groups_rect.w <= 0:
        return None
    return ledger_in_use(scene.groups_rect, scene.scale, story(scene.flow, scene.tr)[0])


def farkle_targets(scene: Any, mark: str, refused: int | None = None
                   ) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """What ``mark``'s card may point at, the best first, each with what it speaks of (kept
    free under the card): the die, button or row it names; then, for the set-aside card,
    the ledger's head (where the dice set aside are listed); for the bank's and hot dice'
    cards, the ledger's total (the turn's points they speak of), and for hot dice first the
    Tura panel's risk row (the risk of losing them); for the risk card, "Aruncă" after its
    row (where the Tura panel's foot is too short for it)."""
    own = [selection_line_rect(scene), pygame.Rect(scene.mat)]
    first = farkle_target(scene, mark, refused)
    targets = [(first, own)] if first is not None else []
    ledger = ledger_parts(scene)
    if ledger is not None and first is not None and mark == "farkle.set_aside":
        targets.append((ledger[0], own))
    if mark == "farkle.risk" and first is not None and first != scene.roll_button.rect:
        targets.append((pygame.Rect(scene.roll_button.rect), own))  # the next throw's risk
    if mark == "farkle.hot" and scene.turn_rect.w > 0:  # the risk of losing them
        targets.append((turn_value_row(scene.turn_rect, scene.scale, 1), own))
    if ledger is not None and mark in ("farkle.bank", "farkle.hot"):
        targets.append((ledger[1], own))
    return targets


def farkle_moment(scene: Any) -> FarkleMoment:
    """The 10 000 table's moment as the coach reads it."""
    game, flow = scene.game, scene.flow
    quiet = (not flow.in_the_air and flow.hold <= 0 and not scene.tray.is_moving
             and not flow.moment.busy and flow.voice.banner is None and flow.flight is None
             and flow.frozen is None)
    roll = game.roll_dice
    live = flow.live()
    scoring = live and roll is not None and bool(set(selectable(roll)) - set(game.selected))
    refusal = flow.voice.refusal
    return FarkleMoment(
        person=not game.finished and not flow.computer_turn, quiet=quiet, live=live,
        scoring_die=scoring, selected=bool(game.selected) and game.selection_valid,
        can_bank=game.can_bank, hot=game.hot_dice_pending,
        refused=refusal is not None and refusal.key == "error.farkle.die_refused")


def die_rect(scene: Any, index: int) -> pygame.Rect | None:
    """The ``index``-th die's rect as the table hits it (None: no such die)."""
    rects = scene.hit_targets()
    return rects[index] if 0 <= index < len(rects) else None


def farkle_target(scene: Any, mark: str, refused: int | None = None) -> pygame.Rect | None:
    """What a 10 000 mark points at (``refused``: the die the last refusal was about)."""
    game = scene.game
    if mark == "farkle.set_aside" and game.roll_dice is not None:
        free = sorted(set(selectable(game.roll_dice)) - set(game.selected))
        return die_rect(scene, free[0]) if free else None
    if mark == "farkle.refused":
        return die_rect(scene, refused) if refused is not None else None
    if mark == "farkle.bank":
        return pygame.Rect(scene.bank_button.rect)
    if mark == "farkle.risk" and scene.turn_rect.w > 0:  # the Tura panel's risk row it names
        return turn_value_row(scene.turn_rect, scene.scale, 1)
    return pygame.Rect(scene.roll_button.rect)  # the risk, hot dice: the next throw



def selection_line_rect(scene: Any) -> pygame.Rect:
    """The line over the 10 000 mat ("Selecție: …", as long as its words): what the marks
    speak of, kept free."""
    centre = scene.center
    full = band(scene, scene.mat.y - scene.px(24), centre.x, centre.w, theme.FONT_SMALL)
    words = text_size(selection_label(scene.flow, scene.tr)[0],
                      scene.font_px(theme.FONT_SMALL))[0]
    right = scene.mat.x + scene.px(20) + words + scene.px(24)
    return pygame.Rect(full.x, full.y, max(0, min(full.right, right) - full.x), full.h)


def farkle_avoid(scene: Any, mark: str = "") -> list[pygame.Rect]:
    """The table's places a ``mark``'s card keeps off: the dice, the buttons, the side
    panels' words, the prompt (but for the refused die's card, which takes the prompt's
    place above its die: the prompt yields, :func:`covers_prompt`), the voice's places."""
    flow = scene.flow
    centre = scene.center
    clear = scene.px(CLEARANCE) * 2
    avoid = [r.inflate(clear, clear) for r in scene.hit_targets()]
    avoid += [r.inflate(clear, clear) for r in scene.dice_in_play_rects()]
    undo = scene.undo_button  # greyed, its place yields to a card (it has nothing to do)
    avoid += [r for r in visible_buttons(scene) if undo.enabled or r != undo.rect]
    avoid += [scene.players_rect, scene.turn_rect]
    if scene.guide_rect.w > 0:  # the scoring guide stays readable
        avoid.append(pygame.Rect(scene.guide_rect))
    if mark not in ABOVE_THE_DICE:  # the prompt over the dice
        avoid.append(prompt_rect(scene))
    if flow.line_message() is not None or flow.hint_advice is not None:
        top = scene._line_top()
        avoid.append(pygame.Rect(centre.x, top - scene.px(24), centre.w, scene.px(110)))
    if scene.groups_rect.w > 0:  # the ledger's title, rows and total stay read
        avoid += list(ledger_in_use(scene.groups_rect, scene.scale, story(flow, scene.tr)[0]))

    die = refused_die(flow, scene.hit_targets())
    if die is not None and mark != "farkle.refused":  # a refused die's reason, on its pill
        # just under it (the refused die's own card says it instead)
        avoid.append(pygame.Rect(centre.x, die.bottom, centre.w,
                                 scene.px(REFUSAL_GAP) + 2 * scene.font_px(theme.FONT_SMALL)))
    if flow.big_announcement() is not None:  # the big banner: over the dice row and the mat
        avoid.append(pygame.Rect(centre.x, centre.y, centre.w, scene.mat.bottom - centre.y))
    return avoid
