"""The stage, drawn: a staged moment over the dimmed table (it only reads its clock).

:class:`StagePicture` is what one moment shows (the table builds it from what happened:
the stamp's words, whose moment, a counter and the cell it flies into); :func:`draw_stage`
draws it at the :class:`game.flow.stage.StageClock`'s age:

* the table dims behind, greyed and blurred evenly, by rank
  (:data:`game.flow.stage.DIM_ALPHA`: a grand moment darker; its shapes still seen, no
  darker patch under the words), the moment's dice and target cell laid back lit; the dice
  seen first: the stage begins only once they were;
* light: gold rays behind a grand stamp, a soft glow behind every stamp (laid on the
  dimmed table, which is made once);
* the stamp, in the display typeface (:data:`game.widgets.text.STAMP`) with a dark outline
  and a warm gradient, slams down onto the centre of the felt, overshoots and shakes;
* at the impact a burst: confetti for the grand moments, sparks for the others (above
  the letters' foot: never over the name or the caption under them);
* the player's mark and name under it; a counter counting up, held at its final figure,
  then flying into the cell or total it adds to, which flashes and pops as it lands (a
  bank's stamp is its number: it flies); the stamp leaves with the dimming.

Everything is sized from the felt (the stamp's width a share of it,
:data:`game.flow.stage.STAMP_WIDTH`), so the three window sizes show one picture.
"""

from __future__ import annotations

import copy
import math

import pygame

from game import theme, theme_stage
from game.flow.end_stage import EndStageClock
from game.flow.stage import (
    BANNER,
    BIG,
    FIGURE_BACK,
    GONE,
    GRAND,
    HOME_FROM,
    LANDING,
    POP,
    SLAM_FROM,
    STAMP_GONE,
    WORDS_OFF,
    StageClock,
    ease_out,
    span,
)
from game.views import (
    stage_banner,
    stage_big_bank,
    stage_clear,
    stage_confetti,
    stage_gather,
    stage_goal,
    stage_held,
    stage_landing,
    stage_lift,
    stage_record,
    stage_row_leaves,
    stage_seal,
    stage_table,
    stage_under,
    stage_words,
    yams_bonus_band,
)
from game.views.stage_landing import HANDOVER
from game.views.stage_paint import (
    blank_target,
    landing_fit,
)
from game.views.stage_picture import StagePicture
from game.views.stage_row_leaves import blit_hushed, row_gone
from game.widgets import layout_record
from game.widgets.decor import draw_sparkle

WORDS_GO = 0.25
"""The share of a flying stamp's flight over which the name and caption under it fade out
(they do not vanish in one frame as it takes off)."""

def landing_emptied(picture: StagePicture, clock: StageClock) -> float:
    """How much the target's own figure is hidden (0..1): fading out over the first part of
    the flight (the number never flies over the old figure), hidden while a counted number
    pops in the cell, fading back in after it (critic hY22 §3: no "243" over "217"); never
    hidden once landed with no pop drawn over it (critic round 29 §2: no blank beat). A
    lifted strip's box is never emptied: its old figure stays until the counted one takes
    it over there (critic C62)."""
    flight = clock.flight()
    if picture.target is None or picture.possible:  # (a possibility's cell keeps the
        return 0.0  # sheet's own figure: nothing flies into it)
    if flight <= 0:  # (nothing has reached its cell yet: its old figure stays)
        return 0.0
    if picture.counter is None:  # a flying stamp melts into its total: shown once landed
        return span(flight, 0.0, 0.3) if flight < 1 else 0.0
    if flight >= 1 and clock.stamp_alpha() * (1 - _gathered_leave(picture, clock)) <= 0:
        return 0.0  # landed, its pop no longer drawn (a gathered row's way home): the box
        # shows its own figure
    back = clock.fly[1] + POP
    if picture.row_words is not None:  # a lifted strip's box keeps its old figure until the
        # counted one takes it over in the box, cross-fading (critic C62: never an empty
        # box under the "+35", the "+100", the "313")
        taken = span(flight, LANDING, LANDING + HANDOVER)
        return taken * (1 - span(clock.progress, back, back + FIGURE_BACK / 2))
    return span(flight, 0.0, 0.3) * (1 - span(clock.progress, back, back + FIGURE_BACK / 2))


SLAM_CLEAR = 12
"""The reference pixels a 10 000 headline's slamming stamp keeps clear over its dice (its
entrance never grazes them; a Penta's keeps 4)."""

GATHERED_SLAM = 1.3
"""A stamp over gathered dice comes down from this many times its size (the felt above
their row is its whole room)."""


def gathered_slam(picture: StagePicture, scale: float, cy: int,
                  flying: list[pygame.Rect] | None = None) -> tuple[float, int]:
    """The slamming stamp's size and centre over gathered dice: the clock's fall brought
    down to :data:`GATHERED_SLAM`, grown about the point that keeps its letters inside the
    felt and clear over the dice's row, its tally and the dice still ``flying`` under it
    (less grown only where that room lacks: its entrance never grazes them)."""
    grown = 1 + (scale - 1) * (GATHERED_SLAM - 1) / (SLAM_FROM - 1)
    half = picture.stamp_image().get_height() / 2
    ink = picture.ink()
    top, bottom = cy - half + ink.top, cy - half + ink.bottom
    clear = theme.px(SLAM_CLEAR if picture.tally else 4, picture.scale)
    ceiling = picture.felt.top + clear
    row = stage_gather.gathered_rects(picture)
    under = [r.top for r in (flying or []) if r.top >= bottom - 1]
    under += [row[0].top] if row else [picture.felt.bottom]
    floor = min(under) - clear
    if picture.tally and picture.counter is not None:  # its amount, right under it: it
        floor = min(floor, round(bottom))  # grows upwards, off it
    grown = min(grown, (floor - ceiling) / max(1, bottom - top))
    if grown <= 1:
        return 1.0, cy
    lowest = (grown * bottom - floor) / (grown - 1)  # the pivot's range: letters inside
    highest = (grown * top - ceiling) / (grown - 1)
    pivot = min(max((top + bottom) / 2, lowest), highest)
    return grown, round(pivot + grown * (cy - pivot))


def footed_slam(picture: StagePicture, scale: float, cy: int) -> tuple[float, int]:
    """The stamp at ``scale`` grown (or shrunk) about its letters' foot, so what hangs under
    them (a TOTAL's name, its count over its row) stands still as it slams down; grown no
    higher than :data:`SLAM_CLEAR` under the felt's top. Its size and centre."""
    image, ink = picture.stamp_image(), picture.ink()
    half = image.get_height() / 2
    foot, top = cy - half + ink.bottom, cy - half + ink.top
    ceiling = picture.felt.top + theme.px(SLAM_CLEAR, picture.scale)
    if scale > 1:
        scale = min(scale, max(1.0, (foot - ceiling) / max(1.0, foot - top)))
    return scale, round(foot + scale * (cy - foot))


def _gathered_leave(picture: StagePicture, clock: StageClock) -> float:
    """How far a gathered stage's stamp (its light, its words) has gone before its dice fly
    home (0..1): it fades with the words under the row, from :data:`WORDS_OFF` to
    :data:`HOME_FROM`, so the dice leave with no word left to cross (0: not gathered)."""
    if not (picture.gather and picture.dice):
        return 0.0
    if picture.kind in stage_gather.YAMS_GATHERED:  # a Yams Penta's: gone before its dice
        return span(clock.progress, *theme_stage.YAMS_EXIT_STAMP)  # reach their slots
        # (the held ones lie under its letters' foot)
    return span(clock.progress, WORDS_OFF, HOME_FROM)


def counts_after_stamp(picture: StagePicture, clock: StageClock) -> bool:
    """True while a Yams Penta's counter ("+100") still flies into its row after its stamp
    has gone (:data:`~game.theme_stage.YAMS_EXIT_STAMP`), and while its cell pops with it
    until the table is handed back (nothing of its row left over the table after)."""
    return (picture.kind in stage_gather.YAMS_GATHERED and picture.counter is not None
            and not picture.possible and (clock.flight() < 1 or clock.pop() > 0)
            and handed_back(picture, clock) < 1)


def shown_stamp_alpha(picture: StagePicture, clock: StageClock) -> float:
    """The stamp's opacity as drawn (0..1): the clock's, gone before a gathered row's dice
    fly home; a win's title over the results' podium whole to the stage's last frame (the
    results' headline stands in it, S9: never the title fading while the card's comes in)."""
    if picture.held is not None:
        return 1.0
    if picture.kind in stage_gather.YAMS_GATHERED and picture.dice:  # one dissolve onto
        # its table (round 75, hX88, S12): at half strength as the table starts to show,
        # gone by the time it is half back (its light and pop leave as before)
        start = theme_stage.YAMS_TABLE_BACK[0]  # (as the table round its dice comes: S77)
        seen = start + 0.25 * (theme_stage.YAMS_TABLE_BACK[1] - start)
        half = start + 0.5 * (theme_stage.YAMS_TABLE_BACK[1] - start)
        leave = 0.5 * (span(clock.progress, theme_stage.YAMS_EXIT_STAMP[0], seen)
                       + span(clock.progress, seen, half))
        return clock.stamp_alpha() * (1 - leave)
    return clock.stamp_alpha() * (1 - _gathered_leave(picture, clock))


def shown_darkness(picture: StagePicture, clock: StageClock) -> float:
    """How much of the dimming is drawn (0..1): the clock's; as a gathered row's dice fly
    home (the words gone) the table lightens under them (never dice on a dark, wordless
    table), unless an end's stage keeps the table dark for the results."""
    darkness = clock.dimming()
    if picture.gather and picture.dice and not isinstance(clock, EndStageClock):
        darkness *= 1 - 0.6 * span(clock.progress, HOME_FROM, 1.0)
    ends = picture.even or isinstance(clock, EndStageClock)
    if picture.kind in theme_stage.YAMS_WORDS_HUSHED and clock.progress >= GONE:  # hushed
        # whole while its words fade, lifting once they have gone (no word over the table)
        darkness = max(darkness, 1 - span(clock.progress, STAMP_GONE, 1.0))
    if picture.kind in stage_gather.YAMS_GATHERED and not ends:  # a Yams Penta's: once its
        # table is whole the veil lifts on every frame to the stage's end, no dimmed hold
        # (critic cR74a #2: ~0.5 s of a still dimmed table)
        darkness = min(darkness, 1 - span(clock.progress, *theme_stage.YAMS_TABLE_BACK))  # (lit
        # as it is whole, S103 2.)
    # (no lifted row flies home over a lit table: a Penta's hands its row back with the
    # table, S77; the upper bonus is a band, S61, its table hushed to its words' end above)
    return darkness


def home_for_good(picture: StagePicture, clock: StageClock) -> bool:
    """True once a Yams Penta's gathered dice are home (:func:`stage_gather.exit_spans`):
    they lie over the table's own dice, whose places are no longer cleared."""
    return (picture.kind in stage_gather.YAMS_GATHERED
            and stage_gather.homing(clock, picture) >= 1)


HAND_BACK = (HOME_FROM - 0.01, HOME_FROM + 0.02)
"""Over these shares of a gathered stage the table itself comes through its veil: as the
last of its stamp and words go (no table read under words still half there), whole a few
frames into the dice's flight home."""


def handed_back(picture: StagePicture, clock: StageClock) -> float:
    """How much of a gathered stage's hushed backdrop has given way to the table itself
    under an even veil (0..1): as the last of its stamp and the words under its row leave
    (:data:`HAND_BACK`), so every frame of its exit shows the whole table (sheet, tray,
    panels) under the lifting veil, never its lit pieces on a bare blurred felt (C25). An
    end's stage keeps its dark hush for the results (0)."""
    if picture.even or isinstance(clock, EndStageClock):
        return 0.0
    if picture.kind in stage_gather.YAMS_GATHERED:  # a Yams Penta's: once its stamp has
        # gone and its row has left the sheet's side, whole before its dice fly home
        return span(clock.progress, stage_gather.table_back_from(picture),
                    theme_stage.YAMS_TABLE_BACK[1])
    return span(clock.progress, *HAND_BACK) if picture.gather and picture.dice else 0.0


def column_back(picture: StagePicture, clock: StageClock) -> float:
    """How much of the table under a Yams Penta's dice' column (:attr:`StagePicture.home`,
    left of the sheet) has come back through its veil (0..1): from its words' end, as its
    dice leave their row for their slots (ruling S77, critic cA79 #1: never a frame of dice
    flying over a bare stage), the sheet's side only once no die is over it
    (:func:`handed_back`); any other stage's whole table at once."""
    seen = handed_back(picture, clock)
    if (picture.kind not in stage_gather.YAMS_GATHERED or picture.home is None
            or not picture.dice or picture.even or isinstance(clock, EndStageClock)):
        return seen
    return max(seen, span(clock.progress, *theme_stage.YAMS_TABLE_BACK))


def handed_back_parts(picture: StagePicture, clock: StageClock, size: tuple[int, int]
                      ) -> list[tuple[pygame.Rect, float]]:
    """The window's parts and how much of the table has come back in each (0..1): the score
    sheet's panel (:func:`handed_back`) and all round it (:func:`column_back`), or the
    whole window at once. (The sheet comes as a panel, whole: never a seam across the
    window's frame or its key line.)"""
    seen, column = handed_back(picture, clock), column_back(picture, clock)
    whole = pygame.Rect((0, 0), size)
    if column == seen or picture.sheet is None:
        return [(whole, seen)]
    sheet = picture.sheet.inflate(2 * theme.px(12, picture.scale),
                                  2 * theme.px(12, picture.scale)).clip(whole)
    around = [pygame.Rect(0, 0, size[0], sheet.top),
              pygame.Rect(0, sheet.bottom, size[0], size[1] - sheet.bottom),
              pygame.Rect(0, sheet.top, sheet.left, sheet.h),
              pygame.Rect(sheet.right, sheet.top, size[0] - sheet.right, sheet.h)]
    return [(sheet, seen)] + [(part, column) for part in around if part.w > 0 and part.h > 0]


def back_at(picture: StagePicture, clock: StageClock, rect: pygame.Rect,
            size: tuple[int, int]) -> float:
    """How much of the table under ``rect`` (its centre) has come back (0..1)."""
    for part, back in handed_back_parts(picture, clock, size):
        if part.collidepoint(rect.center):
            return back
    return handed_back(picture, clock)


_VEILS: dict[tuple[int, int], pygame.Surface] = {}


def _veil(size: tuple[int, int], alpha: float) -> pygame.Surface:
    """An even black veil as large as ``size`` at ``alpha`` (0..255; made once a size)."""
    veil = _VEILS.get(size)
    if veil is None:
        _VEILS.clear()
        veil = _VEILS[size] = pygame.Surface(size)
    veil.set_alpha(max(0, min(255, round(alpha))))
    return veil


def draw_stage(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The staged moment at ``clock``'s age, over the table already drawn on ``surface``."""
    if yams_bonus_band.drawn(surface, picture, clock):  # a mid-game upper bonus (S61)
        return
    if picture.kind == "bank_big":  # a big bank: its own plate, slammed down (hB60)
        stage_big_bank.draw_big_bank(surface, picture, clock)
        return
    if stage_table.hushed_whole(picture):  # the goal: one plate over the table (ruling S6)
        stage_goal.draw_goal(surface, picture, clock)
        return
    if picture.rarity == BANNER:  # the ladder's middle tier: a ribbon, not a stamp
        stage_banner.draw_banner(surface, picture, clock)
        return
    leaving = clock.row_leaving() if isinstance(clock, EndStageClock) else 0.0
    unlit = picture.unlit_row(surface) if leaving > 0 else None  # the table as drawn
    ends = picture.even or isinstance(clock, EndStageClock)
    going = stage_lift.going_home(picture, clock.progress, ends)
    left = picture.unlit_row(surface) if going else None  # where its lifted row stood:
    bare = surface.subsurface(left[1]).copy() if left is not None else None  # the table
    darkness = shown_darkness(picture, clock)
    action = stage_words.table_action(surface, picture, clock)  # as the table drew it
    placed = stamp_place(picture, clock)
    light = (1.0 if picture.held else clock.light()) * (1 - _gathered_leave(picture, clock))  # S72
    if picture.gather and placed[0] <= 0 and clock.progress < WORDS_OFF:  # waiting for
        light = 0.0  # its dice: no rays lit round an empty place
    if picture.gather:  # the gathered dice (kept first) off their places on the table
        stage_gather.capture(picture, surface)  # itself: the lightening shows no copy
        if not home_for_good(picture, clock):  # under them (once a Yams Penta's dice
            stage_gather.clear_places(surface, picture)  # are home, the table's own lie
            # under them: no patch of cleared felt round them, critic C61)
    if picture.counter is None and picture.target is not None:  # the stamp flies: its light
        light *= 1 - clock.flight()  # leaves with it (no empty glow where it stood)
    if darkness > 0 and clock.coming_in():  # the veil whole from the first frame: only
        # its darkness comes in (no figure of the table reads through a partial dimming)
        surface.blit(picture.dimmed_table(surface, veil=True), (0, 0))
    seen = handed_back(picture, clock)
    fades = picture.kind in stage_gather.YAMS_GATHERED and not ends  # one cross-fade (S103)
    if darkness > 0:  # the table darkened once, then laid over it as strong as it is now
        for part, back in handed_back_parts(picture, clock, surface.get_size()):
            surface.set_clip(part)  # (a Yams Penta's dice' column first: S77)
            if light < 1:  # the light goes with the stamp, and the hush under its words
                # with them: only the even dimming lifts after it (no hushed patch left)
                plain = picture.dimmed_table(surface, lit=False, words=False)
                hushed = 1 - back if fades and back > 0 else darkness * (1 - back)
                if hushed > 0:  # (a Penta's lifted row leaving with the words under it)
                    blit_hushed(surface, plain, hushed, picture, row_gone(picture, clock))
            if back > 0 and not fades:  # the table itself under an even veil as the stamp leaves
                surface.blit(_veil(surface.get_size(), picture.dim_alpha() * darkness * back),
                             (0, 0))
        surface.set_clip(None)
        if light > 0:
            dark = picture.dimmed_table(surface)
            shown = darkness * (1.0 if light >= 1 else light)
            blit_hushed(surface, dark, shown, picture, row_gone(picture, clock))
    if layout_record.ON:
        layout_record.covered(surface)  # the table is under the stage from its first frame
    if left is not None and bare is not None:  # the lifted row gone home: the table
        row, plate = left  # under the lifting hush where it stood (no ghost of it there)
        surface.blit(bare, plate)
        for part, back in handed_back_parts(picture, clock, surface.get_size()):
            surface.set_clip(part)  # (hushed as the table round it is: S77)
            row.set_alpha(round(255 * max(0.0, min(1.0, darkness * (1 - back)))))
            surface.blit(row, plate)
        surface.set_clip(None)
        row.set_alpha(None)
    if unlit is not None:  # an end's last stage leaving: its lit row goes back into the
        row, plate = unlit  # dimmed table with its words (none lit beside the results)
        row.set_alpha(round(255 * leaving))
        surface.blit(row, plate)
        row.set_alpha(None)
    emptied = landing_emptied(picture, clock)
    if emptied > 0 and picture.target is not None:
        target = picture.target if picture.counter is None else picture.target.inflate(
            -theme.px(6, picture.scale), -theme.px(4, picture.scale))  # the cell's box
        blank_target(surface, target, emptied, picture.scale,  # the paper, not its stripe
                     (target.left + target.w // 10, target.centery))
    alpha, scale, (cx, cy), flown = placed
    stage_lift.draw_home(surface, picture, clock.progress, ends)  # the lifted row going home
    stage_row_leaves.draw_flight(surface, picture, clock, seen)  # a Joker's, into its row
    fading = alpha > 0 and _gathered_leave(picture, clock) >= 1  # a Penta's letters alone
    gone = alpha <= 0 or scale <= 0 or fading  # dissolving over its returning table (S12)
    if gone and not counts_after_stamp(picture, clock):  # no stamp yet (or any more): the
        stage_words.draw_tail(surface, picture, clock, action, seen)  # gathered dice show
        # its last frames: never wordless, the one thing to do lit
        stage_gather.draw_gathered(surface, picture, clock)
        if fading and scale > 0:
            stage_gather.blit_fading(surface, picture, alpha, scale, (cx, cy))
        return
    image = picture.stamp_image()
    impact = clock.impact()
    shake = round(math.sin(clock.age * 70) * impact * impact * picture.felt.w * 0.006)
    foot = None
    if picture.rarity == BIG and (picture.line or picture.caption):  # sparks stay above
        # the letters' foot: never over the name or the caption hanging under them
        foot = cy + round((picture.ink().bottom - image.get_height() / 2) * min(1.0, scale))
    if not gone:
        surface.set_clip(picture.felt)  # the burst stays on the felt
        _draw_burst(surface, picture, clock, (cx, cy), image.get_size(), foot)
        surface.set_clip(None)
    w, h = max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale))
    resize = pygame.transform.scale if scale > 1.1 else pygame.transform.smoothscale  # in a blur
    shown = image if (w, h) == image.get_size() else resize(image, (w, h))
    if alpha < 1:
        shown = shown.copy()
        shown.set_alpha(round(255 * alpha))
    rect = shown.get_rect(center=(cx + shake, cy))
    if not gone or fading:  # (a Penta's letters alone as they dissolve, S12)
        surface.blit(shown, rect)
    if not gone and layout_record.ON and flown <= 0:  # its place: the resting stamp (the
        # slam, the shake and the flight into the total pass, as the table's rising numbers do)
        # the stamp's letters (its image is the face's whole line: room under the letters)
        letters = picture.ink().move(image.get_rect(center=(cx, cy)).topleft)
        layout_record.text(surface, letters, picture.stamp, role="stage",
                           size=round(picture.stamp_size() * min(1.0, scale)))
    if picture.badge and not gone:
        ink, ratio = picture.ink(), rect.w / max(1, image.get_width())
        letters = pygame.Rect(rect.x + round(ink.x * ratio), rect.y + round(ink.y * ratio),
                              round(ink.w * ratio), round(ink.h * ratio))
        stage_seal.draw_badge(surface, picture, letters, alpha)
    below = rect.bottom if flown <= 0 else picture.centre[1] + image.get_height() // 2
    if not picture.dice or picture.gather:  # on a bare felt what goes under the stamp
        ink = picture.ink()  # hangs from its letters
        below -= round((image.get_height() - ink.bottom)
                       * (rect.h / image.get_height() if flown <= 0 else 1.0))
    row = stage_gather.gathered_rects(picture)
    if row:  # the name and the caption under the gathered dice
        below = max(below, row[0].bottom + stage_gather.row_gap(picture) // 2)
        if stage_gather.in_thirds(picture):  # the name under the amount under the row
            below = stage_words.tally_rect(picture).bottom + picture.tally_gap()
    stays = 1 - span(flown, 0.0, WORDS_GO)  # the name fades as its number leaves
    if row:  # the words under the gathered row leave before the dice fly home through them
        stays *= 1 - span(clock.progress, *stage_gather.exit_spans(picture)[0])
    named = stays  # under a gathered row the name comes as its dice arrive (they fly up
    if row:  # into the row: never across its plate)
        named *= name_shown(picture, clock, below)
        named *= stage_gather.words_shown(picture, clock)  # (a Chintă's: once sorted)
    if picture.line and named > 0:
        stage_words.draw_line(surface, picture, clock, below, named)
    if picture.possible:  # the lit row's figure: possible, not scored (on the row's plate,
        stage_landing.draw_possible(surface, picture, clock,  # there from its start; it
                                    min(stays, 1 - row_gone(picture, clock)))  # leaves with it)
    if picture.counter is not None:
        stage_words.draw_counter(surface, picture, clock, below,  # (a Yams Penta's
                                 # "+100" flies on after its stamp left, into its row)
                                 (1 - _gathered_leave(picture, clock)
                                  * (picture.kind not in stage_gather.YAMS_GATHERED))
                                 * stage_gather.words_shown(picture, clock))
    if picture.caption and stays > 0:  # a Yams Penta's: never before its player's name
        stage_words.draw_caption(surface, picture, clock, below,  # (who, then what: D71)
                                 named if picture.kind in stage_gather.YAMS_GATHERED else stays)
    if picture.held is not None:  # a win's lower part: the results' own podium where they
        stage_held.draw_held(surface, picture.held, clock)  # will stand it (S9, D69)
    stage_under.draw_under(surface, picture, clock, stays, going)  # under its lifted row
    stage_record.draw_record(surface, picture, clock, below, stays)  # under a record's pill
    stage_words.draw_tail(surface, picture, clock, action, seen)  # its last frames: never
    # wordless, the one thing to do lit
    stage_gather.draw_gathered(surface, picture, clock)  # over the stamp and its fading
    # words: in sight as they fall into their row and as they fly home
    stage_landing.draw_landing(surface, picture, clock)


NAME_IN = 0.03
"""The share of a stage over which the name under a gathered row fades in."""


def name_shown(picture: StagePicture, clock: StageClock, top: int) -> float:
    """How much of the name under a gathered row (its line starting at ``top``) shows as
    the dice fly into the row (0..1): it comes as they arrive (:data:`stage_gather.ARRIVED`),
    never across its plate; a Yams Penta's as soon as no die flying into its row will
    touch that plate (from its first frame when none does: its name there with its reason,
    critic D71)."""
    if picture.kind not in stage_gather.YAMS_GATHERED:
        return span(clock.progress, stage_gather.ARRIVED, stage_gather.ARRIVED + NAME_IN)
    key = f"name clear {top}"
    clear = picture.drawn_once.get(key)
    if clear is None:  # the last share at which a flying die touches the name's plate
        plate, probe = stage_words.line_rect(picture, top), copy.copy(clock)
        clear = 0.0
        for k in range(1, 41):
            probe.age = probe.duration * stage_gather.ARRIVED * k / 40
            if plate.collidelist(stage_gather.flying_rects(picture, probe)) >= 0:
                clear = probe.progress
        picture.drawn_once[key] = clear
    return 1.0 if clear <= 0 else span(clock.progress, clear, clear + NAME_IN)


def stamp_place(picture: StagePicture, clock: StageClock
                ) -> tuple[float, float, tuple[int, int], float]:
    """The stamp as drawn at ``clock``'s age: its opacity, its size against its resting
    size, its centre and how far it has flown into its total (0: not flying). Over gathered
    dice it slams down clear of them and of its tally; a stamp a die flying to its row
    would still touch waits, unseen, until that die has passed (no word crossed by a die)."""
    alpha = shown_stamp_alpha(picture, clock)
    if picture.counter is None and picture.target is not None:  # a flying stamp melts into
        alpha *= 1 - span(clock.flight(), LANDING, 1.0)  # its total: never lying on it
    scale = clock.stamp_scale()
    image = picture.stamp_image()
    cx, cy = picture.centre
    flown = clock.flight() if picture.counter is None and picture.target is not None else 0.0
    if alpha <= 0 or scale <= 0:
        return alpha, scale, (cx, cy), flown
    if flown > 0 and picture.target is not None:  # the stamp is the number: it flies home
        tx, ty = picture.target.center
        cx, cy = round(cx + (tx - cx) * flown), round(cy + (ty - cy) * flown)
        shrink = min(1.0, flown / LANDING)  # at its cell's size before it fades into it
        scale *= 1 - shrink * (1 - landing_fit(picture.ink(), picture.target))
    if picture.dice and flown <= 0 and not picture.gather:  # even slamming down, the stamp
        # stays off the dice
        row = picture.dice[0].unionall(picture.dice[1:])
        room = row.top - cy if cy < row.top else cy - row.bottom
        scale = min(scale, max(0.05, 2 * (room - theme.px(6, picture.scale)))
                    / image.get_height())
    flying = stage_gather.flying_rects(picture, clock) if picture.gather else []
    if picture.gather and flown <= 0 and scale > 1:  # slamming down over the gathered dice
        scale, cy = gathered_slam(picture, scale, cy, flying)
    elif flown <= 0 and picture.kind == "upper_bonus":  # an upper bonus's: what hangs
        scale, cy = footed_slam(picture, scale, cy)  # under it stands still as it slams (D69)
    if flown <= 0:  # slamming down off the felt's centre, it never crosses the felt's edge
        half = min(cx - picture.felt.left, picture.felt.right - cx) - theme.px(4, picture.scale)
        scale = min(scale, max(0.05, 2 * half / image.get_width()))
        if picture.kind == "win":  # growing in, its letters whole under the felt's top
            scale = min(scale, title_room(picture, cy))  # (critic C70: clipped at 1920)
        if picture.kind == "win" and picture.held is not None:  # inside the card's width
            scale = min(scale, stage_held.slam_most(picture.held, picture.ink().w))
    waits = flying and picture.home is not None  # a 10 000 headline's (a Penta's slam
    # keeps clear of its row by itself)
    if waits and _letters_at(picture, scale, (cx, cy)).collidelist(flying) >= 0:
        alpha = 0.0  # the headline waits for its dice to pass
    return alpha, scale, (cx, cy), flown


def title_room(picture: StagePicture, cy: int) -> float:
    """The largest size (against its resting one) at which the stamp centred at height
    ``cy`` keeps its letters :data:`~game.theme_stage.STAGE_TITLE_TOP_MARGIN` under the
    felt's top (the win's "Victorie!" entering, critic C70: cut by the screen's edge)."""
    image, ink = picture.stamp_image(), picture.ink()
    above = image.get_height() / 2 - ink.y  # the letters' reach above the centre at 1.0
    room = cy - picture.felt.top - theme.px(theme_stage.STAGE_TITLE_TOP_MARGIN, picture.scale)
    return max(1.0, room / above) if above > 0 else 1.0


def _letters_at(picture: StagePicture, scale: float, centre: tuple[int, int]) -> pygame.Rect:
    """Where the stamp's letters are drawn at ``scale`` about ``centre``."""
    image, ink = picture.stamp_image(), picture.ink()
    w, h = image.get_width() * scale, image.get_height() * scale
    left, top = centre[0] - w / 2, centre[1] - h / 2
    return pygame.Rect(round(left + ink.x * scale), round(top + ink.y * scale),
                       round(ink.w * scale), round(ink.h * scale))


def stamp_letters(picture: StagePicture) -> pygame.Rect:
    """Where the stamp's letters stand at rest."""
    return _letters_at(picture, 1.0, picture.centre)


def drawn_stamp(picture: StagePicture, clock: StageClock) -> pygame.Rect | None:
    """Where the stamp's letters are drawn at ``clock``'s age (None: not drawn)."""
    alpha, scale, centre, _ = stamp_place(picture, clock)
    if alpha <= 0 or scale <= 0:
        return None
    return _letters_at(picture, scale, centre)


def _draw_burst(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                centre: tuple[int, int], size: tuple[int, int], foot: int | None = None
                ) -> None:
    """The burst at the impact: confetti falling (grand) or sparks flying out (big), no
    spark reaching below ``foot`` (None: anywhere)."""
    t = clock.since_impact()
    fade = clock.burst()
    if t <= 0 or fade <= 0:  # gone with the stamp, before the dimming lifts
        return
    reach = max(size) * (0.9 if picture.rarity == GRAND else 0.7)
    gravity = stage_confetti.gravity(picture.kind, picture.felt.h)  # (a Penta's: longer)
    unit = max(6, theme.px(22, picture.scale))
    clear = picture.drawn_once.get("clear")  # what its slips pass behind, found once
    if clear is None:
        clear = picture.drawn_once["clear"] = (stage_clear.holes(picture)
                                               if picture.rarity == GRAND else [])
    for k, (angle, speed, grow, spin, colour) in enumerate(picture.particles):
        go = ease_out(min(1.0, t / 0.9)) * reach * speed
        x = centre[0] + math.cos(angle) * go
        y = centre[1] + math.sin(angle) * go * 0.6
        if picture.rarity == GRAND:  # with depth: far, sharp and near (soft) slips turning
            y += gravity * t * t * 0.5 * speed * (0.7 + 0.6 * stage_confetti.depth(k))
            slip = stage_confetti.piece(k, colour, unit, grow, spin, t, fade)
            stage_clear.blit_behind(surface, slip, slip.get_rect(center=(round(x), round(y))),
                                    clear)  # never over what is read under the stamp
        elif k < len(picture.particles) * fade:  # thinning out with the burst, never
            # whole until it vanishes at once (round 74, hX86)
            r = max(2, round(unit * grow * (1 - min(1.0, t / 1.2)) * 0.9))
            if foot is not None and y + r > foot:
                continue
            draw_sparkle(surface, colour, (round(x), round(y)), r)
