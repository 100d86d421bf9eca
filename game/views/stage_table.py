"""The table hushed behind a staged moment (a mixin of :class:`game.views.stage_picture.
StagePicture`): made once from the table as drawn under the stage (blurred, greyed, darkened by
rank, the stamp's light laid on it), its lit row's plate, what it hushes and how it forgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.end_stage import END_KINDS
from game.flow.stage import BLURRED, DIM_ALPHA, HUSHED_WHOLE, partial_stage
from game.views import stage_backdrop, stage_gather, stage_hush, stage_lift
from game.views.stage_paint import Colour, light_dice, stamp_light
from game.widgets.felt import dim, hush

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

PLATE: Colour = (14, 22, 18)
"""The dark plate the lit row of a stage stands on (as the name's plate under the stamp)."""


class StageTableHush:
    """The table behind a stage, hushed (the :class:`StagePicture` fields it reads: the
    stage's rank, felt, dice, lit row and its caches)."""

    def dimmed_table(self: StagePicture, surface: pygame.Surface, lit: bool = True,
                     words: bool = True, veil: bool = False) -> pygame.Surface:
        """The table as ``surface`` shows it now, hushed (blurred, greyed, darkened), with
        the stamp's light laid on it (``lit``) or without, and without the hush under a
        lesser stage's words (not ``words``: what shows as they leave; made once each: the
        table below the stage does not change while it plays, and one blit a frame is what
        a full-window picture can afford); ``veil``: the table blurred and greyed but not
        darkened, laid whole under the dimming as it comes in."""
        if self._dimmed is None or self._dimmed.get_size() != surface.get_size():
            self._dimmed = surface.copy()
            stage_gather.capture(self, surface)
            stage_gather.clear_places(self._dimmed, self)  # the dice are in their row
            _take_off(self._dimmed, self.hidden, self.scale)
            self._bare = self._dimmed.copy()  # as its words leave: evenly dimmed
            self._veil = self._dimmed.copy()  # as the dimming comes in: hushed, not dark
            self.backdrop(self._veil, 0)
            self.hush_table(self._bare, surface, words=False)
            self.hush_table(self._dimmed, surface)
            self._lit = self._dimmed.copy()
            light = self.light()
            # the light stays beside the sheet, off its labels (a room as wide as the felt,
            # under the 10 000 title, lets it fade out softly over the dimmed title)
            room = self.area if self.area.w < self.felt.w else self.felt
            self._lit.set_clip(self.light_room if self.light_room is not None else room)
            self._lit.blit(light, light.get_rect(center=self.centre),
                           special_flags=pygame.BLEND_RGB_ADD)
            self._lit.set_clip(None)
            kept = [] if self.gather else list(self.dice)  # gathered dice: drawn on the way
            for dimmed in (self._dimmed, self._lit, self._bare, self._veil):
                light_dice(dimmed, surface, kept, self.scale)
                cell = stage_lift.cell_image(self) if self.lift else None
                if cell is not None:  # the lifted box, drawn at the strip's own size
                    light_dice(dimmed, cell, [self.target], self.scale, [cell.get_rect()])
                elif self.target is not None:  # the box, as the sheet draws it
                    light_dice(dimmed, surface, [self.target], self.scale)
        if veil and self._veil is not None:
            return self._veil
        if not words and self._bare is not None:
            return self._bare
        return self._lit if lit and self._lit is not None else self._dimmed

    def hushed_with_row(self: StagePicture) -> pygame.Surface | None:
        """The hushed table with the lit row on it, without the hush under the words (what
        shows as they leave), as :meth:`dimmed_table` last made it (None: not made yet): what
        a lifted row going home is cut from (:mod:`game.views.stage_lift`,
        :mod:`game.views.stage_row_leaves`)."""
        return self._bare

    def dim_alpha(self: StagePicture) -> int:
        """How dark (0..255 of black) the table grows behind this stage."""
        return DIM_ALPHA[self.rarity] if self.darkness is None else self.darkness

    def hush_table(self: StagePicture, dimmed: pygame.Surface, table: pygame.Surface,
                   words: bool = True) -> None:
        """Hush ``dimmed`` (a copy of ``table``) as this stage does: greyed and dimmed by
        rank, a grand moment's blurred too, a lesser one's readable in place but under
        the stage's own words (``words``: a soft oval, :mod:`game.views.stage_hush`); the
        target's row label laid back from ``table``."""
        self.backdrop(dimmed, self.dim_alpha())
        block = self.words_block() if words else None
        if block is not None:
            stage_hush.hush_under(dimmed, block, self.scale)
        plate = self.row_plate(tag=False)  # (the tag's end: drawn and gone with the tag,
        # no bare dark end left past the box, hY67)
        if plate is not None:  # the lit row on a framed plate of its own: part of the
            # picture (where the number goes), never a stray strip floating in the dark
            radius = theme.px(14, self.scale)
            pygame.draw.rect(dimmed, PLATE, plate, border_radius=radius)
            pygame.draw.rect(dimmed, theme.GOLD, plate, max(2, theme.px(3, self.scale)),
                             border_radius=radius)
        for label in self.labels:  # the target's row label, read beside its cell
            if self.lift:  # (lifted out of the sheet: drawn at the strip's own size)
                stage_lift.paint_label(dimmed, self, label)
                continue
            shown = label.clip(table.get_rect())
            dimmed.blit(table, shown, shown)

    def backdrop(self: StagePicture, dimmed: pygame.Surface, darkness: int) -> None:
        """Hush ``dimmed`` into this stage's backdrop (:mod:`game.views.stage_backdrop`): the
        felt warm and tinted with the player's seat colour, lit at the stamp, darker at the
        edges by ``darkness``, an end's (:attr:`even`) too (hR28: no longer an even dark
        veil: the win plays on the warm felt as every stage does)."""
        if partial_stage(self.kind) and self.room is not None:  # the table dimmed and seen
            plate(dimmed, darkness, self)  # round its plate (round 66 ruling)
        elif BLURRED[self.rarity]:  # (the end's on the table's own felt: round 76, hW79)
            felt = theme_stage.END_FELT if self.kind in END_KINDS else None
            stage_backdrop.backdrop(dimmed, darkness, self.scale, self.centre, self.seat, felt)
        else:
            hush(dimmed, darkness, self.scale, blur=False)

    def unlit_row(self: StagePicture,
                  surface: pygame.Surface) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The lit row's plate as the table shows it hushed without it, and where (made once
        from ``surface``, the table as drawn under the stage): laid over the row as an end's
        last stage leaves, the row goes back into the dimmed table (None: no row lit)."""
        plate = self.row_plate()
        if plate is None:
            return None
        plate = plate.clip(surface.get_rect())
        if self._unlit is None or self._unlit.get_size() != plate.size:
            hushed = surface.copy()
            self.backdrop(hushed, self.dim_alpha())
            self._unlit = hushed.subsurface(plate).copy()
        return self._unlit, plate

    def hushes(self: StagePicture, rect: pygame.Rect) -> bool:
        """True when the table under ``rect`` does not read (blurred and dark): all of it
        under a grand stage, the felt under its words under a lesser one."""
        if hushed_whole(self):  # its table blurred whole (round 68; ruling S6)
            return True
        block = self.words_block()
        return block is None or stage_hush.hushes(block, self.scale, rect)

    def forget_table(self: StagePicture) -> None:
        """The table below changed (a number landed in it): dim it again next frame."""
        self._dimmed = self._lit = self._bare = self._veil = None
        self._unlit = None
        self.drawn_once.pop(WHOLE_HUSH, None)
        self.row_landed = True  # (a lifted row's box drawn holding it from now on)

    def light(self: StagePicture) -> pygame.Surface:
        """The light behind the stamp (made once): a warm glow, and rays behind a grand one
        (its pixels are added to the table's: gold on the dark felt, never a grey veil)."""
        if self._light is None:  # beside the sheet: no wider than the room it lights
            most = self.area.w // 2 if self.room is not None else None
            if self.light_room is not None:  # it may spread past the room
                most = None
            round_light = self.gather  # a Penta's, over its gathered dice
            if round_light:  # the rays fade out inside the felt, never cut by its rim
                x, y = self.centre
                most = min(x - self.area.left, self.area.right - x, y - self.area.top,
                           self.area.bottom - y)
            self._light = stamp_light(self.rarity, self.stamp_image().get_size(), most)
            if self.kind == "joker_penta":  # its own ruby light, never a Penta's gold (S77)
                self._light = self._light.copy()
                self._light.fill(theme_stage.STAGE_JOKER_LIGHT, special_flags=pygame.BLEND_RGB_MULT)
            if self.room is None and not self.dice and not round_light:  # the whole felt:
                # the light an oval as wide as the felt lets it be, its rays fading out
                # before its rim (none cut by the frame)
                x, y = self.centre
                half_w = min(x - self.felt.left, self.felt.right - x)
                half_h = min(y - self.felt.top, self.felt.bottom - y)
                w, h = self._light.get_size()
                size = (max(2, min(w, 2 * half_w)), max(2, min(h, 2 * half_h)))
                if size != (w, h):
                    self._light = pygame.transform.smoothscale(self._light, size)
        return self._light


WHOLE_HUSH = "whole_hush"
"""The key of :func:`whole_hush`'s picture in :attr:`StagePicture.drawn_once`."""


def hushed_whole(picture: StagePicture) -> bool:
    """True when ``picture``'s full plate hushes the whole table under it
    (:data:`game.flow.stage.HUSHED_WHOLE`: the goal's crest)."""
    return bool(picture.crest) and picture.kind in HUSHED_WHOLE


def whole_hush(picture: StagePicture, surface: pygame.Surface) -> pygame.Surface:
    """The table on ``surface`` behind a banner's full plate
    (:data:`game.flow.stage.HUSHED_WHOLE`, ruling S6): blurred over
    :data:`game.theme_stage.FARKLE_GOAL_BLUR` reference pixels in its own colours and dimmed,
    so its panels, dice and seat colours are recognisable and no word of it reads (none cut
    at the plate's edge; never bare felt: critic D68). Made once for the table as drawn
    under the stage; forgotten with it."""
    made = picture.drawn_once.get(WHOLE_HUSH)
    if made is None or made.get_size() != surface.get_size():
        made = soft_blur(surface, max(2, theme.px(theme_stage.FARKLE_GOAL_BLUR, picture.scale)))
        dim(made, theme_stage.FARKLE_GOAL_HUSH_EVEN)
        picture.drawn_once[WHOLE_HUSH] = made
    return made


def soft_blur(surface: pygame.Surface, step: int) -> pygame.Surface:
    """A copy of ``surface`` blurred over ``step`` pixels, its colours kept: shrunk, grown
    twice and shrunk again (neighbouring cells blend: no grid shows), grown back."""
    w, h = surface.get_size()
    small = (max(1, w // step), max(1, h // step))
    shrunk = pygame.transform.smoothscale(surface, small)
    twice = pygame.transform.smoothscale(shrunk, (small[0] * 2, small[1] * 2))
    shrunk = pygame.transform.smoothscale(twice, small)
    return pygame.transform.smoothscale(shrunk, (w, h)).convert(surface)


def _take_off(dimmed: pygame.Surface, rects: list[pygame.Rect], scale: float) -> None:
    """Lay the colour just left of each of ``rects`` over it on ``dimmed``: what stood
    there is gone from the dimmed table (no die ghosting through the stage's light)."""
    bounds = dimmed.get_rect()
    for rect in rects:
        place = rect.inflate(theme.px(10, scale), theme.px(10, scale)).clip(bounds)
        side = (place.left - 1, place.centery)
        if place.w and place.h and bounds.collidepoint(side):
            dimmed.fill(dimmed.get_at(side), place)


def plate(dimmed: pygame.Surface, darkness: int, picture: StagePicture) -> None:
    """A partial stage's hush of ``dimmed`` (round 66 ruling, critic B65: the Chintă not six
    alike's takeover): the table darkened and seen, unblurred; the stage's own warm felt on a
    framed plate as large as its room (:attr:`StagePicture.room`), smaller than a takeover."""
    room = picture.room
    assert room is not None
    inner = dimmed.copy()
    stage_backdrop.backdrop(inner, darkness, picture.scale, picture.centre, picture.seat)
    hush(dimmed, darkness, picture.scale, blur=False)
    radius = theme.px(theme_stage.PARTIAL_PLATE_RADIUS, picture.scale)
    shape = pygame.Surface(room.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    face = inner.subsurface(room.clip(inner.get_rect())).copy().convert_alpha()
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    dimmed.blit(face, room)
    pygame.draw.rect(dimmed, theme.GOLD, room, max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
