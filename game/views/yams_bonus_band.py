"""The upper bonus mid-game, drawn: a band across the table (ruling S61, round 79, hY114).

One rung under the Penta's takeover (:mod:`game.flow.yams_bonus_band`): the table stays seen
round the band, lightly dimmed, never blurred; its sheet's Bonus cell is lit, undimmed, gold
ringed, where the 35 lands. The band, opening from the felt's middle and folding shut,
says three things on three lines: whose (the name in the seat's colour), "Bonus +35" (the
row's own word in cream, its figure in gold, the band's biggest words), and the upper
section's bar filling to its sum past the 63 mark ("Asuri–Șase", "69 / 63"). No rays, no
confetti, no dice gathered: those are the Penta's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.yams_bonus_band import DIM, BonusBandClock
from game.views.stage_champion import seat_lettering
from game.views.yams_total_takeover import ink
from game.widgets import layout_record
from game.widgets.seats import seat_colour
from game.widgets.text import BOLD, render

if TYPE_CHECKING:
    from game.flow.stage import StageClock
    from game.views.stage_picture import StagePicture

HERO = 0.15
""""Bonus +35"'s ink height, a share of the felt's height (a Penta's "+50" is larger)."""
NAME = 0.065
"""The name's lettering height, a share of the felt's height."""
BAR_TYPE = 0.034
"""The bar line's words' height, a share of the felt's height."""
BAND_SHARE = 0.42
"""The band's height at most, a share of the felt's height."""
FILL_DEPTH = 0.3
"""The band's colour: the player's seat colour at this share over a near-black."""
NIGHT = (16, 20, 18)
"""The near-black under the band's seat colour."""


def band_rect(picture: StagePicture) -> pygame.Rect:
    """Where the band stands once open: across the felt, centred on its middle, moved up
    (else down) off the sheet's Bonus cell, which the player reads lit under it."""
    felt = picture.felt
    height = min(round(felt.h * BAND_SHARE), content_height(picture) + 2 * pad(picture))
    rect = pygame.Rect(felt.x, 0, felt.w, height)
    rect.centery = felt.centery
    cell = band_cell(picture)
    if cell is not None:
        clear = cell.inflate(0, 2 * pad(picture))
        if rect.colliderect(clear):
            rect.bottom = clear.top
            if rect.top < felt.top + pad(picture):
                rect.top = clear.bottom
    return rect


def band_cell(picture: StagePicture) -> pygame.Rect | None:
    """The sheet's Bonus cell the 35 lands in, where the sheet draws it (None: unknown)."""
    return picture.bonus_band[2] if len(picture.bonus_band) > 2 else None


def pad(picture: StagePicture) -> int:
    """The room inside the band over and under its words."""
    return max(6, round(picture.felt.h * 0.028))


def _gap(picture: StagePicture) -> int:
    return max(4, round(picture.felt.h * 0.018))


def _bar_size(picture: StagePicture) -> int:
    """The bar line's layout type (never under the game's least)."""
    return max(theme.least_type(), round(picture.felt.h * BAR_TYPE / theme.FONT_EM))


def content_height(picture: StagePicture) -> int:
    """The three lines' height with their gaps."""
    name = _name(picture).get_height() if picture.line else 0
    hero = round(picture.felt.h * HERO)
    bar = render("0", _bar_size(picture), theme.CREAM, BOLD).get_height()
    return name + hero + bar + 4 * _gap(picture)


def _name(picture: StagePicture) -> pygame.Surface:
    size = max(theme.least_type(), round(picture.felt.h * NAME / theme.FONT_EM))
    colour = seat_colour(picture.seat) if picture.seat is not None else theme.CREAM
    return seat_lettering(picture.line, size, colour)


def band_fill(picture: StagePicture) -> tuple[int, int, int]:
    """The band's colour: a deep shade of the player's own seat colour."""
    seat = seat_colour(picture.seat) if picture.seat is not None else theme.GOLD
    return tuple(round(s * FILL_DEPTH + n * (1 - FILL_DEPTH))  # type: ignore[return-value]
                 for s, n in zip(seat, NIGHT, strict=True))


def hero_words(picture: StagePicture, word: str) -> tuple[str, str]:
    """The band's two hero words: the row's own word ("Bonus") and its figure ("+35")."""
    points = picture.counter[1] if picture.counter is not None else 0
    return word, f"{picture.prefix}{points}"


def drawn(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> bool:
    """Draw ``picture`` as a band when ``clock`` is a mid-game upper bonus's; True if so."""
    if not isinstance(clock, BonusBandClock):
        return False
    draw_band(surface, picture, clock, *picture.bonus_band[:2])
    return True


def draw_band(surface: pygame.Surface, picture: StagePicture, clock: BonusBandClock,
              word: str, span_words: str) -> pygame.Rect | None:
    """The band at ``clock``'s age over the table already drawn on ``surface``: ``word``
    is the row's ("Bonus"), ``span_words`` the bar's label ("Asuri–Șase"). Return the
    band's rect as drawn (None: shut)."""
    opened = clock.opened()
    cell = band_cell(picture)
    lit = surface.subsurface(cell).copy() if cell is not None and opened > 0 else None
    if clock.dimming() > 0:  # (at the game's end it holds as the band folds: S78 2.)
        veil = pygame.Surface(picture.felt.size)
        veil.set_alpha(round(DIM * clock.dimming()))
        surface.blit(veil, picture.felt)
        layout_record.covered(surface)  # the table is under the band while it shows
    if lit is not None and cell is not None:  # the Bonus cell, where the 35 lands: lit
        surface.blit(lit, cell)
        ring = max(2, theme.px(4, picture.scale))
        pygame.draw.rect(surface, theme.GOLD, cell.inflate(2 * ring, 2 * ring), ring,
                         border_radius=ring)
    if opened <= 0:
        return None
    rest = band_rect(picture)
    shown = pygame.Rect(rest.x, 0, rest.w, max(2, round(rest.h * opened)))
    shown.centery = rest.centery
    layer = pygame.Surface(rest.size, pygame.SRCALPHA)
    _paint_body(layer, band_fill(picture))
    shown_words = clock.words_shown()
    if shown_words > 0:  # whole once the band is open, gone before it folds
        words = pygame.Surface(rest.size, pygame.SRCALPHA)
        _paint_words(words, picture, clock, word, span_words, surface, rest)
        words.set_alpha(round(255 * shown_words))
        layer.blit(words, (0, 0))
    part = layer.subsurface(pygame.Rect(0, shown.y - rest.y, rest.w, shown.h))
    surface.blit(part, shown)
    rule = max(2, round(rest.h * 0.012))
    for y in (shown.top, shown.bottom - rule):
        surface.fill(theme.GOLD, pygame.Rect(shown.x, y, shown.w, rule))
    if layout_record.ON:
        layout_record.panel(surface, shown, "banner")
    return shown


def _paint_body(layer: pygame.Surface, fill: tuple[int, int, int]) -> None:
    """The band's body: its colour, glowing in its middle, darker at its edges."""
    w, h = layer.get_size()
    r, g, b = fill
    for y in range(h):
        mid = 1 - abs(y - h / 2) / (h / 2)
        k = 0.6 + 0.6 * mid
        layer.fill((min(255, round(r * k)), min(255, round(g * k)), min(255, round(b * k)),
                    255), pygame.Rect(0, y, w, 1))


def _paint_words(layer: pygame.Surface, picture: StagePicture, clock: BonusBandClock,
                 word: str, span_words: str, surface: pygame.Surface,
                 rest: pygame.Rect) -> None:
    """The three lines on the band's ``layer`` (recorded where they stand on ``surface``)."""
    gap = _gap(picture)
    y = (rest.h - content_height(picture)) // 2 + gap // 2
    cx = rest.w // 2
    if picture.line:
        name = _name(picture)
        at = name.get_rect(midtop=(cx, y))
        layer.blit(name, at)
        _record(surface, at.move(rest.topleft), picture.line, "celebration_name")
        y = at.bottom + gap
    height = round(picture.felt.h * HERO)
    title, figure = hero_words(picture, word)
    left = ink(title, height, theme.CREAM)
    right = ink(figure, height, theme.GOLD)
    space = round(height * 0.3)
    said = clock.said()
    width = left.get_width() + (space + right.get_width())
    x = cx - width // 2
    off = max(2, round(height * 0.05))
    for image, text, at_x, alpha in ((left, title, x, 1.0),
                                     (right, figure, x + left.get_width() + space, said)):
        if alpha <= 0:
            continue
        shadow = ink(text, height, theme.SHADOW).copy()
        shadow.set_alpha(round(255 * alpha))
        layer.blit(shadow, (at_x + off, y + off))
        shown = image.copy()
        shown.set_alpha(round(255 * alpha))
        layer.blit(shown, (at_x, y))
        _record(surface, pygame.Rect(at_x + rest.x, y + rest.y, *image.get_size()), text,
                "celebration")
    y += height + 2 * gap
    _paint_bar(layer, picture, clock, span_words, pygame.Rect(0, y, rest.w, 0), surface,
               rest)


def _paint_bar(layer: pygame.Surface, picture: StagePicture, clock: BonusBandClock,
               span_words: str, line: pygame.Rect, surface: pygame.Surface,
               rest: pygame.Rect) -> None:
    """The upper section's bar: its label, the track filling to the sum past the 63 mark
    (a tick), the sum against the 63 ("69 / 63")."""
    size = _bar_size(picture)
    label = render(span_words, size, theme.CREAM, BOLD)
    total = render(picture.upper_sum, size, theme.GOLD, BOLD) if picture.upper_sum else None
    h = label.get_height()
    gap = _gap(picture)
    track_w = round(picture.felt.w * 0.3)
    width = label.get_width() + gap + track_w + (gap + total.get_width() if total else 0)
    x = line.centerx - width // 2
    layer.blit(label, (x, line.y))
    _record(surface, pygame.Rect(x + rest.x, line.y + rest.y, *label.get_size()), span_words,
            "celebration_part")
    x += label.get_width() + gap
    thick = max(6, round(h * 0.42))
    track = pygame.Rect(x, line.y + (h - thick) // 2, track_w, thick)
    pygame.draw.rect(layer, (0, 0, 0, 150), track, border_radius=thick // 2)
    reach = max(1.0, picture.upper_reach)
    filled = round(track.w * min(1.0, picture.upper_reach / reach) * clock.filled())
    if filled > 0:
        pygame.draw.rect(layer, theme.GOLD, pygame.Rect(track.x, track.y, filled, thick),
                         border_radius=thick // 2)
    mark = track.x + round(track.w / reach)
    pygame.draw.rect(layer, theme.CREAM, pygame.Rect(mark - 1, track.y - thick // 3, 3,
                                                     thick + 2 * (thick // 3)))
    if total is not None:
        at = (track.right + gap, line.y)
        layer.blit(total, at)
        _record(surface, pygame.Rect(at[0] + rest.x, at[1] + rest.y, *total.get_size()),
                picture.upper_sum, "celebration_part")


def _record(surface: pygame.Surface, rect: pygame.Rect, text: str, role: str) -> None:
    if layout_record.ON:
        layout_record.text(surface, rect, text, role)
