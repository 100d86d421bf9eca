"""The coach marks at a table: where the card goes, how it looks, what a click does.

:class:`TableCoach` is the one object a table holds: it reads the table's state
(:func:`yams_moment` / :func:`farkle_moment`), asks :mod:`game.flow.coach` which mark is
due, finds the card a free place (:mod:`game.views.coach_beside` first for the hot dice' and
the countdown's cards, S46; else :func:`game.views.coach_place.place_card`: beside what it
points at, never over a die in play, the voice's places, a button, the prompt, the Yams
sheet or the 10 000 selection's line it speaks of, nor the Yams Clasament; every 10 000
card on empty felt (hC31): a die's card above its die, under the prompt line, the risk card
beside the dice row, the bank's and the hot dice' over the mat, never on the prompt, the
title, the tray or a side panel; else the nearest place from which a short straight leader
crosses nothing; else the mark waits),
keeps that place while the card shows, draws it (:mod:`game.views.coach_card`: a low, wide
light card of one row on a soft shadow, its step "1/3" on a gold face at its left, its words
in the middle, "Înainte →" over "Nu mai arăta" at its right (no "×": round 73), a pointer,
what it points at softly lit; a card with no room has its short words, then a narrow form) and
takes the click or key that closes it (a key still acts) or steps on ("Înainte" or →:
:mod:`game.views.coach_steps`). What was seen goes into the settings at once. No tip
shows during a staged moment; the one about it comes as its stage ends
(:meth:`TableCoach.hush`). A card's words and measures are :mod:`game.views.coach_words`;
what a table asks of its coach while it lays itself out (the risk card's room, the mat's
height, a refusal said by the card) is :mod:`game.views.coach_reads`.

The table calls four things: ``update(dt)``, ``handle_event(event)`` (True: a click only
closed the card), ``draw(surface)`` (last, over the table) and, for the layout check,
``card`` / ``target`` / ``pointer()``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.coach_marks import METER_MARKS
from game.flow.coach import (
    CoachClock,
    brought_forward_now,
    done_farkle,
    done_yams,
    due_farkle,
    due_yams,
)
from game.theme_coach import COACH_FRAME_CLEAR, COACH_RISE
from game.views.coach_bend import bend, risk_to_the_gutter
from game.views.coach_beside import BESIDE_MARKS, beside_lit, beside_place
from game.views.coach_card import (
    CLEARANCE,
    compact_type,
    draw_card,
    footer_rects,
    pointer_gap,
    pointer_reach,
    tip_short,
)
from game.views.coach_card_art import draw_glow
from game.views.coach_dock import HEADER_HOLD, dock_place, hold_target
from game.views.coach_farkle import (
    BY_THE_LEDGER,
    farkle_avoid,
    farkle_moment,
    farkle_targets,
    risk_meter_rect,
)
from game.views.coach_place import Point, crosses, leader, place_card, pointer
from game.views.coach_reads import beckon_waits as beckon_waits
from game.views.coach_reads import covers_ledger_words as covers_ledger_words  # the tables'
from game.views.coach_reads import covers_turn_foot as covers_turn_foot
from game.views.coach_reads import mat_card_height as mat_card_height
from game.views.coach_reads import refusal_told_by_coach as refusal_told_by_coach
from game.views.coach_reads import risk_card_room as risk_card_room  # the layout's
from game.views.coach_ring import beside_the_ring, breath, breathes
from game.views.coach_spot import spot_place
from game.views.coach_steps import card_footer, next_mark
from game.views.coach_words import CARD_LINES as CARD_LINES
from game.views.coach_words import SHORT_WORDS as SHORT_WORDS
from game.views.coach_words import card_forms, coach_words
from game.views.coach_words import card_lines as card_lines  # the tests' measures
from game.views.coach_words import card_measures as card_measures
from game.views.coach_yams import column_boxes, kept_row_rect, yams_avoid, yams_moment, yams_targets
from game.views.coach_yams import covers_held_band as covers_held_band  # the Yams table's
from game.widgets.farkle_panels import turn_value_row
from game.widgets.felt import felt_area

FRAME_CLEAR = COACH_FRAME_CLEAR
"""How far (reference pixels) a card keeps off the table's wooden frame."""
PANEL_RIM = 14
"""How far (reference pixels) a card inside a side panel keeps off the panel's border."""

LEADER_MOST = 0.2
"""A leader is at most this share of the window's height (else the mark waits): the layout
check's bound."""
DIE_LEADER_MOST = 0.25
"""A die's card (:data:`BY_THE_LEDGER`) in a side panel beside the dice, off the tray it
explains (hC22): its leader from the panel to its die may be this long (the layout check's
bound for a pointer at a die)."""

SIDE_FIRST = ("yams.box", "yams.countdown")
"""The marks whose leader to a sheet row comes at it from the side, no steeper than about 63
degrees: a steeper one slants down the sheet's side (hC17); their bend crossed the row
labels (hC22)."""

AFTER_STAGE: dict[str, tuple[str, ...]] = {"hot_dice": ("farkle.hot",)}
"""The marks that speak of a staged moment: they come right as its stage ends (no dead wait,
no rest between two tips: the stage was the pause); every other mark waits for the next
throw."""


def _places(targets: list[Any], common: list[pygame.Rect]) -> list[Any]:
    """Each target with what it speaks of and what its card keeps off: what it points at and
    what it speaks of (a row, the sheet, the selection's line) are never under the card; the
    rest of ``common`` is avoided unless it holds the target (a button it points at)."""
    places = []
    for target, own in targets:
        avoid = [r for r in common if r.w > 0 and r.h > 0 and not r.contains(target)]
        places.append((target, own, avoid + [r for r in own if r.w > 0 and r.h > 0]))
    return places


# --- the table's coach -------------------------------------------------------------------------


class TableCoach:
    """The coach marks of one table (``scene.kind``: "yams" / "farkle")."""

    def __init__(self, scene: Any) -> None:
        """Read the marks' setting and what was seen from the app's settings."""
        self.scene = scene
        settings = scene.app.settings
        self.clock = CoachClock(settings.coach_seen, settings.coach_marks)
        self.card: pygame.Rect | None = None
        """Where the card is drawn now (None: no mark shows)."""
        self.target: pygame.Rect | None = None
        """What the shown mark points at."""
        self.side = "below"
        self.route: list[Point] | None = None
        """A bent pointer's points, from the card to its tip inside the target (side "elbow";
        None: a straight pointer)."""
        self.lines: tuple[str, ...] = ()
        self.lit: pygame.Rect | None = None
        """What the card lights: its target whole (the countdown's: its row, with the ring)."""
        self.lit_within: pygame.Rect | None = None
        """The panel holding what is lit (the Yams sheet): its light stays inside it."""
        self._waiting = False
        """A mark is due but rests out the gap after the last one."""
        self._keep: list[pygame.Rect] = []
        self._refused_die: int | None = None
        self._cached: tuple[Any, ...] = (None, None, False, False, False)
        """The last placement and what it was found for (placing is dearer than a frame)."""
        self.footer: tuple[str, str, str] = ("", "", "")
        """The card's last line: its step ("1/3"), "Nu mai arăta" and "Înainte"."""
        self._ahead: str | None = None
        """A mark "Înainte" brought forward out of its moment (None: none)."""
        self._placed: tuple[str, tuple[int, int], Any] | None = None
        """The last place found: for which mark, at which window size, and where."""
        self._short = False
        """The card shown has its short words (``coach.<mark>.short``) and its next action as
        a small key ("→"): nothing else fitted off the Clasament."""
        self._most_lines: int | None = None
        """While a place is sought: the most lines its words may take (None: any)."""
        self._short_foot = False
        """The card shown has its next action as a small key ("→"): its whole last line
        found no room (hC17)."""
        self._compact = False
        """The card shown is compact (:func:`game.views.coach_card.compact_type`): no card at
        the larger type found room (hC41)."""
        self._breath = 0.0
        """Seconds the docked countdown card has shown (its ring's light breathes by it)."""
        self._beside = False
        """The card shown stands beside what it explains, a straight pointer at it (S46:
        :mod:`game.views.coach_beside`), no bent way to the risk meter."""
        self._hushed: tuple[int, str] | None = None
        """After a staged moment: the throw it came with and its kind (no tip until the
        next throw, but the tip that speaks of it, after a calm beat)."""

    def hush(self, kind: str) -> None:
        """A staged moment ``kind`` plays: no tip during it nor until the next throw, but
        the one that speaks of it (:data:`AFTER_STAGE`), as soon as the stage ends."""
        self._hushed = (self._throws(), kind)

    def _throws(self) -> int:
        return int(getattr(getattr(self.scene, "tray", None), "throws", 0))

    def stop_rect(self) -> pygame.Rect | None:
        """Where "Nu mai arăta" is on the card shown (a click there turns the tips off)."""
        if self.card is None:
            return None
        with compact_type(self._compact):
            return footer_rects(self.card, self.footer, self.scene.scale)[1]

    def next_rect(self) -> pygame.Rect | None:
        """Where "Înainte" (or "Gata") is on the card shown (a click there steps on)."""
        if self.card is None:
            return None
        with compact_type(self._compact):
            return footer_rects(self.card, self.footer, self.scene.scale)[2]

    def kept_clear(self) -> list[pygame.Rect]:
        """What the shown card must leave free besides the dice and the voice: what it points
        at (and its sheet row). Empty when no mark shows (the layout check reads it)."""
        return [pygame.Rect(r) for r in self._keep] if self.card is not None else []

    def pointer_route(self) -> list[Point] | None:
        """The shown card's whole pointer, its points from the card's edge to its tip (a
        straight pointer: two points); None when no mark shows."""
        if self.side == "elbow" and self.route and self.card is not None:
            return list(self.route)
        segment = self.pointer()
        return list(segment) if segment is not None else None

    def pointer(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """The shown card's pointer, from the card's edge to its tip just inside its target
        (a bent one's last leg; the layout check reads it: it crosses nothing but the gap
        between the card and its target, and ends on the target)."""
        if self.card is None or self.target is None or self.side == "none":
            return None  # (the docked countdown's card: no arrow, its ring breathes)
        if self.side == "elbow" and self.route:
            return self.route[-2], self.route[-1]
        scale = self.scene.scale
        return pointer(self.card, self.target, self.side,
                       pointer_reach(self.card, self.target, self.side, scale),
                       tip_short(scale), theme.px(18, scale))

    @property
    def animating(self) -> bool:
        """True while the card fades in or a due mark waits out its gap (the loop must not
        idle then)."""
        clock = self.clock
        fading = self.card is not None and clock.fade < 1.0
        return fading or (self._waiting and clock.rest > 0) or breathes(self.shown, self.side)

    @property
    def shown(self) -> str | None:
        """The mark on screen, or None."""
        return self.clock.shown if self.card is not None else None

    def finds_place(self, mark: str) -> bool:
        """True when ``mark``'s card would find a place on the table now (asked while it
        waits to show: a refused die's card that has none leaves its reason to the pill at
        once, not after the die's shake)."""
        return self._layout(mark) is not None

    def _due(self) -> str | None:
        scene = self.scene
        ahead = self._ahead
        if ahead is not None:  # brought forward by "Înainte": while the turn stays calm
            if ahead not in self.clock.seen and self._calm() and brought_forward_now(
                    ahead, farkle_moment(scene) if scene.kind == "farkle" else None):
                return ahead
            self._ahead = None  # it goes unseen: it comes back at its own moment
        if scene.kind == "yams":
            due = due_yams(yams_moment(scene), self.clock.seen)
        else:
            due = due_farkle(farkle_moment(scene), self.clock.seen, self.clock.shown)
        if self._hushed is not None:
            throws, kind = self._hushed
            if self._throws() != throws:
                self._hushed = None  # a new throw: the big moment is over
            elif due not in AFTER_STAGE.get(kind, ()):
                return None
        return due

    def _calm(self) -> bool:
        """A person's turn, its dice seen and still, no moment playing (a mark brought
        forward may show)."""
        if self.scene.kind == "yams":
            m = yams_moment(self.scene)
            return m.person and m.quiet and m.rolled and not m.countdown
        f = farkle_moment(self.scene)
        return f.person and f.quiet and f.live and not f.hot and not f.refused

    def step_on(self) -> None:
        """"Înainte" (a click on it, or →): the card shown is seen and the next mark that can
        show now (:func:`game.views.coach_steps.next_mark`) comes at once, no rest between
        (none now: it comes with the player's move); "Gata", on the tour's last step or a
        moment's single card (ruling S40): the card only closes (a moment's card shows while
        the turn is not calm, so no step comes after it at once)."""
        mark = self.clock.shown
        if mark is None:
            return
        self.dismiss()
        following = next_mark(mark, self.clock.seen)
        while following is not None:
            self._ahead = following
            self.clock.rest = 0.0
            self.update(0.0)
            if self.shown == following:
                return
            following = next_mark(following, self.clock.seen)  # no place now: the next one
        self._ahead = None

    def _layout(self, mark: str) -> tuple[pygame.Rect, str, pygame.Rect,
                                          tuple[str, ...]] | None:
        """The card's place, side, target and lines for ``mark`` now, or None."""
        scene = self.scene
        if scene.size == (0, 0):
            return None
        if scene.kind == "yams":
            common, whole = yams_avoid(scene, mark), [scene.sheet.rect]
            targets = yams_targets(scene, mark)
        else:
            anchor = getattr(scene.flow.voice.refusal, "anchor", None)
            if isinstance(anchor, tuple) and len(anchor) == 2 and anchor[0] == "die":
                self._refused_die = int(anchor[1])  # kept while its card shows
            # a card is wholly inside a side panel or wholly outside it, never across a rim
            whole = [r for r in (scene.groups_rect, scene.guide_rect, scene.turn_rect,
                                 scene.mat) if r.w > 0]
            common = farkle_avoid(scene, mark)
            if scene.turn_rect.w > 0 and mark not in METER_MARKS:  # Tura's rows (risk: own)
                head = turn_value_row(scene.turn_rect, scene.scale, 1)
                common.append(pygame.Rect(scene.turn_rect.x, scene.turn_rect.y,
                                          scene.turn_rect.w, head.y - scene.turn_rect.y))
            # the "Selecție" line is never under a card; the mat only empty, under its die
            targets = farkle_targets(scene, mark, self._refused_die)
        self.footer = card_footer(scene.tr, mark, self.clock.seen, self.clock.skipped)
        felt = felt_area(scene.size)
        # the felt clear of the wooden frame, above the key-hint bar (the keys stay said)
        bounds = felt.inflate(-2 * scene.px(FRAME_CLEAR), -2 * scene.px(FRAME_CLEAR))
        bounds.h = max(0, felt.bottom - scene.px(theme.TABLE_KEY_BAR) - bounds.y)
        gap = pointer_gap(scene.scale)
        places = _places(targets, common)
        key = (mark, scene.size, tuple((tuple(t), tuple(map(tuple, a))) for t, _, a in places))
        # only when nothing is free above it, the key-hint bar's room (the bar then waits)
        lower = felt.inflate(-2 * scene.px(12), -2 * scene.px(12))
        lower.h += scene.px(10)  # down to the rim's edge, under the buttons
        kept = self._kept_place(mark, places, bounds, whole)
        texts = [coach_words(scene.tr, mark + s) for s in ("", ".short")[:1 + (
            mark in SHORT_WORDS)]]
        spot = None if kept is not None else (  # beside what it explains (S46), a
            beside_place(scene, mark, texts, self.footer)  # first game's dock (S20), the
            or dock_place(scene, mark, places, texts, self.footer)  # countdown's by its ring
            or beside_the_ring(scene, mark, texts, self.footer)  # (round 74), else the one
            or spot_place(scene, mark, places, bounds, texts, self.footer))  # place (B67)
        low = (None if kept is not None or spot is not None
               else self._kept_place(mark, places, lower, whole))
        held = (self._short, self._compact)  # the form of the card kept in the bar's room
        if kept is not None:  # a card keeps its place while it shows and that stays free
            found = kept
        elif spot is not None:
            found, self._short_foot, self._compact = spot, False, False
            self._short = " ".join(spot[4]).split() != texts[0].split()  # its short words
        elif key == self._cached[0]:
            found, self._short, self._short_foot, self._compact = self._cached[1:]
        else:
            # above the key-hint bar if it can (each target in turn, the best first: off the
            # Clasament before on it), else in the bar's room; a 10 000 card tries each of
            # its targets above the bar first (its later ones are in the side panels)
            rooms = [(p, b, None) for b in (bounds, lower) for p in places]
            column = bounds
            if scene.kind != "yams":  # each target wholly on or off the mat before any
                # across its rim; in the felt's middle column first (round 66, critic B65:
                # a die's card spilled toward the side panels)
                # (the risk's too, ruling S5: it stood in the gutter by the Tura panel)
                column = bounds.clip(scene.center.x, bounds.y, scene.center.w, bounds.h)
                rooms = [(p, b, strict) for b in ((column,) * (column is not bounds)
                                                  + (bounds, lower))
                         for strict in (True, False) for p in places]
            # its whole words; where they find no room, fewer (a Yams card rather than lie
            # on the Clasament: hC13); its next action always whole, "Înainte →" ("Gata" on
            # the last) in its action group at the card's right (hC31: never a bare "→")
            short = mark in SHORT_WORDS
            forms = [False] + [True] * short
            # a 10 000 card's words on two lines, its short words if need be, before three
            # (round 50: under the dice at 1024x600 the whole words on three found no room
            # there and took the ledger)
            tries = [(None, s) for s in forms]
            if scene.kind != "yams":
                tries = [(2, s) for s in forms] + tries
            found = None
            # any form above the key-hint bar before any in the bar's room (hC19)
            upper = [r for r in rooms if r[1] is bounds or r[1] is column]
            self._short_foot = False
            # the larger type first, then the compact (hC41), above the bar before its room
            for where, self._compact in [(upper, False), (upper, True), (rooms, False),
                                         (rooms, True)]:
                with compact_type(self._compact):
                    for self._most_lines, self._short in tries:
                        found = self._find(mark, places, where, gap, whole)
                        if found is not None:
                            break
                    else:
                        self._short = False
                    self._most_lines = None
                if found is not None:
                    break
            else:
                self._compact = False
            self._cached = (key, found, self._short, self._short_foot, self._compact)
        if low is not None and (found is None or not bounds.contains(found[2])):
            found, (self._short, self._compact) = low, held  # in the bar's room, it moves
            # only up, once a place above the bar is free (hC41: the bank's at 1024x600 in
            # English, placed while the ledger's row still grew, hid the bar for good)
        self.footer = card_footer(scene.tr, mark, self.clock.seen, self.clock.skipped)
        found = risk_to_the_gutter(scene, mark, found, common)
        self._placed = (mark, scene.size, found)
        if found is None:
            return None
        target, own, rect, side, lines = found
        self.route = None
        if kept is None:  # (a card kept in its place keeps its way)
            self._beside = spot is not None and found is spot and mark in BESIDE_MARKS
        beside = self._beside
        bent = None if beside else bend(scene, mark, rect, common + own,
                                        target if side == "elbow" else None)
        if bent is not None:  # the die, the button it speaks of: an elbow reaches it
            target, self.route = bent
            side = "elbow"
        # lit whole; the countdown's pointer stops short of its row's left end, the row lit
        # with its timer ring in it (hC30: along the row to the ring it struck through "Doi")
        # (round 72: the hot dice' card's meter too, no longer the mat; the bank's row)
        self.lit = (beside_lit(scene, mark, target) if beside
                    else risk_meter_rect(scene) if mark in METER_MARKS else target)
        if mark == "yams.box":  # its words speak of the column: all its boxes lit (round
            self.lit = column_boxes(scene)  # 75, critic cA75: one row, another per size)
        if mark in HEADER_HOLD and target == hold_target(scene):  # docked over the sheet, its
            self.lit = kept_row_rect(scene)  # leader at the rack's end: all of it lit (S93 3.)
        # its light inside the panel that holds it (round 74, critic cQ74: a sheet row's
        # glow spilled out of the sheet's frame onto the felt)
        self.lit_within = next((pygame.Rect(p) for p in whole if p.contains(self.lit)), None)
        self._keep = [target, self.lit, *own]
        return rect, side, target, lines

    def _find(self, mark: str, places: list[Any], rooms: list[Any], gap: int,
              whole: list[pygame.Rect]) -> tuple[Any, ...] | None:
        """The first free place for the card in its present form (its words): beside each
        target in each room in turn."""
        for place, room, strict in rooms:
            found = self._place(mark, [place], room, gap, whole, strict)
            if found is not None:
                return found
        return None

    def _kept_place(self, mark: str, places: list[Any], bounds: pygame.Rect,
                    whole: list[pygame.Rect]) -> tuple[Any, ...] | None:
        """The shown card's place, while it shows, points at the same target and is still
        free (nothing new under it or across its pointer); else None (placed afresh)."""
        placed = self._placed
        if (self.clock.shown != mark or self.card is None or placed is None
                or placed[:2] != (mark, self.scene.size) or placed[2] is None):
            return None
        target, _, rect, side, _ = placed[2]
        for where, _, avoid in places:
            if where != target:
                continue
            # the same target may come twice (a Yams card off the Clasament, then on it)
            if not bounds.contains(rect) or rect.collidelist([*avoid, where]) != -1:
                continue
            if any(rect.colliderect(p) and not p.contains(rect) for p in whole):
                continue
            clear = self.scene.px(CLEARANCE)
            if side == "leader" and crosses(leader(rect, where, clear), avoid) is not None:
                continue
            return placed[2]
        return None

    def _place(self, mark: str, places: list[Any], bounds: pygame.Rect, gap: int,
               whole: list[pygame.Rect], strict: bool | None = None,
               rim: int = PANEL_RIM) -> tuple[Any, ...] | None:
        """The first free place for the card: a low card (hC31), its words on two lines,
        else on three, beside each target in turn; ``strict``: True, wholly on or off the
        mat only; False, across its rim only; None, the first, then the second; ``rim``: how
        far (reference pixels) it keeps off a panel's border inside it."""
        scene = self.scene
        text = coach_words(scene.tr, mark + (".short" if self._short else ""))
        widest = min(scene.px(theme.COACH_CARD_MAX_W), bounds.w)
        forms = [f for f in card_forms(text, self.footer, scene.scale, widest)
                 if self._most_lines is None or len(f[0]) <= self._most_lines]
        # wholly on the mat or off it at any width first; only then across its rim
        loose = [r for r in whole if r != getattr(scene, "mat", None)]
        passes = [whole, loose] if loose != whole else [whole]
        if strict is not None:
            passes = [whole] if strict else passes[1:]
        most = DIE_LEADER_MOST if mark in (*BY_THE_LEDGER, "farkle.hot") else LEADER_MOST
        for panels in passes:
            for lines, card in forms:
                for target, own, avoid in places:
                    found = place_card(target, card, avoid, bounds, gap, panels,
                                       clear=scene.px(CLEARANCE),
                                       longest=round(scene.size[1] * most),
                                       rim=scene.px(rim),
                                       slant=0.5 if mark in SIDE_FIRST else 0.0)
                    if found is not None:
                        return target, own, found[0], found[1], lines
        return None

    def update(self, dt: float) -> None:
        """Follow the settings ("Sfaturi" on/off, "Arată din nou sfaturile"), ask which
        mark is due, find it a place; Y10's countdown waits while its mark shows."""
        scene = self.scene
        settings = scene.app.settings
        self.clock.enabled = settings.coach_marks
        if tuple(settings.coach_seen) != self.clock.seen:
            self.clock.seen = tuple(settings.coach_seen)
        if self.clock.enabled and self._already_done():
            app = scene.app  # what the person did needs no tip: seen, kept at once
            app.settings = settings = settings.with_changes(coach_seen=self.clock.seen)
            app.save_settings()
        due = self._due() if self.clock.enabled else None
        if due == "farkle.refused" and self.clock.shown is None:
            # it answers a click: at once, or the refusal's pill would say it first and
            # the card a second time after the rest between two tips
            self.clock.rest = 0.0
        if (self._hushed is not None and self.clock.shown is None
                and due in AFTER_STAGE.get(self._hushed[1], ())):
            self.clock.rest = 0.0  # the tip about the moment comes as its stage ends
        wanted = self.clock.shown or due
        # While the gap after a mark still rests, no card can open: no place is sought.
        resting = self.clock.shown is None and self.clock.rest - dt > 0
        placed = self._layout(wanted) if wanted is not None and not resting else None
        self.clock.update(dt, due, placed is not None)
        self._waiting = due is not None and self.clock.shown is None
        if self.clock.shown is not None and placed is not None:
            self.card, self.side, self.target, self.lines = placed
        else:
            self.card = self.target = None
        self._breath = self._breath + dt if breathes(self.shown, self.side) else 0.0
        if scene.kind == "yams":
            scene.flow.countdown_held = self.shown == "yams.countdown"

    def _already_done(self) -> bool:
        """The marks whose action the person has done become seen; True when any did."""
        if self.scene.kind == "yams":
            return self.clock.done(done_yams(yams_moment(self.scene)))
        return self.clock.done(done_farkle(farkle_moment(self.scene)))

    def dismiss(self) -> None:
        """Close the shown mark; it is seen (kept in the settings at once)."""
        if self.clock.dismiss() is None:
            return
        self.card = self.target = None
        app = self.scene.app
        app.settings = app.settings.with_changes(coach_seen=self.clock.seen)
        app.save_settings()
        if self.scene.kind == "yams":
            self.scene.flow.countdown_held = False

    def turn_off(self) -> None:
        """"Nu mai arăta": the tips are off (Setări turns them on again); the card goes."""
        self.dismiss()
        app = self.scene.app
        app.settings = app.settings.with_changes(coach_marks=False)
        app.save_settings()
        self.clock.enabled = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Any click or key closes the card. True when the event did only that (a click on
        the card; on its "Nu mai arăta" the tips are turned off; on "Înainte", or →, the next
        tip comes); every other key and any other click goes on to the table. The card never
        takes the focus ring (round 73, critic O73: Tab rang its "Gata", Enter only closed
        it): Tab, ↑ ↓ and Enter close it and act on the table as its key line says."""
        if self.card is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:
            self.step_on()  # the one key the card keeps while it shows: "Înainte"
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_card = self.card.collidepoint(event.pos)
            ahead = self.next_rect()
            if ahead is not None and ahead.w > 0 and ahead.collidepoint(event.pos):
                self.step_on()
                return True
            stop = self.stop_rect()
            if stop is not None and stop.collidepoint(event.pos):
                self.turn_off()
                return True
            self.dismiss()
            return on_card
        if event.type == pygame.KEYDOWN:
            self.dismiss()
        return False

    def rise(self) -> int:
        """How far (window pixels) under its place the shown card is drawn: its entrance."""
        return round(self.clock.entrance * self.scene.px(COACH_RISE))

    def draw(self, surface: pygame.Surface) -> None:
        """The card over the table (fading in) and its pointer."""
        card, target = self.card, self.target
        if card is None or target is None or self.scene.app.manager.top is not self.scene:
            return
        with compact_type(self._compact):
            draw_card(surface, card, target, self.side, self.lines, self.scene.scale,
                      self.clock.fade, self.footer, self.route, self.lit, self.rise(),
                      self.lit_within,
                      breath(self._breath) if breathes(self.shown, self.side) else 1.0)
        if breathes(self.shown, self.side) and self.lit is not None:  # no arrow: its ring's
            draw_glow(surface, self.lit, self.scene.scale,  # light twice as strong at its
                      self.clock.fade * breath(self._breath), self.lit_within)  # breath's top
