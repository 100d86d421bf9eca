"""The winner's own moment's picture (round 76, hW79; :mod:`game.flow.champion`): on the
end's green felt (:data:`~game.theme_stage.END_FELT`), under turning gold rays, a trophy, the
winner's name in their seat's colour (the largest words; a tie's names side by side, each in
its colour) and the winning score under it ("cu 5 900 de puncte"), a burst of confetti (a
third in the winner's colour; none for the computer's win, ruling S9). It slams in, stands,
and fades into the win's stage and its podium."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import theme, theme_stage
from game.flow.champion import ChampionClock
from game.views import stage_confetti, stage_paint
from game.views.stage_paint import OUTLINE, outline_offsets
from game.widgets import layout_record
from game.widgets.felt import felt_area
from game.widgets.icons import draw_icon
from game.widgets.podium import TROPHY
from game.widgets.podium_stage import draw_rays
from game.widgets.text import STAMP, font

Colour = tuple[int, int, int]

GAP = 0.035
"""The air between the trophy, the name and the score, a share of the felt's height."""

TIE_DOT = " · "
"""What stands between a tie's names (in gold)."""


@dataclass(frozen=True)
class ChampionWords:
    """What the moment says: each winner's name and seat colour, the score's words."""

    names: tuple[tuple[str, Colour], ...]
    """Each winner's name and seat colour (two or more: a tie)."""
    score: str
    """The winning score in words with its unit ("cu 126 de puncte")."""
    computer: bool
    """True for the computer's win (no confetti, ruling S9)."""


@dataclass(frozen=True)
class ChampionLayout:
    """Where the moment's parts stand at rest in a window."""

    felt: pygame.Rect
    """The felt inside the rim."""
    cup: pygame.Rect
    """The trophy over the name."""
    name: pygame.Rect
    """The names' letters (their ink, outline aside)."""
    score: pygame.Rect
    """The score's letters."""
    name_size: int
    """The names' layout size (display face)."""
    score_size: int
    """The score's layout size (display face)."""


def _size_for(text: str, height: int, width: int) -> int:
    """The display face's layout size whose letters of ``text`` are ``height`` tall, or
    narrower when ``width`` is too narrow for them."""
    probe = 100
    face = font(probe, STAMP)
    ink = face.render(text, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
    share = min(height / max(1, ink.h), width / max(1, ink.w))
    return max(12, int(probe * share))


def layout(size: tuple[int, int], words: ChampionWords) -> ChampionLayout:
    """The moment laid out at rest in a window of ``size``: the trophy, the name, the score,
    one group centred on the felt."""
    felt = felt_area(size)
    line = "".join(name for name, _ in words.names) + TIE_DOT * (len(words.names) - 1)
    name_size = _size_for(line, round(felt.h * theme_stage.CHAMPION_NAME),
                          round(felt.w * theme_stage.CHAMPION_MOST_WIDE))
    score_size = _size_for(words.score, round(felt.h * theme_stage.CHAMPION_SCORE),
                           round(felt.w * theme_stage.CHAMPION_MOST_WIDE))
    face, score_face = font(name_size, STAMP), font(score_size, STAMP)
    name_ink = face.render(line, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
    score_ink = score_face.render(words.score, True, (255, 255, 255)).get_bounding_rect(
        min_alpha=40)
    side = round(felt.h * theme_stage.CHAMPION_CUP)
    gap = round(felt.h * GAP)
    total = side + gap + name_ink.h + gap + score_ink.h
    top = felt.centery - total // 2
    cup = pygame.Rect(0, top, side, side)
    cup.centerx = felt.centerx
    name = pygame.Rect(0, cup.bottom + gap, name_ink.w, name_ink.h)
    name.centerx = felt.centerx
    score = pygame.Rect(0, name.bottom + gap, score_ink.w, score_ink.h)
    score.centerx = felt.centerx
    return ChampionLayout(felt, cup, name, score, name_size, score_size)


def seat_lettering(text: str, size: int, colour: Colour) -> pygame.Surface:
    """``text`` in the display face at layout ``size``, filled with ``colour`` under the
    stamp's dark outline and drop (as :func:`~game.views.stage_paint.stamp_lettering`)."""
    face = font(size, STAMP)
    px = size * theme.FONT_EM
    fill = face.render(text, True, colour).convert_alpha()
    ink = face.render(text, True, OUTLINE).convert_alpha()
    edge = max(2, round(px * 0.055))
    drop = max(2, round(px * 0.05))
    image = pygame.Surface((fill.get_width() + 2 * edge + drop,
                            fill.get_height() + 2 * edge + drop), pygame.SRCALPHA)
    rings = outline_offsets(edge)
    for dx, dy in rings:
        image.blit(ink, (edge + dx + drop, edge + dy + drop), special_flags=pygame.BLEND_RGBA_MAX)
    for dx, dy in rings:
        image.blit(ink, (edge + dx, edge + dy), special_flags=pygame.BLEND_RGBA_MAX)
    image.blit(fill, (edge, edge))
    return image


def names_image(words: ChampionWords, size: int) -> pygame.Surface:
    """The winners' names on one line, each in its seat's colour, a gold dot between."""
    parts: list[pygame.Surface] = []
    for k, (name, colour) in enumerate(words.names):
        if k:
            parts.append(stage_paint.stamp_lettering(TIE_DOT.strip(), size, "gilt"))
        parts.append(seat_lettering(name, size, colour))
    space = font(size, STAMP).size(" ")[0]
    w = sum(p.get_width() for p in parts) + space * (len(parts) - 1)
    image = pygame.Surface((w, max(p.get_height() for p in parts)), pygame.SRCALPHA)
    x = 0
    for part in parts:
        image.blit(part, (x, (image.get_height() - part.get_height()) // 2))
        x += part.get_width() + space
    return image


def _placed(image: pygame.Surface, letters: pygame.Rect, grow: float) -> tuple[
        pygame.Surface, pygame.Rect]:
    """``image`` grown ``grow`` times, placed so that its letters centre on ``letters``."""
    if abs(grow - 1) > 1e-3:
        image = pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * grow)),
                    max(1, round(image.get_height() * grow))))
    ink = image.get_bounding_rect(min_alpha=40)
    rect = image.get_rect()
    rect.move_ip(letters.centerx - ink.centerx, letters.centery - ink.centery)
    return image, rect


def confetti(surface: pygame.Surface, felt: pygame.Rect, age: float, count: int,
             seat: Colour, scale: float) -> None:
    """A burst of ``count`` slips ``age`` seconds after the moment began: thrown up and out
    from over the name, falling and turning (a third in ``seat``'s colour)."""
    if count <= 0:
        return
    colours = [seat, *theme.CONFETTI_COLOURS]
    unit = slip_unit(scale)
    for k in range(count):
        a = -math.pi / 2 + ((k * 73) % 100 / 100 - 0.5) * 2.4
        speed = felt.h * (0.7 + (k * 31) % 100 / 100 * 0.9)
        x = felt.centerx + math.cos(a) * speed * age + ((k * 17) % 40 - 20) * scale
        y = felt.centery - felt.h * 0.12 + math.sin(a) * speed * age + felt.h * 0.9 * age * age
        colour = seat if k % 3 == 0 else colours[1 + k % (len(colours) - 1)]
        slip = stage_confetti.piece(k, colour, unit, 1.0, 6 + k % 5, age, 1.0)
        surface.blit(slip, slip.get_rect(center=(round(x), round(y))))


def slip_unit(scale: float) -> float:
    """A confetti slip's length in pixels at the window's ``scale``."""
    return max(6.0, theme_stage.CHAMPION_SLIP * scale)


def draw(surface: pygame.Surface, backdrop: pygame.Surface, words: ChampionWords,
         clock: ChampionClock, scale: float) -> None:
    """The moment at ``clock``'s age over ``surface`` (the win's stage's first picture
    below): the end's felt (``backdrop``, the table hushed into it), rays, the trophy, the
    name and the score slamming in, confetti; its words and light fading out over its felt
    at its end (the win's stage enters on that felt after it)."""
    if clock.done:
        return
    shown = clock.shown()
    laid = layout(surface.get_size(), words)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    landed = clock.entrance()
    grow = 1 + (theme_stage.CHAMPION_FROM - 1) * (1 - landed)
    draw_rays(layer, layer.get_rect(), laid.name.center, landed, clock.age * 0.6)
    if not words.computer:
        seat = words.names[0][1]
        confetti(layer, laid.felt, clock.age + theme_stage.CHAMPION_BURST_AHEAD,
                 theme_stage.CHAMPION_CONFETTI, seat, scale)
    after = clock.after_name()  # the trophy and the score once the name has landed
    if after > 0:
        cup = icon_image(laid.cup.w)
        cup.set_alpha(round(255 * after))
        layer.blit(cup, (laid.cup.centerx - laid.cup.w // 2, laid.cup.centery - laid.cup.w // 2))
        lettering = stage_paint.stamp_lettering(words.score, laid.score_size, "gilt")
        score, rect = _placed(lettering, laid.score, 1 + 0.2 * (1 - after))
        score.set_alpha(round(255 * after))
        layer.blit(score, rect)
    name, rect = _placed(names_image(words, laid.name_size), laid.name, grow)
    layer.blit(name, rect)
    if shown < 1:  # its words and light leave over its felt: the win's stage then enters
        layer.set_alpha(round(255 * shown))  # on that same felt (no double picture)
    surface.blit(backdrop, (0, 0))
    surface.blit(layer, (0, 0))
    if layout_record.ON:  # what stood below is under its felt; its words at rest
        layout_record.covered(surface)
        line = TIE_DOT.join(name for name, _ in words.names)
        layout_record.text(surface, laid.name, line, role="stage", size=laid.name_size)
        if after > 0:
            layout_record.text(surface, laid.score, words.score, role="stage",
                               size=laid.score_size)


def icon_image(side: int) -> pygame.Surface:
    """The trophy in gold, ``side`` pixels, with its soft shadow, on its own layer."""
    room = pygame.Surface((side + side // 10, side + side // 10), pygame.SRCALPHA)
    draw_icon(room, TROPHY, side, theme.GOLD, (side // 2, side // 2), shadow=max(2, side // 30))
    return room
