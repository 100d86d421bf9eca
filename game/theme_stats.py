"""The statistics screen's colours and proportions (game/scenes/statistics.py,
game/widgets/charts.py): a family of :mod:`game.theme`'s constants, kept beside it (it was
full) and re-exported there, so every reader keeps writing ``theme.NAME``."""

from __future__ import annotations

from game.theme_pages import PAGE_TITLE_TYPE, PAGE_TITLE_Y

# --- statistics screen (game/scenes/statistics.py, game/widgets/charts.py; issue 14) ----------

CHART_AXIS = (150, 172, 150)  # axes and tick labels' lines on a dark panel
CHART_GRID = (44, 78, 58)  # horizontal grid lines behind bars and lines
CHART_BAR = (238, 196, 84)  # the player's bars and line (gold)
CHART_BAR_OTHER = (110, 170, 240)  # the expert computer's bars (blue): the computer only
CHART_BAR_LOST = (176, 160, 118)  # a game the player did not win: their gold, muted
CHART_EXPECTED = (255, 140, 120)  # the expected count of a fair die (dashed)
CHART_LUCK_BAND = (150, 210, 160)  # the strays luck alone gives round the fair line (S82)
CHART_LUCK_BAND_ALPHA = 46
CHART_POINT_LAST = (255, 226, 140)  # the latest game on the line chart
CHART_DASH = 10  # length of a dash of the expected-count line, reference pixels
STATS_TAB_WIDTH = 330  # one tab (Yams, 10 000, Zaruri), reference pixels
STATS_TABS_SHARE = 0.38  # the three tabs at most this share of the row (hM61: room for "Obiectiv:")
STATS_TITLE_Y = PAGE_TITLE_Y  # the title's centre: the side pages' one (hM41, ruling S51)
STATS_TITLE_TYPE = PAGE_TITLE_TYPE  # its layout size: a short band, the charts tall (critic A40)
MENU_CHIP_LABEL_LEAST = 26  # the menu chips' words' least layout size: ~19 px of em (cQ74 #4)
STATS_CHOOSER_BUTTON = 72  # side of the previous / next player buttons
STATS_FIGURES_SHARE = 0.28  # share of the width taken by the figures column
# look fixes 2: the 10 000 histogram shows one target at a time
STATS_TARGET_SEGMENT_HEIGHT = 0.72  # the target filter's track: this share of the tabs' (hM61)
STATS_FEW_GAMES = 5  # below this many games the statistics list them instead of a histogram
STATS_GAME_ROW = 84  # one listed game's row, reference pixels (a card's from two of them)
STATS_GAME_ROW_STRETCH = 2.0  # a listed game's row at most, in rows (S82: fills its page)
STATS_ICON_CACHE = 64  # die icons kept for the charts' labels
STATS_PAGED_BELOW = 700
"""A window under this many pixels high gives the Yams per-box chart a page of its own, chosen
in the header row ("Partidele" / "Pe căsuțe"): at 1024x600 it was squeezed under the top row,
its names shrunk under the axes' floor (hS31, critics cF75c and cZ75)."""

STATS_WIDE_PANEL_LEAST = 200
"""Window pixels (not scaled: the type's floor keeps the words' rows) a chart panel under the
top row keeps at least: a plot of 70 px or more under its heading, unit and slot names. Less,
and the figures fill their column, the charts stacked beside them (ruling S82, critic cC79 #4:
the 10 000 turns' histogram 45 px tall at 1024x600)."""
