"""A game presented as a card of the menu: an illustration drawn in code (its dice large and
tilted on a lit patch of felt, ``card_art``), the game's name in the display face, one line
on how it plays. The whole card is a button (click, Enter, the focus ring).

Each card has its own identity: an accent colour (its border, its patch of felt tinted with
it, the glow under the dice that score) and a way its dice lie (Yams's Penta fanned in an arc;
10 000's six dice thrown, the ones and fives that score glowing). The card the hero action
plays (the newest saved game, or the game last set up) is ``tied``: a thicker accent border.
A card whose game is saved (each game has its own save) wears, when ``badge`` says something
(who plays it, how far it got), a saved-game card of its own under the name, in place of the
line on how it plays."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.button import (
    Button,
    Label,
    blend,
    label_text,
    under_a_dialog,
)
from game.widgets.card_art import art_spots, contact_shadow, draw_order, felt_patch, score_glow
from game.widgets.card_art import forget as forget_pictures
from game.widgets.card_keys_tag import draw_keys_tag, keys_tag_rect
from game.widgets.card_props import PROPS, dice_room, draw_props
from game.widgets.card_props import forget as forget_props
from game.widgets.chosen_mark import draw_mark, lifted_shadow, mark_rect
from game.widgets.decor import die_image
from game.widgets.felt import draw_panel
from game.widgets.focus_ring import draw_focus_ring
from game.widgets.text import BOLD, STAMP, balanced_lines, draw_text, line_height, text_size

_ART: dict[tuple[int, int, float], pygame.Surface] = {}
"""The cards' dice drawn so far, by (value, side, angle): two cards at a few window sizes."""
ART_MOST = 48
"""Pictures kept at most (a resize asks for new sides; the oldest are dropped together)."""


@functools.lru_cache(maxsize=8)
def _upright(value: int, side: int) -> pygame.Surface:
    """One face at one side, not yet turned (the Yams card's five fives share it)."""
    return die_image(value, side)


def card_die(value: int, side: int, angle: float) -> pygame.Surface:
    """A die of a card's art (the table's dice, ``decor.die_image``), turned by ``angle``;
    drawn on first use and kept."""
    key = (value, side, angle)
    image = _ART.get(key)
    if image is None:
        if len(_ART) >= ART_MOST:
            _ART.clear()
        image = pygame.transform.rotozoom(_upright(value, side), angle, 1.0)
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        _ART[key] = image
    return image


def forget_art() -> None:
    """Drop the cards' dice (after the display mode changed, or to free their memory)."""
    _ART.clear()
    _upright.cache_clear()
    forget_pictures()
    forget_props()


ART_SHARE = 0.46
"""The share of the card's height its strip of dice takes (from its top)."""
BADGE_TYPE = 0.8
"""The saved-game card's type, a share of the card's font size (larger than its line)..."""
BADGE_TYPE_ROWS = 0.7
"""...and where it takes two rows (both games saved, one leading), this share: with
:data:`NAME_ROWS` the art keeps nearly its whole size (round 77, hM80, ruling S31: the art
shrank to a strip of small dice, a small picture in a big card)."""
BADGE_PAD = 9
"""Reference pixels over and under the saved-game card's words on one row..."""
BADGE_PAD_ROWS = 12
"""...and on two (round 77, hM80: 9 pressed two rows against the pill's border)."""
NAME_TYPE = 1.85
"""The game's name, a share of the card's font size..."""
NAME_ROWS = 1.45
"""...and over a saved-game card of two rows (round 77, hM80, S31)."""
BADGE_GAP = 4
"""Reference pixels between the game's name (its shadow) and the saved-game card."""
BADGE_FOOT = 30
"""Reference pixels of air between the saved-game card and its game card's foot (hM28: it
sat tight to it)."""
NAME_AIR = 10
"""Reference pixels between a card's art and its name's line (hM31)."""
NAME_DROP = 0.14
"""The name's centre under the art, a share of the card's height."""
BADGE_FOOT_ROW = 12
"""...and, under a saved-game card of one row, this little (the name and the row stand where
the name and the line stand on a card without one: the art keeps its size, critic A41)."""
BADGE_JOIN = "  ·  "
"""Between the saved-game card's two parts when they stand on one row (round 50)."""
SAVED_TINT = 0.16
"""How much of the accent tints the saved-game card's face (on the dark panel; kept low so
its words read at 7:1 or more, S102 4.)."""
PROGRESS_LIGHT = 0.6
"""How far toward white the accent goes for "Tura 1 din 13" on the saved-game card (7:1 or
more on its face with SAVED_TINT: cC80 #12 read the lilac on slate as faint; S102 4.)."""
HOP_DELAY = 0.5
"""Seconds after the menu shows before a card's die hops (the cards have risen in)."""
HOP_TIME = 0.65
"""Seconds a die's hop lasts, from its leap until it has settled."""
HOP_HEIGHT = 30
"""The hop's height at its first leap, reference pixels (a smaller second bounce follows)."""
STACK_SHARE = 0.6
"""The share of a hop during which the chips are stacked again."""
STACK_FROM = 0.35
"""How much of the stacks stands as their stacking starts."""
STACK_STEPS = 12
"""The stacks grow by whole steps (about a chip each), not smoothly."""
ARRANGEMENTS = ("row", "arc")
"""How a card's dice lie: in a row (staggered), or fanned along an arc."""


class GameCard(Button):
    """A menu card for one game: ``dice`` (value, angle) drawn as its art (``arrangement``,
    the dice of ``ringed`` positions ringed in the accent), its ``label`` in the display face
    and ``line`` (how it plays) under it, its border and strip in its ``accent``."""

    def __init__(self, label: Label, line: Label, dice: Sequence[tuple[int, float]],
                 on_click: Callable[[], None] | None = None, *, name: str = "",
                 accent: tuple[int, int, int] = theme.PANEL_BORDER, arrangement: str = "row",
                 ringed: Sequence[int] = (), prop: str | None = None) -> None:
        """Make the card; ``line`` is read at draw time like the label; ``prop``: the
        illustration's prop beside the dice (:data:`~game.widgets.card_props.PROPS`)."""
        super().__init__(label, on_click, "secondary", name=name)
        if arrangement not in ARRANGEMENTS:
            raise ValueError(f"unknown arrangement {arrangement!r}")
        if prop is not None and prop not in PROPS:
            raise ValueError(f"unknown prop {prop!r}")
        self.prop = prop
        """The prop of the card's illustration (the Yams cup and sheet, the 10 000 chips)."""
        self.line = line
        self.dice = tuple(dice)
        self.accent = accent
        self.arrangement = arrangement
        self.ringed = frozenset(ringed)
        self.tied = False
        """True while the hero action plays this card's game."""
        self._spots: tuple[object, list[pygame.Rect]] = (None, [])
        """The art's spots and the (band, dice, arrangement) they were found for."""
        self.mark = ""
        self.keys_hint = ""
        """The arrows' key hint its tag says while the card holds the focus (S58 amended)."""
        """The chosen card's mark ("ales", with a check) on its top edge; "" for none."""
        self._hop_clock: float | None = None
        """Seconds into the current hop (negative while it waits), None when still."""
        self._was_hovered = False
        self.badge: tuple[str, ...] = ()
        """The saved-game card's lines (who plays its game's save, how far it got; () for
        none)."""
        self.name_room = 0
        """Lines of a saved-game card the name leaves room under on a card without one (the
        menu gives both cards the saved card's: their names stand level)."""
        self.badge_least = 0
        """The saved-game card's least width, pixels (the menu gives both cards the wider's:
        two saved cards' pills one size, side by side; round 77, hM80, S31)."""

    def art_keys(self) -> list[tuple[int, int, float]]:
        """The (value, side, angle) of each die of the art at the card's size."""
        return [(value, spot.w, angle)
                for (value, angle), spot in zip(self.dice, self.art_rects(), strict=True)]

    def art_ready(self) -> bool:
        """True once every die of the art is drawn (the menu draws them after its first
        frame, so the first frame does not wait for them)."""
        return all(key in _ART for key in self.art_keys()) or self.rect.w <= 0

    def prepare_art(self) -> None:
        """Draw every die of the art not drawn yet."""
        for key in self.art_keys():
            card_die(*key)

    def art_band(self) -> pygame.Rect:
        """The strip of felt across the card's top where its dice lie: :data:`ART_SHARE` of
        the card, less where a saved-game card needs the room under the name (hM31: the name
        pressed against the art; it keeps :data:`NAME_AIR` under it)."""
        pad = theme.px(16, self.scale)
        height = round(self.rect.h * ART_SHARE) - pad
        lines = self.room_rows()
        if lines:  # (one row stands where the line stands: the name at its own place)
            below = (self.name_drop(lines) + self.name_half()
                     + theme.px(BADGE_GAP, self.scale) + self._badge_height(lines)
                     + self.badge_foot(lines))
            height = min(height, self.rect.bottom - below - self.rect.y - pad)
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.w - 2 * pad, height)

    def dice_band(self) -> pygame.Rect:
        """The part of the art area the dice lie in: beside the card's prop, if any."""
        return dice_room(self.art_band(), self.prop)

    def art_rects(self) -> list[pygame.Rect]:
        """Where each die of the art lies on the card's patch of felt (``card_art``: large,
        a throw spanning the patch beside its prop, the back ones smaller and higher);
        found once per layout (the idle menu asks every frame)."""
        band = self.dice_band()
        key = (tuple(band), self.dice, self.arrangement)
        if self._spots[0] != key:  # (the search for the dice's size is kept: hS26)
            self._spots = (key, art_spots(band, len(self.dice), self.arrangement,
                                          tuple(angle for _, angle in self.dice)))
        return [pygame.Rect(spot) for spot in self._spots[1]]

    def start_hop(self, delay: float = 0.0) -> None:
        """Make one die of the art hop and settle, after ``delay`` seconds."""
        self._hop_clock = -delay

    def stop_hop(self) -> None:
        """The die back at its place, still."""
        self._hop_clock = None

    def hopping(self) -> bool:
        """True while a hop is under way or waiting (frames are owed to it)."""
        return self._hop_clock is not None

    def hop(self) -> int:
        """How high (pixels) the hopping die stands above its place now: two bounces, each
        lower, then still."""
        if self._hop_clock is None or self._hop_clock < 0:
            return 0
        t = self._hop_clock / HOP_TIME
        height = theme.px(HOP_HEIGHT, self.scale)
        return round(height * abs(math.sin(2 * math.pi * t)) * float((1 - t) ** 1.2))

    def stacked(self) -> float:
        """How much of the chips' stacks stands now (0..1): during a hop's first part they
        are stacked again, from a third up, chip by chip; 1 at rest."""
        if self._hop_clock is None or self._hop_clock < 0:
            return 1.0
        share = min(1.0, self._hop_clock / (HOP_TIME * STACK_SHARE))
        return round((STACK_FROM + (1 - STACK_FROM) * share) * STACK_STEPS) / STACK_STEPS

    def update(self, dt: float) -> None:
        """The hover glow; a hop as the mouse comes onto the card, and the hop's clock."""
        super().update(dt)
        if self.hovered and not self._was_hovered and not self.hopping():
            self.start_hop()
        self._was_hovered = self.hovered
        if self._hop_clock is not None:
            self._hop_clock += dt
            if self._hop_clock >= HOP_TIME:
                self._hop_clock = None

    def body_rect(self) -> pygame.Rect:
        """Where the card's panel is drawn now: at its place, chosen or not (critic F71: the
        chosen card lifted, its words stood out of line with the other's), sunk while
        pressed."""
        sink = theme.px(4, self.scale) if self.pressed else 0
        return self.rect.move(0, sink)

    def mark_rect(self) -> pygame.Rect:
        """Where the chosen card's "ales" mark sits: astride its top edge, right of centre,
        clear of the card's pictures (an empty rect when there is none)."""
        if not self.mark:
            return pygame.Rect(self.rect.topleft, (0, 0))
        body = self.body_rect()
        art_top = self.art_band().top + body.y - self.rect.y
        return mark_rect(body, self.mark, self.scale, art_top)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel (lighter under the mouse, sunk when pressed, shadowed while chosen), the
        dice on their strip of felt, the name, the line; the focus ring; the chosen card's
        mark (the other in full colour: a veil read as locked, critic M30)."""
        if not self.visible or self.rect.width <= 0:
            return
        self._draw_card(surface, focused)
        body = self.body_rect()
        if focused:  # its own cream ring, chosen or not (critic M30: focus read as chosen)
            draw_focus_ring(surface, body, self.scale)
        if self.mark and not under_a_dialog():  # astride the top edge, over the ring (not
            # under a dialog: it read as a lump over the dialog's medallion, critic A69)
            draw_mark(surface, self.mark_rect(), self.mark, theme.MENU_CHOSEN, self.scale)
        if focused and self.keys_hint and not under_a_dialog():  # the arrows' hint (S58)
            draw_keys_tag(surface, self.keys_tag_rect(), self.keys_hint, self.scale)

    def keys_tag_rect(self) -> pygame.Rect:
        """Where the arrows' key hint sits while the card holds the focus: astride its top
        edge, at its left, clear of its pictures."""
        body = self.body_rect()
        art_top = self.art_band().top + body.y - self.rect.y
        return keys_tag_rect(body, self.keys_hint, self.scale, art_top)

    def _draw_card(self, surface: pygame.Surface, focused: bool) -> None:
        """The card itself, at its place now (:meth:`body_rect`)."""
        sink = self.body_rect().y - self.rect.y
        if self.tied and not self.pressed:  # the chosen card's shadow: it stands out
            lifted_shadow(surface, self.rect, self.scale)
        glow = 0.0 if focused else self.glow  # focused: the ring alone marks it, no hover glow
        body = self.rect.move(0, sink)
        draw_panel(surface, body, self.scale)
        radius = theme.px(theme.PANEL_RADIUS - 6, self.scale)
        band = self.art_band().move(0, sink)
        surface.blit(felt_patch(band.size, self.accent, radius), band)
        if glow > 0:  # under the mouse the felt brightens
            light = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(light, (*theme.FELT_LIGHT, round(70 * glow)), light.get_rect(),
                             border_radius=radius)
            surface.blit(light, band)
        draw_props(surface, band, self.prop, self.accent, self.stacked())
        pygame.draw.rect(surface, blend(theme.FELT_DARK, self.accent, 0.45), band,
                         max(1, theme.px(3, self.scale)), border_radius=radius)
        border = max(2, theme.px(6 if self.tied else 3, self.scale))
        # chosen: the one accent that says so on either card (critic cC75 #6: violet or teal
        # beside the hero's gold read as three accents); each game's own in its quiet frame
        frame = theme.MENU_CHOSEN if self.tied else blend(self.accent, theme.FELT_DARK, 0.35)
        pygame.draw.rect(surface, blend(frame, theme.GOLD, 0.6 * glow), body, border,
                         border_radius=theme.px(theme.PANEL_RADIUS, self.scale))
        keys, spots = self.art_keys(), self.art_rects()
        for i in draw_order(spots):  # back to front, each die on its shadow
            image = _ART.get(keys[i])  # None until the menu has prepared it (a first frame)
            spot = spots[i].move(0, sink)
            clip = surface.get_clip()
            surface.set_clip(band.clip(clip))  # the glow and shadow stay on the felt
            if i in self.ringed:  # a die that scores glows in the accent
                halo = score_glow(spot.w, self.accent)
                surface.blit(halo, halo.get_rect(center=spot.center))
            shadow = contact_shadow(spot.w)
            surface.blit(shadow, shadow.get_rect(center=(spot.centerx + spot.w // 10,
                                                         spot.bottom - spot.w // 12)))
            surface.set_clip(clip)
            if image is not None:  # (the middle die hops: on entry, under the mouse)
                up = self.hop() if i == len(spots) // 2 else 0
                surface.blit(image, image.get_rect(center=(spot.centerx, spot.centery - up)))
        name_size, name_y = self.name_size(), self.name_centre() + sink
        colour = blend(theme.GOLD, (255, 255, 255), 0.3 * glow)
        draw_text(surface, self.text, name_size, colour, (body.centerx, name_y),
                  shadow=theme.px(4, self.scale), weight=STAMP,
                  max_width=body.w - theme.px(40, self.scale))
        if self.shows_badge():  # the saved game said where the card's line goes
            self.draw_badge(surface, self.badge_rect().move(0, sink))
            return
        small = max(theme.least_type(), round(self.font_size * 0.68))
        lines = balanced_lines(label_text(self.line), small, body.w - theme.px(80, self.scale))
        y = name_y + round(line_height(name_size, STAMP) * 0.5)
        if self.room_rows() > 1:  # beside the other card's pill of two rows: the line at
            # the pill's middle, no empty band under it (round 77, hM80, S31)
            y = self.pill_middle() + sink - len(lines) * line_height(small) // 2
        for text in lines:
            draw_text(surface, text, small, theme.CREAM, (body.centerx, y), "midtop")
            y += line_height(small)

    def shows_badge(self) -> bool:
        """True while the card wears its saved-game card (each game's card its own save,
        tied or not: round 76, a save per game)."""
        return bool(self.badge)

    def room_rows(self) -> int:
        """The rows of saved-game words the card makes room for: its own, or the other
        card's where they take more (both games saved, round 76: both names and pictures
        level, the shorter saved card under its name)."""
        own = self.badge_rows() if self.shows_badge() else 0
        return max(own, self.name_room)

    def name_size(self) -> int:
        """The type size of the game's name (smaller over a saved-game card of two rows, the
        art its room: :data:`NAME_ROWS`)."""
        return round(self.font_size * (NAME_ROWS if self.room_rows() > 1 else NAME_TYPE))

    def name_centre(self) -> int:
        """The vertical centre of the game's name: under the dice, lifted while the saved-game
        card needs the room under it."""
        name_half = self.name_half()
        lines = self.room_rows()
        centre = self.art_band().bottom + self.name_drop(lines)
        if lines > 1:  # (one row: the art made the room under the name, at its place)
            room = self.rect.bottom - self.badge_foot(lines) - self._badge_height(lines)
            centre = min(centre, room - name_half - theme.px(BADGE_GAP, self.scale))
            # never up against the art (the art gave the room for it, hM31)
            centre = max(centre, self.art_band().bottom + theme.px(NAME_AIR, self.scale)
                         + name_half)
        return centre

    def badge_on_one_row(self) -> bool:
        """True when the saved-game card's lines fit side by side on one row of the card
        (critic A41: two rows shrank the cards' art in the "Continuă" state)."""
        if len(self.badge) < 2 or self.rect.w <= 0:
            return False
        joined = text_size(BADGE_JOIN.join(self.badge), self.badge_size(), BOLD)[0]
        return joined + 2 * theme.px(36, self.scale) <= self.rect.w - theme.px(48, self.scale)

    def name_drop(self, lines: int) -> int:
        """How far under the art the name's centre stands: :data:`NAME_DROP` of the card (with
        no saved game's words or one row of them, as where the line stands); over two rows of
        them, its line :data:`NAME_AIR` clear of the art."""
        drop = round(self.rect.h * NAME_DROP)
        if lines > 1:
            drop = max(drop, theme.px(NAME_AIR, self.scale) + self.name_half())
        return drop

    def name_half(self) -> int:
        """Half the height of the game's name's line."""
        return round(line_height(self.name_size(), STAMP) * 0.5)

    def badge_foot(self, lines: int) -> int:
        """The air under a saved-game card of ``lines`` rows, to the card's foot."""
        return theme.px(BADGE_FOOT if lines > 1 else BADGE_FOOT_ROW, self.scale)

    def badge_rows(self) -> int:
        """How many rows the saved-game card's words take (one where they fit)."""
        return 1 if self.badge_on_one_row() else len(self.badge)

    def stacked_badge(self) -> bool:
        """True when the saved-game card's words stand one under the other: they need two
        rows, or the other card's do (two saved cards' pills one size, S31)."""
        return self.room_rows() > 1 or not self.badge_on_one_row()

    def badge_size(self) -> int:
        """The type size of the saved-game card's words on one row (it decides whether they
        fit on one)."""
        return max(theme.least_type(), round(self.font_size * BADGE_TYPE))

    def badge_type(self) -> int:
        """The type size the saved-game card's words are drawn in: :meth:`badge_size`, or
        :data:`BADGE_TYPE_ROWS` of the card's font on rows of their own (S31)."""
        if self.room_rows() > 1:
            return max(theme.least_type(), round(self.font_size * BADGE_TYPE_ROWS))
        return self.badge_size()

    def _badge_height(self, lines: int | None = None) -> int:
        """The saved-game card's height: its lines (or ``lines`` of them) and their padding;
        as many as the card makes room for (two saved cards' pills one height, S31)."""
        lines = max(self.badge_rows(), self.room_rows()) if lines is None else lines
        return lines * line_height(self.badge_type(), BOLD) + 2 * theme.px(
            BADGE_PAD_ROWS if lines > 1 else BADGE_PAD, self.scale)

    def pill_middle(self) -> int:
        """The height of the middle of a saved-game card's place under the name (of as many
        rows as the card makes room for), whether the card wears one or not."""
        top = self.name_centre() + self.name_half() + theme.px(BADGE_GAP, self.scale)
        return top + self._badge_height(max(1, self.room_rows())) // 2

    def badge_rect(self) -> pygame.Rect:
        """Where the saved-game card sits: inside the card, under its name, in place of its
        line (never astride the card's border)."""
        w = max(self.badge_width(), self.badge_least)
        w = min(w, self.rect.w - theme.px(48, self.scale))
        rect = pygame.Rect(0, 0, w, self._badge_height())
        name_half = round(line_height(self.name_size(), STAMP) * 0.5)
        rect.midtop = (self.rect.centerx,
                       self.name_centre() + name_half + theme.px(BADGE_GAP, self.scale))
        return rect

    def badge_width(self) -> int:
        """The saved-game card's own width: its words and their padding, 70 % of the card at
        least, never past the card's sides (the menu evens two cards' :attr:`badge_least`)."""
        size = self.badge_type()
        widest = (max(text_size(line, size, BOLD)[0] for line in self.badge)
                  if self.stacked_badge() else
                  text_size(BADGE_JOIN.join(self.badge), size, BOLD)[0])
        most = self.rect.w - theme.px(48, self.scale)
        return min(most, max(widest + 2 * theme.px(36, self.scale), round(self.rect.w * 0.7)))

    def draw_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The saved-game card: a face tinted with the accent and framed in it, who plays in
        bold cream, how far it got in the light accent under it."""
        radius = theme.px(16, self.scale)
        pygame.draw.rect(surface, blend(theme.FELT_DARK, self.accent, SAVED_TINT), rect,
                         border_radius=radius)
        layout_record.panel(surface, rect, "saved")  # its words are held by the card
        pygame.draw.rect(surface, self.accent, rect, max(2, theme.px(3, self.scale)),
                         border_radius=radius)
        size, room = self.badge_type(), rect.w - theme.px(24, self.scale)
        height = line_height(size, BOLD)
        y = rect.y + (rect.h - height * (len(self.badge) if self.stacked_badge() else 1)) // 2
        if not self.stacked_badge():  # who plays in cream, how far in the accent, one row
            light = blend(self.accent, (255, 255, 255), PROGRESS_LIGHT)
            parts = [(self.badge[0], theme.CREAM)]
            for line in self.badge[1:]:
                parts += [(BADGE_JOIN.strip(), light), (line, light)]
            space = text_size(BADGE_JOIN, size, BOLD)[0] - text_size(BADGE_JOIN.strip(), size,
                                                                      BOLD)[0]
            widths = [text_size(part, size, BOLD)[0] for part, _ in parts]
            x = rect.centerx - (sum(widths) + space // 2 * (len(parts) - 1)) // 2
            for (part, colour), width in zip(parts, widths, strict=True):
                draw_text(surface, part, size, colour, (x, y + height // 2), "midleft",
                          weight=BOLD)
                x += width + space // 2
            return
        for i, line in enumerate(self.badge):
            colour = theme.CREAM if i == 0 else blend(self.accent, (255, 255, 255), PROGRESS_LIGHT)
            draw_text(surface, line, size, colour, (rect.centerx, y + height // 2),
                      weight=BOLD, max_width=room)
            y += height
