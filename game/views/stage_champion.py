"""The winner's own moment's picture (round 76, hW79; :mod:`game.flow.champion`): on the
end's green felt (:data:`~game.theme_stage.END_FELT`), under turning gold rays, a trophy, the
winner's seat's mark and name in their seat's colour (the largest words; a tie's names side by
side, each with its mark and colour), the verb under it ("câștigă!") and the winning score
("cu 5 900 de puncte"), a burst of confetti (a third in the winner's colour; none for the
computer's win, ruling S9). It slams in, stands, and fades into the win's stage and its
podium. At a Yams end whose last card is the winner's (round 77, hY106, ruling S8 amended)
the same picture first counts that card's TOTAL (:func:`draw_count`, drawn by the table),
its digits in the score's place and the sheet's sums under them; the crowning then adds
the trophy and the verb over the very same name and figure (said once)."""

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
from game.widgets.icons import draw_icon, icon
from game.widgets.podium import TROPHY
from game.widgets.podium_stage import draw_rays
from game.widgets.seats import mark_image
from game.widgets.text import BOLD, STAMP, font, render

Colour = tuple[int, int, int]

GAP = 0.035
"""The air between the trophy, the name and the score, a share of the felt's height."""

TIE_DOT = " & "
"""What stands between a tie's names (in gold; no dot since round 77: a seat's mark may be a
dot)."""


@dataclass(frozen=True)
class ChampionWords:
    """What the moment says: each winner's name and seat colour, the score's words."""

    names: tuple[tuple[str, Colour], ...]
    """Each winner's name and seat colour (two or more: a tie)."""
    score: str
    """The winning score in words with its unit ("cu 126 de puncte")."""
    computer: bool
    """True for the computer's win (no confetti, ruling S9)."""
    seats: tuple[int, ...] = ()
    """Each winner's seat style (its mark before their name; none: no mark)."""
    verb: str = ""
    """The verb said under the names ("câștigă!"; a catalog text)."""
    counted: bool = False
    """True when the moment counted the game's last TOTAL first (:func:`draw_count`): the
    score is its figure in big gold digits, the sums that make it under them."""
    parts: tuple[tuple[str, bool], ...] = ()
    """A counted TOTAL's sums ("Total sus 63"), each with whether the last box added to it
    (lit in gold while the count runs)."""
    turned: float = 0.0
    """Seconds the rays had already turned before this picture (the count's, so the crowning
    goes on turning them from where they stood)."""


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
    verb: pygame.Rect | None = None
    """The verb's letters (None: no verb)."""
    verb_size: int = 0
    """The verb's layout size (display face)."""
    parts: pygame.Rect | None = None
    """A counted TOTAL's sums' line (None: none)."""
    mark_side: int = 0
    """The side of the seat's mark before each name (0: no mark)."""


def _size_for(text: str, height: int, width: int) -> int:
    """The display face's layout size whose letters of ``text`` are ``height`` tall, or
    narrower when ``width`` is too narrow for them."""
    probe = 100
    face = font(probe, STAMP)
    ink = face.render(text, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)
    share = min(height / max(1, ink.h), width / max(1, ink.w))
    return max(12, int(probe * share))


def _ink(text: str, size: int) -> pygame.Rect:
    """``text``'s letters in the display face at layout ``size``."""
    return font(size, STAMP).render(text, True, (255, 255, 255)).get_bounding_rect(min_alpha=40)


def names_line(words: ChampionWords) -> str:
    """The winners' names as one line of text (a tie's with a dot between)."""
    return TIE_DOT.join(name for name, _ in words.names)


def layout(size: tuple[int, int], words: ChampionWords) -> ChampionLayout:
    """The moment laid out at rest in a window of ``size``: the trophy, the marked names,
    the verb, the score (a counted TOTAL's figure and its sums), one group centred on the
    felt."""
    felt = felt_area(size)
    line = names_line(words)
    counted = words.counted
    name_h = round(felt.h * (theme_stage.CHAMPION_COUNTED_NAME if counted
                             else theme_stage.CHAMPION_NAME))
    wide = round(felt.w * theme_stage.CHAMPION_MOST_WIDE)
    marks = len(words.seats)
    mark_side = round(name_h * theme_stage.CHAMPION_MARK) if marks else 0
    mark_room = marks * (mark_side + max(2, mark_side // 3))
    name_size = _size_for(line, name_h, max(1, wide - mark_room))
    name_ink = _ink(line, name_size)
    if marks:  # (a narrow window's smaller name: its marks with it)
        mark_side = min(mark_side, round(name_ink.h * theme_stage.CHAMPION_MARK))
        mark_room = marks * (mark_side + max(2, mark_side // 3))
    score_share = theme_stage.CHAMPION_FIGURE if counted else theme_stage.CHAMPION_SCORE
    score_size = _size_for(words.score, round(felt.h * score_share), wide)
    side = round(felt.h * (theme_stage.CHAMPION_COUNTED_CUP if counted
                           else theme_stage.CHAMPION_CUP))
    gap = round(felt.h * GAP)
    verb_size, verb_h = 0, 0
    if words.verb:
        verb_share = theme_stage.CHAMPION_VERB if counted else theme_stage.CHAMPION_VERB_HEAD
        verb_size = min(_size_for(words.verb, round(felt.h * verb_share), wide),
                        name_size - 1)  # (the name the largest)
        verb_h = _ink(words.verb, verb_size).h
        if not counted:  # the winner's line over a smaller score line (S55, critic cB78)
            score_size = min(score_size, int(verb_size * theme_stage.CHAMPION_SCORE_UNDER))
    score_ink = _ink(words.score, score_size)
    parts_h = round(felt.h * theme_stage.CHAMPION_PARTS) if words.parts else 0
    total = side + gap + name_ink.h + gap + score_ink.h
    total += (verb_h + gap * 2 // 3) if verb_h else 0
    total += (parts_h + gap) if parts_h else 0
    top = felt.centery - total // 2
    cup = pygame.Rect(0, top, side, side)
    cup.centerx = felt.centerx
    drawn = names_image(words, name_size, mark_side).get_bounding_rect(min_alpha=40)
    name = pygame.Rect(0, cup.bottom + gap, drawn.w, name_ink.h)  # (its marks and dots)
    name.centerx = felt.centerx
    below = name.bottom + gap
    verb = None
    if verb_h:
        verb = pygame.Rect(0, name.bottom + gap * 2 // 3, _ink(words.verb, verb_size).w, verb_h)
        verb.centerx = felt.centerx
        below = verb.bottom + gap
    score = pygame.Rect(0, below, score_ink.w, score_ink.h)
    score.centerx = felt.centerx
    parts = None
    if parts_h:
        parts = pygame.Rect(felt.x, score.bottom + gap, felt.w, parts_h)
    return ChampionLayout(felt, cup, name, score, name_size, score_size, verb, verb_size,
                          parts, mark_side)


def seat_lettering(text: str, size: int, colour: Colour) -> pygame.Surface:
    """``text`` in the display face at layout ``size``, filled with ``colour`` under the
    stamp's dark outline and drop (as :func:`~game.views.stage_paint.stamp_lettering`)."""
    face = font(size, STAMP)
    px = size * theme.FONT_EM
    fill, ink = face.render(text, True, colour), face.render(text, True, OUTLINE)
    if pygame.display.get_surface() is not None:  # (measured without a window too)
        fill, ink = fill.convert_alpha(), ink.convert_alpha()
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


def names_image(words: ChampionWords, size: int, mark_side: int = 0) -> pygame.Surface:
    """The winners' names on one line, each in its seat's colour after its seat's mark
    (``mark_side`` pixels; 0: none; centred on the name's letters), a gold dot between."""
    parts: list[tuple[pygame.Surface, int, bool]] = []  # (picture, room after it, a mark)
    space = font(size, STAMP).size(" ")[0]
    letters_mid = 0.5
    for k, (name, colour) in enumerate(words.names):
        if k:
            parts.append((seat_lettering(TIE_DOT.strip(), size, theme.GOLD), space, False))
        if mark_side and k < len(words.seats):
            parts.append((mark_image(words.seats[k], mark_side), max(2, mark_side // 3), True))
        lettering = seat_lettering(name, size, colour)
        ink = lettering.get_bounding_rect(min_alpha=40)
        letters_mid = ink.centery / max(1, lettering.get_height())
        parts.append((lettering, space, False))
    w = sum(p.get_width() + room for p, room, _ in parts) - parts[-1][1]
    h = max(p.get_height() for p, _, _ in parts)
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for part, room, mark in parts:
        y = (h - part.get_height()) // 2
        if mark:  # on the letters' middle (their outline and drop aside)
            y = round(h * letters_mid - part.get_height() / 2)
        image.blit(part, (x, y))
        x += part.get_width() + room
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
    below): the end's felt (``backdrop``, the table hushed into it), rays, the marked names
    slamming in, then the trophy, the verb and the score, confetti; its words and light
    fading out over its felt at its end (the win's stage enters on that felt after it). A
    counted crowning (:attr:`ChampionWords.counted`) opens on the count's last picture: its
    names, figure and sums stand at rest from its first frame, the trophy and the verb come
    in over them."""
    if clock.done:
        return
    shown = clock.shown()
    laid = layout(surface.get_size(), words)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    landed = 1.0 if words.counted else clock.entrance()
    grow = min(1 + (theme_stage.CHAMPION_FROM - 1) * (1 - landed),  # (inside the felt)
               max(1.0, laid.felt.w * 0.96 / max(1, laid.name.w)))
    draw_rays(layer, layer.get_rect(), laid.name.center, landed,
              (words.turned + clock.age) * 0.6)
    if not words.computer:
        seat = words.names[0][1]
        confetti(layer, laid.felt, clock.age + theme_stage.CHAMPION_BURST_AHEAD,
                 theme_stage.CHAMPION_CONFETTI, seat, scale)
    after = clock.after_name()  # the trophy, the verb and the score once the name has landed
    if words.counted:  # (the count's figure and sums stood already: only the crown comes)
        after = max(0.0, min(1.0, clock.age / (theme_stage.CHAMPION_AFTER * 1.5
                                               * clock.factor)))
        _draw_figure(layer, laid, words.score, words.parts, False, 1.0)
    if after > 0:
        cup = icon_image(laid.cup.w)
        cup.set_alpha(round(255 * after))
        drop = round(laid.cup.h * 0.4 * (1 - after) ** 2)  # (it drops onto the name)
        layer.blit(cup, (laid.cup.centerx - laid.cup.w // 2,
                         laid.cup.centery - laid.cup.w // 2 - drop))
        if not words.counted:
            lettering = stage_paint.stamp_lettering(words.score, laid.score_size, "gilt")
            score, rect = _placed(lettering, laid.score, 1 + 0.2 * (1 - after))
            score.set_alpha(round(255 * after))
            layer.blit(score, rect)
        if laid.verb is not None:
            verb, rect = _placed(stage_paint.stamp_lettering(words.verb, laid.verb_size, "gilt"),
                                 laid.verb, 1 + 0.35 * (1 - after))
            verb.set_alpha(round(255 * after))
            layer.blit(verb, rect)
    name, rect = _placed(names_image(words, laid.name_size, laid.mark_side), laid.name, grow)
    layer.blit(name, rect)
    if shown < 1:  # its words and light leave over its felt: the win's stage then enters
        layer.set_alpha(round(255 * shown))  # on that same felt (no double picture)
    surface.blit(backdrop, (0, 0))
    surface.blit(layer, (0, 0))
    if layout_record.ON:  # what stood below is under its felt; its words at rest
        layout_record.covered(surface)
        _record(surface, laid, words, after > 0, after > 0 or words.counted)


def draw_count(surface: pygame.Surface, backdrop: pygame.Surface, words: ChampionWords,
               figure: str, progress: float, landed: bool, age: float) -> pygame.Rect:
    """A Yams end's last TOTAL counted as the winner's crowning begins (round 77, hY106,
    ruling S8 amended), drawn by the table at ``progress`` (0..1) of its count, ``age``
    seconds in: the end's felt (``backdrop``), rays growing, the winner's marked name
    slamming in, ``figure`` (the count now) in gold digits in the score's place, the sums
    under it (those the last box added to in gold until the count has ``landed``); no
    trophy, no verb yet (the crowning, :func:`draw`, adds them over this very picture).
    Return the figure's rect."""
    laid = layout(surface.get_size(), words)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    came = min(1.0, age / theme_stage.CHAMPION_IN)
    grow = min(1 + (theme_stage.CHAMPION_FROM - 1) * (1 - ease_in(came)),
               max(1.0, laid.felt.w * 0.96 / max(1, laid.name.w)))  # (inside the felt)
    draw_rays(layer, layer.get_rect(), laid.name.center, ease_in(came), age * 0.6)
    where = _draw_figure(layer, laid, figure, words.parts, not landed, min(1.0, progress * 8))
    name, rect = _placed(names_image(words, laid.name_size, laid.mark_side), laid.name, grow)
    layer.blit(name, rect)
    surface.blit(backdrop, (0, 0))
    surface.blit(layer, (0, 0))
    if layout_record.ON:
        layout_record.covered(surface)
        _record(surface, laid, words, False, False)
        layout_record.text(surface, where, figure, "celebration")
    return where


def ease_in(u: float) -> float:
    """``u`` (0..1) eased out (fast, then settling)."""
    return 1 - (1 - max(0.0, min(1.0, u))) ** 3


def _draw_figure(layer: pygame.Surface, laid: ChampionLayout, figure: str,
                 parts: tuple[tuple[str, bool], ...], adding: bool, shown: float
                 ) -> pygame.Rect:
    """A counted TOTAL's ``figure`` in gold digits centred in the score's place, its sums'
    line under it (those the last box added to in gold while ``adding``); ``shown``: how
    far they have come in (0..1). Return the digits' rect."""
    lettering = stage_paint.stamp_lettering(figure, laid.score_size, "gilt")
    image, rect = _placed(lettering, laid.score, 1.0)
    image.set_alpha(round(255 * shown))
    layer.blit(image, rect)
    if laid.parts is not None and parts:
        _draw_parts(layer, laid.parts, parts, adding, shown)
    ink = image.get_bounding_rect(min_alpha=40)
    return ink.move(rect.topleft)


def _draw_parts(layer: pygame.Surface, room: pygame.Rect, parts: tuple[tuple[str, bool], ...],
                adding: bool, shown: float) -> None:
    """The sums' line centred in ``room``, a dot between them."""
    size = max(theme.least_type(), round(room.h / theme.FONT_EM * 1.25))
    images = [render(text, size, theme.GOLD if adding and lit else theme.CREAM, BOLD)
              for text, lit in parts]
    dot = render("·", size, theme.MUTED, BOLD)
    space = max(dot.get_width() * 3, room.h)
    width = sum(i.get_width() for i in images) + space * (len(images) - 1)
    x = room.centerx - width // 2
    for k, image in enumerate(images):
        if k:
            layer.blit(dot, dot.get_rect(center=(x - space // 2, room.centery)))
        image.set_alpha(round(255 * shown))
        layer.blit(image, image.get_rect(midleft=(x, room.centery)))
        x += image.get_width() + space


def _record(surface: pygame.Surface, laid: ChampionLayout, words: ChampionWords,
            verb: bool, score: bool) -> None:
    """The moment's words at rest in the layout record (for the checks)."""
    layout_record.text(surface, laid.name, names_line(words), role="stage",
                       size=laid.name_size)
    if verb and laid.verb is not None:
        layout_record.text(surface, laid.verb, words.verb, role="stage", size=laid.verb_size)
    if score and not words.counted:
        layout_record.text(surface, laid.score, words.score, role="stage",
                           size=laid.score_size)
    if score and words.counted:
        layout_record.text(surface, laid.score, words.score, role="celebration",
                           size=laid.score_size)


CUP_RIM = (64, 38, 12)
"""The dark rim round the lit trophy (the stamp lettering's brown: one ink for the moment)."""
CUP_LIGHTS = ((0.0, (236, 190, 80)), (0.16, (255, 246, 196)), (0.4, (255, 236, 160)),
              (0.6, theme.GOLD), (0.8, (206, 150, 44)), (1.0, (170, 116, 30)))
"""The lit trophy's gold across its width (left to right, each at a share of its side): a
pale highlight down its lit side, the gold, a deeper gold on its shaded side (ruling S55)."""


def _light_at(share: float) -> tuple[int, int, int]:
    """The trophy's gold at ``share`` of its width (:data:`CUP_LIGHTS`, blended)."""
    for (a, ca), (b, cb) in zip(CUP_LIGHTS, CUP_LIGHTS[1:], strict=False):
        if share <= b:
            u = (share - a) / max(1e-6, b - a)
            return (round(ca[0] + (cb[0] - ca[0]) * u), round(ca[1] + (cb[1] - ca[1]) * u),
                    round(ca[2] + (cb[2] - ca[2]) * u))
    return CUP_LIGHTS[-1][1]


_CUPS: dict[int, pygame.Surface] = {}
"""The trophies drawn, by side (a few kept: the count's cup is one size every frame; round
82, hT6: its light, a line a column, was drawn anew each frame)."""


def icon_image(side: int) -> pygame.Surface:
    """The trophy, ``side`` pixels, lit (ruling S55, round 78, hF96, critic cB78: it read as
    a flat outline): a dark rim round it, its gold lit from the left (:data:`CUP_LIGHTS`),
    its soft shadow, on its own layer (the caller's own copy)."""
    cup = _CUPS.get(side)
    if cup is None:
        if len(_CUPS) >= 8:
            _CUPS.clear()
        cup = _CUPS[side] = _lit_icon(side)
    return cup.copy()


def _lit_icon(side: int) -> pygame.Surface:
    """:func:`icon_image`'s picture, drawn."""
    room = pygame.Surface((side + side // 10, side + side // 10), pygame.SRCALPHA)
    draw_icon(room, TROPHY, side, CUP_RIM, (side // 2, side // 2), shadow=max(2, side // 30))
    rim, shape = icon(TROPHY, side, CUP_RIM), icon(TROPHY, side, (255, 255, 255))
    if rim is None or shape is None:
        return room
    width = max(2, side // 36)
    at = shape.get_rect(center=(side // 2, side // 2))
    for dx, dy in ((-width, 0), (width, 0), (0, -width), (0, width), (-width, -width),
                   (width, -width), (-width, width), (width, width)):
        room.blit(rim, at.move(dx, dy))
    light = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    for x in range(light.get_width()):
        pygame.draw.line(light, (*_light_at(x / max(1, light.get_width() - 1)), 255),
                         (x, 0), (x, light.get_height()))
    shape = shape.copy()  # (the icon's cached picture stays white)
    shape.blit(light, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    room.blit(shape, at)
    return room
