"""The goal reached, one plate over the table (ruling S6; round 69, critic D68: the table hushed
to bare felt was "a void", the last round's ribbon came after the plate "alone on it").

From the bank that reaches the goal until its plate leaves, the table stays where it is behind
the plate, blurred and dimmed (:func:`game.views.stage_table.whole_hush`: its panels, dice and
seat colours seen, no word of it legible, so none reads cut at the plate's edge). The plate
(:mod:`game.views.stage_crest`, S3's goal rung) bursts in from small in a flash, rays of gold
thrown over the felt, and says "Obiectiv atins!", the reacher's name in their seat colour, their
total counting up: the goal alone (round 75, hL75, ruling S6 amended: its foot, the seed's
„Ultima tură!” and who still plays, said with the goal since round 69, is gone). It leaves
shrinking whole and the table comes back into focus (:func:`hush_now`); then the table's
own last-round band enters, saying the last round as a moment of its own. Where the plate
stands is computed here (:func:`goal_plate`), never written into the picture.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import theme, theme_stage
from game.flow.stage import StageClock, goal_folded, span
from game.views import stage_banner, stage_crest, stage_table
from game.views.stage_crest import burst_size, draw_burst, entrance_done, flash
from game.widgets import layout_record
from game.widgets.felt import dim

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


class PlateRest(NamedTuple):
    """Where the goal's plate rests."""

    plate: pygame.Rect

    @property
    def group(self) -> pygame.Rect:
        """All that grows in and folds shut as one: the plate (its foot gone, round 75)."""
        return self.plate


def words_width(picture: StagePicture) -> int:
    """The width the plate's words are fitted to (the middle column's ribbon's: the plate
    itself is wider, :func:`game.views.stage_crest.widest`)."""
    return stage_banner.ribbon_rect(picture).w


def plate_rest(picture: StagePicture) -> PlateRest:
    """Where the plate rests: wide as a full plate, centred on the felt (the table behind it
    blurred whole, ruling S6: no slot to hide)."""
    crest = crest_at(picture)
    return PlateRest(crest.move(0, picture.felt.centery - crest.centery))


def crest_at(picture: StagePicture) -> pygame.Rect:
    """The plate's words' own rect (:func:`game.views.stage_crest.crest_rect`), its foot
    apart."""
    return stage_crest.crest_rect(picture, stage_banner.ribbon_rect(picture))


def plate_now(picture: StagePicture) -> pygame.Rect:
    """The plate at full size: where it rests (round 70 grew it down under its foot as the
    foot came in; the foot is gone since round 75)."""
    return plate_rest(picture).plate


def grown(clock: StageClock) -> tuple[float, float]:
    """The plate's size now against its own, across and down: bursting in from small, then
    shrinking whole about its middle as it leaves (0: gone; round 71, critic B71: folding
    its height alone squashed its words)."""
    if not veiled(clock):  # the veil first (round 72, critic E71: its edge cut "Se|lecție"
        return 0.0, 0.0  # on a table still sharp)
    size = burst_size(entering(clock)) * goal_folded(clock)
    return size, size


PLATE_AFTER = theme_stage.STAGE_VEIL_IN
"""Seconds the goal's plate waits for the table's veil (its cross-fade) to be whole."""


def veiled(clock: StageClock) -> bool:
    """True once the table's veil behind the goal's plate is whole (its cross-fade over
    :data:`PLATE_AFTER` done): the plate and its burst may come."""
    return clock.done or clock.age >= PLATE_AFTER


def entering(clock: StageClock) -> StageClock:
    """``clock`` as the plate's entrance reads it: aged from the frame the table's veil is
    whole (:data:`PLATE_AFTER`), the plate bursting in over a table
    already hushed (ruling S6, round 72)."""
    late = copy.copy(clock)
    late.age = max(0.0, clock.age - PLATE_AFTER)
    return late


def shown(rect: pygame.Rect, plate: pygame.Rect, across: float, down: float) -> pygame.Rect:
    """Where ``rect`` (the plate resting at ``plate``) is drawn with the plate grown
    ``across`` and ``down`` about its centre."""
    cx, cy = plate.center
    return pygame.Rect(round(cx + (rect.x - cx) * across), round(cy + (rect.y - cy) * down),
                       max(0, round(rect.w * across)), max(0, round(rect.h * down)))


def goal_plate(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the plate is drawn at ``clock``'s age: an empty rect once it has gone. Where the
    last round's band is to come (:attr:`StagePicture.band_row`) it leaves by flying whole
    into the title's row (:func:`flown`); alone, it folds shut about its middle."""
    now = plate_now(picture)
    leaving = span(clock.progress, *theme_stage.FARKLE_GOAL_LEAVE)
    if picture.band_row is not None and leaving > 0 and veiled(clock):
        return flown(picture, leaving)
    return shown(now, now, *grown(clock))  # (about its own middle: bursting in, folding)


def landing(picture: StagePicture) -> pygame.Rect:
    """Where the plate lands as it leaves: whole (its own proportions) at the band's height,
    on the title's words in the middle of the title's row (round 76, hL76)."""
    rest, band = plate_now(picture), picture.band_row
    assert band is not None
    scale = band.h * theme_stage.FARKLE_GOAL_LANDING / max(1, rest.h)
    at = pygame.Rect(0, 0, round(rest.w * scale), round(rest.h * scale))
    at.center = (picture.felt.centerx, band.centery)
    return at


def flown(picture: StagePicture, leaving: float) -> pygame.Rect:
    """The plate ``leaving`` (0..1) of its way from the felt's middle into the title's row,
    whole (uniformly smaller, never under the band's height), an ease in and out; an empty
    rect once it has landed (the band takes its place: round 76, hL76, critics cF75b and
    cZ75: it shrank to a ~60x18 px miniature beside an empty, blurred title slot)."""
    if leaving >= 1:
        return pygame.Rect(0, 0, 0, 0)
    rest, land = plate_now(picture), landing(picture)
    e = leaving * leaving * (3 - 2 * leaving)
    w = round(rest.w + (land.w - rest.w) * e)
    h = round(rest.h + (land.h - rest.h) * e)
    at = pygame.Rect(0, 0, w, h)
    at.center = (round(rest.centerx + (land.centerx - rest.centerx) * e),
                 round(rest.centery + (land.centery - rest.centery) * e))
    return at


def plate_body(picture: StagePicture, rest: PlateRest, count: float
               ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]], tuple[object, ...]]:
    """The plate at rest, its total ``count`` of the way up, its words' rects on the screen
    with their texts, and the key it is kept under (what it was built for): built once for a
    size and a figure shown, kept in :attr:`StagePicture.drawn_once` (a review, round 69: it
    was rebuilt every frame)."""
    key = (tuple(rest.plate), stage_crest.counted(picture, count))
    made = picture.drawn_once.get("goal_plate")
    if made is None or made[0] != key:
        body = pygame.Surface(rest.plate.size, pygame.SRCALPHA)
        words = [(r.move(rest.plate.topleft), text) for r, text in stage_crest.draw_crest(
            body, picture, words_width(picture), count)]
        made = picture.drawn_once["goal_plate"] = (key, body, words)
    return made[1], made[2], made[0]


def draw_goal(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The goal's stage at ``clock``'s age over the table already drawn on ``surface``: the
    table blurred and dimmed behind (cross-faded in), the burst of light, the plate."""
    blur, opacity = hush_now(clock)
    if 0 < blur < 1:  # coming back into focus: one table, less blurred each frame
        surface.blit(refocused(picture, surface, blur), (0, 0))
    elif blur > 0 and opacity > 0:
        hushed = stage_table.whole_hush(picture, surface)
        alpha = round(255 * opacity)
        hushed.set_alpha(None if alpha >= 255 else alpha)  # (whole: copied, not blended, a
        # blend at 255 cost some 28 ms a frame at 1920x1080, round 70)
        surface.blit(hushed, (0, 0))
    # (the title's row refocuses with the table: no slot hushed apart, round 76, hL76; the
    # plate flies onto its words and the band takes its place as it lands)
    if layout_record.ON:
        layout_record.covered(surface)
    rest = plate_rest(picture)
    if not veiled(clock):
        return  # the veil first, the plate and its burst over it
    draw_burst(surface, picture, clock, rest.plate)
    across, down = grown(clock)
    at = goal_plate(picture, clock)  # (the one place the plate is drawn: what tests measure)
    if at.h <= 0:
        return
    body, words, _ = plate_body(picture, rest,
                                  span(clock.progress, *theme_stage.FARKLE_GOAL_COUNT))
    if entrance_done(entering(clock)) < 1:  # (its flash on a copy, only while it bursts in)
        body = body.copy()
        flash(body, 1 - entrance_done(entering(clock)))
    _blit_grown(surface, body, at)
    if layout_record.ON and across == down == 1:
        head, name, figure = stage_crest.sizes(picture, words_width(picture))  # (read by
        # the ladder, S3, and by the plate's sizes, round 70)
        sized = {picture.crest[0]: head, picture.crest[1]: name, stage_crest.counted(
            picture, span(clock.progress, *theme_stage.FARKLE_GOAL_COUNT)): figure}
        for rect, text in words:
            layout_record.text(surface, rect, text, role="stage", size=sized.get(text, 0))


def hush_now(clock: StageClock) -> tuple[float, float]:
    """How much of the table's hush stands now: its blur and dimming's share (1: whole, 0: the
    sharp table) and how opaque it is laid (it cross-fades in with the stage's veil). As the
    plate folds shut, the table comes back into focus with it, its blur and dimming shrinking
    together, sharp once the plate has gone (ruling S6, round 72), laid whole at every frame
    (round 71, critic B71: the blurred copy laid half see-through over the sharp table read
    as "a muddy half-blurred table")."""
    if span(clock.progress, *theme_stage.FARKLE_GOAL_LEAVE) <= 0:
        return 1.0, clock.dimming()
    share = goal_folded(clock)  # as the plate folds (round 72, critic E71: at 92 % the
    # plate gone, the whole screen a blur): sharp by the frame it has gone
    return (share if share * theme_stage.FARKLE_GOAL_BLUR >= 1 else 0.0), 1.0


def refocused(picture: StagePicture, surface: pygame.Surface, share: float) -> pygame.Surface:
    """The table on ``surface`` blurred and dimmed ``share`` as much as behind the plate
    (:func:`game.views.stage_table.whole_hush`): one table coming back into focus."""
    step = max(2, theme.px(theme_stage.FARKLE_GOAL_BLUR * share, picture.scale))
    made = stage_table.soft_blur(surface, step)
    dim(made, round(theme_stage.FARKLE_GOAL_HUSH_EVEN * share))
    return made


def _blit_grown(surface: pygame.Surface, image: pygame.Surface, at: pygame.Rect) -> None:
    """``image`` drawn filling ``at`` (scaled to it while the plate grows in or folds)."""
    if at.w <= 0 or at.h <= 0:
        return
    if at.size != image.get_size():
        image = pygame.transform.smoothscale(image, at.size)
    surface.blit(image, at)
