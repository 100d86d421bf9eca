"""Cached text rendering with the game's typeface (Lato, shipped under ``assets/fonts``).

Three faces of one family: :data:`REGULAR` for body text, :data:`BOLD` for buttons,
headings, names and scores, :data:`DISPLAY` (Lato Black) for titles, and a display
typeface of its own, :data:`STAMP` (Baloo 2 ExtraBold), for the big moments. A ``size`` is a
layout size in the units of ``theme.FONT_*``; the face is drawn at :func:`em_px` pixels.

Text sits on a common baseline: :func:`draw_text` places a line box as tall as the
font's line (ascent + descent) whatever the letters, so "Șase" and "Sase", "Încasează"
and "Aruncă" at one size and one ``y`` share their baseline even when an accent or a
comma-below makes the rendered image taller.

Rendered surfaces are cached by (text, size, colour, weight) and converted for fast
blitting, so an idle screen redraws its words for the cost of a blit. Both caches are
bounded (least recently used first out): rendered text by ``theme.TEXT_CACHE_BYTES``,
fonts by ``theme.FONT_CACHE_ITEMS``.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

import pygame

from game import theme
from game.resources import asset_path
from game.widgets import layout_record
from game.widgets.cmap import covered
from game.widgets.surface_cache import SurfaceCache

REGULAR = "regular"
"""Body text: rules, hints, messages, form labels."""
BOLD = "bold"
"""Buttons, headings, names, scores."""
DISPLAY = "display"
"""Titles (the heavy face of the family)."""
STAMP = "stamp"
"""The display typeface (Baloo 2 ExtraBold): stamps, banners and big moments."""

FACES = {REGULAR: "Lato-Regular.ttf", BOLD: "Lato-Bold.ttf", DISPLAY: "Lato-Black.ttf",
         STAMP: "Baloo2-ExtraBold.ttf"}
"""File under ``assets/fonts`` of each weight."""

TITLE_FACE = STAMP
"""The one face of every screen's title: the menu's "Zaruri", New Game, Settings, Scores,
Statistics and the Rules alike (the game's display typeface)."""

_FONTS: OrderedDict[tuple[int, str], pygame.font.Font] = OrderedDict()
_WORD_WIDTHS: OrderedDict[tuple[str, int, str], int] = OrderedDict()
_OVERSHOOTS: OrderedDict[tuple[str, int, str], int] = OrderedDict()
_WRAPPED: OrderedDict[tuple[str, int, int, str], tuple[str, ...]] = OrderedDict()
_SURFACES: SurfaceCache[tuple[str, int, tuple[int, ...], str]] = SurfaceCache(
    theme.TEXT_CACHE_BYTES, theme.TEXT_CACHE_ITEMS)

ANCHORS = ("center", "midleft", "midright", "midtop", "midbottom", "topleft", "topright",
           "bottomleft", "bottomright")
"""Rect attribute names accepted by :func:`draw_text`'s ``anchor``."""


def em_px(size: int) -> int:
    """Return the pixel size (em) the face is drawn at for the layout ``size``."""
    return max(1, round(size * theme.FONT_EM))


def font(size: int, weight: str = REGULAR) -> pygame.font.Font:
    """Return the game's face of ``weight`` for the layout ``size`` (cached)."""
    key = (size, weight)
    cached = _FONTS.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = asset_path("fonts", FACES[weight])
        cached = _FONTS[key] = pygame.font.Font(str(path), em_px(size))
        while len(_FONTS) > theme.FONT_CACHE_ITEMS:
            _FONTS.popitem(last=False)
    else:
        _FONTS.move_to_end(key)
    return cached


def render(text: str, size: int, colour: tuple[int, ...],
           weight: str = REGULAR) -> pygame.Surface:
    """Return ``text`` rendered anti-aliased at ``size`` in ``colour`` (cached)."""
    key = (text, size, tuple(colour), weight)
    surface = _SURFACES.get(key)
    if surface is None:
        surface = font(size, stamp_or_display(text, weight)).render(text, True, colour)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        _SURFACES.put(key, surface)
    return surface


def stamp_or_display(text: str, weight: str) -> str:
    """The weight ``text`` is drawn in: :data:`DISPLAY` for a :data:`STAMP` text the display
    typeface has no glyph for (it covers Romanian and Latin, not "χ²"), else ``weight``."""
    if weight == STAMP:
        codes = covered(asset_path("fonts", FACES[STAMP]))
        if any(ord(char) not in codes for char in text if char != "\n"):
            return DISPLAY
    return weight


def text_size(text: str, size: int, weight: str = REGULAR) -> tuple[int, int]:
    """Return the pixel size ``text`` takes: its advance width and the font's line height."""
    return word_width(text, size, weight), font(size, weight).get_height()


def line_height(size: int, weight: str = REGULAR) -> int:
    """Return the height of one line box (ascent + descent) at ``size``."""
    return font(size, weight).get_height()


def baseline(size: int, weight: str = REGULAR) -> int:
    """Return the distance from the top of a line box to its baseline at ``size``."""
    return font(size, weight).get_ascent()


def _remembered(cache: OrderedDict[tuple[str, int, str], int], key: tuple[str, int, str],
                measure: Callable[[], int]) -> int:
    """``cache[key]``, measured once (least recently used first out past
    ``theme.WORD_WIDTH_CACHE_ITEMS``): every frame measures the same words again."""
    value = cache.get(key)
    if value is not None:
        cache.move_to_end(key)
        return value
    value = cache[key] = measure()
    while len(cache) > theme.WORD_WIDTH_CACHE_ITEMS:
        cache.popitem(last=False)
    return value


def _overshoot(text: str, size: int, weight: str) -> int:
    """Pixels by which ``text``'s tallest glyph (Î, Ș…) rises above the font's ascent."""
    def measure() -> int:
        face = font(size, weight)
        tops = [m[3] for m in face.metrics(text) if m is not None]
        return max(0, max(tops, default=0) - face.get_ascent())

    return _remembered(_OVERSHOOTS, (text, size, weight), measure)


def cap_centre_shift(size: int, weight: str = REGULAR) -> int:
    """How far below a centre to put a line box's centre so that the capitals' band (from
    the baseline up to the top of an "H") stands centred on it: a key's words centred on its
    face, not the line box (with its room for accents above) that sits them high."""
    def measure() -> int:
        face = font(size, weight)
        metrics = face.metrics("H")
        cap = metrics[0][3] if metrics and metrics[0] is not None else face.get_ascent()
        return round(cap / 2 - face.get_ascent() + face.get_height() / 2)

    return _remembered(_OVERSHOOTS, ("\0cap", size, weight), measure)


def ink_centre_shift(text: str, size: int, weight: str = REGULAR) -> int:
    """How far below a centre to put ``text``'s line box's centre so that its drawn ink
    (accents and descenders with it) stands centred on it: a key's words optically
    centred on its face (round 74, critic cS74 #11: "Română"'s circumflex touched its
    key's top edge with the capitals centred)."""
    def measure() -> int:
        face = font(size, weight)
        marks = [m for m in face.metrics(text) if m is not None]
        if not marks:
            return cap_centre_shift(size, weight)
        top, bottom = max(m[3] for m in marks), min(m[2] for m in marks)
        return round(face.get_height() / 2 - face.get_ascent() + (top + bottom) / 2)

    return _remembered(_OVERSHOOTS, ("\0ink" + text, size, weight), measure)


def ink_height(text: str, size: int, weight: str = REGULAR) -> int:
    """The height of ``text``'s drawn ink, from its highest accent to its lowest tail."""
    def measure() -> int:
        marks = [m for m in font(size, weight).metrics(text) if m is not None]
        return max((m[3] for m in marks), default=0) - min((m[2] for m in marks), default=0)

    return _remembered(_OVERSHOOTS, ("\0tall" + text, size, weight), measure)


def ink_top(text: str, size: int, weight: str = REGULAR) -> int:
    """Pixels from a line box's top down to ``text``'s highest ink (the blank over digits
    that have no accent: what centring by the line box leaves as a hole over them)."""
    def measure() -> int:
        face = font(size, weight)
        tops = [m[3] for m in face.metrics(text) if m is not None]
        return max(0, face.get_ascent() - max(tops, default=face.get_ascent()))

    return _remembered(_OVERSHOOTS, ("\0top" + text, size, weight), measure)


def ink_below(text: str, size: int, weight: str = REGULAR) -> int:
    """Pixels by which ``text``'s lowest tail (the comma under Ș, Ț) reaches below its line
    box (0 when the font's descent holds it)."""
    def measure() -> int:
        face = font(size, weight)
        lows = [m[2] for m in face.metrics(text) if m is not None]
        return max(0, face.get_descent() - min(lows, default=0))

    return _remembered(_OVERSHOOTS, ("\0below" + text, size, weight), measure)


ELLIPSIS = "…"
"""Ends a text cut short to fit its room."""


def ellipsize(text: str, size: int, max_width: int, weight: str = REGULAR) -> str:
    """``text``, cut short with "…" when it is wider than ``max_width`` at ``size`` (at
    least its first letter and the ellipsis)."""
    if word_width(text, size, weight) <= max_width:
        return text
    cut = text
    while len(cut) > 1 and word_width(cut + ELLIPSIS, size, weight) > max_width:
        cut = cut[:-1]
    return cut.rstrip(" -") + ELLIPSIS


def fit_size(text: str, size: int, max_width: int, weight: str = REGULAR) -> int:
    """Return the largest font size ≤ ``size`` at which ``text`` fits in ``max_width``."""
    while size > theme.least_type() and word_width(text, size, weight) > max_width:
        size = max(theme.least_type(), int(size * 0.92))
    return size


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: tuple[int, ...],
    pos: tuple[int, int],
    anchor: str = "center",
    *,
    shadow: int = 0,
    max_width: int | None = None,
    weight: str = REGULAR,
    role: str = "",
) -> pygame.Rect:
    """Draw ``text`` with its line box's ``anchor`` point at ``pos``; return that box.

    The box is as tall as the font's line, so texts of one size drawn at one ``y`` share
    their baseline. ``shadow`` draws a dark copy offset by that many pixels;
    ``max_width`` shrinks the font until the text fits; ``role`` names the text for the
    layout check (:mod:`game.widgets.layout_record`, off in the game).
    """
    if max_width is not None:
        size = fit_size(text, size, max_width, weight)
    face = font(size, weight)
    image = render(text, size, colour, weight)
    box = pygame.Rect(0, 0, image.get_width(), face.get_height())
    setattr(box, anchor, pos)
    top = box.y - _overshoot(text, size, weight)
    if shadow:
        dark = render(text, size, theme.SHADOW, weight)
        dark.set_alpha(theme.SHADOW_ALPHA)
        surface.blit(dark, (box.x + shadow, top + shadow))
        dark.set_alpha(None)
    surface.blit(image, (box.x, top))
    if layout_record.ON:
        layout_record.text(surface, box, text, role, size)
    return box


def word_width(word: str, size: int, weight: str = REGULAR) -> int:
    """The advance width of ``word`` (or any one-line text) at ``size``, measured once."""
    return _remembered(_WORD_WIDTHS, (word, size, weight),
                       lambda: font(size, stamp_or_display(word, weight)).size(word)[0])


_GROUP = re.compile(r"\d{3}(?!\d)")
"""A three-digit group of a number (what follows a thousands space)."""
_GROUP_END = re.compile(r"(?:^|\D)\d{1,3}$")
"""A word ending in one to three digits: a group may follow it."""
_COUNT_OPENS = re.compile(r"\(\d")
"""A word opening a count in parentheses ("(14),"): it stays with the word it counts."""


def _glue_numbers(words: list[str]) -> list[str]:
    """``words`` with each thousands group joined to the word before it ("1", "200" ->
    "1 200"), so a line never ends in the middle of a number, and a count in parentheses
    joined to the word it counts ("clasamente (14),": round 77, hS33, critic cC77)."""
    glued: list[str] = []
    for word in words:
        if glued and glued[-1] and (_GROUP.match(word) and _GROUP_END.search(glued[-1])
                                    or _COUNT_OPENS.match(word)):
            glued[-1] = f"{glued[-1]} {word}"
        else:
            glued.append(word)
    return glued


def wrap(text: str, size: int, max_width: int, weight: str = REGULAR) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` at font ``size``.

    The lines of a (text, size, width, weight) are worked out once and handed out again
    (least recently used first out past ``theme.WRAP_CACHE_ITEMS``): screens wrap the same
    texts every frame they lay out. See :func:`_wrap_measured` for how a text is broken.
    """
    key = (text, size, max_width, weight)
    lines = _WRAPPED.get(key)
    if lines is not None:
        _WRAPPED.move_to_end(key)
        return list(lines)
    lines = _WRAPPED[key] = tuple(_wrap_measured(text, size, max_width, weight))
    while len(_WRAPPED) > theme.WRAP_CACHE_ITEMS:
        _WRAPPED.popitem(last=False)
    return list(lines)


def _wrap_measured(text: str, size: int, max_width: int, weight: str) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` at font ``size``, measuring.

    Greedy: each line takes as many words as fit (a word wider than ``max_width`` alone).
    The break is guessed from the words' cached widths, then checked by measuring the line
    and the line with one more word (kerning and rounding can move it by a word), so a
    long text costs two measures a line rather than one a word; the lines are those of
    measuring every growing line. A number's groups ("10 000", "1 200") never part: the
    space between them does not break, as a no-break space would not.
    """
    face = font(size, weight)
    space = word_width(" ", size, weight)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _glue_numbers(paragraph.split(" "))
        start = 0
        while True:
            while start < len(words) - 1 and not words[start]:
                start += 1  # a line never starts with the space of an empty word
            end, guess = start + 1, word_width(words[start], size, weight)
            while end < len(words):
                guess += space + word_width(words[end], size, weight)
                if guess > max_width:
                    break
                end += 1
            while end - start > 1 and face.size(" ".join(words[start:end]))[0] > max_width:
                end -= 1
            while (end < len(words)
                   and face.size(" ".join(words[start:end + 1]))[0] <= max_width):
                end += 1
            lines.append(" ".join(words[start:end]))
            if end >= len(words):
                break
            start = end
    return lines


@lru_cache(maxsize=64)
def balanced_lines(text: str, size: int, max_width: int, most: int = 2) -> tuple[str, ...]:
    """``text`` on at most ``most`` lines no wider than ``max_width``, the lines of about
    one length when it needs two (a hint under the dice); cached, as it is drawn every frame."""
    lines = wrap(text, size, max_width)
    if len(lines) == 2:
        even = wrap(text, size, text_size(text, size)[0] * 11 // 20)
        lines = even if len(even) == 2 else lines
    return tuple(lines[:most])


def halves(label: str, size: int) -> list[str]:
    """``label``'s words on two lines of about one width (never cut: hS65, "un fel" lost)."""
    words = label.split()
    cut = min(range(1, len(words)), key=lambda k: max(
        text_size(" ".join(words[:k]), size)[0], text_size(" ".join(words[k:]), size)[0]))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def missing_glyphs(text: str) -> str:
    """Return the characters of ``text`` some face of the game has no glyph for (emoji…).

    Read from the font files' character maps (pygame would draw an empty box and report
    its metrics). Line breaks are layout, not glyphs. Used to refuse such characters where
    players type names, and by the glyph test over every catalog string.
    """
    missing: list[str] = []
    for weight, name in FACES.items():
        if weight == STAMP:
            continue  # what it lacks is drawn in the Black face (stamp_or_display)
        codes = covered(asset_path("fonts", name))
        for char in text:
            if char != "\n" and ord(char) not in codes and char not in missing:
                missing.append(char)
    return "".join(missing)


def clear_cache() -> None:
    """Forget every rendered surface (after the display mode changes)."""
    _SURFACES.clear()


def reset() -> None:
    """Forget fonts and surfaces: required after ``pygame.quit()`` (old fonts would crash)."""
    _SURFACES.clear()
    _FONTS.clear()
    _WORD_WIDTHS.clear()
    _WRAPPED.clear()
    _OVERSHOOTS.clear()
    balanced_lines.cache_clear()


def wrap_without_widow(text: str, size: int, max_width: int, weight: str = REGULAR,
                       least: float = 0.8) -> list[str]:
    """:func:`wrap`, but a last line of one word (a widow) is avoided by wrapping a little
    narrower (never under ``least`` of ``max_width``) into as many lines."""
    lines = wrap(text, size, max_width, weight)
    if len(lines) < 2 or " " in lines[-1].strip():
        return lines
    step = max(4, max_width // 50)
    for narrower in range(max_width - step, round(max_width * least), -step):
        tried = wrap(text, size, narrower, weight)
        if len(tried) == len(lines) and " " in tried[-1].strip():
            return tried
    return lines


def even_lines(text: str, size: int, max_width: int, weight: str = REGULAR) -> list[str]:
    """:func:`wrap_without_widow`, then as narrow as it goes in as many lines: the lines of a
    paragraph of about one length (never a short last line such as "the menu." alone)."""
    lines = wrap_without_widow(text, size, max_width, weight)
    if len(lines) < 2:
        return lines
    low, high = max_width // 2, max_width  # wrap(high) gives len(lines) lines
    while high - low > 2:
        middle = (low + high) // 2
        if len(wrap(text, size, middle, weight)) == len(lines):
            high = middle
        else:
            low = middle
    return wrap(text, size, high, weight)
