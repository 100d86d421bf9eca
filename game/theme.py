"""Every colour, layout proportion, font size and timing of the screens, as named constants.

Sizes are given for a 1920×1080 reference screen and multiplied by :func:`scale_for`
of the real window, so one layout fits 16:9, 16:10, 4:3 and windows down to 1024×600.
Importing this module does no work.
"""

from __future__ import annotations

# --- frame and timing -------------------------------------------------------------------------

FPS = 60  # frames per second the main loop aims for (Clock.tick)
MAX_DT = 0.1  # longest step fed to update(), so a stalled frame never jumps animations
TRANSITION_TIME = 0.2  # seconds of the cross-fade between two scenes
HOVER_FADE_TIME = 0.08  # seconds a button takes to light up under the mouse
CARET_BLINK_TIME = 0.5  # seconds the text caret stays on (then off)
REFERENCE_SIZE = (1920, 1080)  # the screen the pixel sizes below are written for
MIN_SIZE = (1024, 600)  # the smallest window the layout must fit
DEFAULT_WINDOW_SIZE = (1280, 720)  # window size with --windowed when none is given

# --- palette ----------------------------------------------------------------------------------

Colour = tuple[int, int, int]

FELT = (22, 102, 62)  # the table's green cloth
FELT_DARK = (12, 64, 38)  # felt at the vignette's edge
FELT_LIGHT = (34, 124, 78)  # lighter fibres in the felt texture
WOOD = (104, 60, 30)  # the table's wooden rim
WOOD_DARK = (66, 36, 16)  # rim grain and outer edge
WOOD_LIGHT = (150, 96, 52)  # rim highlight along the inner edge
GOLD = (238, 196, 84)  # titles, focus ring, highlights
GOLD_DARK = (170, 128, 40)  # title shadow side, pressed gold
CREAM = (248, 242, 226)  # main text on felt and on panels
MUTED = (196, 214, 196)  # secondary text on felt
INK = (34, 30, 26)  # text on light surfaces
SHADOW = (0, 0, 0)  # drop shadows (drawn with SHADOW_ALPHA)
SHADOW_ALPHA = 110  # opacity of drop shadows under buttons, panels, titles
PANEL = (16, 44, 30)  # panels and dialogs (drawn with PANEL_ALPHA)
PANEL_ALPHA = 242  # opacity of panels over the felt
PANEL_BORDER = (196, 160, 80)  # thin gold line around panels
OVERLAY_DIM_ALPHA = 150  # how much an overlay darkens the scene below
BUTTON = (176, 54, 44)  # primary button face (casino red)
BUTTON_HOVER = (206, 74, 60)  # primary button under the mouse
BUTTON_PRESSED = (132, 36, 30)  # primary button held down
BUTTON_EDGE = (92, 24, 20)  # the 3D edge under a button
BUTTON_SECONDARY = (44, 84, 64)  # secondary button face (back, cancel)
BUTTON_SECONDARY_HOVER = (62, 110, 84)  # secondary button under the mouse
BUTTON_SECONDARY_PRESSED = (30, 60, 46)  # secondary button held down
BUTTON_SECONDARY_EDGE = (18, 40, 30)  # the 3D edge under a secondary button
BUTTON_DISABLED = (86, 92, 88)  # a button that cannot be used
BUTTON_TEXT = CREAM  # label on a button
BUTTON_TEXT_DISABLED = (160, 164, 160)  # label on a disabled button
FIELD = (250, 246, 236)  # text field background
FIELD_BORDER = (120, 100, 70)  # text field border
SELECTED = (238, 196, 84)  # the chosen option in a choice row
DIE_FACE = (250, 248, 240)  # decorative dice on the menu
DIE_PIP = (30, 30, 34)  # pips of the decorative dice
DIE_RED_PIP = (190, 40, 40)  # the red one-pip of the decorative dice

# --- proportions (fractions of the window or reference pixels) --------------------------------

RIM_WIDTH = 26  # wooden rim thickness, reference pixels
RIM_INNER_LINE = 3  # bright line between rim and felt
FELT_TEXTURE_TILE = 96  # side of the random felt texture tile, pixels (not scaled)
FELT_TEXTURE_SEED = 7  # fixed seed: the felt looks the same each start
VIGNETTE_STRENGTH = 150  # darkness of the felt's corners (0..255)
BUTTON_SIZE = (460, 84)  # a menu button, reference pixels
BUTTON_SMALL_SIZE = (300, 72)  # a dialog / back button
BUTTON_RADIUS = 16  # rounded corners of buttons and fields
BUTTON_DEPTH = 7  # height of a button's 3D edge; pressed buttons sink by it
FOCUS_RING_WIDTH = 4  # keyboard focus ring thickness
FOCUS_RING_GAP = 5  # distance between a widget and its focus ring
PANEL_RADIUS = 22  # rounded corners of panels
GAP = 22  # the standard gap between widgets
MARGIN = 60  # distance from the rim to the content
ROW_HEIGHT = 84  # one row of the New Game / Settings forms
FIELD_SIZE = (520, 66)  # a name field
STEPPER_BUTTON = 66  # side of a stepper's − / + buttons
TITLE_Y = 0.14  # vertical centre of a screen title, fraction of the height
MENU_TITLE_Y = 0.2  # vertical centre of the big "Zaruri" title
MENU_FIRST_BUTTON_Y = 0.36  # top of the first menu button, fraction of the height
DIALOG_SIZE = (900, 420)  # confirm / pause dialog, reference pixels

# --- type hierarchy (reference pixel sizes for pygame.font.Font(None, size)) ------------------

FONT_HERO = 230  # the "Zaruri" title
FONT_TITLE = 104  # screen titles
FONT_HEADING = 64  # dialog titles, section headings
FONT_BUTTON = 52  # button labels
FONT_BODY = 44  # form labels, names, body text
FONT_SMALL = 34  # hints and secondary lines
FONT_MIN = 18  # no text is drawn smaller than this, whatever the window
FONT_SIZES = (FONT_HERO, FONT_TITLE, FONT_HEADING, FONT_BUTTON, FONT_BODY, FONT_SMALL)
"""Every reference size in use (the glyph-coverage test renders each catalog string in each)."""

NAME_MAX_LENGTH = 16  # longest player name, characters


def scale_for(size: tuple[int, int]) -> float:
    """Return the factor from reference pixels to the window ``size`` (min of both axes)."""
    w, h = size
    return max(0.1, min(w / REFERENCE_SIZE[0], h / REFERENCE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """Return the reference length ``value`` scaled to window pixels (at least 1)."""
    return max(1, round(value * scale))


def font_px(value: int, scale: float) -> int:
    """Return a reference font size scaled to the window, never below :data:`FONT_MIN`."""
    return max(FONT_MIN, round(value * scale))
