"""A Yams end's one climax (round 78, hY108, ruling S43; critics cA77, cF77: the end read as
four moments, two sunbursts, two headlines, two bursts of confetti): the game's last TOTAL
counted as the first beat of the results' own picture. On the end's green felt, the results'
headline ("Ștefania câștigă!") stands from the count's first frame exactly where the results
keep it (the same stamp, the same place: :func:`game.views.stage_held.title_stamp`), the
winner's figure counts up in big gold digits where the podium will stand, the sheet's sums
under it; then the results' card fades in round that headline, its podium rising (no second
headline, no second sunburst; their confetti the end's one burst).

Since round 79 (hY113, ruling S60; critics cF78 #1-#2, cA78 #9) every end of several players
counts the winner's figure here, on the same felt and rays, the winner's name over it in
their seat's colour and the best of the others' name and score beside it, smaller, plainly
(the last box's upper bonus, when it was theirs, lit under it: "Bonus +35"). A computer's win
is quieter only in having no confetti."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme, theme_stage
from game.views import stage_paint
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.podium_stage import draw_rays
from game.widgets.text import BOLD, STAMP, font, render

Colour = tuple[int, int, int]

FIGURE_SHARE = 0.62
"""The most of the podium's room's height the counted figure's digits take (and at most
:data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_SHARE` of the felt's height)."""

BESIDE_SHARE = 0.5
"""A quiet card's other figure (the best person's score) beside the computer's, as a share
of its digits' height."""

WINNER_NAME_SHARE = 0.3
"""The winner's name over the figure: its size as a share of the digits' height (the
other's name beside them is :data:`BESIDE_NAME_SHARE`: smaller)."""

BESIDE_NAME_SHARE = 0.22
"""The other's name beside the figure: its size as a share of the winner's digits'."""

HEADLINE_FROM = 1.25
"""How many times its size the headline slams in from at the count's first frame (then it
stands still, where the results keep it)."""


@dataclass(frozen=True)
class CrownedCount:
    """What a crowned count says and where (made once a window size by the table)."""

    headline: tuple[pygame.Surface, pygame.Rect, pygame.Rect, int]
    """The results' headline stamp as the results stand it: image, rect, letters, size."""
    words: str
    """The headline's words ("Ștefania câștigă!")."""
    room: pygame.Rect
    """Where the figure and its sums stand: the results' card under its headline, from its
    podium's top down (the podium rises there as the card comes)."""
    parts: tuple[tuple[str, bool], ...]
    """The sheet's sums that make the figure, each with whether the last box added to it."""
    quiet: bool
    """True for the computer's win over people (no confetti; the same felt and rays, S60)."""
    beside: tuple[str, str, Colour] | None = None
    """The best of the others (the best person at the computer's win): their name, score
    and seat colour (None: none)."""
    winner: tuple[str, Colour] | None = None
    """The winner's name over the figure, in their seat's colour (None: a tie, whose
    headline names them all)."""
    beside_line: str | None = None
    """The last box's bonus said under the other's score when it was theirs ("Bonus +35",
    lit gold while the count runs); None: nothing."""


def figure_size(room: pygame.Rect, felt: pygame.Rect, text: str) -> int:
    """The display face's size whose digits of ``text`` fill :data:`FIGURE_SHARE` of
    ``room``'s height (at most a quarter of the ``felt``'s), never wider than the room."""
    tall = min(room.h * FIGURE_SHARE, felt.h * theme_stage.YAMS_TOTAL_TAKEOVER_SHARE)
    probe = font(100, STAMP).render(text, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
    share = min(tall / max(1, probe.h), room.w * 0.8 / max(1, probe.w))
    return max(12, int(100 * share))


def draw(surface: pygame.Surface, backdrop: pygame.Surface, said: CrownedCount, figure: str,
         final: str, progress: float, landed: bool, age: float,
         bare: bool = False) -> pygame.Rect:
    """The crowned count at ``progress`` (0..1) of its count, ``age`` seconds in: the end's
    felt (``backdrop``), rays turning behind the figure (none when quiet), the headline
    slamming into its place, ``figure`` (the count now; ``final`` sizes it) in the podium's
    room, the sums under it (those the last box added to in gold until ``landed``); ``bare``:
    the felt and its rays only, the figure, sums and headline gone (the picture the results'
    card comes over, ruling S57). Return the figure's digits' rect."""
    surface.blit(backdrop, (0, 0))
    if layout_record.ON:  # (the table under it: hidden, the count's own texts seen)
        layout_record.covered(surface)
    felt = felt_area(surface.get_size())
    size = figure_size(said.room, felt, final)
    style = "gilt"  # the winner's figure, whoever won (S60: one language)
    digits = stage_paint.stamp_lettering(figure, size, style)
    ink = digits.get_bounding_rect(min_alpha=40)
    parts_h = max(theme.least_type(), round(felt.h * theme_stage.CHAMPION_PARTS))
    block_h = ink.h + (parts_h * 2 if said.parts else 0)
    centre_x = said.room.centerx
    if said.beside is not None:
        centre_x = said.room.centerx - said.room.w // 6
    top = said.room.centery - block_h // 2
    where = ink.move(0, 0)
    where.midtop = (centre_x, top)
    came = min(1.0, age / max(1e-3, theme_stage.CHAMPION_IN))
    draw_rays(surface, surface.get_rect(), where.center, came, age * 0.6)  # every end's (S60)
    if bare:
        return where
    surface.blit(digits, (where.x - ink.x, where.y - ink.y))
    if said.winner is not None:
        _draw_winner(surface, said, where, ink.h)
    if said.parts:
        _draw_parts(surface, pygame.Rect(centre_x - said.room.w // 2,  # under the figure
                                         where.bottom + parts_h // 2, said.room.w, parts_h),
                    said.parts, not landed)  # (clear of the other's line beside, S60)
    if said.beside is not None:
        _draw_beside(surface, said, where, ink.h, not landed)
    image, rect, letters, _ = said.headline
    grow = 1 + (HEADLINE_FROM - 1) * (1 - came) ** 2
    if grow > 1.001:
        image = pygame.transform.smoothscale(
            image, (round(image.get_width() * grow), round(image.get_height() * grow)))
    surface.blit(image, image.get_rect(center=rect.center))
    if layout_record.ON:
        layout_record.text(surface, letters, said.words, role="stage", size=said.headline[3])
        layout_record.text(surface, where, figure, "celebration")
    return where


def _draw_parts(surface: pygame.Surface, room: pygame.Rect,
                parts: tuple[tuple[str, bool], ...], adding: bool) -> None:
    """The sums' line centred in ``room``, a dot between them (gold where the last box
    added, while ``adding``)."""
    size = max(theme.least_type(), round(room.h / theme.FONT_EM * 1.25))
    images = [render(text, size, theme.GOLD if adding and lit else theme.CREAM, BOLD)
              for text, lit in parts]
    dot = render("·", size, theme.MUTED, BOLD)
    space = max(dot.get_width() * 3, room.h)
    width = sum(i.get_width() for i in images) + space * (len(images) - 1)
    x = room.centerx - width // 2
    for k, image in enumerate(images):
        if k:
            surface.blit(dot, dot.get_rect(center=(x - space // 2, room.centery)))
        where = image.get_rect(midleft=(x, room.centery))
        surface.blit(image, where)
        if layout_record.ON:
            layout_record.text(surface, where, parts[k][0], role="stage")
        x += image.get_width() + space


def _draw_winner(surface: pygame.Surface, said: CrownedCount, figure: pygame.Rect,
                 tall: int) -> None:
    """The winner's name over their ``figure`` (its digits ``tall``), in their seat's
    colour, a size larger than the other's beside (cA78 #9: "126" with no name)."""
    assert said.winner is not None
    name, colour = said.winner
    size = max(theme.least_type(), round(tall * WINNER_NAME_SHARE / theme.FONT_EM * 1.25))
    label = render(name, size, colour, BOLD)
    spot = label.get_rect(midbottom=(figure.centerx, figure.y - label.get_height() // 5))
    shadow = render(name, size, (0, 0, 0), BOLD)
    shadow.set_alpha(150)
    surface.blit(shadow, spot.move(0, max(2, size // 16)))
    surface.blit(label, spot)
    if layout_record.ON:
        layout_record.text(surface, spot, name, role="stage", size=size)


def _draw_beside(surface: pygame.Surface, said: CrownedCount, figure: pygame.Rect,
                 tall: int, adding: bool) -> None:
    """The best of the others beside the winner's figure: their name over their score, in
    their seat's colour, plainly (no gold), the last box's bonus under it when theirs (gold
    while ``adding``)."""
    assert said.beside is not None
    name, score, colour = said.beside
    size = figure_size(pygame.Rect(0, 0, said.room.w, round(tall * BESIDE_SHARE
                                                             / FIGURE_SHARE)),
                       felt_area(surface.get_size()), score)
    digits = stage_paint.stamp_lettering(score, size, "ivory")
    ink = digits.get_bounding_rect(min_alpha=40)
    centre_x = said.room.centerx + said.room.w // 4
    where = ink.move(0, 0)
    where.midbottom = (centre_x, figure.bottom)
    surface.blit(digits, (where.x - ink.x, where.y - ink.y))
    label_size = max(theme.least_type(), round(tall * BESIDE_NAME_SHARE / theme.FONT_EM
                                                * 1.25))
    label = render(name, label_size, colour, BOLD)
    spot = label.get_rect(midbottom=(centre_x, where.y - label.get_height() // 4))
    surface.blit(label, spot)
    if layout_record.ON:
        layout_record.text(surface, where, score, role="stage")
        layout_record.text(surface, spot, name, role="stage")
    if said.beside_line:
        felt = felt_area(surface.get_size())  # (as small as the winner's sums: the
        small = max(theme.least_type(),  # loser's bonus is never loud, S60)
                    round(felt.h * theme_stage.CHAMPION_PARTS / theme.FONT_EM * 1.25))
        line = render(said.beside_line, small, theme.GOLD if adding else theme.CREAM, BOLD)
        under = line.get_rect(midtop=(centre_x, where.bottom + line.get_height() // 3))
        surface.blit(line, under)
        if layout_record.ON:
            layout_record.text(surface, under, said.beside_line, role="stage")
