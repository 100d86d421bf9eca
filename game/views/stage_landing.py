"""Where a stage's counter lands: its cell flashing, its figure popping; the "de înscris" tag.

The gold ring hugging the cell or total the counter reached (:func:`draw_landing`), the
figure the cell counts up to as the number melts into it (:func:`chip_figure`), its pop
(:func:`draw_pop`), and a possibility's tag on the lit row's plate (:func:`draw_possible`,
where it stands :func:`possible_rect`); drawn at the stage clock's age (it only reads it).
Split from :mod:`game.views.stage_words`, the words under the stamp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.end_stage import EndStageClock
from game.flow.stage import FIGURE_BACK, LANDING, POP, StageClock, cell_figure, span
from game.views import stage_lift, stage_penta_hero
from game.views.stage_figure_on_box import figure_on_box
from game.views.stage_paint import stamp_lettering
from game.views.stage_row_leaves import row_gone
from game.views.stage_table import PLATE
from game.widgets import layout_record
from game.widgets.text import BOLD, font, render

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


LANDING_RING = 6
"""How far (in px at scale 1) the landing's gold ring stands off the cell it flashes."""


def draw_landing(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The cell or total the counter reached flashes gold in a ring hugging it, and
    pops: the landed figure drawn in it larger, shrinking back to the cell's size
    (:func:`draw_pop`). The flash's gold wash inside the ring leaves with the pop (the
    ring itself stays a little longer): the cell's own figure, back under it, reads in full
    ink."""
    if picture.target is None or clock.progress >= 1 or picture.possible:
        return  # (nothing lands in a cell that only shows a possibility)
    if clock.flight() < 1:  # still melting into its cell: the cell counts up under it
        draw_pop(surface, picture, clock)
        return
    u = min(1.0, (clock.progress - clock.fly[1]) / (1 - clock.fly[1]))
    u = max(u, row_gone(picture, clock))  # (a Penta's ring leaves with its lifted row)
    grow = theme.px(LANDING_RING, picture.scale)  # hugging the cell: one outline, in
    # register with it, never a second ring spreading out of it (critic C25 §2)
    cell = picture.target
    if stage_lift.going_home(picture, clock.progress,
                             picture.even or isinstance(clock, EndStageClock)):
        cell = stage_lift.shown_rect(picture, cell, clock.progress)  # with the row home
        # (hY67: never a faint outline left at its place on the stage)
    ring = cell.inflate(2 * grow, 2 * grow)
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    wash = 1 - span(clock.progress, clock.fly[1], clock.fly[1] + POP)  # gone with the pop:
    # never a gold veil over the cell's own figure once it is back (critic C67: "35" faint)
    pygame.draw.rect(layer, (*theme.GOLD, round(90 * min(1 - u, wash))),
                     layer.get_rect().inflate(-2 * grow, -2 * grow),
                     border_radius=theme.px(8, picture.scale))
    pygame.draw.rect(layer, (*theme.GOLD, round(230 * (1 - u))), layer.get_rect(),
                     max(2, theme.px(5, picture.scale)), border_radius=theme.px(14, picture.scale))
    surface.set_clip(picture.target_within or picture.felt)  # inside the target's panel
    surface.blit(layer, ring)
    surface.set_clip(None)
    draw_pop(surface, picture, clock)


HANDOVER = 0.06
"""The share of a number's flight over which a cell that counts up takes the figure over from
it (the flying number gone, the cell's counting figure in): a quick cross-fade, never two
figures read in one place."""


def chip_figure(picture: StagePicture, clock: StageClock) -> int | None:
    """The figure the stage draws in the cell its number flies into (None: none; the
    cell's own, old figure or its emptied paper shows): as the number melts into the cell
    (:data:`LANDING` on) a cell with an old figure (:attr:`StagePicture.was`) counts from it
    up to the new one, reached as the number has landed, as the 10 000 banker's row counts
    up; once landed (popping) the new figure; never one past what has landed. A figure said
    on its box (:func:`figure_on_box`) lands as itself: the box takes it whole (S12)."""
    if picture.counter is None or picture.target is None:
        return None
    end = picture.counter[1] if picture.becomes is None else picture.becomes
    flight = clock.flight()
    if flight >= 1:
        return end if clock.progress < clock.fly[1] + POP + FIGURE_BACK else None  # no blank
        # frame before its pop, and held through it into the cell's own figure's cross-fade
    if picture.was is None or flight < LANDING:
        return None
    if figure_on_box(picture):  # its "+N" said on the box lands in it as "N" and stays:
        return end  # never counted up again from the old figure (critic cR74a #1)
    return cell_figure(clock, picture.was, end)  # (the flow's, 0 → N as it melts)


POP_GROW = 0.2
"""How much smaller than its cell the landed figure is before and after the pop's height
(at its height it fills the cell, inside its border)."""


def draw_pop(surface: pygame.Surface, picture: StagePicture, clock: StageClock) -> None:
    """The counted figure just landed, in its cell, popping (larger, then back to the
    cell's size, at full strength, then fading out as the cell's own figure fades back in
    under it): the cell's own words ("35", not "+35"), never a second figure beside them. A
    big bank's number pops in its total on the table itself (the 10 000 flow's landing)."""
    pop = clock.pop()
    figure = chip_figure(picture, clock)
    if picture.counter is None or picture.target is None or figure is None:
        return
    melt = span(clock.flight(), LANDING, LANDING + HANDOVER)  # 1 once the cell took it
    text = picture.number(figure)
    if picture.cell_size:  # in the cell's own type (its face, ink and size on the lifted
        # row), grown by its pop and settling at the cell's own look (critic C51: no jump
        # from the display lettering to the sheet's)
        own = render(text, round(picture.cell_size * picture.lift_scale), theme.INK, BOLD)
        grow = 1 + POP_GROW * pop
        image = own.copy() if grow == 1 else pygame.transform.smoothscale(  # (the cached
            own, (max(1, round(own.get_width() * grow)),  # lettering kept unfaded)
                  max(1, round(own.get_height() * grow))))
    else:
        image = stamp_lettering(text, picture.counter_size(), picture.hot)
        ink = image.get_bounding_rect(min_alpha=1)  # its outline and shadow too
        inner = picture.target.inflate(-theme.px(6, picture.scale),
                                       -theme.px(4, picture.scale))
        inside = min(inner.h / max(1, ink.h), inner.w / max(1, ink.w))  # filling its cell
        scale = inside * (1 - POP_GROW * (1 - pop))  # never past the cell's border
        image = pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * scale)),
                    max(1, round(image.get_height() * scale))))
    back = clock.fly[1] + POP  # popped: the cell's own figure is back under it by half
    late = span(clock.progress, back + FIGURE_BACK / 2, back + FIGURE_BACK)  # of FIGURE_BACK
    if late > 0 or melt < 1:  # at full strength through its pop and while the cell's own
        # figure comes back under it, then it fades over that figure at full (never a pale
        # cell between, critic C32, nor two half-faded figures, C67); it comes in as the
        # flying number melts into the cell
        image.set_alpha(round(255 * (1 - late) * melt))
    if picture.cell_size:  # where the sheet centres its own figure's line
        surface.blit(image, image.get_rect(center=picture.target.center))
        return
    shown = image.get_bounding_rect(min_alpha=1)
    surface.blit(image, (picture.target.centerx - shown.centerx,
                         picture.target.centery - shown.centery))


def end_rect(picture: StagePicture) -> pygame.Rect:
    """The plate's end the possibility's tag stands on: the whole plate past the row's own
    (past its box, or before its label), overlapping its ring so the two read as one."""
    whole, own = picture.row_plate(), picture.row_plate(tag=False)
    assert whole is not None and own is not None
    line = max(2, theme.px(3, picture.scale))
    if whole.right > own.right:
        return pygame.Rect(own.right - line, whole.y, whole.right - own.right + line, whole.h)
    return pygame.Rect(whole.x, whole.y, own.x - whole.x + line, whole.h)


def tag_end(picture: StagePicture) -> pygame.Surface | None:
    """That end drawn once: the plate's dark, its gold ring (None: no tag)."""
    if not picture.possible or picture.row_plate() is None:
        return None
    rect = end_rect(picture)
    image = picture.drawn_once.get("tag_end")
    if image is None or image.get_size() != rect.size:
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = theme.px(14, picture.scale)
        pygame.draw.rect(image, PLATE, image.get_rect(), border_radius=radius)
        pygame.draw.rect(image, theme.GOLD, image.get_rect(),
                         max(2, theme.px(3, picture.scale)), border_radius=radius)
        picture.drawn_once["tag_end"] = image
    return image


def possible_rect(picture: StagePicture) -> pygame.Rect | None:
    """Where the possibility's tag stands: on the lit row's plate, past the box (or, where
    the plate grew on the label's side, before the label), its middle on the row's (None:
    no tag)."""
    plate = picture.row_plate()
    if not picture.possible or plate is None or picture.target is None:
        return None
    tag = pygame.Rect((0, 0), picture.possible_size())
    margin = theme.px(12, picture.scale)
    if plate.right - picture.target.right > tag.w:
        tag.midright = (plate.right - margin, plate.centery)
    else:
        tag.midleft = (plate.left + margin, plate.centery)
    return tag


def draw_possible(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                  fade: float = 1.0) -> None:
    """The lit row's figure said as a possibility: its words on the row's plate, past the
    box ("de înscris"): the row reads "Penta 50 de înscris"; it leaves with the words
    (``fade``)."""
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    rect = possible_rect(picture)
    if rect is None or alpha <= 0:
        return
    stage_penta_hero.draw_hero(surface, picture, clock, alpha)  # its hero "+50" (S70)
    end = tag_end(picture)  # the plate's end the tag stands on, leaving with it (hY67)
    if end is not None:
        end.set_alpha(round(255 * alpha))
        surface.blit(end, end_rect(picture))
    layer = picture.tag_image
    if layer is None or layer.get_size() != rect.size:  # built once for the picture
        size = picture.possible_font()
        words = font(size, BOLD).render(picture.possible, True, theme.GOLD)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)  # its words alone on the
        # plate's framed end: one frame, no pill in it (critic C71: a box in a box)
        layer.blit(words, words.get_rect(center=layer.get_rect().center))
        picture.tag_image = layer
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, rect)
    if layout_record.ON and alpha >= 1:
        layout_record.text(surface, rect, picture.possible, role="stage")
