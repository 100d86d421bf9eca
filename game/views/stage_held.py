"""One podium from the win into the results (ruling S9, round 73): the win's stage of a game
of several players draws the results' own podium (:func:`game.widgets.podium.draw_podium`)
at the rect the results' layout gives it, rising as the stage opens, its title standing in
the results' headline room; the results panel then opens round that same podium, which
neither moves nor is drawn again in another design (critics H72 #1–2, J72 #4, L72 #2: two
podiums in a row, the second ~180 px over the first)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.flow.end_stage import PODIUM_RISE
from game.flow.stage import StageClock, span
from game.views.stage_paint import stamp_lettering
from game.widgets.felt import felt_area
from game.widgets.podium_motion import FIGURES_AFTER, RISE, rise_done
from game.widgets.text import STAMP, font

TITLE_AIR = 14
"""Reference pixels kept clear over the title in the headline's room (off the card's top
edge)."""


TITLE_OVER = 24
"""Reference pixels at most between the stage's title's letters and the podium's room."""

TITLE_INSET = 40
"""Reference pixels the title keeps clear of the card's sides (the card's own inset: round
74, hY96, the headline inside the card, never wider than it, in both paths)."""

TITLE_MEASURE = 0.9
"""The stage's title's room over the podium, as a share of the results' card's width (and
at most :data:`TITLE_FELT` of the felt's): its letters (:func:`title_size` fills
:data:`TITLE_FILL` of it) at most ~83 % of the card, a margin either side (round 74,
hW76: a tie's "Egalitate: Ana și Ion", then up to 90 % of the felt, ran edge to edge past
the card's sides at 1920 and 1024; round 73's hW75 measure, as wide as a single winner's
size needs, reversed)."""

TITLE_FELT = 0.8
"""The most of the felt's width the stage's title's room takes."""

TITLE_FILL = 0.92
"""The most of its room the title's letters fill at rest (its slam grows them up to the
room's width over this: :func:`slam_most`)."""


@dataclass(frozen=True)
class HeldPodium:
    """The results' podium as the results will stand it, known before the win's stage."""

    rect: pygame.Rect
    """Where the results' podium stands (:attr:`ResultsLayout.podium`)."""
    room: pygame.Rect
    """The results' headline's room: the card's top band, inside its sides
    (:data:`TITLE_INSET`) and at most :data:`TITLE_MEASURE` of the card across (and
    :data:`TITLE_FELT` of the felt), centred over it, from :data:`TITLE_AIR` under the card's
    top to the podium's (round 74, hY96: the same room whether a stage came before the panel
    or not, the title inside the card, never wider than it; hW76: a measure, a tie's long
    title no longer edge to edge): where the stage's title stands, the largest words."""
    over: int
    """Pixels the most of felt between the title's letters and the podium's room."""
    draw: Callable[[pygame.Surface, float | None, float, list[pygame.Rect] | None], Any]
    """The results' own podium drawing (:meth:`~game.scenes.results_picture.ResultsPicture.
    draw_results_podium`: the surface, its rising clock, its figures' light, the trophies'
    rects), with the panel's rows, names and figures."""
    buttons: Callable[[pygame.Surface, float], Any]
    """The results' own buttons in their places, faded in to a share (:meth:`~game.scenes.
    results_picture.ResultsPicture.draw_buttons_shown`): the stage stands them with the
    figures (round 75, hW78)."""


def held_podium(overlay: Any, size: tuple[int, int]) -> HeldPodium:
    """Lay ``overlay`` (a :class:`~game.scenes.results.ResultsOverlay` of the finished game)
    out for a window of ``size`` and keep where its podium and its headline stand."""
    overlay.layout(size)
    return laid_held(overlay, size)


def laid_held(overlay: Any, size: tuple[int, int]) -> HeldPodium:
    """Where the podium and the headline of ``overlay``, laid out for a window of ``size``,
    stand (as :func:`held_podium` keeps them, with no new layout)."""
    panel, rect = overlay.panel, overlay.podium_rect()
    felt = felt_area(size)
    top = panel.y + overlay.px(TITLE_AIR)
    wide = round(min(panel.w - 2 * overlay.px(TITLE_INSET), panel.w * TITLE_MEASURE,
                     felt.w * TITLE_FELT))  # inside the card (hY96), a measure (hW76)
    story = overlay.story_room() if hasattr(overlay, "story_room") else 0  # (S86: the
    room = pygame.Rect(0, top, wide, max(1, rect.y - top - story))  # decisive line under)
    room.centerx = panel.centerx
    room = room.clip(felt)
    return HeldPodium(pygame.Rect(rect), room, overlay.px(TITLE_OVER),
                      overlay.draw_results_podium, overlay.draw_buttons_shown)


def title_size(held: HeldPodium, words: str) -> int:
    """The stage's title's layout size (``theme.FONT_*`` units, as the stamp takes it): as
    large as the headline's room takes, its letters filling its width or its height (one
    line: the card's top band is too short for two to set it larger, round 74)."""
    return _fitted(words, held.room.w, held.room.h)


@lru_cache(maxsize=64)
def _fitted(words: str, width: int, height: int) -> int:
    """The stamp's layout size for ``words`` in a room ``width`` by ``height``: its letters'
    :data:`TITLE_FILL`, then smaller until the stamp's drawn letters (their outline and drop
    with them) stand inside the room (round 74, hY96: the room inside the card)."""
    face = font(100, STAMP)
    ink = face.render(words, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
    fit = min(width / max(1, ink.w), height / max(1, ink.h)) * TITLE_FILL
    size = max(12, int(fit * 100))
    for _ in range(4):  # the stamp's outline took it past its room: set again, inside it
        drawn = stamp_lettering(words, size, False).get_bounding_rect(min_alpha=40)
        over = max(drawn.w / max(1, width), drawn.h / max(1, height))
        if over <= 1 or size <= 12:
            break
        size = max(12, min(size - 1, int(size / over)))
    return size


def title_image(held: HeldPodium, words: str, hot: bool | str = False) -> pygame.Surface:
    """The stage's title ``words`` in the display lettering at :func:`title_size`."""
    return stamp_lettering(words, title_size(held, words), hot)


def title_centre(held: HeldPodium, ink: pygame.Rect, height: int) -> tuple[int, int]:
    """The centre of the title's image (``height`` tall, its letters at ``ink`` in it) that
    stands its letters in the headline's room, centred in it, but never more than
    :data:`TITLE_OVER` reference pixels over the podium (a long title set by its width:
    no band of bare felt between it and the podium, critic D70)."""
    below = min((held.room.h - ink.h) // 2, held.over)
    return held.room.centerx, held.room.bottom - below - ink.bottom + height // 2


def slam_most(held: HeldPodium, ink_w: int) -> float:
    """The most the title, its letters ``ink_w`` wide at rest, grows as it slams down: up
    to the card's width (its room is :data:`TITLE_MEASURE` of it), never edge to edge (round
    74, hW76: the slam from larger stood a tie's title past the card's sides for ~20
    frames)."""
    return max(1.0, held.room.w / TITLE_FILL / max(1, ink_w))


def rise_time(clock: StageClock) -> float:
    """The results' podium's rising clock at ``clock``'s age (seconds, as
    :func:`game.widgets.podium_motion.risen` reads them): the stage's rise
    (:data:`~game.flow.end_stage.PODIUM_RISE`) over the results' own, whole once the stage is
    over or skipped."""
    if clock.done:
        return rise_done()
    return span(clock.progress, *PODIUM_RISE) * rise_done()


FIGURES_IN = 0.2
"""The share of the win's stage over which the figures under the podium's floor and the
buttons under them come in, part after part, in full colour (round 77, hW80, ruling S29)."""


def figures_in(clock: StageClock) -> float:
    """How far the figures under the podium, and the results' buttons under them, have come
    in on the stage at ``clock``'s age (0..1): none while the steps rise, then in from when
    they stand (the results' own :data:`~game.widgets.podium_motion.FIGURES_AFTER` share of
    their rise) over :data:`FIGURES_IN` of the stage, whole once the stage is over or
    skipped (round 77, hW80, ruling S29: they came in with the rising steps from 40 % faded,
    read as greyed out; round 75's hW78, critic cB75, had them from the first frame so the
    lower third was not bare: it stays bare only while the steps rise, ~0.4 s)."""
    if clock.done:
        return 1.0
    low, high = PODIUM_RISE
    stand = low + (high - low) * FIGURES_AFTER / RISE
    return span(clock.progress, stand, stand + FIGURES_IN)


def draw_held(surface: pygame.Surface, held: HeldPodium, clock: StageClock,
              cups: list[pygame.Rect] | None = None) -> None:
    """The results' podium on the stage at ``clock``'s age: the results' drawing at the
    results' rect, its totals final (the stage counts none: the panel opened after a stage
    counts none either), its figures under the floor and its buttons coming in after its
    steps (:func:`figures_in`: the card keeps them whole)."""
    held.draw(surface, rise_time(clock), figures_in(clock), cups)
    held.buttons(surface, figures_in(clock))  # where the card keeps them (hW78)


def title_stamp(held: HeldPodium, words: str) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect,
                                                      int]:
    """The stage's title ``words`` as it stands at rest over the podium (the results'
    headline after the stage, the same picture in the same place): its image, the image's
    rect, its letters' rect and its layout size."""
    size = title_size(held, words)
    image = title_image(held, words)
    ink = image.get_bounding_rect(min_alpha=40)
    rect = image.get_rect(center=title_centre(held, ink, image.get_height()))
    return image, rect, ink.move(rect.topleft), size
