"""A Penta's hero "+50" (ruling S70, round 79, hY117, critic cA78 #6 and change #2): on the
Penta's stage, its box open, the points it may earn are the stage's biggest figure after the
"Penta!" stamp, lettered in the stamp's gold on the lifted row's bare box, between the row's
own words ("Penta" before it, "de înscris" after it: a prize to be placed, said in words,
never hidden, critic C41's worry answered). Before the row leaves with the words under the
dice, the figure alone travels into its box (S12: the stamp and the words never move),
shrinking to the sheet's type, and the box then says "50" as the sheet says a possibility,
in its option green, until the row goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.stage import StageClock, ease_out, span
from game.views import stage_lift
from game.views.stage_paint import stamp_lettering
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


TRAVEL = (theme_stage.YAMS_EXIT_WORDS[0] - 0.1, theme_stage.YAMS_EXIT_WORDS[0] - 0.02)
"""The share of the stage over which the hero figure sinks into its box: ended before the row
and the words leave together (:data:`~game.theme_stage.YAMS_EXIT_WORDS`)."""

FRAME = 1
"""Reference px kept between the hero's letters and the row's plate's top and bottom."""


def has_hero(picture: StagePicture) -> bool:
    """True for a Penta's stage whose points are a possibility on its lifted row."""
    return (picture.kind == "penta" and bool(picture.possible) and picture.counter is not None
            and picture.target is not None and picture.row_plate() is not None)


def hero_words(picture: StagePicture) -> str:
    """The hero's words: the points the Penta may earn, with their "+" ("+50")."""
    assert picture.counter is not None
    return "+" + picture.number(picture.counter[1])


def hero_image(picture: StagePicture) -> pygame.Surface:
    """The hero figure lettered once in the stamp's gold, as tall as the row's plate leaves
    inside its frame."""
    plate = picture.row_plate()
    assert plate is not None
    room = plate.h - 2 * theme.px(FRAME, picture.scale)
    image = picture.drawn_once.get("penta_hero")
    if image is None or image.get_bounding_rect(min_alpha=40).h != room:
        size = max(theme.FONT_MIN, round(picture.stamp_size() * 0.5))
        image = stamp_lettering(hero_words(picture), size, "gilt")
        ink = image.get_bounding_rect(min_alpha=40)
        k = room / max(1, ink.h)
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * k)),
                                                     max(1, round(image.get_height() * k))))
        picture.drawn_once["penta_hero"] = image
    return image


def travelled(clock: StageClock) -> float:
    """How far the hero figure has sunk into its box (0..1)."""
    return ease_out(span(clock.progress, *TRAVEL))


def hero_rect(picture: StagePicture, clock: StageClock) -> pygame.Rect | None:
    """Where the hero's letters are seen at ``clock``'s age (None: none, or in its box)."""
    if not has_hero(picture) or travelled(clock) >= 1:
        return None
    image = hero_image(picture)
    ink = image.get_bounding_rect(min_alpha=40)
    box = picture.target
    assert box is not None
    u = travelled(clock)
    end = stage_lift.row_type(picture) * 0.75 / max(1, ink.h)  # the sheet's figure's size
    k = 1 - (1 - end) * u
    w, h = max(1, round(ink.w * k)), max(1, round(ink.h * k))
    return pygame.Rect(box.centerx - w // 2, box.centery - h // 2, w, h)


def draw_hero(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
              alpha: float) -> None:
    """The hero "+50" on its bare box at ``alpha`` (0..1), sinking into the box; then the
    box's "50" in the sheet's option green."""
    if not has_hero(picture) or alpha <= 0:
        return
    box = picture.target
    assert box is not None
    rect = hero_rect(picture, clock)
    if rect is None:  # in its box: said as the sheet says a possibility
        assert picture.counter is not None
        draw_text(surface, picture.number(picture.counter[1]), stage_lift.row_type(picture),
                  theme.SHEET_OPTION, box.center, "center", weight=BOLD)
        return
    image = hero_image(picture)
    ink = image.get_bounding_rect(min_alpha=40)
    k = rect.h / max(1, ink.h)
    if k != 1:
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * k)),
                                                     max(1, round(image.get_height() * k))))
        ink = image.get_bounding_rect(min_alpha=40)
    else:
        image = image.copy()
    image.set_alpha(round(255 * min(1.0, alpha)))
    surface.blit(image, (rect.x - ink.x, rect.y - ink.y))
    if layout_record.ON and alpha >= 1:
        layout_record.text(surface, rect, hero_words(picture), role="stage")
