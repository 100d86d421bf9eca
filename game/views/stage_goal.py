"""The goal reached, one plate over the table (ruling S6; round 69, critic D68: the table hushed
to bare felt was "a void", the last round's ribbon came after the plate "alone on it").

From the bank that reaches the goal until its plate leaves, the table stays where it is behind
the plate, blurred and dimmed (:func:`game.views.stage_table.whole_hush`: its panels, dice and
seat colours seen, no word of it legible, so none reads cut at the plate's edge). The plate
(:mod:`game.views.stage_crest`, S3's goal rung) bursts in from small in a flash, rays of gold
thrown over the felt, and says "Obiectiv atins!", the reacher's name in their seat colour, their
total counting up; when others still play, the seed's „Ultima tură!” and who still plays come
in as its foot, a crimson ribbon across its lower edge, once the total has landed (the flow's
:func:`game.flow.stage.goal_foot`). It leaves folding shut, its foot with it; the table's own
last-round strip says the last round from then on. Where the plate stands is computed here
(:func:`goal_plate`), never written into the picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import theme, theme_stage
from game.flow.stage import StageClock, goal_folded, goal_foot, span
from game.views import stage_banner, stage_crest, stage_table
from game.views.stage_crest import burst_size, draw_burst, entrance_done, flash
from game.widgets import layout_record

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


class PlateRest(NamedTuple):
    """Where the goal's plate and its foot rest (the foot None: no one else plays)."""

    plate: pygame.Rect
    foot: pygame.Rect | None

    @property
    def group(self) -> pygame.Rect:
        """The plate and its foot together: what grows in and folds shut as one."""
        return self.plate if self.foot is None else self.plate.union(self.foot)


def has_foot(picture: StagePicture) -> bool:
    """True when the goal's plate carries the last round in its foot (others still play:
    its stamp is the seed's „Ultima tură!”)."""
    return bool(picture.crest) and bool(picture.stamp)


def words_width(picture: StagePicture) -> int:
    """The width the plate's words are fitted to (the middle column's ribbon's: the plate
    itself is wider, :func:`game.views.stage_crest.widest`)."""
    return stage_banner.ribbon_rect(picture).w


def plate_rest(picture: StagePicture) -> PlateRest:
    """Where the plate rests: wide as a full plate, centred on the felt (the table behind it
    blurred whole, ruling S6: no slot to hide); with a foot, taller by the foot's part inside
    it, the foot reaching :data:`game.theme_stage.FARKLE_GOAL_FOOT_OVER` past each side and
    hanging under its edge, the two centred together and kept on the felt."""
    ribbon = stage_banner.ribbon_rect(picture)
    crest = stage_crest.crest_rect(picture, ribbon)
    if not has_foot(picture):
        return PlateRest(crest.move(0, picture.felt.centery - crest.centery), None)
    over = theme.px(theme_stage.FARKLE_GOAL_FOOT_OVER, picture.scale)
    height = stage_crest.foot_height(picture, crest.w + 2 * over)
    inside = round(height * theme_stage.FARKLE_GOAL_FOOT[2])
    plate = pygame.Rect(crest.x, 0, crest.w, crest.h + inside)
    plate.y = picture.felt.centery - (plate.h + height - inside) // 2
    foot = pygame.Rect(plate.x - over, plate.bottom - inside, plate.w + 2 * over, height)
    group = plate.union(foot)
    kept = group.clamp(picture.felt)
    return PlateRest(plate.move(kept.x - group.x, kept.y - group.y),
                     foot.move(kept.x - group.x, kept.y - group.y))


def grown(clock: StageClock) -> tuple[float, float]:
    """The plate's size now against its own, across and down: bursting in from small, then
    folding shut about its middle line as it leaves (0 down: gone)."""
    size = burst_size(clock)
    return size, size * goal_folded(clock)


def shown(rect: pygame.Rect, plate: pygame.Rect, across: float, down: float) -> pygame.Rect:
    """Where ``rect`` (the plate resting at ``plate``, or its foot) is drawn with the plate
    grown ``across`` and ``down`` about its centre."""
    cx, cy = plate.center
    return pygame.Rect(round(cx + (rect.x - cx) * across), round(cy + (rect.y - cy) * down),
                       max(0, round(rect.w * across)), max(0, round(rect.h * down)))


def goal_plate(picture: StagePicture, clock: StageClock) -> pygame.Rect:
    """Where the plate (its foot apart) is drawn at ``clock``'s age: an empty rect once it
    has folded shut."""
    rest = plate_rest(picture)
    return shown(rest.plate, rest.plate, *grown(clock))


def plate_body(picture: StagePicture, rest: PlateRest, count: float
               ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The plate at rest (its foot apart), its total ``count`` of the way up, and its words'
    rects on the screen with their texts: built once for a size and a figure shown, kept in
    :attr:`StagePicture.drawn_once` (a review, round 69: it was rebuilt every frame)."""
    inside = 0 if rest.foot is None else rest.plate.bottom - rest.foot.top
    key = (tuple(rest.plate), inside, stage_crest.counted(picture, count))
    made = picture.drawn_once.get("goal_plate")
    if made is None or made[0] != key:
        body = pygame.Surface(rest.plate.size, pygame.SRCALPHA)
        words = [(r.move(rest.plate.topleft), text) for r, text in stage_crest.draw_crest(
            body, picture, words_width(picture), count, below=inside)]
        made = picture.drawn_once["goal_plate"] = (key, body, words)
    return made[1], made[2]


def draw_goal(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The goal's stage at ``clock``'s age over the table already drawn on ``surface``: the
    table blurred and dimmed behind (cross-faded in), the burst of light, the plate, its
    foot once the flow lets it in."""
    hushed = stage_table.whole_hush(picture, surface)
    hushed.set_alpha(round(255 * clock.dimming()))
    surface.blit(hushed, (0, 0))
    if layout_record.ON:
        layout_record.covered(surface)
    rest = plate_rest(picture)
    draw_burst(surface, picture, clock, rest.plate)
    across, down = grown(clock)
    at = goal_plate(picture, clock)  # (the one place the plate is drawn: what tests measure)
    if at.h <= 0:
        return
    body, words = plate_body(picture, rest,
                             span(clock.progress, *theme_stage.FARKLE_GOAL_COUNT))
    if entrance_done(clock) < 1:  # (its flash on a copy, only while it bursts in)
        body = body.copy()
        flash(body, 1 - entrance_done(clock))
    _blit_grown(surface, body, at)
    foot: list[tuple[pygame.Rect, str]] = []
    if rest.foot is not None:
        layer = pygame.Surface(rest.foot.size, pygame.SRCALPHA)
        came = goal_foot(clock)
        foot = [(r.move(rest.foot.topleft), text) for r, text in stage_crest.draw_foot(
            layer, picture, layer.get_rect(), came)]
        _blit_grown(surface, layer, shown(rest.foot, rest.plate, across, down))
    if layout_record.ON and at == rest.plate:
        head = stage_crest.sizes(picture, words_width(picture))[0]  # (read by the ladder, S3)
        for rect, text in words + foot:
            layout_record.text(surface, rect, text, role="stage",
                               size=head if text == picture.crest[0] else 0)


def _blit_grown(surface: pygame.Surface, image: pygame.Surface, at: pygame.Rect) -> None:
    """``image`` drawn filling ``at`` (scaled to it while the plate grows in or folds)."""
    if at.w <= 0 or at.h <= 0:
        return
    if at.size != image.get_size():
        image = pygame.transform.smoothscale(image, at.size)
    surface.blit(image, at)
