"""Where the Yams table's coach cards look (read only): :func:`yams_moment` (the table's
moment as the coach reads it), what each mark points at and speaks of (:func:`yams_targets`)
and what a card keeps off (:func:`yams_avoid`): the dice, the voice's places, the buttons, the
sheet, the title lines and the Clasament, always; while a throw is left, the hold tray where
a kept die goes (the player's next click) unless nothing else is free. The countdown card's
pointer stops short of its row's left end, the row lit whole with its timer ring (hC30: a
pointer along the row to the ring struck through its label)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.coach import YamsMoment
from game.rules.yams import Box
from game.theme_coach import COACH_CONTROL_AIR
from game.views.coach_card import card_air
from game.views.coach_farkle import band, visible_buttons
from game.views.yams_notes import shown_note
from game.widgets.prompt_pill import prompt_size
from game.widgets.text import BOLD, text_size


def yams_moment(scene: Any) -> YamsMoment:
    """The Yams table's moment as the coach reads it."""
    game, flow = scene.game, scene.flow
    quiet = (flow.settled and not scene.tray.is_moving and flow.penta_time <= 0
             and flow.voice.banner is None and flow.flash is None
             and not flow.bonus_celebration.busy and not flow.win_celebration.busy
             and not flow.moment.busy  # the staged moments (a Penta, a bonus, the TOTAL)
             and flow.primary_box is None)  # a Penta's box is the next action: no "hold" tip
    return YamsMoment(person=not game.finished and not flow.computer_turn, quiet=quiet,
                      rolled=game.dice is not None, rolls_left=game.rolls_left,
                      any_held=any(game.held), picked=game.picked is not None,
                      countdown=flow.countdown is not None)


def yams_targets(scene: Any, mark: str) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """What a Yams mark may point at, best first, each with what else it must leave free."""
    game, sheet = scene.game, scene.sheet
    if mark == "yams.hold":  # the kept row a chosen die goes up to, from the prompt's
        # place over it (the prompt waits while the card says it: critic B67, the card lay
        # in the row's invitation lane); else a free die
        dice = scene.dice_in_play_rects()
        free = [dice[i] for i in range(len(dice)) if not game.held[i]]
        row = [(kept_row_rect(scene), [])] if scene.held_band.w > 0 else []
        return row + off_the_standings(scene, [(free[len(free) // 2], [])] if free else [])
    box = target_box(scene, mark)
    if box is None:
        return []
    sheet_rect = pygame.Rect(sheet.rect)
    boxes = [box]
    if mark == "yams.box":  # (round 71) any other row of the column this roll pays in,
        # the most first: the card explains the column's figures, never the prompt's line
        options = game.options()
        boxes += sorted((b for b in options if b != box and options[b] > 0),
                        key=lambda b: -options[b])
    rows = [sheet.cell_rect(game.current, b) for b in boxes]
    # the sheet is what the box's and the countdown's cards talk about: beside it, never
    # over any column of it (the countdown's row: the frame drains around its cell, its
    # seconds inside), never at the prompt line nor on the hold tray (:func:`yams_avoid`)
    found = [t for c in rows  # each row in turn, off the tray first (the best row first)
             for t in off_the_standings(scene, [(pygame.Rect(sheet.rect.x, c.y, sheet.rect.w,
                                                             c.h), [sheet_rect])])]
    if mark == "yams.box":  # no row reached: the card waits (critic, round 70: it pointed
        return found  # at the prompt and said it again)
    # where no clean way reaches the countdown's row (level with the dice or the
    # Clasament; a way into the sheet never crosses its row labels, hC22): its line over
    # the dice ("Înscriere automată la Doi")
    spare = lane_line(scene)
    return found + off_the_standings(scene, [(spare, [sheet_rect])]) if spare.w else found


def kept_row_rect(scene: Any) -> pygame.Rect:
    """The kept row's sockets, end to end, as tall as a die (the hold tray's band without
    its halo's margin): what the hold card points at from the prompt's place over it."""
    row = pygame.Rect(scene.held_band)
    side = min(row.h, int(scene.tray.die_size))
    return pygame.Rect(row.x, row.centery - side // 2, row.w, side)


def lane_line(scene: Any) -> pygame.Rect:
    """The line over the dice (the countdown's, else the prompt), as wide as its words (an
    empty rect when the table says none)."""
    countdown = scene.flow.countdown_line()
    if countdown is not None:  # the countdown's own line, at its one size and place
        w, h = text_size(countdown, prompt_size(scene.scale), BOLD)
        rect = pygame.Rect(0, 0, min(w, scene.left.w), h)
        rect.center = scene.countdown_rect().center
        return rect
    status = scene.status_text()[0]
    if not status:
        return pygame.Rect(0, 0, 0, 0)
    w, h = text_size(status, prompt_size(scene.scale), BOLD)  # the pill's headline (S10)
    rect = pygame.Rect(0, 0, min(w, scene.left.w), h)
    rect.center = scene.note_rect().center  # the prompt's pill
    return rect


def target_box(scene: Any, mark: str) -> Any:
    """The box the box's or the countdown's card points at: the countdown's own, else the
    box about to be chosen, else the one paying most now (None: none)."""
    game, flow = scene.game, scene.flow
    options = game.options() if game.dice is not None else {}
    box = flow.auto_box() if mark == "yams.countdown" else None
    if box is None and options:
        box = next((b for b in (game.picked, flow.hint_box) if b in options),
                   max(options, key=lambda b: options[b]))
    return box


def off_the_standings(scene: Any, targets: list[tuple[pygame.Rect, list[pygame.Rect]]]
                      ) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """``targets`` with the Clasament always kept free (a card never lies on the standings):
    while a throw is left, first off the hold tray too (where the player's next click sends
    a die), at every width (:meth:`game.views.coach.TableCoach._place` tries a narrower card
    before the next target), and only then on the tray's free part (the card closes on the
    click that sends a die there; the row's faint slots give the card their room)."""
    standings = scene.standings.rect(scene.game, scene.tr, scene.message_rects())
    kept = [pygame.Rect(standings)] if standings is not None else []
    found = [(t, [*own, *kept]) for t, own in targets]
    if scene.game.rolls_left > 0:  # the tray the player's next click fills
        tray = pygame.Rect(scene.held_band)
        found = [(t, [*own, tray]) for t, own in found] + found
    return found


def yams_avoid(scene: Any, mark: str = "") -> list[pygame.Rect]:
    """What every Yams card keeps off: the dice in play, the voice's places, the buttons, the
    sheet, the title lines, the prompt line, the advice, a note and the kept row's invitation
    lane (the Clasament and the hold tray: :func:`off_the_standings`); the ``mark``
    "yams.hold" may lie on the prompt line, which waits while it shows (a card in the
    table's one place says the prompt in its place: :mod:`game.views.coach_spot`; there
    the countdown's card may lie on the countdown's lines, which wait, critic B71)."""
    flow = scene.flow
    lines = getattr(scene, "_lines", {})
    left = scene.left
    air = scene.px(COACH_CONTROL_AIR) * 2  # ruling S5: 16 reference px off the dice
    avoid = [r.inflate(air, air) for r in scene.dice_in_play_rects()]
    avoid += scene.message_rects() + visible_buttons(scene)
    avoid.append(pygame.Rect(scene.sheet.rect))  # a card beside the sheet, never on it
    avoid += title_words(scene)  # (as wide as their words: S20 amended, round 77)
    for name, size in (("turn", theme.FONT_BODY), ("sub", theme.FONT_BODY)):
        if name in lines:
            avoid.append(band(scene, lines[name], left.x, left.w, size))
    if mark != "yams.hold":  # (its words say the prompt: the line waits, hC28)
        avoid.append(prompt_band(scene))
    lane = scene.hold_invite_lane()  # the kept row's invitation, said under its sockets:
    if lane.h > 0:  # never under a card (critic B67; ruling S5)
        avoid.append(lane)
    if flow.countdown_line() is not None:  # the countdown's words, at the lane's foot
        avoid.append(countdown_band(scene))
    if flow.hint_text:  # the "Sugestie" advice, in the prompt's place
        avoid.append(scene.prompt_place())
    if shown_note(scene) is not None:  # the Joker's, a sacrifice's warning: read, not covered
        avoid.append(scene.note_rect())
    return avoid  # the hold tray and the Clasament: :func:`off_the_standings`


def title_words(scene: Any) -> list[pygame.Rect]:
    """Where the title lines' words ("Yams", "Tura 1 din 13") are drawn: each centred on the
    left column at its line's height, as wide as its words."""
    if not scene._lines:
        return []
    rects = []  # (the words, sizes and places the table draws: S45 amended round 79)
    for words, px, weight, (x, y) in scene.header_words():
        w, _ = text_size(words, px, weight)
        h = px * 3 // 2  # (its line's band, as :func:`band` at the drawn size)
        rects.append(pygame.Rect(x - w // 2, y - h // 2, w, h))
    return rects


def countdown_band(scene: Any) -> pygame.Rect:
    """The countdown's line with the clear gap a card keeps off it (hC40: the card lay 1 px
    under it at 1366x768; round 65, critic B64: 8 px read tight)."""
    room = card_air(scene.scale)
    return lane_line(scene).inflate(2 * room, 2 * room)


def covers_held_band(scene: Any) -> bool:
    """True while a coach card lies on the Yams held row (only when nothing else is free: the
    row's faint die slots then give the card their room)."""
    coach = scene.coach
    card = coach.card
    if card is not None and coach.shown == "yams.hold" and coach.side == "above":
        return False  # (docked on the rack: the rack stays drawn under it, S20 amended)
    return card is not None and card.colliderect(scene.held_band)


def prompt_band(scene: Any) -> pygame.Rect:
    """The prompt line's band over the dice (an empty rect before the table is laid out)."""
    lines = getattr(scene, "_lines", {})
    if "status" not in lines:
        return pygame.Rect(0, 0, 0, 0)
    return band(scene, lines["status"], scene.left.x, scene.left.w, theme.FONT_SMALL)


def countdown_ring(scene: Any) -> pygame.Rect | None:
    """The countdown's badge on the box it will fill, where the table draws it (None: no
    countdown)."""
    return scene.countdown_ring_rect()


def column_boxes(scene: Any) -> pygame.Rect:
    """The player on turn's boxes on the sheet, Asuri to Penta: what the box card, which
    speaks of "coloana ta", lights whole (round 75, critic cA75)."""
    game, sheet = scene.game, scene.sheet
    boxes = list(Box)
    first, last = (sheet.cell_rect(game.current, box) for box in (boxes[0], boxes[-1]))
    return first.union(last)
