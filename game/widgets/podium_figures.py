"""The figures under the podium's steps: each player's lines in a column of their own.

Their size (body size when every line fits its column, else a smaller one), a line too long
for its column broken between its phrases, the space between two lines, and the height a
podium keeps for them under its floor (:mod:`game.widgets.podium` draws them).
"""

from __future__ import annotations

from collections.abc import Sequence

from game import theme
from game.widgets.text import line_height, text_size

TWO_LEAD = 10
"""Reference pixels between two lines of a player's figures when two players stand on the
podium (roomy rows: the room is theirs)."""


DETAIL_SIZE = theme.FONT_BODY
"""The layout size of the figures under each step: body size (about 32 px of em at
1920×1080) when every line fits its step's width so, else :data:`DETAIL_SMALL`."""

DETAIL_SMALL = theme.FONT_SMALL
"""The figures' size when a line is too long for its step at body size (about 24 px)."""


def detail_px(texts: Sequence[str], width: int, scale: float) -> int:
    """The figures' size in pixels, one for all the podium's lines: body size when every
    one of ``texts`` fits ``width`` so, else the smaller size."""
    body = theme.font_px(DETAIL_SIZE, scale)
    if all(text_size(text, body)[0] <= width for text in texts):
        return body
    return theme.font_px(DETAIL_SMALL, scale)


def detail_height(lines: int, scale: float, size: int | None = None, lead: int = 0) -> int:
    """Pixels the podium keeps under its floor for ``lines`` lines of figures of ``size``
    pixels (None: body size), ``lead`` pixels apart."""
    if lines <= 0:
        return 0
    size = theme.font_px(DETAIL_SIZE, scale) if size is None else size
    return lines * line_height(size) + (lines - 1) * lead + theme.px(14, scale)


DETAIL_LEADING = 0.4
"""Space between two lines of a player's figures, as a share of a line's height (hR24:
packed line on line at every size, they read as one block)."""

DETAIL_GUTTER = 40
"""Reference pixels a step's figures keep clear of its neighbours' (hR24: at 1024×600 the
lines of two players ran together, "...jos 70 Partea de sus 0...")."""

PHRASE_JOIN = " · "
"""What joins a line's phrases (``game.flow.results_detail``): where a line too long for
its column is broken."""


def detail_lead(count: int, scale: float, size: int | None = None) -> int:
    """Pixels between two lines of a player's figures of ``size`` pixels (None: body size)
    for a podium of ``count`` players: :data:`DETAIL_LEADING` of a line, for two players
    at least :data:`TWO_LEAD`."""
    size = theme.font_px(DETAIL_SIZE, scale) if size is None else size
    least = theme.px(TWO_LEAD, scale) if count == 2 else 0
    return max(least, round(line_height(size) * DETAIL_LEADING))


def figures_height(said: Sequence[Sequence[str]], width: int, scale: float) -> int:
    """Pixels a podium keeps under its floor for the players' lines ``said`` (each player's
    own, best first) in columns ``width`` wide (:func:`detail_layout`)."""
    size, laid = detail_layout(said, width, scale)
    lines = max((len(lines) for lines in laid), default=0)
    return detail_height(lines, scale, size, detail_lead(len(said), scale, size))


def detail_layout(said: Sequence[Sequence[str]], width: int, scale: float
                  ) -> tuple[int, list[list[str]]]:
    """The figures' size in pixels and each player's lines for columns ``width`` wide:
    a line still too long for its column at that size is broken between its phrases
    (a phrase a line), never run into the next column."""
    size = detail_px([line for lines in said for line in lines], width, scale)
    laid = []
    for lines in said:
        out: list[str] = []
        for line in lines:
            if text_size(line, size)[0] <= width or PHRASE_JOIN not in line:
                out.append(line)
            else:
                out.extend(line.split(PHRASE_JOIN))
        laid.append(out)
    return size, laid
