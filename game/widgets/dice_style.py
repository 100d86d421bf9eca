"""What a die looks like, in numbers: where its pips sit, its proportions and its colours.

Shared by the resting picture (:mod:`game.widgets.dice_render`) and the cube drawn while a die
tumbles (:mod:`game.widgets.dice_cube`), so both show the same die. No pygame here.
"""

from __future__ import annotations

# Pip centres on a 3×3 grid, in units of PIP_SPACING × die size from the centre.
PIP_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((1, -1), (-1, 1)),
    3: ((1, -1), (0, 0), (-1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}

# Proportions of the die side.
CORNER_RADIUS = 0.19  # rounded corners
PIP_SPACING = 0.255  # distance of a side pip from the centre
PIP_RADIUS = 0.092  # pip radius
ONE_PIP_SCALE = 1.3  # the lone pip of the 1 is larger, as on casino dice

# Colours: warm ivory lit from the top-left, near-black pips.
IVORY_LIGHT = (255, 252, 241)
IVORY_MID = (246, 238, 219)
IVORY_DARK = (222, 208, 180)
PIP_DARK = (24, 19, 22)
PIP_WALL = (92, 80, 78)
DIM_MULTIPLY = (178, 176, 170)
