"""A Yams end's one climax (round 78, hY108, ruling S43; critics cA77, cF77: the end read as
four moments, two sunbursts, two headlines, two bursts of confetti): the game's last TOTAL
counted as the first beat of the results' own picture. On the end's green felt, the results'
headline ("Ștefania câștigă!") stands from the count's first frame exactly where the results
keep it (the same stamp, the same place: :func:`game.views.stage_held.title_stamp`), the
winner's figure counts up in big gold digits where the podium will stand, the sheet's sums
under it; then the results' card fades in round that headline, its podium rising (no second
headline, no second sunburst; their confetti the end's one burst).

Since round 79 (hY113, ruling S60; critics cF78 #1-#2, cA78 #9) every end of several players
counts the winner's figure here, on the same felt and rays. Since round 80 (hY120, ruling
S78 3.; critic cA79 #9: left-heavy, the winner named twice) it is one group centred under the
headline: the winner's seat token over the figure (the headline names them, once), their
sums under it, and under those the best of the others in one row, smaller, plainly: token,
name and score (since round 82, hY126, ruling S104 2., never a "Bonus +35" under it: the
last box's upper bonus, when it was theirs, had its own band, credited to them, before this
count). A computer's win is quieter only in having no confetti."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme, theme_stage
from game.views import stage_champion, stage_paint
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.podium_stage import draw_rays
from game.widgets.seats import token_image
from game.widgets.text import BOLD, STAMP, font, render

Colour = tuple[int, int, int]

FIGURE_SHARE = 0.62
"""The most of the podium's room's height the counted figure's digits take (and at most
:data:`~game.theme_stage.YAMS_TOTAL_TAKEOVER_SHARE` of the felt's height)."""

BESIDE_SHARE = 0.34
"""A quiet card's other figure (the best person's score) beside the computer's, as a share
of its digits' height."""

TOKEN_SHARE = 0.7
"""The winner's seat token right of the figure, its side as a share of the digits' height
(the headline names the winner; the token says whose figure, large: ruling S94 2.)."""

CUP_SHARE = 1.05
"""The trophy left of the figure, its side as a share of the digits' height (S94 2.)."""

GROUP_GAP = 0.12
"""The gap each side of the digits (to the trophy's ink, to the token), as a share of the
digits' height (S99 3.)."""

GROUP_SHARE = 0.96
"""The most of the results' card's width the row trophy · figure · token takes."""

CUP_COMES = (0.62, 0.8)
"""Over these shares of the count the trophy drops in beside the figure (as it lands)."""

BESIDE_NAME_SHARE = 0.2
"""The other's name under the figure: its size as a share of the winner's digits'."""

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
    winner_seat: int | None = None
    """The winner's seat (its token stands over the figure; None: a tie)."""
    beside_seat: int | None = None
    """The other's seat (its token leads their line under the figure; None: none)."""


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
    parts_h = max(theme.least_type(), round(felt.h * theme_stage.CHAMPION_PARTS))
    under = said.headline[1].bottom  # one group centred between the headline and the
    for _ in range(2):  # felt's foot (S78 3.), the figure smaller when the group is taller
        digits = stage_paint.stamp_lettering(figure, size, style)
        ink = digits.get_bounding_rect(min_alpha=40)
        token = round(ink.h * TOKEN_SHARE) if said.winner_seat is not None else 0
        beside, marks = (_beside_row(said, ink.h, felt) if said.beside is not None
                         else (None, []))
        gap = max(4, round(ink.h * 0.12))
        block_h = ink.h + (parts_h * 2 if said.parts else 0) \
            + (gap + beside.get_height() if beside is not None else 0)
        room = felt.bottom - under - 3 * gap
        crown = crown_group(ink.size, token)
        wide = crown.width - round(said.room.w * GROUP_SHARE)  # (trophy · figure · token
        if block_h <= room and wide <= 0:  # within the card's width, S99 3.)
            break
        size = max(12, int(size * min(1 - max(0, block_h - room) / max(1, ink.h),
                                      1 - max(0, wide) / max(1, crown.width))))
    top = (under + felt.bottom) // 2 - block_h // 2
    top = max(under + gap, min(top, felt.bottom - gap - block_h))
    where = ink.move(0, 0)  # the digits, placed so the whole group is centred (S99 3.)
    where.midtop = (said.room.centerx + crown.figure_shift, top)
    came = min(1.0, age / max(1e-3, theme_stage.CHAMPION_IN))
    draw_rays(surface, surface.get_rect(), where.center, came, age * 0.6)  # every end's (S60)
    if bare:
        return where
    if not said.quiet:  # a person's win: its one burst of confetti (S94 2.; none for the
        seat = said.winner[1] if said.winner is not None else theme.GOLD  # computer's, S9)
        scale = theme.scale_for(surface.get_size())
        corner = mute_icon_rect(surface.get_size()).inflate(
            theme.px(16, scale), theme.px(16, scale)).clip(surface.get_rect())
        kept = surface.subsurface(corner).copy()  # (never over the sound sign's corner)
        stage_champion.confetti(surface, felt, age + theme_stage.CHAMPION_BURST_AHEAD,
                                theme_stage.CHAMPION_CONFETTI, seat, scale)
        surface.blit(kept, corner)
    surface.blit(digits, (where.x - ink.x, where.y - ink.y))
    _draw_crown(surface, where, crown, said.winner_seat, progress)
    bottom = where.bottom
    if said.parts:
        _draw_parts(surface, pygame.Rect(said.room.centerx - said.room.w // 2,  # under it
                                         where.bottom + parts_h // 2, said.room.w, parts_h),
                    said.parts, not landed)
        bottom = where.bottom + parts_h * 2
    if beside is not None:
        _blit_beside(surface, beside, marks, (said.room.centerx, bottom + gap))
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


def _draw_crown(surface: pygame.Surface, where: pygame.Rect, crown: CrownGroup,
                seat: int | None, progress: float) -> None:
    """Beside the figure ``where`` (its digits), as ``crown`` lays them: the lit trophy left
    of it, dropping in as the count lands (:data:`CUP_COMES`; its place kept from the first
    frame, so nothing moves when it comes), and the winner's seat token right of it, from
    the first frame (S94 2.: whose win, large; the headline names them), each its one gap
    off the digits (S99 3.)."""
    if crown.token and seat is not None:
        disc = token_image(seat, crown.token)
        surface.blit(disc, disc.get_rect(midleft=(where.right + crown.space, where.centery)))
    come = max(0.0, min(1.0, (progress - CUP_COMES[0]) / (CUP_COMES[1] - CUP_COMES[0])))
    if come <= 0:
        return
    cup = stage_champion.icon_image(crown.cup_side)
    cup.set_alpha(round(255 * come))
    drop = round(crown.cup_side * 0.4 * (1 - come) ** 2)  # (it drops into its place)
    ink = cup.get_bounding_rect(min_alpha=40)  # (its ink, not its shadow's room, is spaced)
    right = where.x - crown.space
    surface.blit(cup, (right - ink.right, where.centery - drop - ink.centery))


@dataclass(frozen=True)
class CrownGroup:
    """Trophy · figure · token as one row (S99 3.): their sizes and the one gap between."""

    cup_side: int
    """The trophy's side (its image's), pixels."""
    cup_ink: int
    """The trophy's inked width, pixels (what the gap is measured from)."""
    token: int
    """The seat token's side, pixels (0: a tie, none)."""
    space: int
    """The gap each side of the digits, pixels."""
    figure: int
    """The digits' inked width, pixels."""

    @property
    def width(self) -> int:
        """The whole row's width."""
        return self.cup_ink + self.space + self.figure + (self.space + self.token
                                                          if self.token else 0)

    @property
    def figure_shift(self) -> int:
        """How far right of the row's centre the digits' centre stands."""
        return self.cup_ink + self.space + self.figure // 2 - self.width // 2


def crown_group(digits: tuple[int, int], token: int) -> CrownGroup:
    """The crowned count's row for digits of ``digits`` (inked width, height) and a seat
    token of ``token`` pixels: the trophy :data:`CUP_SHARE` of the digits' height, one gap of
    :data:`GROUP_GAP` of it each side of the digits (S99 3.: the trophy stood twice as far
    as the token, the row's middle left of the headline's)."""
    width, height = digits
    side = round(height * CUP_SHARE)
    ink = stage_champion.icon_image(side).get_bounding_rect(min_alpha=40).w
    return CrownGroup(side, ink, token, max(6, round(height * GROUP_GAP)), width)


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


def _beside_row(said: CrownedCount, tall: int,
                felt: pygame.Rect) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The best of the others as one row under the winner's sums: their seat's token, their
    name in their seat's colour and their score in ivory digits, plainly (never gold, never
    the loudest; no line under it: their last box's bonus had its own band, S104 2.)."""
    assert said.beside is not None
    name, score, colour = said.beside
    size = figure_size(pygame.Rect(0, 0, said.room.w, round(tall * BESIDE_SHARE
                                                             / FIGURE_SHARE)), felt, score)
    digits = stage_paint.stamp_lettering(score, size, "ivory")
    ink = digits.get_bounding_rect(min_alpha=40)
    label_size = max(theme.least_type(), round(tall * BESIDE_NAME_SHARE / theme.FONT_EM
                                                * 1.25))
    label = render(name, label_size, colour, BOLD)
    side = round(label.get_height() * 1.1) if said.beside_seat is not None else 0
    space = max(6, label.get_height() // 2)
    width = (side + space if side else 0) + label.get_width() + space + ink.w
    row_h = max(ink.h, label.get_height(), side)
    layer = pygame.Surface((width, row_h), pygame.SRCALPHA)
    x = 0
    marks = []
    if side and said.beside_seat is not None:
        layer.blit(token_image(said.beside_seat, side), (x, (row_h - side) // 2))
        x += side + space
    spot = label.get_rect(midleft=(x, row_h // 2))
    layer.blit(label, spot)
    marks.append((spot, name))
    x = spot.right + space
    layer.blit(digits, (x - ink.x, (row_h - ink.h) // 2 - ink.y))
    marks.append((pygame.Rect(x, (row_h - ink.h) // 2, ink.w, ink.h), score))
    return layer, marks


def _blit_beside(surface: pygame.Surface, row: pygame.Surface,
                 marks: list[tuple[pygame.Rect, str]], midtop: tuple[int, int]) -> None:
    """The other's ``row`` (:func:`_beside_row`) centred at ``midtop``, its texts recorded."""
    at = row.get_rect(midtop=midtop)
    surface.blit(row, at)
    if layout_record.ON:
        for rect, text in marks:
            layout_record.text(surface, rect.move(at.topleft), text, role="stage")
