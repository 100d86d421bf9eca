"""Proportions and timings of the side pages (Scoruri, the results, Reguli, the help's
tiles): apart from :mod:`game.theme`, which is full."""

from __future__ import annotations

PAGE_TITLE_Y = 0.08
"""The side pages' title's centre (Scoruri, Statistici on every tab), a share of the height:
one place for both, moved together (ruling S51, round 78, hS34, critics cC77b, cB77: Scoruri's
stood at 0.105 in a larger type, Statistici's at 0.062 touching the frame; S35 found Scoruri
at 0.062 broke hS65's even felt over the title and under the boards)."""
PAGE_TITLE_TYPE = 76
"""...and its one layout size: a short band, the boards and charts tall (critic A40)."""
SCORES_TITLE_Y = PAGE_TITLE_Y
"""Scoruri's title's centre: the pages' one (ruling S51; hS65-hS66's 0.105 retired)."""


def page_title_centre(height: int) -> int:
    """The y of every side screen's title's centre in a window ``height`` px tall: Setări,
    Statistici, Scoruri and Reguli on one line (ruling S97 5., critic cF80: Setări stood
    ~20 px higher), as :meth:`game.scenes.base.Scene.draw_title` places it."""
    return round(height * PAGE_TITLE_Y)
READ_TYPE_LEAST = 23
"""New Game's least layout font size: 16.6 px of em, capitals 12 px drawn at 1024×600 (hR67,
critic A66: "Expert · Setări" and the order's caption read under 16 px at 21 and 22)."""
STATS_TYPE_LEAST = 23
"""Statistics' least layout font size: 16.6 px of em, capitals 13 px drawn at 1024x600 (round
74, critic cQ74: the dice tab's captions at 21 read ~12 px)."""
FIGURES_LEAST = 26
"""The "Pe scurt" column's rows' least layout size: capitals of 14 px at 1024x600 (critic
cQ74: ~13 px, smaller than the chart titles beside them)."""
BODY_LEAST = 28
"""The pages' text (paragraphs, lists, cells) never under this layout size: 20 px of em, at
1024×600 too (critic A64: the body read ~14 px there); larger windows scale past it."""
BODY_REACH = 1.5
"""How far past the tables' small type the tiles' words may grow where the tiles hold them."""
TILE_AIR = 0.75
"""The air (in lines) a tile's keyword and words keep in its band, shared over and under
them: off the thin rules between tiles."""
BUTTON_OVER_BODY = 1.2
"""The footer buttons' type at most this many times the tiles' words' (round 65: a button
louder than the page it closes)."""
PLACE_LEAST = 23
"""The Rules page's "Secțiunea N din M" and running head never under this layout size: 16.6 px
of em, at 1024×600 too (round 78, hR82, critic cC77: 15 px there; S49)."""
PLACE_AIR = 10
"""Reference pixels of air over the Rules page's "Secțiunea N din M" and as many under it, to
the reading view (round 75, hR77, critic cC75: ~10 px over it, ~4 under it at 1920)."""

STATS_FEW_ROW_STEP = 1.7
"""Statistics' dice tab, too few throws: a source's row, in line heights of the body type (a
table's rows, read at a glance; critic cC75 #2)."""
STATS_FEW_COUNT = 96
"""Statistics' dice tab, too few throws: the "120 / 300" count's type, reference pixels."""
STATS_FEW_COUNT_MOST = 150
"""The count's type at most (reference pixels) where the card, as tall as the faces' chart
beside it, gives it the room (ruling S35, critic cC77: bare felt under a short card)."""
