"""Where the 10 000 table puts things: :class:`FarkleTableLayout` lays the players, the turn
panel at its one height, the guide, the dice, the mat and the buttons out, and keeps the tray's
dice where the selection puts them (the roll row or the mat). A part of
:class:`game.scenes.farkle_table.FarkleTableScene`."""

from __future__ import annotations

import pygame

from game import theme, theme_table
from game.flow.farkle_hot_back import into_cup, six_back
from game.flow.farkle_mat import mat_order
from game.i18n import format_int
from game.views import farkle_cup, farkle_refusal
from game.views import farkle_views as views
from game.views.coach import mat_card_height
from game.views.coach_farkle import selection_line_top
from game.views.coach_reads import felt_card_band
from game.views.farkle_hot_cup import draw_dice_into_cup
from game.views.farkle_tray import DICE_PER_TURN
from game.widgets import dice_cup
from game.widgets.dice import GLIDE_DURATION, DiceTray
from game.widgets.farkle_dense_rows import DENSE_BELOW, dense_panel_height
from game.widgets.farkle_panels import (
    players_panel_height,
    rows_beside,
    turn_foot_height,
    turn_panel_height,
)
from game.widgets.farkle_rows import row_for_tags
from game.widgets.felt import felt_area
from game.widgets.score_guide import guide_entries, readable_height
from game.widgets.text import BOLD, REGULAR, text_size

ROW_Y = 200
"""Reference pixels from the panels' top to the thrown dice's row."""

MAT_Y = 450
"""Reference pixels from the panels' top to the mat's middle: the mat and the buttons sit
high enough to leave under the buttons the room of a coach card and its pointer above
the key-hint bar (which then stays said)."""

TAGS_ROOM = 40
"""Reference pixels the players panel may grow by, taken from the set-aside story under it,
so that its tags stand under the totals clear of them (hF28)."""

UNDO_WIDTH = 560
"""Reference pixels of "Anulează"'s one width (the middle column's at most): lit, it names
whose bank it takes back (round 71, critic B71)."""

HINT_BUTTON_SHARE = 1 / 3
"""The share of the middle column's width (less the gaps) "Sugestie" takes: as wide as
"Aruncă" and "Încasează", three buttons of one width (ruling S96 5., round 81, hF107, critic
cF80: the narrower third read as a slip; S26's one pair of one width kept)."""


def selection_line_height(scene: object) -> int:
    """The height of the "Selecție: …" line's words over the mat (its small type)."""
    return text_size("Ăg", scene.font_px(theme.FONT_SMALL))[1]  # type: ignore[attr-defined]


class FarkleTableLayout:
    """The 10 000 table's layout and its dice's places (mixed into the scene, whose widgets,
    flow and game it reads)."""

    # --- layout -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Players on the left, the turn on the right, dice, mat and buttons in the middle."""
        super().layout(size)
        felt = felt_area(self.size)
        margin = self.px(30)
        side_w = self.px(theme.FARKLE_SIDE_WIDTH)
        top = felt.y + self.px(120)
        bottom = self.content_area.bottom
        left = pygame.Rect(felt.x + margin, top, side_w, bottom - top)
        right = pygame.Rect(felt.right - margin - side_w, top, side_w, bottom - top)
        # The guide takes the turn column's lower part and the set-aside story the players
        # column's, at every window size and for every seat count alike: a panel never
        # changes sides (a small window once could not hold the guide under six players,
        # and the panels swapped there). The players' rows keep the height they would
        # have beside the whole guide, so they read the same at every size.
        gap = self.px(24)
        self._guide_need = readable_height(guide_entries(self.tr), self.scale, side_w)
        room = left.h - gap - self._guide_need
        self.guide_right = True
        self.turn_foot = False
        row = rows_beside(room, len(self.players), self.scale)[0]
        # a little taller where that keeps the tags under the totals, clear of them, and
        # the set-aside story under the panel keeps its room (many seats: tags on the line)
        taller = row_for_tags(side_w, self.scale, len(self.players), row)
        if (taller - row) * len(self.players) <= self.px(TAGS_ROOM):
            row = taller
        need = players_panel_height(len(self.players), self.scale, row)
        if row < self.px(DENSE_BELOW):  # many seats: a line a player, its marks said (hF61)
            need = dense_panel_height(len(self.players), self.scale,
                                      players_panel_height(0, self.scale))
        self.players_rect = pygame.Rect(left.x, top, side_w, min(need, left.h))
        self.players_panel = self.players_rect
        lower = pygame.Rect(left.x, self.players_rect.bottom + gap, side_w,
                            bottom - self.players_rect.bottom - gap)
        self.guide_size_room: int | None = None
        self.groups_rect = lower
        self.turn_rect = pygame.Rect(right.x, top, side_w, self.px(theme.FARKLE_TURN_HEIGHT))
        self._turn_fit = None
        self._fit_turn_panel()
        self.center = pygame.Rect(left.right + margin, top, right.x - left.right - 2 * margin,
                                  bottom - top)
        self.die_side = self.px(theme.FARKLE_DIE)
        self.die_gap = self.px(18)
        row_w = DICE_PER_TURN * self.die_side + (DICE_PER_TURN - 1) * self.die_gap
        self.row_y = top + self.px(ROW_Y)
        self.mat = pygame.Rect(0, 0, row_w + self.px(40), self.die_side + self.px(44))
        self.mat.center = (self.center.centerx, top + self.px(MAT_Y))
        # taller downwards where a die's coach card would not fit wholly on it (small windows)
        self.mat.h = max(self.mat.h, mat_card_height(self))
        gap = self.px(30)
        bh = self.px(84)
        # "Aruncă" and "Încasează" are the turn's two actions, one pair of one width: the
        # throw never narrower than the bank, its words never shrunk smaller (ruling S26,
        # round 77: a red "Aruncă" half the width of "Încasează 600", its word the smaller);
        # "Sugestie", the helper, as wide (S96 5., round 81; the places fixed all game)
        hint = int((self.center.w - 2 * gap) * HINT_BUTTON_SHARE)
        pair = (self.center.w - hint - 2 * gap) // 2
        uh = self.px(theme.BUTTON_SMALL_SIZE[1] * 0.85)
        # The room left under the line under "Anulează" (one line: a hint or a refusal) is
        # not left as a bare band: the row moves down a little, the mat grows and the
        # buttons sit lower, the same in every beat (hF16, hF20).
        below = (self.mat.bottom + self.px(46) + bh + self.px(24) + uh + self.px(24)
                 + self.font_px(theme.FONT_SMALL))
        spare = max(0, bottom - self.px(8) - below)
        self.row_y += spare // 4
        self.mat.y += spare // 2
        self.mat.h += spare - spare // 2
        self._make_card_band()
        by = self.mat.bottom + self.px(46)
        hint = min(pair, self.center.w - 2 * pair - 2 * gap)  # (never wider than the pair)
        font = self._pair_type(pair, hint)
        x = self.center.x
        for button, bw in ((self.roll_button, pair), (self.bank_button, pair),
                           (self.hint_button, hint)):
            button.place(pygame.Rect(x, by, bw, bh), self.scale, font)
            x += bw + gap
        # "Anulează" has its own place under the buttons all game (greyed while nothing can
        # be undone), its one short label ("Anulează (Ctrl+Z)") at the Yams table's width:
        # nothing moves when it lights up; wider than the Yams table's since round 71 (critic
        # B71: lit, it names whose bank it takes back, "Anulează încasarea: Constantinos",
        # no genitive: critic E71)
        uw = min(self.px(UNDO_WIDTH), self.center.w)
        self.undo_button.place(pygame.Rect(self.center.centerx - uw // 2,
                                           by + bh + self.px(24), uw, uh),
                               self.scale, self.font_px(theme.FONT_SMALL))
        self._layout_tray()

    def _pair_type(self, pair: int, hint: int) -> int:
        """The one type size of the action row's words: the largest, up to the buttons' own,
        at which "Aruncă" and a four-figure bank ("Încasează 8 888") fit in the pair's width
        and "Sugestie" in its own (ruling S26: the pair's words one size, fixed all game; a
        rarer, longer bank's words alone may shrink, never "Aruncă"'s)."""
        room = 2 * self.px(theme.BUTTON_RADIUS)
        bank = self.tr("farkle.bank_points", points=format_int(8_888))
        labels = ((self.tr("farkle.roll"), BOLD, pair), (bank, BOLD, pair),
                  (self.tr("farkle.hint.button"), REGULAR, hint))
        size = self.font_px(theme.FONT_BUTTON)
        while size > theme.least_type() and any(text_size(text, size, weight)[0] > width - room
                                                for text, weight, width in labels):
            size -= 1
        return size

    def _make_card_band(self) -> None:
        """The felt between the dice row and the "Selecție" line holds a coach card of the
        dice, the bank or the hot dice, beside what it points at (round 50, critic B41: at
        1024x600 a die's card stood in the ledger, the bank's pointed at the ledger's total,
        the hot dice' lay on the empty slots): where it is too low, the mat gives the room
        its extra height kept (made in hC16 for a die's card on it), its top lowered, then
        the row rises towards the prompt (never nearer it than the dice' clear gap)."""
        top = selection_line_top(self)
        short = felt_card_band(self) - (top - (round(self.row_y) + self.die_side // 2))
        if short <= 0:
            return
        lower = max(0, min(short, self.mat.h - self.die_side - self.px(44)))
        self.mat.y += lower
        self.mat.h -= lower
        highest = self.center.y + self.px(70) + self.die_side // 2
        self.row_y = max(min(self.row_y, highest), self.row_y - (short - lower))

    def _layout_tray(self) -> None:
        # thrown dice tumble above the mat's "Selecție: …" line, never across its words
        top = self.center.y + self.px(70)
        floor = self.mat.top - self.px(8) - selection_line_height(self) - self.px(4)
        bounds = pygame.Rect(self.center.x, top, self.center.w, floor - top)
        self.tray.layout(bounds, self._targets(), self.die_side)
        self.tray.warm_up()
        self._apply_looks()
        relayout = getattr(getattr(getattr(self, "flow", None), "dice", None), "relayout_left",
                           None)
        if relayout is not None:  # a bank's dice, fading where they lay (hF89)
            relayout(bounds, self.die_side)

    def _row_positions(self, count: int) -> list[tuple[float, float]]:
        """The places of ``count`` dice in the row: the middle ones of its six slots, so
        the slots never move between beats (five dice of a bust, three after an undo)."""
        step = self.die_side + self.die_gap
        x0 = self.center.centerx - (DICE_PER_TURN - 1) * step / 2
        first = max(0, (DICE_PER_TURN - count) // 2)
        return [(x0 + (first + k) * step, float(self.row_y)) for k in range(count)]

    def mat_places(self, count: int) -> list[tuple[float, float]]:
        """The centres of ``count`` dice lying on the mat, left to right (its slots' middle
        ones, as the dice set aside rest there)."""
        return [(x, float(self.mat.centery)) for x, _ in self._row_positions(count)]

    def empty_slots(self) -> list[tuple[float, float]]:
        """The row's slots no die rests in now (a die set aside, or fewer dice thrown); none
        while hot dice' six go into the cup, as before a turn's first throw (S26, hF92)."""
        if six_back(self.flow):
            return []
        taken = {round(x) for x, y in self.tray.rest_positions if abs(y - self.row_y) < 1}
        return [p for p in self._row_positions(DICE_PER_TURN) if round(p[0]) not in taken]

    def mat_slots_free(self) -> list[tuple[float, float]]:
        """The mat's six places (under the row's, where the dice set aside rest) no die
        rests on now: outlined faintly, so the mat is never an empty frame (hF21); a die
        still gliding onto it leaves its slot outlined until it lies there (ruling S1)."""
        y = float(self.mat.centery)
        tray = self.tray
        taken = {round(x) for x, ry in (tray.position(i) for i in range(tray.count))
                 if abs(ry - y) < 1}
        return [(x, y) for x, _ in self._row_positions(DICE_PER_TURN) if round(x) not in taken]

    def _targets(self) -> list[tuple[float, float]]:
        """Rest position of every tray die: the roll row, or the mat when set aside."""
        count = self.tray.count
        row = self._row_positions(count)
        if six_back(self.flow):  # hot dice' six: into the cup's mouth (S26 amended, hF92)
            return [dice_cup.mouth(farkle_cup.cup_place(self))] * count
        if not self._live():
            return row
        chosen = mat_order(self.game.selected, self.game.roll_dice, self.flow.rare)
        mat = self._row_positions(len(chosen))
        targets = list(row)
        for k, index in enumerate(chosen):
            targets[index] = (mat[k][0], float(self.mat.centery))
        return targets

    def draw_dice(self, surface: pygame.Surface) -> None:
        """The tray's dice; hot dice' six going into the cup, shrinking and fading into its
        mouth, then none (the cup holds them: S26 amended, hF92)."""
        if six_back(self.flow):
            draw_dice_into_cup(surface, self.tray, into_cup(self.flow),
                               dice_cup.mouth(farkle_cup.cup_place(self)))
            return
        super().draw_dice(surface)  # type: ignore[misc]

    def _under_cup(self) -> float:
        """How much of the old turn still shows where the cup stands (S79 2.)."""
        flow = self.flow
        return max(flow.left_dice_shown(), flow.kept_dice_shown(), self.mat_share(),
                   flow.bust_dice_shown())

    def cup_share(self) -> float:
        """How far the cup has come back (S79 2.): on the table's clock; whole at once under
        a stage (whose clock runs instead of the table's) once nothing lies under it."""
        if self.app.manager.top is not self and self.flow.cup_wanted() \
                and self._under_cup() <= 0:
            self.cup_return.share = 1.0
        return self.cup_return.share

    def _draw_lost(self, surface: pygame.Surface) -> None:
        """A bust's dice and their red rings (faded together as its hold ends)."""
        self.draw_dice(surface)
        farkle_refusal.draw_lost_dice(surface, self, self.dice_in_play_rects())

    def _live(self) -> bool:
        return self.flow.live()

    def _new_tray(self, faces: tuple[int, ...]) -> DiceTray:
        tray = DiceTray(len(faces), faces=faces, cache=self.cache)
        tray.on_impact = self.dice_hit
        if self.size != (0, 0):
            self.tray = tray
            self._layout_tray()
        return tray

    def _apply_looks(self) -> None:
        live = self._live()
        back = six_back(self.flow)  # hot dice' six back in the row: unlit, the throw's (S26)
        game = self.game
        roll = game.roll_dice or ()
        for i in range(self.tray.count):
            # the scoring glow only on dice that score: the whole selection once it scores,
            # else a 1 or a 5 of it (a 2 waiting for its straight is set aside unlit)
            held = live and not back and i in game.selected and (
                game.selection_valid or (i < len(roll) and roll[i] in (1, 5)))
            self.tray.set_state(i, held=held, dimmed=not live and self.flow.frozen is None)

    def _place_dice(self) -> None:
        # hot dice' six glide back to the row slower than a click's die, seen going (S26)
        glide = (theme_table.FARKLE_HOT_BACK / self.factor if six_back(self.flow)
                 else GLIDE_DURATION)
        for i, pos in enumerate(self._targets()):
            if self.tray.rest_positions[i] != pos:
                self.tray.move_to(i, pos, glide)
        self._apply_looks()

    def _fit_turn_panel(self, shown: object = None) -> None:
        """The turn panel at one height all game long (its rows and the room its notes can
        ever need: the computer's reasoning, who still plays in the last round), at most
        ``theme.FARKLE_TURN_HEIGHT``; the set-aside panel takes the rest of the column, so
        neither moves while a turn is played nor when it passes. ``shown`` is not read (the
        height does not follow what a frame shows)."""
        if self.size == (0, 0):
            return
        if self._turn_fit is None or self._turn_fit[0] != self.size:
            small = self.font_px(theme.FONT_SMALL)
            width = self.turn_rect.w - 2 * self.px(24)
            lines = self.turn_panel()[0]
            room = views.note_room(self.flow, self.tr, small, width)
            self._turn_fit = (self.size, max(turn_panel_height(self.scale, lines, notes)
                                             for notes in room))
        column_bottom = self.content_area.bottom
        gap = self.px(24)
        most = self.px(theme.FARKLE_TURN_HEIGHT)
        if self.guide_right:  # the complete guide keeps its room under the turn panel
            most = min(most, column_bottom - self.turn_rect.y - gap - self._guide_need)
        # (the risk and hot dice' coach cards, which once sat inside under the risk row, stand
        # in the middle column's strip since round 69, S5: the panel keeps no room for them)
        # the room under the tallest notes is not left dead: the panel's foot says who
        # leads, where it fits at this size (the same all game: nothing comes and goes)
        fit = self._turn_fit[1] - self.px(16) + turn_foot_height(self.scale)
        self.turn_rect.h = min(fit, most)
        # (round 41, critic B40: "Lider" in one place at every size: the title row, never
        # the foot at 1920×1080 and the title row at the smaller sizes; the foot's room goes
        # to the notes and the fact)
        self.turn_foot = False
        lower = pygame.Rect(self.turn_rect.x, self.turn_rect.bottom + gap, self.turn_rect.w,
                            column_bottom - self.turn_rect.bottom - gap)
        if self.guide_right:
            self.guide_rect = lower
        else:
            self.groups_rect = lower
