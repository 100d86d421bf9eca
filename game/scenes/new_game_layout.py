"""New Game laid out and drawn (a mixin of :class:`game.scenes.new_game.NewGameScene`, which
owns the widgets): the title high, the game in one line, the settings panel, "Ordinea de joc" on
the seat cards, the cards filling the room left above "Înapoi" / "Începe"."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.engine.players import MAX_HUMANS
from game.i18n import format_int, shown_name
from game.widgets.felt import draw_panel, felt_area
from game.widgets.text import BOLD, draw_text, line_height, text_size

PANEL_MOST_WIDTH = 1500
"""The form's panel at most (reference pixels); the seat cards share its width."""
NAME_GROWTH = 2.4
"""How much taller a name field grows on the big cards of few players (at most; hS40: 1.8
left the names small on the cards filling the room)."""
NAME_OF_CARD = 0.24
"""A tall card's name field at most this share of the card's height (the name big on it)."""
START_GROWTH = 1.22
""""Începe" is the hero action: this much wider than "Înapoi" (and red; one height)."""
GRID_LEAD = 32
"""The least felt between the seat cards' grid and the buttons below it (reference pixels)."""
SHORT_WINDOW = 800
"""A window lower than this (pixels: 1024×600, 1366×768) gets the tight layout
(:meth:`NewGameScene.short`): the title higher, the panel's rows closer, the room to the seat
cards."""
TITLE_Y_SHORT = 0.09
"""The title's centre in a short window (a fraction of the height; ``theme.TITLE_Y`` else)."""
TITLE_Y_TALL = 0.115
"""The title's centre in a tall window (hS31, critic R30: the felt went to the seat cards, not
to a band under the title)."""
SHORT_ROW = 0.84
"""A short window's panel rows: this share of a form row (the controls keep their height)."""
CAPTION_LEAD = 22
"""Between the settings panel and "Ordinea de joc" (reference pixels; hS30)..."""
CAPTION_GAP = 26
"""...and between the caption and the cards it names: it sits on them, clear of the first
card's focus ring (critic R30: it sat almost on the ring)."""

class NewGameLayout:
    """Where New Game's parts stand, and their drawing."""

    kind: str
    size: tuple[int, int]
    scale: float
    px: Any
    font_px: Any
    tr: Any
    motion: Any
    humans: Any
    target: Any
    back_button: Any
    start_button: Any
    resume_button: Any
    label_pos: dict[str, tuple[int, int]]
    panel: pygame.Rect
    panel_home: int
    panel_from: int
    band: pygame.Rect
    band_room: pygame.Rect
    size_room: pygame.Rect
    card_w: int
    card_h: int
    field_h: int

    def short(self) -> bool:
        """True in a short window (lower than :data:`SHORT_WINDOW`): the tight layout."""
        return self.size[1] < SHORT_WINDOW

    def title_y(self) -> float:
        """The title's centre (a fraction of the height): high, higher in a short window."""
        return TITLE_Y_SHORT if self.short() else TITLE_Y_TALL

    def layout(self, size: tuple[int, int]) -> None:
        """The game in one line under the title, a centred panel (the humans stepper, for
        10 000 the target and the level), the caption of the order, the seats as big cards
        each holding its player's name field, Back / Start.

        The places of seven seats fill all the room the form leaves above the buttons, one
        size for any count (:meth:`seat_places`): a seat coming fades in at its own place,
        one going fades out, the others never move (:meth:`_on_count`).
        """
        super().layout(size)
        self.motion.settle()  # (a change of the count starts its slide after this layout)
        w, h = self.size
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        short = self.short()  # (hN25: the 10 000 cards were 77 px tall at 1024x600)
        title_bottom = round(h * self.title_y()) + self.font_px(theme.FONT_TITLE) // 2
        bh = self.px(theme.BUTTON_SIZE[1])  # (critic A69: the screen's only exits, big)
        buttons_bottom = felt.bottom - margin
        buttons_y = buttons_bottom - bh  # "Începe", the hero; "Înapoi" lower beside it
        top = title_bottom + (self.px(14) if short else margin)  # (the title's line is tall)
        extra = 1 if self.kind == "farkle" else 0  # 10 000's target: one row
        small_line = line_height(self.caption_px())
        gap = self.px(theme.GAP)
        pw = min(self.px(PANEL_MOST_WIDTH), felt.w - 2 * margin - 2 * self.px(40))
        note_h = max(small_line + 2 * gap,  # "Ordinea de joc" with a gap above and below it
                     self.px(CAPTION_LEAD + CAPTION_GAP)
                     + text_size("Ag", self.order_px(), BOLD)[1])
        row = self.px(theme.ROW_HEIGHT)
        field_h = min(self.px(theme.FIELD_SIZE[1]), round(row * 0.76))
        if short:  # the rows closer, the controls as tall
            row = max(field_h + self.px(12), round(row * SHORT_ROW))
        self.summary_y = top
        form_top = top + small_line + gap
        pad = self.px(18 if short else 20)
        extra = 0  # (round 74: 10 000's target alone in the panel, on one row)
        self.panel = pygame.Rect(0, 0, pw, (1 + extra) * row + pad)
        # hS50 (critic A41): as wide as what it holds, not a long band empty in it; round 74
        # (critic #3): the players' stepper gone, Yams has no setting here: no panel
        self.panel.w = min(pw, self.form_width())
        if self.kind == "yams":
            self.panel.size = (0, 0)
        self.panel.midtop = (w // 2, form_top)
        # the band: all the form leaves above the buttons, whatever the number of players;
        # the places of the most seats fill it
        lead = max(margin, self.px(GRID_LEAD))  # the grid never near the buttons
        band_top = self.panel.bottom + note_h  # (round 74: Yams has no panel: more room)
        self.band_room = pygame.Rect(w // 2 - pw // 2, band_top, pw, buttons_y - lead - band_top)
        """All the room the seat cards have: the cards of any number of seats fill it."""
        # between two rows: room for a refusal's bubble (two lines) by a card of either row;
        # as much under the last row, above the buttons (even gaps, hS22)
        # the cards' one size, in both games: the room 10 000 leaves (its target and level
        # take one more row of the panel)
        self.wide_w = felt.w - 2 * margin
        """The width the rows of cards may take (the felt's, inside its margins)."""
        self.size_room = pygame.Rect(self.band_room)
        self.size_room.w = self.wide_w  # (hS31, critic R30: the felt's width, not the panel's)
        self.size_room.centerx = w // 2
        # critic I72: the rows as close as two cards of a row (no band kept for a refusal's
        # bubble: it shows as a tooltip over the row under its card), the cards taller
        self.row_gap = self.rows_gap()
        under = lead  # (hS31: a last row's refusal stands in the gap over its card)
        self.band_room.h = buttons_y - under - band_top
        self.size_room.h = self.band_room.h  # (hS40: this game's room, filled)
        self.size_room.bottom = self.band_room.bottom
        self.band_room.w = self.wide_w
        self.band_room.centerx = w // 2
        self.back_button_y = buttons_y
        self._centre_block(under)
        self.band = self.rows_band(self.humans.value + 1)
        self.card_w, self.card_h = self.card_rects()[0].size
        # the name fields: as on the cards of seven seats, taller on the bigger cards of few
        least = min(field_h, max(8, round(self.card_rects(MAX_HUMANS + 1)[0].h * 0.36)))
        # (never taller than with fewer people: five in a row are lower than six in two)
        lowest = self.card_rects()[0].h  # (one size for any count)
        self.seven_field_h = least
        """The name fields' height on the cards of seven seats."""
        self.field_h = max(least, min(round(field_h * NAME_GROWTH),
                                      round(lowest * NAME_OF_CARD)))
        self.names_size = self.one_name_size(self.font_px(theme.FONT_BODY))
        """The names' one type size for the cards' arrangement (:meth:`one_name_size`)."""
        self.form_rows = (row, pad, field_h)
        self.panel_home = self.panel.y  # (it glides there with the cards)
        self._place_form()
        self._place_name_fields(self.font_px(theme.FONT_BODY))
        bw = self.px(theme.BUTTON_SIZE[0])
        hero_w = round(bw * START_GROWTH)
        gap = self.px(theme.GAP * 2)
        resume_w = hero_w if self.resume_button.visible else 0  # this game's save offered
        left = w // 2 - (bw + gap + hero_w + (resume_w + gap if resume_w else 0)) // 2
        button_font = self.font_px(theme.FONT_BUTTON)
        # one height, their feet level; "Începe" wider and red (the hero), its label at the
        # buttons' one size so its circumflex never touches its top edge
        self.back_button.place(pygame.Rect(left, buttons_y, bw, bh), self.scale, button_font)
        if resume_w:  # "Continuă partida" between them, quiet: "Începe" stays the one red
            left += bw + gap
            self.resume_button.place(pygame.Rect(left, buttons_y, resume_w, bh), self.scale,
                                     button_font)
            left += resume_w - bw
        self.start_button.place(pygame.Rect(left + bw + gap, buttons_y, hero_w, bh),
                                self.scale, button_font)
        self._remember_places()
        self.place_spots()

    def _glide_panel(self) -> None:
        """The panel on its way with the cards (hS30: the block centres again when the cards
        change rows; the panel never jumps over cards still at their places)."""
        start = self.panel_from
        share = self.motion.slide_share() if self.motion.moving else 1.0
        y = round(start + (self.panel_home - start) * share)
        if y != self.panel.y:
            self.panel.y = y
            self._place_form()

    def _centre_block(self, under: int) -> None:
        """The settings panel, "Ordinea de joc" and the group of cards as one block (hS30,
        critic S29: with few players bands of felt lay between them, the caption afloat):
        :data:`CAPTION_LEAD` between the panel and the caption, :data:`CAPTION_GAP` between
        the caption and the cards; the panel under the game's line at the layout's own gap
        at any count (hS40: the cards fill the room, the form never moves), the cards in
        the room left above the buttons (never nearer them than ``under``)."""
        text_h = text_size("Ag", self.order_px(), BOLD)[1]
        places = self.seat_places()
        if not places:
            return
        group_h = places[0].unionall(places).h
        lead, gap = self.px(CAPTION_LEAD), self.px(CAPTION_GAP)
        # hS61 (critic A51, "no empty bands"; reversing hS30's block centred whole: with one
        # card size two tall bands of felt lay over the panel and under the cards): the felt
        # left over shared in three even gaps, over the panel, between the panel and the
        # line-up (its caption on the cards), under the cards; gliding
        lead = lead if self.panel.h else 0  # (no panel over the heading: Yams, round 74)
        block = self.panel.h + lead + text_h + gap + group_h
        line_foot = self.summary_y + line_height(self.caption_px())
        free = self.back_button_y - line_foot - block
        room = under  # (hS63: one row fills the band, a refusal's bubble in its card's head)
        shares = 3 if self.panel.h else 2  # (round 74: no panel, no gap under it)
        third = max(0, free // shares if free // shares >= room else (free - room) // 2)
        lowest = self.back_button_y - room - block  # (never nearer the buttons)
        self.panel.y = max(self.panel.y, min(line_foot + third, lowest))
        apart = max(0, min(third, lowest - self.panel.y)) if self.panel.h else 0
        top = self.panel.bottom + apart + lead + text_h + gap
        self.band_room = pygame.Rect(self.band_room.x, top, self.band_room.w, group_h)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title (with the game's name), the game in one line, the form and its labels,
        the order line, the seat cards, the buttons."""
        self.draw_background(surface)
        w = surface.get_width()
        game = self.tr("new_game.game_" + self.kind)
        self.draw_title(surface, f"{self.tr('new_game.title')} · {game}", self.title_y())
        draw_panel(surface, self.panel, self.scale)
        body = self.font_px(theme.FONT_BODY)
        if self.target.visible:
            x, y = self.label_pos["target"]
            draw_text(surface, self.tr("new_game.target"), body, theme.CREAM, (x, y), "midleft",
                      max_width=self.target.rect.x - x - self.px(20))
        small = self.caption_px()
        draw_text(surface, self.summary(), small, theme.CREAM, (w // 2, self.summary_y),
                  "midtop", max_width=self.wide_w)  # (hS50: wider than Yams' strip)
        self._draw_band(surface)
        # the cards say who plays when (read from the game "Începe" starts): a caption only,
        # which yields its place while a refusal's bubble stands above the first row
        bubble, chips = self.refusal_rect(), self.seat_chips()
        row_top = chips[0][0].y if chips else self.band.y
        if bubble is None or not self.panel.bottom < bubble.bottom <= row_top:
            draw_text(surface, self.heading(), self.order_px(), theme.GOLD,
                      (self.panel.centerx, self._caption_y()), "midbottom",
                      max_width=self.wide_w, weight=BOLD)
            self._draw_order_label(surface)
        self.draw_widgets(surface)
        self._draw_refusal(surface)
        self._draw_lock_tip(surface)

    def heading(self) -> str:
        """The heading over the seat cards: the seeds' "Jucători umani + 1 IA", alone (the
        count the cards set, round 74: the stepper that said it gone; "Ordinea de joc" is
        its own label, :meth:`order_label_rect`, ruling S52)."""
        return self.tr("new_game.humans")

    def order_label_rect(self) -> pygame.Rect:
        """Where "Ordinea de joc" and its arrow stand: their own label, cream, at the first
        card's left edge on the heading's line (the cards stand in the order they play,
        the arrow along them; ruling S52: run into the heading after a "·", the two read
        as one muddled line)."""
        size = self.caption_px()
        w, h = text_size(self.tr("new_game.order"), size)
        arrow = self.order_arrow_width(h)
        first = min(self.shown_card_rects() or [self.band], key=lambda r: (r.y, r.x))
        rect = pygame.Rect(first.left, 0, w + arrow, h)
        rect.centery = self.heading_rect().centery
        return rect

    def order_arrow_width(self, line: int) -> int:
        """The arrow after "Ordinea de joc": its gap before it and its length."""
        return round(line * 1.3)

    def _draw_order_label(self, surface: pygame.Surface) -> None:
        """"Ordinea de joc →": the words in cream at the caption's size, then a drawn
        arrow pointing along the row of cards."""
        rect = self.order_label_rect()
        size = self.caption_px()
        words = draw_text(surface, self.tr("new_game.order"), size, theme.CREAM,
                          (rect.x, rect.centery), "midleft")
        gap = max(4, self.px(12))
        thick = max(2, self.px(4))
        head = max(5, rect.h // 4)
        y = rect.centery
        start, end = words.right + gap, rect.right
        pygame.draw.line(surface, theme.CREAM, (start, y), (end - head, y), thick)
        pygame.draw.polygon(surface, theme.CREAM,
                            [(end, y), (end - head - 1, y - head), (end - head - 1, y + head)])

    def heading_rect(self) -> pygame.Rect:
        """Where the heading over the cards (:meth:`heading`) stands, on the first row."""
        rect = pygame.Rect((0, 0), text_size(self.heading(), self.order_px(), BOLD))
        rect.midbottom = (self.panel.centerx, self._caption_y())
        return rect

    def summary_rect(self) -> pygame.Rect:
        """Where the game's line under the title stands."""
        rect = pygame.Rect((0, 0), text_size(self.summary(), self.caption_px()))
        rect.midtop = (self.size[0] // 2, self.summary_y)
        return rect

    def order_px(self) -> int:
        """The type of "Ordinea de joc": the body's, bold and gold, a heading over the cards
        it names (critic A69: a small grey caption)."""
        return int(self.font_px(theme.FONT_BODY))

    def _caption_y(self) -> int:
        """The foot of "Ordinea de joc": :data:`CAPTION_GAP` over the first row of cards (it
        goes with the group, the first card gliding with it)."""
        shown = self.shown_card_rects()  # (the first card: it glides with the group)
        row_top = shown[0].y if shown and self.band.h > 0 else self.band.y
        return row_top - self.px(CAPTION_GAP)

    def summary(self) -> str:
        """The game in one line ("13 ture · 5 zaruri · cel mai mare TOTAL câștigă")."""
        if self.kind == "farkle":
            return self.tr("new_game.summary_farkle",
                           target=format_int(int(self.target.value)))
        return self.tr("new_game.summary_yams")

    def seat_chips(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The seats as equal cards in the band, in turn order: (rect, "1 · Ana", is the
        computer)."""
        order = self.turn_order()
        if self.band.h <= 0 or not order:
            return []
        return [(rect, f"{i + 1} · {shown_name(p.name, p.is_computer, self.tr)}",
                 p.is_computer)
                for i, (rect, p) in enumerate(zip(self.card_rects(len(order)), order,
                                                  strict=True))]
