"""Keys named on screen, one style everywhere (round 76, hK78): each "[key]" of a line drawn
as a small keycap (a rounded plate with the key's name on it), the words after it plain; moved
out of the "?" pages (:mod:`game.scenes.help_tiles`) so the tables' key lines, the pause and
every screen naming a key draw them the same (critics cF75c, cZ75)."""

from __future__ import annotations

import re

import pygame

from game import theme
from game.widgets.text import REGULAR, draw_text, line_height, text_size

NO_BREAK = "\u00a0"
"""The no-break space gluing a figure to its word while a tile's words wrap (drawn as a
space)."""


KEY_MARK = re.compile(r"\[([^\]]+)\]")
"""A key in a tile's words: "[Enter]" in the catalogs, drawn as a keycap (hM40)."""


KEY_PAD = "\u2005"
"""A keycap's padding inside each side of its name (a quarter em), and its air outside on a
side that would touch a letter or a dash (critic A50: a space each side put the cap's edges on
"(" and ":"; hM61, critic A60: an en space each side read as " Spațiu : cel mult", "1 – 5 : îl"
and an indent at a line's start, so no air before punctuation, beside a space or at an edge)."""

KEY_THIN = "\u2009"
"""The thin air between a keycap and a dash beside it ("[1]–[6]"), or an opening mark before
it; none before the punctuation a key ends on (round 77, hM80: "[F1] :" read as a space
before the colon; "[F1]:" as after a word)."""
_SPACES = " \u00a0"
"""The neighbours a keycap needs no air from: a space the words hold (or a line's edge)."""
_MARKS = ".,:;!?)”"
"""The punctuation a key ends on: it follows the cap with no air, as after a word."""


def _airs(text: str, match: re.Match[str]) -> tuple[str, str]:
    """The air outside the key ``match`` in ``text``, its left side and its right: none beside
    a space, at an edge or before the punctuation it ends on ("[F1]:"), thin beside a dash
    or after an opening mark, a pad's worth against a letter."""
    before = text[match.start() - 1] if match.start() else " "
    after = text[match.end()] if match.end() < len(text) else " "

    def air(neighbour: str, marks: str) -> str:
        return "" if neighbour in _SPACES else KEY_THIN if neighbour in marks else KEY_PAD
    return air(before, "(„–"), "" if after in _MARKS else air(after, "–")  # (a dash
    # between two keys: thin)


def key_plain(text: str) -> str:
    """``text`` as its words are drawn: each "[key]" its name with the cap's padding each side
    and its air where a neighbour would touch it (:data:`KEY_PAD`)."""
    def spaced(match: re.Match[str]) -> str:
        left, right = _airs(text, match)
        return f"{left}{KEY_PAD}{match.group(1)}{KEY_PAD}{right}"
    return KEY_MARK.sub(spaced, text)


def draw_words(surface: pygame.Surface, line: str, size: int, topleft: tuple[int, int],
               scale: float) -> None:
    """One line of a tile's words, cream, each "[key]" in it standing in a small keycap drawn
    under its name (one line of text: it wraps and reads as measured), the cap its name and
    its padding, its air outside where it has some (:func:`key_plain`)."""
    draw_keyed(surface, line, size, topleft, scale)


def draw_keyed(surface: pygame.Surface, line: str, size: int, topleft: tuple[int, int],
               scale: float, colour: tuple[int, int, int] = theme.CREAM,
               weight: str = REGULAR) -> None:
    """One line of text in ``colour`` and ``weight`` with each "[key]" in it a keycap (a
    tile's words, :func:`draw_words`; its keyword in bold gold, round 75: "Punctaj · [F1]:
    toate")."""
    x, y = topleft
    h = line_height(size)
    plain = key_plain(line)
    for match in KEY_MARK.finditer(line):
        left_air = _airs(line, match)[0]
        left = x + text_size(key_plain(line[:match.start()]) + left_air, size, weight)[0]
        right = x + text_size(key_plain(line[:match.end()]), size, weight)[0]  # (its pad,
        # no air yet)
        draw_keycap(surface, match.group(1), pygame.Rect(left, y, right - left, h),
                    scale)  # (the line's
        # height: a tall glyph, an arrow, stays on its cap, hM60)
    draw_text(surface, plain.replace(NO_BREAK, " "), size, colour, topleft, "topleft",
              weight=weight)


def draw_keycap(surface: pygame.Surface, key: str, cap: pygame.Rect, scale: float) -> None:
    """The keycap of ``key``, solid: its darker side showing under its lit face, a key's edge
    and its shadow (critic A51: a thin outline read as a glitch); its name is drawn over it
    with the line's words."""
    radius = max(2, cap.h // 4)
    pygame.draw.rect(surface, theme.HELP_KEY_SIDE, cap.move(0, theme.px(theme.HELP_KEY_DEPTH,
                                                                        scale)),
                     border_radius=radius)
    pygame.draw.rect(surface, theme.HELP_KEY_FACE, cap, border_radius=radius)


def draw_keyed_centred(surface: pygame.Surface, line: str, size: int,
                       centre: tuple[int, int], scale: float,
                       colour: tuple[int, int, int] = theme.CREAM) -> None:
    """:func:`draw_keyed`'s line centred on ``centre`` (the menu's tagline or its key hint,
    ruling S58)."""
    w = text_size(key_plain(line), size)[0]
    draw_keyed(surface, line, size, (centre[0] - w // 2, centre[1] - line_height(size) // 2),
               scale, colour)
