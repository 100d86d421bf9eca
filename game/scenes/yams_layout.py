"""Where the Yams table puts things: :class:`YamsTableLayout` lays the sheet, the dice, the
buttons, the voice's places and the standings out, and says where each thing is drawn now
(the dice in play, the refusal's pill, the "Sugestie" marks, the "Penta!" strip), which the
tests and the layout check read. A part of :class:`game.scenes.yams_table.YamsTableScene`."""

from __future__ import annotations

import pygame

from game import theme
from game.engine.yams import ROUNDS
from game.flow.cup_fade import cup_fade
from game.flow.messages import Channel, Message, lane_channel
from game.rules.yams import DICE_COUNT
from game.theme_table import (
    HOLD_INVITE_AIR,
    YAMS_DIE_MOST,
    YAMS_DIE_SPACING_LEAST,
    YAMS_FOOT_AIR,
    YAMS_RACK_HEIGHT,
)
from game.views import yams_moments, yams_prompt, yams_rack, yams_turn_entrance
from game.views import yams_views as views
from game.views.coach import covers_held_band
from game.widgets import dice_cup
from game.widgets.celebration import celebration_reach
from game.widgets.felt import felt_area
from game.widgets.prompt_pill import LINES, line_boxes, pill_height, pill_lines, prompt_size
from game.widgets.text import BOLD, REGULAR, em_px, text_size

PILL_GAP = 12
"""The least gap (layout pixels) between the turn line's pill and a caption under it."""

COUNTDOWN_RING_INSET = 12
"""The air (reference pixels) between the countdown's ring and the prompt pill's right end
(ruling S45: the ring inside the pill, beside the words saying what it will write)."""

ROUND_BESIDE_GAP = 22
"""The felt (reference pixels) between the title and the round's words where the round is
said on the title's line, after it (1366x768, 1024x600, ruling S45, amended round 78)."""

ROWS_GAP_GROWTH = 0.3
"""How much the felt between the kept row and the rolled row grows, in die sides, as the
dice grow past their reference size (the cup, taller than a die, stays under the kept row)."""


def _column_share() -> float:
    """How much taller the left column's dice part grows for each pixel the dice grow: the
    rolled row, the kept row and the felt between them."""
    return 1 + theme.YAMS_HELD_BAND + ROWS_GAP_GROWTH


class YamsTableLayout:
    """The Yams table's layout and the places of what it draws (mixed into the scene, whose
    widgets, flow and game it reads)."""

    _leaving_held: tuple[bool, ...] | None = None
    """Which dice lay in the rack as the turn was validated, while they leave (S103 3.)."""

    # --- layout -------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """The sheet on the right; title, messages, dice and buttons on the left."""
        super().layout(size)
        felt = felt_area(self.size)
        m = self.px(30)
        players = len(self.game.players)
        # The sheet is anchored to the right edge under "?" / "Pauză", one width whatever
        # the number of players (its columns share it).
        area = self.content_area
        sheet_w = min(round(felt.w * theme.YAMS_SHEET_WIDTH), self.px(1000))
        sheet_top = area.y + self.px(theme.GAP)
        sheet_rect = pygame.Rect(felt.right - m - sheet_w, sheet_top, sheet_w,
                                 area.bottom - sheet_top)
        self.sheet.layout(sheet_rect, self.scale, players)
        # Room under TOTAL for the winner's cell to pop, halo and glints, above the key hints.
        sheet_rect.h -= celebration_reach(self.sheet.row_h, self.scale)
        self.sheet.layout(sheet_rect, self.scale, players)
        left = pygame.Rect(felt.x + m, felt.y + m, self.sheet.rect.x - felt.x - 2 * m,
                           area.bottom - felt.y - m)
        self.left = left
        h = area.bottom - felt.y
        y0 = felt.y
        # (the header a little higher than round 24's: the message lane under it holds a
        # note's lines, hY25 §3; "status" is the lane's line the coach's cards keep off)
        self._lines = {
            "title": y0 + round(h * 0.06),
            "round": y0 + round(h * 0.113),
            "turn": y0 + round(h * 0.163),
            "status": y0 + round(h * 0.235),
        }
        gap = self.px(theme.GAP)
        base = min(self.px(theme.YAMS_DIE_SIZE), (left.w - 2 * gap) * 10 // 68)
        self._lay_dice(base, base, 0, y0, h)
        # the room the column has over its parts goes to the dice, the kept row and the cup
        # (critic L72 #11: flat felt under "Anulează"): one size for the whole game; what
        # the width leaves of it, to the felt between the kept row and the rolled dice
        room = self._foot_room()
        die = self._grown_die(base, room)
        drop = max(0, room - round((die - base) * _column_share()))
        if die > base or drop > 0:
            self._lay_dice(base, die, drop, y0, h)
        # the prompt's three lines' room at 1024x600 (ruling S45) is the header's: its lines
        # drawn closer, the kept row and the dice where they stand (hY107's rack went down)
        lift = self._header_lift()
        if lift > 0:  # (in whole steps of 8 reference pixels: one top for the pill whatever
            # the player count, whose kept row may stand a pixel higher)
            step = self.px(8)  # (a pixel under the step: the turn line's words keep the
            lift = max(lift, -(-lift // step) * step - self.px(2))  # docked card's air)
            self._lines["round"] = self._lines["title"]  # the round beside the title
            self._lines["turn"] -= lift  # the turn line up by the lift
            self._lay_dice(base, die, drop, y0, h)  # (the message lane under the turn line)
        self.tray.warm_up()

    def _header_lift(self) -> int:
        """How far the turn line goes up so the prompt's pill, :func:`pill_height` tall (three
        lines at 1024x600, ruling S45), stands whole in the tail lane over the kept row: 0
        where the lane holds it already."""
        lane = self.tail_lane()
        return max(0, pill_height(prompt_size(self.scale), self.scale) - lane.h)

    def header_words(self) -> list[tuple[str, int, str, tuple[int, int]]]:
        """The header's words as the table draws them, title first: ("Yams", its layout
        size, weight, centre), then the round's ("Tura 1 din 13", ...). The sizes are the
        table's own (never under its :attr:`type_least`, wherever this is asked from: the
        coach's room measured by a test or the layout check outside the table's draw reads
        the words as drawn; round 79, hY116: 81 px against 86 px at 1024x600); the drawing
        and every measure of the header use this one list (ruling S45, amended round 79)."""
        sizes = [max(self.type_least, self.font_px(value))
                 for value in (theme.FONT_HEADING, theme.FONT_SMALL)]
        said = [(self.tr(self.title_key), sizes[0], BOLD),
                (self.round_words(), sizes[1], REGULAR)]
        centres = self._header_centres(said)
        return [(words, size, weight, centre)
                for (words, size, weight), centre in zip(said, centres, strict=True)]

    def header_centres(self) -> dict[str, tuple[int, int]]:
        """Where the title's ("Yams") and the round's ("Tura 1 din 13") words are centred
        (:meth:`header_words`' centres, by name)."""
        (_, _, _, title), (_, _, _, said) = self.header_words()
        return {"title": title, "round": said}

    def _header_centres(self, said: list[tuple[str, int, str]]) -> list[tuple[int, int]]:
        """The centres of the title's and the round's words (``said``: each's words, size
        and weight): each on its line over the left column's centre; where the prompt's
        third line took the round's line (1366x768, 1024x600, ruling S45), the title then
        the round on its line, one group centred over the column, their baselines level (the
        title reads first at every size: S45 amended round 78, hY112, critic cA78 #10; the
        coach's dock right of the group: :func:`game.views.coach_dock.header_room`)."""
        cx, lines = self.left.centerx, self._lines
        if lines["round"] != lines["title"]:
            return [(cx, lines["title"]), (cx, lines["round"])]
        (title, heading, bold), (words, small, regular) = said
        title_w = text_size(title, heading, bold)[0]
        round_w = text_size(words, small, regular)[0]
        gap = self.px(ROUND_BESIDE_GAP)
        left = cx - (title_w + gap + round_w) // 2  # ("Yams  Tura 1 din 13", centred)
        drop = round((em_px(heading) - em_px(small)) * 0.3)  # (the baselines level)
        return [(left + title_w // 2, lines["title"]),
                (left + title_w + gap + round_w // 2, lines["title"] + drop)]

    def round_words(self) -> str:
        """The round's words under or beside the title ("Tura 1 din 13")."""
        return self.tr("yams.round", round=self.game.round, rounds=ROUNDS)

    def _foot_room(self) -> int:
        """The felt under "Anulează" over :data:`~game.theme_table.YAMS_FOOT_AIR` (window
        pixels, 0 at the least)."""
        foot = self.content_area.bottom - self.px(YAMS_FOOT_AIR)
        return max(0, foot - self.undo_button.rect.bottom)

    def _grown_die(self, base: int, room: int) -> int:
        """The dice's side once the column's ``room`` (:meth:`_foot_room`) is theirs, shared
        by the kept row and the rolled row as their dice grow, up to
        :data:`~game.theme_table.YAMS_DIE_MOST` and to the width five dice take at
        :data:`~game.theme_table.YAMS_DIE_SPACING_LEAST` apart."""
        by_room = base + int(room / _column_share())
        by_width = int(self.left.w / (4 * YAMS_DIE_SPACING_LEAST + theme.YAMS_HELD_BAND))
        return max(base, min(by_room, by_width, self.px(YAMS_DIE_MOST)))

    def _lay_dice(self, base: int, die: int, drop: int, y0: int, h: int) -> None:
        """The kept row, the rolled row, the tray and the foot for dice of side ``die``: the
        kept row's top stays where dice of side ``base`` put it (the prompt's place never
        moves), the rows and what is under them go down as the dice grow, the rolled row
        ``drop`` pixels further."""
        left = self.left
        spacing = min(round(die * 1.45), (left.w - round(die * theme.YAMS_HELD_BAND)) // 4)
        cx = left.centerx
        self._slot_x = [cx + (i - 2) * spacing for i in range(DICE_COUNT)]
        kept_down = round((die - base) * theme.YAMS_HELD_BAND / 2)  # (the row's top stays)
        self._held_y = y0 + round(h * 0.375) + kept_down
        # (the felt between the rows grows with them: the cup, taller than a die, stays
        # under the kept row)
        self._free_y = (y0 + round(h * 0.565) + 2 * kept_down + (die - base) // 2
                        + round((die - base) * ROWS_GAP_GROWTH) + drop)
        band = round(die * theme.YAMS_HELD_BAND)
        self.held_band = pygame.Rect(0, 0, spacing * 4 + band, band)
        self.held_band.center = (cx, self._held_y)
        self.dice_area = pygame.Rect(left.x, y0 + round(h * 0.29), left.w,
                                     round(h * 0.43) + self._free_y - y0 - round(h * 0.565))
        top = y0 + round(h * 0.848)  # room under the buttons: the undo only
        # The standings keep their band above the buttons through every beat of a turn; the
        # thrown dice have the felt between the held row and that band to themselves.
        clear = max(8, self.px(10))  # the air between the felt's regions (never touching)
        stand_top = self._free_y + die // 2 + clear
        # the rolled dice's row stands a fixed gap over them (critic C50: ~10 px at 1366):
        # the row rises, the standings keep their room
        least = stand_top - die // 2 - theme.YAMS_DICE_STANDINGS_GAP
        self._free_y = min(self._free_y, least)
        throw_top = self.held_band.bottom + self.px(6)
        self.tray.layout(pygame.Rect(left.x, throw_top, left.w, stand_top - die // 4 - throw_top),
                         self._slots(), die)
        self.tray.floor = stand_top  # tumbling dice (their shadows too) stay above the standings
        self.tray.ceiling = self.held_band.bottom  # and below the kept dice's row
        self.tray.on_impact = self.dice_hit
        dice_cup.cup_art(die)  # the cup drawn once, at the layout (never in a frame), empty
        dice_cup.cup_art(die, True, DICE_COUNT)  # and with its five dice lying in its mouth
        self._place_dice(glide=False)
        self._place_foot(top, stand_top, die, clear)
        # a short panel (one player, two) leaves room under it: the buttons rise to it, the
        # room goes under "Anulează" (critic C61: a bare band between the panel and them)
        shown = self.standings.rect(self.game, self.tr, [])
        spare = 0 if shown is None else self.standings.area.h - shown.h
        if spare > 0:
            self._place_foot(top - spare, stand_top, die, clear)

    def _place_foot(self, top: int, stand_top: int, die: int, clear: int) -> None:
        """The buttons from ``top`` down ("Anulează" under them), the voice's places and the
        standings' band from ``stand_top`` to the refusal's lane over the buttons."""
        left, gap = self.left, self.px(theme.GAP)
        cx, bh = left.centerx, self.px(theme.BUTTON_SMALL_SIZE[1])
        buttons = (self.roll_button, self.validate_button, self.hint_button)
        bw = min(self.px(330), (left.w - 2 * gap) // 3)
        x = cx - (3 * bw + 2 * gap) // 2
        for button in buttons:
            button.place(pygame.Rect(x, top, bw, bh), self.scale,
                         self.font_px(theme.FONT_BUTTON - 8))
            x += bw + gap
        # "Anulează" has its own place under the buttons all game (greyed while nothing can
        # be undone), its one short label ("Anulează (Ctrl+Z)"): nothing moves when it lights up.
        uw, uh = min(self.px(420), left.w), self.px(theme.BUTTON_SMALL_SIZE[1] * 0.85)
        self.undo_button.place(pygame.Rect(cx - uw // 2, top + bh + self.px(24), uw, uh),
                               self.scale, self.font_px(theme.FONT_SMALL))
        # The voice's one place: the message lane between the turn line and the held row (every
        # caption, one at a time); the air between the rolled dice and the buttons stays.
        slot_top = self._free_y + die // 2 + self.px(4)
        # (a refusal's pill keeps a clear gap above the buttons' tops)
        slot = pygame.Rect(left.x, slot_top, left.w, top - clear - slot_top)
        # the announcement keeps a clear gap to the kept row and to the rolled dice
        self.messages.layout(lane=self.message_lane(), band=self.held_band, slot=slot,
                             column=left, scale=self.scale)
        # The standings' band reaches down to the buttons' air: a refusal is said in the
        # prompt's lane (S10), so no empty lane is kept over the buttons (critic L72 #5, #11:
        # small rows over bare felt); they keep one place all game.
        band = self.held_band
        bottom = top - max(clear, self.px(theme.GAP))  # (the buttons' air under the panel)
        self.standings.layout(pygame.Rect(band.x, stand_top, band.w, bottom - stand_top),
                              self.scale)

    def hold_invite_lane(self) -> pygame.Rect:
        """The felt between the kept row's rack and the rolled dice's row, an air of
        :data:`~game.theme_table.HOLD_INVITE_AIR` off each: where the row's invitation is
        said, over no socket and no die (critic C67)."""
        half = self.tray.die_size // 2
        air = self.px(HOLD_INVITE_AIR)
        # under the row's rack and its shadow (round 76, hI76: its words lay on the rail)
        top = self.rack_place().bottom + yams_rack.shadow_drop(self.tray.die_size) + air // 2
        bottom = round(self._free_y) - half - air
        return pygame.Rect(self.left.x, top, self.left.w, max(0, bottom - top))

    def _slots(self) -> list[tuple[float, float]]:
        held = self.game.held if self.game.dice is not None else (False,) * DICE_COUNT
        flow = getattr(self, "flow", None)  # (none yet while the scene is built)
        if self.game.dice is None and flow is not None and flow.leaving.active:  # a
            # validated turn's dice leave as one from where they lay: the held ones from the
            # rack, never dropping onto the felt first (S103 3., critic cA81 #14)
            if self._leaving_held is None:
                self._leaving_held = tuple(abs(self.tray.rest_positions[i][1] - self._held_y)
                                           < 1 for i in range(DICE_COUNT))
            held = self._leaving_held
        else:
            self._leaving_held = None
        return [(float(self._slot_x[i]), float(self._held_y if held[i] else self._free_y))
                for i in range(DICE_COUNT)]

    def _place_dice(self, glide: bool) -> None:
        if not self._slot_x:
            return
        for i, pos in enumerate(self._slots()):
            self.tray.move_to(i, pos, duration=0.22 / self._factor() if glide else 0.0)
        flow = getattr(self, "flow", None)  # (none yet while the scene is built)
        # the scored dice leave as they were seen (then no die is drawn until the next roll)
        # (and the last throw of a finished game stays seen under the end's stage)
        dimmed = (self.game.dice is None and not self.game.finished
                  and not (flow is not None and flow.leaving.active))
        for i in range(DICE_COUNT):
            self.tray.set_state(i, dimmed=dimmed,
                                held=bool(self.game.held[i]) if not dimmed else False)

    # --- where things are (tests and the layout check read these) -------------------------------

    def frame(self) -> dict[str, pygame.Rect]:
        """The table's steady frame: each region's place, the same through every beat of a
        turn and between turns (what is in them changes, never where they stand): the
        message lane, the kept row, the roll row, the standings, the three buttons, the
        undo and the sheet."""
        roll_row = pygame.Rect(self.held_band)
        roll_row.centery = self._free_y
        return {"lane": self.message_lane(), "kept": pygame.Rect(self.held_band),
                "roll": roll_row, "standings": pygame.Rect(self.standings.area),
                "roll_button": pygame.Rect(self.roll_button.rect),
                "validate_button": pygame.Rect(self.validate_button.rect),
                "hint_button": pygame.Rect(self.hint_button.rect),
                "undo_button": pygame.Rect(self.undo_button.rect),
                "sheet": pygame.Rect(self.sheet.rect)}

    def shown_announcement(self) -> Message | None:
        """The voice's announcement, drawn once the dice rest, a bonus's line only once its
        stage has said it; an undo's at once, its dice gliding back under it (ruling S93 5.,
        critic cA80 #10: the stale "Apasă „Validează tura”" flashed before "Anulat. …")."""
        said = self.flow.announcement_now()  # (a bonus's line after its stage, round 75)
        if said is not None and said.key in ("yams.auto_scored", "yams.undo"):
            return said  # said in its beat: the score's before the turn is seen to pass
        return None if self.tray.is_moving else said

    def lane_channel(self, refusal: bool = True) -> Channel:
        """What the message lane says now, one at a time: a refusal (unless ``refusal`` is
        False: what it is said under), the announcement, the computer's banner (its stage
        first: said after it; the turn's passing first: drawn after its band, the prompt says
        what was written till then), else the prompt."""
        staged = self.on_stage is not None
        said = None if staged else self.shown_announcement()
        waits = staged or self.flow.handoff.holds  # (critic C61: the lane was blank then)
        banner = None if waits else views.held_row_banner(self.flow.voice, self.computer_turn)
        return lane_channel(self.flow.voice.refusal if refusal else None, said, banner)

    def message_lane(self) -> pygame.Rect:
        """The table's one message lane: the prompt's place between the turn line and the
        kept dice's row, where every caption is said (never over a die, a slot or the
        sheet)."""
        return self.prompt_place()

    def _announcement_rects(self) -> list[pygame.Rect]:
        if self.lane_channel() is not Channel.ANNOUNCEMENT or self.shown_announcement() is None:
            return []
        return [yams_prompt.prompt_rect(self)]  # said in the prompt's pill (S10)

    def note_rect(self) -> pygame.Rect:
        """Where the Joker's and the sacrifice's lines go: the prompt's one pill (ruling
        S10), a clear gap under the turn line's pill (the kept row keeps its dice and slots
        under it, hY25 §3), the countdown's line its second line while it runs."""
        return yams_prompt.prompt_rect(self)

    def countdown_rect(self) -> pygame.Rect:
        """The countdown's one place ("Se înscrie automat la Doi", its seconds in the box's
        ring): the prompt pill's second line, over the kept row, whether it is said under
        why it counts or under a sacrifice's or a Joker's note (never a squeezed third
        line)."""
        # the prompt pill's second line, under why it counts (ruling S10: one pill, one size)
        return line_boxes(yams_prompt.prompt_rect(self), prompt_size(self.scale),
                          self.scale, LINES)[1]

    def badge_beside(self) -> int | None:
        """The left x of a countdown badge standing on the sheet beside its box's value: None
        since ruling S45 (its ring stands off the sheet, at the prompt pill's right end: the
        marked box is drawn whole, critic cA77 #5)."""
        return None

    def countdown_ring_rect(self) -> pygame.Rect | None:
        """The countdown's one ring, off the sheet (ruling S45, critic cA77 #5: on the box it
        halved its "Doi"): inside the prompt's pill at its right end, beside the words saying
        what it will write ("Se înscrie automat la Doi"), centred on the pill's height, as
        wide as :func:`~game.views.yams_views.badge_across` (68 px at 1920x1080), a clear
        side's air inside the pill's edge; the box it will fill keeps its orange frame on the
        sheet. None while no countdown runs."""
        flow = self.flow
        if flow.countdown is None or flow.marked_box is None or self.game.finished:
            return None
        pill = yams_prompt.prompt_rect(self)
        across = min(views.badge_across(self.scale), pill.h - 2 * self.px(3))
        ring = pygame.Rect(0, 0, across, across)
        ring.midright = (pill.right - self.px(COUNTDOWN_RING_INSET), pill.centery)
        return ring

    def prompt_place(self) -> pygame.Rect:
        """The prompt's place: between the turn line and the held row (the prompt line, the
        "Sugestie" advice on one or two lines, a note that does not fit the held row)."""
        top = self.turn_line_bottom()
        bottom = self.held_band.top - self.px(6)
        if pill_lines(self.scale) > LINES:  # (three lines' room: the pill's height, down
            # to a clear gap over the rack's wood at most, ruling S45)
            bottom = min(self.rack_place().top - self.px(8),
                         self._lane_top(top) + pill_height(prompt_size(self.scale), self.scale))
        return pygame.Rect(self.left.x, top, self.left.w, max(0, bottom - top))

    def turn_line_bottom(self) -> int:
        """Where the header (title, round, turn line) ends: what is below it is the prompt's,
        the held row's and the dice's."""
        return self._lines["turn"] + self.font_px(theme.FONT_BODY) * 3 // 5

    def tail_lane(self) -> pygame.Rect:
        """The message lane under the turn line's pill (its band at rest), a clear gap of
        :data:`PILL_GAP` between them: where a forced Joker's stage keeps its caption over
        its last frames, never butting against "La rând" (critic hY24)."""
        lane = self.message_lane()
        top = self._lane_top(lane.top)
        return pygame.Rect(lane.x, top, lane.w, max(0, lane.bottom - top))

    def _lane_top(self, lane_top: int) -> int:
        """The tail lane's top: ``lane_top``, or a clear :data:`PILL_GAP` under the turn
        line's pill at rest where that is lower."""
        rest = yams_turn_entrance.rest_height(self.scale)
        return max(lane_top, self._lines["turn"] + rest - rest // 2 + self.px(PILL_GAP))

    def kept_rack(self) -> pygame.Rect | None:
        """The kept row's rack (:mod:`game.views.yams_rack`): the row's one rectangle, drawn
        whenever its places are (:meth:`kept_row_slots`), its five dice kept too (round 76,
        hI76: one object in every beat); None where the row is not drawn."""
        if (not self._slot_x or covers_held_band(self) or yams_moments.stamp_shown(self)
                or (self.game.finished and self._results_pushed)):
            return None  # (the row's places are not drawn: nor is their rack)
        return self.rack_place()

    def rack_place(self) -> pygame.Rect:
        """Where the kept row's rack stands: across the row's band, centred on its places,
        :data:`~game.theme_table.YAMS_RACK_HEIGHT` dice high."""
        rack = pygame.Rect(self.held_band)
        rack.h = round(self.tray.die_size * YAMS_RACK_HEIGHT)
        rack.centery = round(self._held_y)
        return rack

    def kept_row_slots(self) -> list[tuple[float, float]]:
        """The centres of the kept row's faint empty slots: one steady tray at every beat
        (before the first throw, after it, the computer's greeting or the news of the turn
        pass lying over them, a sacrifice's or a Joker's note said in the lane above), a kept
        die's once it sits there; under a stage too, hushed with the table, so the stage
        hands the tray back whole (critic C41: no frame of dice without their slots); none
        under the felt's Penta stamp or a coach card, nor under the results (a finished
        game's tray stays as it was until its end covers it)."""
        if ((self.game.finished and self._results_pushed)
                or yams_moments.stamp_shown(self) or covers_held_band(self)):
            return []
        held = self.game.held if self.game.dice is not None else (False,) * DICE_COUNT
        return [(float(x), float(self._held_y)) for i, x in enumerate(self._slot_x)
                if not (held[i] and self._sits_on_slot(i, x))]

    def keys_line_key(self) -> str:
        """The keys line's locale key: a person's turn lists its keys; on the computer's turn
        only Esc and F1, the same all the turn (Ctrl+Z is on "Anulează"), never
        "Spațiu: Aruncă" (critic C31); nor once a person's throws are used up (C62), nor
        while their dice tumble: Space only lands them then (round 74); nor, before the
        turn's first throw, the boxes and the dice keys: nothing to take yet (S21)."""
        # (the last box written, the finished table's too: the keys that still act, D69)
        flow = self.flow  # the scored turn's end and its card: no live key (S76)
        if flow.turn_ended or flow.prompt_waits or flow.handoff.pending:
            return "yams.keys_computer"  # (Esc and F1 alone)
        if not self.computer_turn and not self.game.finished:  # no throw left: neither
            # Space nor the dice keys (C62)
            if self.flow.throws_spent:
                return "yams.keys_no_throw"
            if self.game.dice is None:  # the turn's first throw: no box nor die to take
                return "yams.keys_first_throw"  # yet, Space and Tab ring "Aruncă" (S21)
            return "yams.keys_rolling" if self.tray.is_animating else "yams.keys_hint"
        # the computer's turn: one line all the turn (round 75: it changed as "Anulează"
        # greyed at its first throw); the undo's key is on its button ("Anulează (Ctrl+Z)")
        return "yams.keys_computer"

    def cup_rect(self) -> pygame.Rect | None:
        """Before a turn's first throw (a person's or the computer's): where the dice cup
        stands, its five dice in it, on the roll row's centre and floor (round 40's ruling);
        while that throw's dice leave its mouth, until it has gone (:meth:`cup_alpha`).
        As the turn's passing band fades where it lies, the cup fades in under it (critic
        C66: no bare felt between turns; :meth:`cup_alpha`). None while the scored dice
        leave, under a stage, where a message lies over it, or once the game is over."""
        first_out = (self.game.dice is not None and self.game.rolls_used == 1
                     and self.tray.is_animating and self.cup_alpha() > 0)
        if ((self.game.dice is not None and not first_out) or self.flow.leaving.active
                or self.cup_alpha() <= 0
                or self.game.finished or self.on_stage is not None or not self._slot_x):
            return None
        rect = self.cup_place()
        if rect.collidelist(self.message_rects()) >= 0:
            return None  # a message lies over the row: the cup waits whole or not at all
        return rect

    def cup_place(self) -> pygame.Rect:
        """Where the cup stands: on the roll row's centre, on the dice's floor."""
        side = self.tray.die_size
        w, h = dice_cup.cup_size(side)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (self._slot_x[DICE_COUNT // 2] if self._slot_x else self.left.centerx,
                          self._free_y + side // 2)
        return rect

    def cup_alpha(self) -> int:
        """How strongly the cup shows (0..255), by the flow's
        :func:`~game.flow.cup_fade.cup_fade`: whole before the first throw, coming as the
        turn's passing band fades (with it), going as that throw's dice leave its mouth."""
        if self.flow.turn_ended:  # never the next turn's cup before its card (S76)
            return 0
        first = None if self.game.dice is None else self.tray.roll_elapsed
        return cup_fade(self.flow.handoff, first, fading_band=True)

    def _sits_on_slot(self, index: int, x: int) -> bool:
        """True when die ``index`` lies on its kept slot (not still gliding up to it)."""
        px, py = self.tray.position(index)
        return abs(px - x) <= 1 and abs(py - self._held_y) <= 1

    def dice_slots(self) -> list[tuple[float, float]]:
        """Before a turn's first throw, the centres of the faint slots where its dice will
        land (none under a message spilling over the empty dice row)."""
        if self.game.dice is None and self._slot_x:
            side = self.tray.die_size
            said = self.message_rects()
            slots = [(float(x), float(self._free_y)) for x in self._slot_x]
            return [(x, y) for x, y in slots
                    if pygame.Rect(round(x - side / 2), round(y - side / 2), side,
                                   side).collidelist(said) < 0]
        return []

    def dice_in_play_rects(self) -> list[pygame.Rect]:
        """Every die in play where it is drawn now (none before a turn's first roll)."""
        if self.game.dice is None:
            return []
        side = self.tray.die_size
        rects = []
        for i in range(DICE_COUNT):
            x, y = self.tray.position(i)
            rects.append(pygame.Rect(round(x - side / 2), round(y - side / 2), side, side))
        return rects

    def refusal_rect(self) -> pygame.Rect | None:
        """Where a refusal is said (None when nothing is refused): the prompt's pill, its
        second line (round 74, S10 amended)."""
        return None if self.flow.voice.refusal is None else yams_prompt.prompt_rect(self)

    def spoken_rects(self) -> list[pygame.Rect]:
        """The sheet cell the announcement speaks of: the box just scored (its bonus cell is
        the celebration's own)."""
        flow = self.flow
        if flow.voice.announcement is None or flow.flash is None or self.game.finished:
            return []  # at the end the winners' whole columns are framed, that box's too
        player, box, _ = flow.flash
        return [self.sheet.cell_rect(player, box)]

    def message_rects(self) -> list[pygame.Rect]:
        """Where the voice's pills and panels are (the announcement, the refusal, the banner)."""
        voice = self.flow.voice
        rects = self._announcement_rects()
        banner = None
        if (self.lane_channel() is Channel.BANNER and not self.flow.handoff.holds
                and views.held_row_banner(voice, self.computer_turn) is not None):
            banner = yams_prompt.prompt_rect(self)  # said in the prompt's pill (S10)
        refusal = self.refusal_rect()
        return rects + [r for r in (refusal, banner) if r is not None]

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the running celebrations may paint now (the bonus and TOTAL cells with
        their pop and glints, the winners' columns framed): on the sheet, away from the dice
        and the messages."""
        return yams_moments.celebration_rects(self)  # the staged moments' too

    def _draw_celebrations(self, surface: pygame.Surface) -> None:
        if self.app.manager.top is not self:  # a dialog froze the table's picture
            return
        views.draw_celebrations(surface, self.sheet, self.bonus_celebration,
                                self.win_celebration, self.outcome_visible(), self.time,
                                self.scale, self.content_area)

    def release_marks(self) -> list[pygame.Rect]:
        """Where the "Sugestie" crosses go: a small × over each held die to release."""
        return views.release_marks([self.tray.position(i) for i in self.flow.hint_release],
                                   self.tray.die_size)

    def hint_rings(self) -> list[pygame.Rect]:
        """Where the "Sugestie" outlines go: a rounded square hugging each die to take up, none
        on a die already held (its one gold ring says it is kept: critic round 68, a held die
        wore several rings at once)."""
        held = self.game.held
        return views.hint_rings([self.tray.position(i) for i in self.flow.hint_dice
                                 if not held[i]], self.tray.die_size)

    def penta_rect(self) -> pygame.Rect:
        """Where "Penta!" pops and the announcement is said: the strip of felt between the
        held row and the rolled dice, so it covers neither a die nor a message."""
        top = self.held_band.bottom
        bottom = self._free_y - self.tray.die_size // 2 - self.px(4)
        return pygame.Rect(self.left.x, top, self.left.w, max(0, bottom - top))
