"""Where the 10 000 table's coach cards look (read only): :func:`farkle_moment` (the table's
moment as the coach reads it), what each mark points at and speaks of
(:func:`farkle_targets`), and what a card keeps off (:func:`farkle_avoid`).

No card ever lies over a button, lit or greyed (ruling S5, which reverses round 64's greyed
"Anulează" under the bank's card), nor within 16 reference px of one or of a die, the dice
row, the "Selecție" line, the players' rows (:func:`keep_out`, which
the layout check reads too), the title, the prompt line, nor any side panel: every card
stands on empty felt (hC31, critic C30: a low card of one row; hC28 had the dice' and the
risk cards over the prompt and the title, the bank's in the ledger). The set-aside and
refused dice' cards sit right under their die, over the "Selecție" line (round 50, critic
B41: at 1024x600 they stood in the ledger; the table keeps that felt tall enough for them at
every size: :func:`game.views.coach_reads.felt_card_band`); the risk card under
the dice row, a leader up to the risk meter's foot (ruling S5: over the row it lay 4 px off
the dice at 1024x600; hC27: never at "Aruncă"); the hot dice' card there too, at the risk
meter its words give (round 72: it pointed at a die on the mat); the bank's card in the
strip, a short straight pointer to the Tura panel's "Scor" its words name (round
72, ruling S5: round 71's way round the mat to "Încasează" read as a second frame)"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import theme
from game.coach_marks import METER_MARKS
from game.flow.coach import FarkleMoment
from game.flow.farkle_hot_back import into_cup, six_due
from game.rules.farkle import selectable
from game.theme_coach import (
    COACH_CARD_MARGIN,
    COACH_CONTROL_AIR,
    COACH_DIE_AIR_LEAST,
    COACH_DIE_DRAWN_OUT,
)
from game.views.coach_card import CLEARANCE, POINTER, WORD_CLEAR, card_margin
from game.views.farkle_cup import cue_shown, cup_place
from game.views.farkle_refusal import REFUSAL_GAP, refused_die
from game.views.farkle_views import draw_turn_panel, note_alone, selection_label, story
from game.views.stage_pictures import said_by_stage
from game.widgets.farkle_ledger import ledger_in_use, ledger_title
from game.widgets.farkle_panels import turn_foot_height, turn_value_row
from game.widgets.felt import felt_area
from game.widgets.text import text_size, wrap


def visible_buttons(scene: Any) -> list[pygame.Rect]:
    """The rects of the table's shown widgets (its buttons), lit or greyed (ruling S5: no
    card over a button, live or disabled; round 64 let one lie over a greyed one)."""
    return [pygame.Rect(w.rect) for w in getattr(scene.focus, "widgets", [])
            if getattr(w, "visible", True) and getattr(w, "rect", None) is not None]


def band(scene: Any, y: int, x: int, w: int, size: float) -> pygame.Rect:
    """A line of text of ``size`` centred at height ``y``, ``w`` wide from ``x``."""
    h = scene.font_px(size) * 3 // 2
    return pygame.Rect(x, y - h // 2, w, h)


def prompt_rect(scene: Any) -> pygame.Rect:
    """The prompt line over the dice: as tall as its words' line (hC31: the band between it
    and the dice holds a low card), across the middle column."""
    centre = scene.center
    high = text_size("Ăg", scene.font_px(theme.FONT_BODY))[1] + 2 * scene.px(2)
    return pygame.Rect(centre.x, centre.y + scene.px(30) - high // 2, centre.w, high)


def title_rect(scene: Any) -> pygame.Rect:
    """The title over the table ("10 000") and the room above the prompt it stands in."""
    top = scene.center.y - scene.px(120)
    return pygame.Rect(scene.center.x, top, scene.center.w, scene.center.y - top)


def title_words(scene: Any) -> pygame.Rect:
    """The title's words over the table ("10 000"), where the table draws them."""
    felt = felt_area(scene.size)
    w, h = text_size(scene.heading(), scene.font_px(theme.FONT_HEADING))
    return pygame.Rect(felt.centerx - w // 2, felt.y + scene.px(30) + scene.px(36) - h // 2,
                       w, h)


def row_rect(scene: Any) -> pygame.Rect:
    """The dice row: its six slots, each a die or an empty outline, side to side."""
    side = scene.die_side
    width = 6 * side + 5 * scene.die_gap
    return pygame.Rect(scene.center.centerx - width // 2, round(scene.row_y) - side // 2,
                       width, side)


def strip_gap(scene: Any) -> int:
    """The felt (window pixels) between the dice row's squares and a card in the strip under
    it: a pointer's gap, and never under 16 px (:data:`COACH_DIE_AIR_LEAST`, or 16 reference
    px scaled over it) beyond the dice as drawn, their shadow and ring (round 71)."""
    drawn = math.ceil(COACH_DIE_DRAWN_OUT * scene.die_side)
    return max(scene.px(POINTER + CLEARANCE),
               drawn + max(COACH_DIE_AIR_LEAST, scene.px(COACH_CONTROL_AIR)))


def turn_head(scene: Any) -> pygame.Rect:
    """The Tura panel's rows down to its risk bar (its foot under them may hold a card)."""
    rect = scene.turn_rect
    risk = turn_value_row(rect, scene.scale, 1)
    return pygame.Rect(rect.x, rect.y, rect.w, risk.bottom + scene.px(14) - rect.y)


def risk_meter_rect(scene: Any) -> pygame.Rect:
    """The Tura panel's "Risc" meter: its row (label and figure) and its bar under it, what
    the risk card explains and points at (hC19)."""
    rect = scene.turn_rect
    row = turn_value_row(rect, scale := scene.scale, 1)
    bar_bottom = row.centery + theme.px(52 - 22, scale) + max(3, theme.px(8, scale))
    return pygame.Rect(row.x, row.y, row.w, bar_bottom + theme.px(4, scale) - row.y)


def turn_note_rects(scene: Any) -> list[pygame.Rect]:
    """The Tura panel's notes under its rows, as wide as their words ("Fără punctaj minim la
    încasare"): live words the risk card's pointer runs beside, never across (hC27)."""
    rect, scale = scene.turn_rect, scene.scale
    lines, notes = scene.turn_panel()[:2]
    pad, small = theme.px(24, scale), theme.font_px(theme.FONT_SMALL, scale)
    y = rect.y + pad + small + theme.px(34, scale) + theme.px(58, scale) + theme.px(6, scale)
    y += sum(theme.px(52, scale) + (theme.px(8, scale) if line.bar is not None else 0)
             for line in lines)
    step, found = small + theme.px(8, scale), []
    if note_alone(scene.flow, notes):  # a person's one note: in the slot, the first row
        found.append(pygame.Rect(rect.x + pad, y - step // 2, 0, step))  # left empty
        y += theme.px(44, scale)
    for text, _ in notes:
        for part in wrap(text, small, rect.w - 2 * pad):
            width = min(text_size(part, small)[0], rect.w - 2 * pad)
            found.append(pygame.Rect(rect.x + pad, y - step // 2, width, step))
            y += step
        y += theme.px(44, scale) - step
    return [r for r in found if r.bottom <= rect.bottom]


def turn_foot_rect(scene: Any) -> pygame.Rect:
    """The Tura panel's foot: its rule and its "Lider" row (live content a card keeps off)."""
    rect = scene.turn_rect
    top = rect.bottom - turn_foot_height(scene.scale) - scene.px(4)
    return pygame.Rect(rect.x, top, rect.w, rect.bottom - top)


def keep_out(scene: Any) -> dict[str, pygame.Rect]:
    """What no 10 000 coach card ever lies over, by name: the title, the prompt, the dice
    row, the "Selecție" line, the players' rows and every live button (round 64: a disabled
    one, the greyed "Anulează", may lie under a card); the layout check reads them. The
    title and the prompt stay said under every card
    (hC31: the set-aside, refused and risk cards lay on them). The same for every card
    since round 50 (critic B41: the hot dice' card, hC30's one allowed over the dice row's
    empty slots, hid them; it stands over the mat now)."""
    found = {"title": title_rect(scene), "prompt": prompt_rect(scene), "row": row_rect(scene),
             "selection": selection_line_rect(scene), "players": pygame.Rect(scene.players_rect)}
    for name in ("roll_button", "bank_button", "hint_button", "undo_button"):
        button = getattr(scene, name, None)
        if button is not None and getattr(button, "rect", None) is not None \
                and getattr(button, "visible", True):  # lit or greyed (ruling S5)
            found[name] = pygame.Rect(button.rect)
    if cue_shown(scene):  # the cup while it stands (ruling S40, round 77, critic cB77: the
        # hot dice' card sat on its base, the six dice going back into it); the row's slots
        # wait unseen round it then (S26 amended round 77): felt a card may stand on, beside
        # the cup (ruling S46)
        found["cup"] = cup_place(scene)
        del found["row"]
    return found


ROW_AIR = COACH_CARD_MARGIN
"""Reference pixels of felt every 10 000 coach card keeps from the dice row (round 66,
critic B65: the risk card's foot lay a few pixels over the dice; round 70, critic B69: 15,
"squeezed between the dice and 'Selecție'")."""

PANEL_AIR = 8
"""The least window pixels between a card on the felt and a side panel's edge at any size
(critic B50: 4 px at 1024x600 read as cramped)."""


BY_THE_LEDGER = ("farkle.set_aside", "farkle.refused")
"""The marks that point at a die: off the mat (the tray where the clicked die lands), their
card sits right under the die over the "Selecție" line (round 50; hC31 had it above, hC28
over it); else (no window since round 50 leaves it no room there) in the
empty ledger beside the row (its words "the dice you set aside appear
here" give the card their room while it shows: :func:`ledger_words_covered`) or in the
Tura panel's free foot, a leader to the die, or bent round the mat to it; never on the
mat, but a refused die's where no side panel's card reaches it (it never lands there: on the
empty tray under it, hC25)."""


ROOM_OF_THE_BOX = BY_THE_LEDGER
"""The marks whose card may take the empty ledger's box (not drawn while the card lies on
it): the dice' cards (the bank's speaks of the turn's story there: it keeps off, hC19)."""


def ledger_box_region(scene: Any) -> pygame.Rect:
    """The ledger's title and what it holds under it ("Puse deoparte": the dice set aside,
    or the empty box where they will land): the turn's story the bank's card speaks of,
    never under that card."""
    head = ledger_parts(scene)
    if head is None:
        return pygame.Rect(0, 0, 0, 0)
    return pygame.Rect(head[0])


def ledger_words_covered(scene: Any, card: pygame.Rect | None) -> bool:
    """True when ``card`` lies on the empty ledger's words (they are not drawn then: the
    card says more)."""
    parts = ledger_parts(scene)
    if card is None or parts is None or story(scene.flow, scene.tr)[0]:
        return False
    head, title = parts[0], ledger_title(scene.groups_rect, scene.scale)
    return card.colliderect(pygame.Rect(head.x, title.bottom, head.w, head.bottom - title.bottom))


def ledger_parts(scene: Any) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The turn's ledger's head (its title and rows: the dice set aside) and foot (its
    running total); None: no ledger."""
    if scene.groups_rect.w <= 0:
        return None
    return ledger_in_use(scene.groups_rect, scene.scale, story(scene.flow, scene.tr)[0])


def farkle_targets(scene: Any, mark: str, refused: int | None = None
                   ) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """What ``mark``'s card may point at, the best first, each with what it speaks of (kept free
    under the card, the mat always): the die, button or row it names; then, for the
    set-aside card, every other die it may set aside; for the bank's and hot dice' cards,
    the ledger's total (the turn's points they speak of); the risk card points at the Tura
    panel's risk meter it explains from outside the panel, the rows' words above it, its
    notes and foot under it and the scoring guide kept free (hC28; hC27: never at
    "Aruncă"). A die's card is never on the mat: where no straight leader reaches its die,
    its pointer bends round the mat (:mod:`game.views.coach_bend`)."""
    own = [selection_line_rect(scene), pygame.Rect(scene.mat)]  # never on the tray
    if mark == "farkle.hot" and cue_shown(scene):  # but the hot dice' card, the six in
        own = own[:1]  # the cup over an empty tray until the throw it explains (S40)
    first = farkle_target(scene, mark, refused)
    targets = [(first, own)] if first is not None else []
    roll = scene.game.roll_dice
    if first is not None and mark == "farkle.set_aside" and roll is not None:
        # any other die it may set aside (none once the dice have left: after a bank)
        free = settable(roll, set(scene.game.selected))
        targets += [(die, own) for die in (die_rect(scene, i) for i in free[1:])
                    if die is not None]
    if mark in METER_MARKS:  # the meter it explains (never
        # "Aruncă": hC27), from the middle column under the dice row (ruling S5: over it no
        # card is 16 px off the dice at 1024x600), a leader to the meter's foot: the
        # panel's rows above it (their words), its notes, its foot and the scoring guide
        # stay read (hC28); the hot dice' card too (round 72, critics D71, E71, G71: its
        # words give the risk of the six dice while it pointed at a die on the mat)
        if scene.turn_rect.w <= 0:
            return []
        meter, turn, pad = risk_meter_rect(scene), scene.turn_rect, scene.px(24)
        above = pygame.Rect(turn.x + pad, turn.y, turn.w - pad, meter.y - turn.y)
        below = pygame.Rect(turn.x, meter.bottom, turn.w, turn.bottom - meter.bottom)
        below.y += 2 * scene.px(CLEARANCE)  # (a leader's tip stops just under the meter)
        below.h -= 2 * scene.px(CLEARANCE)
        targets = [(meter, [*own, above, below, pygame.Rect(scene.guide_rect)])]
    if mark == "farkle.bank":  # round 72 (critics D71, E71, G71: its pointer went round
        # the whole mat to "Încasează", a second frame; its words pointed at a button): at
        # what its words name, the Tura panel's "Scor" (its gold bar: what banking adds),
        # a short straight pointer
        fact = fact_row_rect(scene) if scene.game.selected else None  # (dice set aside)
        story_box = ledger_box_region(scene)  # (the turn's points it speaks of, kept read)
        own = [*own, story_box] if story_box.w > 0 else own
        return [(fact, own)] if fact is not None else []
    return targets


def fact_row_rect(scene: Any) -> pygame.Rect | None:
    """Where the Tura panel's fact ("Scor  1 000", its gold bar what banking adds to the
    player's total) stands, its label and figure, as the table draws it (the panel drawn on a
    scratch surface, read where it says it); None: no fact, no panel."""
    if scene.turn_rect.w <= 0:
        return None
    said = draw_turn_panel(_SCRATCH, scene, scene.flow, scene.turn_panel(),
                           visible=scene.outcome_visible())
    return None if said is None else pygame.Rect(said)


_SCRATCH = pygame.Surface((1, 1))
"""A pixel to draw the Tura panel on while its fact's place is read (nothing is seen)."""


def settable(roll: tuple[int, ...], selected: set[int] | frozenset[int]) -> list[int]:
    """The positions of ``roll`` not in ``selected`` that may be set aside now: those that
    score among the dice left (a 6 that only scored with a 6 already set aside does not)."""
    left = [i for i in range(len(roll)) if i not in selected]
    ok = selectable(tuple(roll[i] for i in left))
    return [i for k, i in enumerate(left) if k in ok]


def farkle_moment(scene: Any) -> FarkleMoment:
    """The 10 000 table's moment as the coach reads it."""
    game, flow = scene.game, scene.flow
    quiet = (not flow.in_the_air and flow.hold <= 0 and not scene.tray.is_moving
             and not flow.moment.busy and flow.voice.banner is None and flow.flight is None
             and flow.frozen is None
             and not (six_due(flow) and into_cup(flow) < 1.0))  # (S40: the hot dice' six
    # go into the cup before its card comes; it came on the mat, then jumped off the cup)
    roll = game.roll_dice
    live = flow.live()
    scoring = live and roll is not None and bool(settable(roll, set(game.selected)))
    refusal = flow.voice.refusal
    return FarkleMoment(
        person=not game.finished and not flow.computer_turn, quiet=quiet, live=live,
        scoring_die=scoring, selected=bool(game.selected) and game.selection_valid,
        can_bank=game.can_bank, hot=game.hot_dice_pending,
        refused=refusal is not None and refusal.key == "error.farkle.die_refused",
        set_aside=bool(game.selected))


def die_rect(scene: Any, index: int) -> pygame.Rect | None:
    """The ``index``-th die's rect as the table hits it (None: no such die)."""
    rects = scene.hit_targets()
    return rects[index] if 0 <= index < len(rects) else None


def farkle_target(scene: Any, mark: str, refused: int | None = None) -> pygame.Rect | None:
    """What a 10 000 mark points at (``refused``: the die the last refusal was about)."""
    game = scene.game
    if mark == "farkle.set_aside" and game.roll_dice is not None:
        free = settable(game.roll_dice, set(game.selected))
        return die_rect(scene, free[0]) if free else None
    if mark == "farkle.refused":
        return die_rect(scene, refused) if refused is not None else None
    if mark == "farkle.bank":
        return pygame.Rect(scene.bank_button.rect)
    return pygame.Rect(scene.roll_button.rect)  # the risk, hot dice: the next throw



def selection_line_high(scene: Any) -> int:
    """The height of the "Selecție: …" line's band over the mat: its words' line (hC31) and
    a little air over and under it."""
    return text_size("Ăg", scene.font_px(theme.FONT_SMALL))[1] + 2 * scene.px(2)


def selection_line_top(scene: Any) -> int:
    """The top of the "Selecție: …" line's band over the mat: where the felt the coach cards
    and the dice row share ends (the one place both the layout and the cards read it)."""
    return scene.mat.y - scene.px(24) - selection_line_high(scene) // 2


def selection_line_rect(scene: Any) -> pygame.Rect:
    """The line over the 10 000 mat ("Selecție: …", as long as its words): what the marks
    speak of, kept free."""
    centre = scene.center
    font = scene.font_px(theme.FONT_SMALL)
    full = pygame.Rect(centre.x, selection_line_top(scene), centre.w, selection_line_high(scene))
    words = text_size(selection_label(scene.flow, scene.tr)[0], font)[0]
    left = max(full.x, scene.mat.x + scene.px(20) - scene.px(CLEARANCE))  # from its words
    right = scene.mat.x + scene.px(20) + words + scene.px(24)
    return pygame.Rect(left, full.y, max(0, min(full.right, right) - left), full.h)


def selection_kept_clear(scene: Any, words: pygame.Rect) -> pygame.Rect:
    """The "Selecție" line's words (``words``) with a clear gap round them (hC32, critic B31:
    the bank card sat 3 px over them), where the felt between the dice row and that line
    holds a low card and that gap (at 1024x600 it does not: the words' own rect then)."""
    gap = card_margin(scene.scale)  # hC41: at 1024x600 too (critic B40: the cards lay 2-3 px
    # off the label; where no card has that room, they go elsewhere; round 65: the card's air)
    return words.inflate(2 * gap, 2 * gap)


def farkle_avoid(scene: Any, mark: str = "") -> list[pygame.Rect]:
    """The table's places a ``mark``'s card keeps off: the dice and their row, every button,
    the title, the prompt, the side panels' words (:func:`keep_out`), the voice's places."""
    flow = scene.flow
    centre = scene.center
    clear = scene.px(COACH_CONTROL_AIR) * 2  # ruling S5: 16 reference px off every die
    avoid = [r.inflate(clear, clear) for r in scene.hit_targets()]
    avoid += [r.inflate(clear, clear) for r in scene.dice_in_play_rects()]
    if mark not in METER_MARKS:  # (round 66, critic B65: a card hugged the dice row; the
        # risk's stands level with its row in the Tura panel, where the room holds it)
        air = max(scene.px(ROW_AIR), strip_gap(scene))  # (round 71: off the dice as drawn)
        avoid.append(row_rect(scene).inflate(0, 2 * air))
    margin = scene.px(COACH_CONTROL_AIR)  # a card never lies near a button (ruling S5)
    avoid += [r.inflate(2 * margin, 2 * margin) for r in visible_buttons(scene)]  # (hK69)
    kept = keep_out(scene)
    # the live buttons, the title, the prompt, the dice row; while the cup stands on that
    # row, holding the dice, the cup and felt round it as round a die, the rest of the row
    # empty felt a card may stand on beside it (ruling S40, round 77, critic cB77)
    avoid += [r for k, r in kept.items() if not (k == "row" and "cup" in kept)]
    if "cup" in kept:
        avoid.append(kept["cup"].inflate(clear, clear))
    avoid.append(selection_kept_clear(scene, kept["selection"]))  # its words clear (hC32)
    avoid += [kept[k].inflate(2 * WORD_CLEAR, 2 * WORD_CLEAR) for k in ("title", "prompt")]
    if scene.turn_rect.w > 0:  # the Tura panel's rows (its free room may hold a card; the
        # risk card's targets keep their words, its leader comes in by the panel's rim)
        if mark not in METER_MARKS:
            avoid.append(turn_head(scene))
        if getattr(scene, "turn_foot", False) and flow.says_leader():  # and its foot: the
            # rule and "Lider" (hC28: never under a card, the risk's nor a die's)
            avoid.append(turn_foot_rect(scene))
    # every card on empty felt (hC31): never on a side panel (its words, its rows); a die's
    # card in the empty ledger's middle, its title and total kept (hC41: at 1024x600 no
    # room is left it on the felt between the prompt, the dice and "Selecție")
    empty = mark == "farkle.bank" or (mark in ROOM_OF_THE_BOX and scene.groups_rect.w > 0
                                      and not story(flow, scene.tr)[0]
                                      and not scene.game.selected)
    # (round 50: a clear gap off their borders, never flush; hF51, critic B50: at 1024x600
    # that was 4 px, "cramped": never under PANEL_AIR window pixels)
    rim = max(PANEL_AIR, scene.px(CLEARANCE))
    avoid += [pygame.Rect(r).inflate(2 * rim, 2 * rim) for r in (
        scene.players_rect, scene.groups_rect, scene.turn_rect, scene.guide_rect) if r.w > 0
              and not (empty and r is scene.groups_rect)
              and not (mark in METER_MARKS and r is scene.turn_rect)]  # (its own: the
    # panel's rows above and under the meter; a leader from under the dice row reaches it)
    if flow.line_message() is not None or flow.hint_advice is not None:
        top = scene._line_top()
        avoid.append(pygame.Rect(centre.x, top - scene.px(24), centre.w, scene.px(110)))
    if scene.groups_rect.w > 0:  # the ledger's title, rows and total stay read
        rows = story(flow, scene.tr)[0]
        head, foot = ledger_in_use(scene.groups_rect, scene.scale, rows)
        if mark in ROOM_OF_THE_BOX and not rows:  # the empty box gives the card its room (it
            # is not drawn while the card lies on it: the card says more)
            head = ledger_title(scene.groups_rect, scene.scale)  # its title as long as it is
            words = text_size(scene.tr("farkle.set_aside"), scene.font_px(theme.FONT_SMALL))[0]
            head.w = min(head.w, scene.px(24) + words + scene.px(CLEARANCE))
        avoid += [head, foot]

    die = refused_die(flow, scene.hit_targets())
    if die is not None and mark != "farkle.refused":  # a refused die's reason, on its pill
        # just under it (the refused die's own card says it instead)
        avoid.append(pygame.Rect(centre.x, die.bottom, centre.w,
                                 scene.px(REFUSAL_GAP) + 2 * scene.font_px(theme.FONT_SMALL)))
    if flow.big_announcement() is not None and not said_by_stage(scene):  # the big banner
        # over the dice row and the mat (round 72: not once its stage said it, as the hot
        # dice' did: the hot card, at the risk meter, no longer waits for it to go)
        avoid.append(pygame.Rect(centre.x, centre.y, centre.w, scene.mat.bottom - centre.y))
    return avoid
