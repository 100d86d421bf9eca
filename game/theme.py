"""Every colour, layout proportion, font size and timing of the screens, as named constants.

Sizes are given for a 1920×1080 reference screen and multiplied by :func:`scale_for`
of the real window, so one layout fits 16:9, 16:10, 4:3 and windows down to 1024×600.
Importing this module does no work.
"""

from __future__ import annotations

import math

from game import theme_pages  # the side pages' one title place (ruling S51)

# The loop's pace, the timings and the caches' bounds live beside (game/theme_frame.py), as do
# the statistics screen's (game/theme_stats.py): whole families, read as theme.NAME all the same.
from game.theme_frame import *  # noqa: F403 (re-exported: every name of the family)

# The staged moments' and the banners' constants live beside, by what they are (game/
# theme_stage.py); read as theme.NAME like every other (`NAME as NAME`: re-exported).
from game.theme_stage import BIG_BANK_COINS as BIG_BANK_COINS
from game.theme_stage import BIG_BANK_PLATE as BIG_BANK_PLATE
from game.theme_stage import BIG_BANK_SLAM_FROM as BIG_BANK_SLAM_FROM
from game.theme_stage import FARKLE_BANNER_ENTRANCE as FARKLE_BANNER_ENTRANCE
from game.theme_stage import FARKLE_MID_TITLE as FARKLE_MID_TITLE
from game.theme_stage import FARKLE_MODEST_PLATE as FARKLE_MODEST_PLATE
from game.theme_stage import FARKLE_PLAQUE_WIDTH as FARKLE_PLAQUE_WIDTH
from game.theme_stage import FARKLE_STAGE_SECONDS as FARKLE_STAGE_SECONDS
from game.theme_stage import FARKLE_STAMP_INSET as FARKLE_STAMP_INSET
from game.theme_stage import FARKLE_STAMP_PLATE as FARKLE_STAMP_PLATE
from game.theme_stage import FARKLE_STAMP_REASON_PX as FARKLE_STAMP_REASON_PX
from game.theme_stage import FARKLE_STAMP_TITLE as FARKLE_STAMP_TITLE
from game.theme_stage import FARKLE_TAKEOVER_STAMP as FARKLE_TAKEOVER_STAMP
from game.theme_stage import FARKLE_TAKEOVER_WIDTH as FARKLE_TAKEOVER_WIDTH
from game.theme_stage import STAGE_BADGE_FONT as STAGE_BADGE_FONT
from game.theme_stage import STAGE_BADGE_TILT as STAGE_BADGE_TILT
from game.theme_stage import STAGE_FIGURE_CLEAR as STAGE_FIGURE_CLEAR
from game.theme_stage import STAGE_FIGURE_OVER_ROW as STAGE_FIGURE_OVER_ROW
from game.theme_stage import STAGE_FIGURE_UNDER_CAPTION as STAGE_FIGURE_UNDER_CAPTION
from game.theme_stage import STAGE_ROW_HOME as STAGE_ROW_HOME
from game.theme_stage import STAGE_ROW_LIFT_GAP as STAGE_ROW_LIFT_GAP
from game.theme_stage import STAGE_ROW_LIFT_SCALE as STAGE_ROW_LIFT_SCALE
from game.theme_stage import STAGE_TAG_PLATE as STAGE_TAG_PLATE
from game.theme_stats import *  # noqa: F403 (the statistics screen's family, re-exported)

# --- window sizes -----------------------------------------------------------------------------

REFERENCE_SIZE = (1920, 1080)  # the screen the pixel sizes below are written for
MIN_SIZE = (1024, 600)  # the smallest window the layout must fit
DEFAULT_WINDOW_SIZE = (1280, 720)  # window size with --windowed when none is given

# --- palette ----------------------------------------------------------------------------------

Colour = tuple[int, int, int]

FELT = (18, 90, 54)  # the table's green cloth
FELT_DARK = (10, 56, 33)  # felt at the vignette's edge
FELT_LIGHT = (30, 112, 70)  # lighter fibres in the felt texture
WOOD = (104, 60, 30)  # the table's wooden rim
WOOD_DARK = (66, 36, 16)  # rim grain and outer edge
WOOD_LIGHT = (150, 96, 52)  # rim highlight along the inner edge
GOLD = (244, 208, 104)  # titles, focus ring, highlights
GOLD_DARK = (170, 128, 40)  # title shadow side, pressed gold
CREAM = (248, 242, 226)  # main text on felt and on panels
MUTED = (208, 224, 208)  # secondary text on felt
INK = (34, 30, 26)  # text on light surfaces
SHADOW = (0, 0, 0)  # drop shadows (drawn with SHADOW_ALPHA)
SHADOW_ALPHA = 110  # opacity of drop shadows under buttons, panels, titles
PANEL = (16, 44, 30)  # panels and dialogs (drawn with PANEL_ALPHA)
PANEL_ALPHA = 242  # opacity of panels over the felt
PANEL_BORDER = (196, 160, 80)  # thin gold line around panels
OVERLAY_DIM_ALPHA = 200  # a dialog's backdrop keeps under a quarter of the scene's light
BUTTON = (176, 54, 44)  # primary button face (casino red)
BUTTON_HOVER = (190, 64, 52)  # primary button under the mouse
BUTTON_PRESSED = (132, 36, 30)  # primary button held down
BUTTON_EDGE = (92, 24, 20)  # the 3D edge under a button
BUTTON_SECONDARY = (44, 84, 64)  # secondary button face (back, cancel)
BUTTON_SECONDARY_HOVER = (62, 110, 84)  # secondary button under the mouse
BUTTON_SECONDARY_PRESSED = (30, 60, 46)  # secondary button held down
BUTTON_SECONDARY_EDGE = (18, 40, 30)  # the 3D edge under a secondary button
BUTTON_DANGER = (126, 22, 54)  # a destructive answer: a saturated maroon face, white words
# (ruling S67 4, round 79, critic cC78 #14: the quiet wine with coral words read faint; cQ74
# #3: never the crimson it is lit in once focused, nor the table's red)
BUTTON_DANGER_HOVER = (146, 28, 64)  # it under the mouse
BUTTON_DANGER_PRESSED = (100, 18, 44)  # it held down
BUTTON_DANGER_EDGE = (62, 10, 28)  # its 3D edge
BUTTON_DANGER_RIM = (150, 26, 62)  # its hover once lit (its rim at rest till S67 4)
BUTTON_DANGER_LIT = (166, 30, 70)  # its face once focused: crimson lit (hG74)
BUTTON_DANGER_TEXT = CREAM  # its words: white as every dark button's (S67 4; coral before)
BUTTON_DANGER_RING = (240, 112, 92)  # the coral ring round it: "this loses something"
BUTTON_SAFE = (228, 186, 78)  # a dialog's safe answer ("Rămâi"): calm gold, never red
BUTTON_SAFE_HOVER = (244, 206, 100)  # it under the mouse
BUTTON_SAFE_PRESSED = (196, 150, 52)  # it held down
BUTTON_SAFE_EDGE = (120, 84, 24)  # its 3D edge
BUTTON_SAFE_TEXT = INK  # its words (dark on gold)
BUTTON_DISABLED = (74, 80, 76)  # a button that cannot be used
BUTTON_TEXT = CREAM  # label on a button
BUTTON_TEXT_DISABLED = (200, 204, 200)  # label on a disabled button
KEY_DISABLED = (30, 58, 44)  # a small key (stepper −/+, choice) that cannot be used:
# darker than an enabled one's face (BUTTON_SECONDARY), so it never reads as lit (hS27)
KEY_TEXT_DISABLED = (150, 172, 158)  # its sign, quieter than an enabled key's CREAM
QUIET_BUTTON_LINE = (140, 180, 150)  # the outline of a "quiet" button (the menu's Ieși)
FIELD = (250, 246, 236)  # text field background
FIELD_BORDER = (120, 100, 70)  # text field border
FIELD_SELECTION = (176, 208, 246)  # a suggested name, selected: typing replaces it (a text
# selection's cool blue, critic L72 #13: the gold block read as a tag)
SELECTED = (244, 208, 104)  # the chosen option in a choice row
SEGMENT_CHOSEN = CREAM  # a filter's chosen value ("Obiectiv"): strong, never the tabs' gold
MENU_CHOSEN = GOLD  # the menu's chosen game card: its "ales" pill, frame and halo, either game

# --- readable contrast (issue 10: the look) ------------------------------------------------------
# Text never sits on a colour it was not checked against: every pair below meets WCAG AA
# (tests/test_contrast.py). "body" pairs need 4.5:1, "large" pairs (titles, bold ≥ 19 px) 3:1.

FELT_FIBRE = (22, 98, 60)  # the lightest felt fibre (FELT 35 % towards FELT_LIGHT, felt.py)
PILL_REFUSED = (150, 38, 32)  # solid pill behind a refusal or a bust (light text + a no-entry icon)
PILL_WARN = (112, 78, 10)  # solid pill behind a warning (sacrifice, Joker; light text + "!")
PILL_INFO = (16, 44, 30)  # solid pill behind an ordinary message (= PANEL, opaque)
PILL_TEXT = CREAM  # text on every pill
HINT_TEXT = (176, 222, 255)  # the "Sugestie" line on the felt (rings stay HINT_RING)
TABLE_KEY_BAR = 64  # height kept at the bottom of both tables for the key-hint bar
DIALOG_ALPHA = 255  # dialogs are opaque: nothing of the table shows through their text

# --- proportions (fractions of the window or reference pixels) --------------------------------

RIM_WIDTH = 26  # wooden rim thickness, reference pixels
RIM_INNER_LINE = 3  # bright line between rim and felt
NEW_GAME_CHIP_HEIGHT = 56  # a seat in New Game's band, reference pixels
NEW_GAME_CHIP_WIDTH = 300  # at most
MUTE_ICON_SIZE = 52  # the lasting mute sign's side, reference pixels (issue 22)
MUTE_ICON_MIN_PX = 28  # never smaller than this many window pixels
MUTE_ICON_GAP = 12  # from the felt's top-left corner, reference pixels
MUTE_ICON_ALPHA = 235  # its badge's opacity
MUTE_ICON_CROSS = (255, 140, 120)  # the cross over the speaker (MESSAGE_REFUSED's coral)
GOLD_DIM = (150, 128, 64)  # a thin border that stays in the background
FELT_TEXTURE_TILE = 96  # side of the random felt texture tile, pixels (not scaled)
FELT_TEXTURE_SEED = 7  # fixed seed: the felt looks the same each start
VIGNETTE_STRENGTH = 150  # darkness of the felt's corners (0..255)
BUTTON_SIZE = (460, 84)  # a menu button, reference pixels
BUTTON_SMALL_SIZE = (300, 72)  # a dialog / back button
BUTTON_RADIUS = 16  # rounded corners of buttons and fields
BUTTON_DEPTH = 7  # height of a button's 3D edge; pressed buttons sink by it
FOCUS_RING = (255, 251, 238)  # the keyboard focus ring's bright band (never a border's gold)
FOCUS_RING_EDGE = (12, 20, 16)  # the dark lines either side of it: it reads on gold and cream
FOCUS_RING_WIDTH = 4  # keyboard focus ring's bright band
FOCUS_RING_EDGE_WIDTH = 2  # each dark line beside the bright band
FOCUS_RING_GLOW = 9  # the soft light outside the ring
FOCUS_GLOW_ALPHA = 120  # that light's strength next to the ring (0..255)
FOCUS_RING_GAP = 5  # distance between a widget and its focus ring
PANEL_RADIUS = 22  # rounded corners of panels
GAP = 22  # the standard gap between widgets
MARGIN = 60  # distance from the rim to the content
ROW_HEIGHT = 84  # one row of the New Game / Settings forms
FIELD_SIZE = (520, 66)  # a name field
STEPPER_BUTTON = 66  # side of a stepper's − / + buttons
TITLE_Y = 0.14  # vertical centre of a screen title, fraction of the height
DIALOG_WIDTH = 900  # a confirm dialog's width, reference pixels (its height follows its text)
# --- dialog spacing (look fixes 2): one padding around the content and above the buttons ---
DIALOG_PADDING = 52  # panel edge to title, last text line to buttons, buttons to panel edge
DIALOG_TITLE_GAP = 26  # between a dialog's title and its first line of text (half the padding)
DIALOG_RULE_WIDTH = 0.34  # the gold rule under a dialog's title: this share of the panel's width
DIALOG_RULE_GAP = 18  # the rule's room above and below it (reference pixels)
DIALOG_FRAME_INSET = 12  # the gold hairline framing a dialog's panel, inside its edge
DIALOG_CARD_INSET = 16  # a dialog's card (the saved game): its edge to its lines
DIALOG_LINE_STEP = 1.15  # a dialog's lines of text are this many body sizes apart

# --- type hierarchy (layout sizes; the face is drawn at FONT_EM × size pixels) -------------------
# The typeface is Lato (assets/fonts, SIL OFL): Regular body, Bold buttons/headings, Black titles.

FONT_EM = 0.72  # pixels of em per unit of layout size (Lato's line box is 1.2 em tall)
FONT_HERO = 230  # the "Zaruri" title
FONT_TITLE = 104  # screen titles
FONT_HEADING = 64  # dialog titles, section headings
FONT_BUTTON = 52  # button labels
FONT_BODY = 44  # form labels, names, body text
FONT_SMALL = 34  # hints and secondary lines
CHART_LABEL = 31  # a chart's axes, values, names and legend: 22 px of em at 1920×1080 (M30)
FONT_MIN = 20  # no text is drawn smaller than this layout size (14 px em), whatever the window
FONT_MIN_PX = 13  # the smallest em in pixels any text may have at 1024×600 (a test checks)
FONT_FLOOR = 22  # the type floor in layout size, scaled: about 16 px of em at 1920×1080 (and
#                  the same share of the height at any size; FONT_MIN holds below that)
FONT_FLOOR_PX = 16  # the floor in pixels of em at 1080 pixels high (the layout check's measure)
FONT_SIZES = (FONT_HERO, FONT_TITLE, FONT_HEADING, FONT_BUTTON, FONT_BODY, FONT_SMALL)
"""Every reference size in use (the glyph-coverage test renders each catalog string in each)."""

NAME_MAX_LENGTH = 16  # longest player name, characters
NAME_COUNT_FROM = 13  # a name's letter count shows from this many letters (hS41: near the limit)

# --- players and games (issue 13: undo, remembered players) ---------------------------------

NAME_COUNTER = FIELD_BORDER  # "12/16" inside a name field (5:1 on FIELD)
NAME_FULL = (170, 30, 20)  # the counter and border of a full field refusing a letter (6:1)


def scale_for(size: tuple[int, int]) -> float:
    """Return the factor from reference pixels to the window ``size`` (min of both axes)."""
    w, h = size
    return max(0.1, min(w / REFERENCE_SIZE[0], h / REFERENCE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """Return the reference length ``value`` scaled to window pixels (at least 1)."""
    return max(1, round(value * scale))


def font_px(value: int, scale: float) -> int:
    """Return a reference font size scaled to the window, never below :data:`FONT_MIN` nor
    the type floor (:func:`font_floor`)."""
    return max(font_floor(scale), round(value * scale))


def font_floor(scale: float) -> int:
    """The smallest layout font size any text may have at ``scale``: :data:`FONT_FLOOR`
    scaled (about 16 px of em at 1920×1080), never below :data:`FONT_MIN` (nor, while a side
    screen lays out or draws, :data:`SIDE_TYPE_LEAST`: :func:`push_type_least`)."""
    return max(_TYPE_LEAST[-1], math.ceil(FONT_FLOOR * scale))


SIDE_TYPE_LEAST = 21
"""The side screens' (menu, New Game, Statistics, Setări, dialogs) least layout font size:
15 px of em at any window (their hints, captions and chart labels are read, not glanced)."""
TABLE_TYPE_LEAST = 21
"""The Yams table's least layout font size: about 16 px of em at any window (its sheet's
row labels, key strip, notes and captions read at 1024×600 too; the sheet's rows hold it)."""
HELP_TYPE_LEAST = 23
"""The tables' "?" pages' least layout font size: 16.6 px of em at any window, capitals 12 px
drawn (hR67, critic A66: the mini sheets read ~11 px at 22; a page read whole: hM28)."""
_TYPE_LEAST = [FONT_MIN]


def push_type_least(size: int) -> None:
    """From now on no text is drawn under layout size ``size`` (:func:`font_floor`), until
    :func:`pop_type_least`."""
    _TYPE_LEAST.append(max(size, FONT_MIN))


def pop_type_least() -> None:
    """The least type size in force before the last :func:`push_type_least`."""
    if len(_TYPE_LEAST) > 1:
        _TYPE_LEAST.pop()


def least_type() -> int:
    """The least layout font size in force (:data:`FONT_MIN`, or a side screen's)."""
    return _TYPE_LEAST[-1]

# --- Yams table and end-of-game results (owned by the Yams table issue) -----------------------

YAMS_ROLL_DURATION = 1.05  # seconds a roll tumbles at normal speed (÷ App.animation_factor)
YAMS_AI_PAUSE = 0.6  # seconds between two computer actions at normal speed
YAMS_AI_BOX_SHOW = 0.8  # seconds the computer's box stays highlighted before it is scored
YAMS_AUTO_SCORE_DELAY = 3.0  # Y10: seconds after the third roll lands before auto-scoring
YAMS_MESSAGE_TIME = 2.6  # seconds a table message stays before it fades
YAMS_FLASH_TIME = 1.8  # seconds a newly scored box flashes
YAMS_PENTA_TIME = 2.0  # seconds the big "Penta!" celebration lasts
YAMS_STAGE_REST = 0.7  # seconds a moment's points stay seen in their box before the turn passes
YAMS_PENTA_JOLT = 0.5  # seconds the dice of a Penta shake for joy as its stamp comes down
YAMS_DIE_SIZE = 124  # reference side of a die
YAMS_VISUAL_SEED = 2024  # seed of the generator that only shapes tumbles and sparkles
YAMS_AIR_CAP = 1.12  # a tumbling Yams die's picture spans at most this many resting sides
YAMS_HELD_BAND = 1.3  # height of the held row, in die sides (held dice and hint rings fit)
YAMS_SHEET_WIDTH = 0.47  # the sheet's share of the felt's width, whatever the players (issue 10)
YAMS_SHEET_NAME_PAD = 6  # space kept on each side of a name atop a score-sheet column
YAMS_HINT_RING_SIDE = 1.22  # side of a "Sugestie" ring, in die sides (inside the held row)
SHEET_BG = (246, 240, 222)  # the scorecard paper
SHEET_LINE = (196, 184, 156)  # scorecard grid lines
SHEET_HEADER = (40, 70, 52)  # the names row of the scorecard
SHEET_SUM_BG = (232, 222, 196)  # the totals rows of the scorecard
SHEET_CURRENT = (255, 226, 140)  # the current player's column (drawn at alpha 150)
SHEET_CURRENT_CELL = (251, 232, 174)  # what SHEET_CURRENT at alpha 150 over SHEET_BG looks like
SHEET_OPEN = (255, 253, 246)  # a box the seen roll scores in: a chip to click
SHEET_IDLE = (241, 234, 214)  # another player's open box: a faint paper tint
SHEET_OPTION = (20, 104, 56)  # points a box would give for this roll
SHEET_OPTION_ZERO = (104, 96, 80)  # an option worth 0, and the "0/63" progress (dimmed)
SHEET_LOCKED = (118, 104, 84)  # a box the Joker closes now: its hatching's dark lines (3:1)
SHEET_LOCKED_PLATE = (210, 202, 186)  # ...on a grey plate of its own (cA75: beige on beige)
SHEET_PICKED = (238, 196, 84)  # the box picked for this roll
SHEET_FLASH = (255, 170, 60)  # a box that was just scored
SHEET_HINT = (60, 140, 220)  # the box the "Sugestie" suggests
SHEET_REFUSED = (200, 60, 50)  # a refused click on the scorecard
SHEET_NEXT = (252, 206, 120)  # the box that is the next action (tint; outlined AUTO_BOX_MARK)
HINT_RING = (110, 190, 255)  # ring around the dice the "Sugestie" keeps (not text: HINT_TEXT)
MESSAGE_INFO = CREAM  # ordinary table message
MESSAGE_WARN = (255, 222, 140)  # sacrifice, Joker, countdown
MESSAGE_REFUSED = (255, 140, 120)  # a refused action
COUNTDOWN_RING = (255, 200, 80)  # the shrinking ring of the 3-second rule
COUNTDOWN_DRAIN = (122, 52, 6)  # the Y10 countdown draining on its box's amber outline
COUNTDOWN_TRACK = (178, 158, 124)  # the timer ring's track: the time gone, quiet on the paper
CONFETTI_COLOURS = ((238, 196, 84), (206, 74, 60), (248, 242, 226), (90, 180, 120),
                    (110, 170, 240))  # confetti and sparkles
CONFETTI_COUNT = 180  # pieces of confetti over the results panel (strips, ribbons, discs, stars)
CONFETTI_TIME = 5.0  # seconds the confetti keeps falling
RESULTS_SIZE = (1040, 760)  # results panel, reference pixels (height shrinks with few rows)

# --- rules and high-score screens (scroll view, tables, dice icons) ----------------------------
# Added by the rules / high-scores screens; reference pixels unless stated.

SCROLL_WHEEL_STEP = 3  # lines scrolled per wheel notch
SCROLL_BAR_WIDTH = 14  # width of a scrollbar track
SCROLL_TRACK = (10, 34, 22)  # scrollbar track, darker than a panel
SCROLL_THUMB = (150, 132, 86)  # scrollbar thumb (lights up to GOLD when dragged)
READING_WIDTH = 1080  # widest column of the rules: about 80 characters a line (60–90)
TAB_SIZE = (300, 64)  # one tab of a Yams / 10 000 selector
TABLE_HEADER = (30, 72, 50)  # background of a table's header row
TABLE_STRIPE = (255, 255, 255)  # every other table row, drawn with TABLE_STRIPE_ALPHA
TABLE_STRIPE_ALPHA = 14  # opacity of the stripe on the dark panel
TABLE_LINE = (70, 104, 80)  # thin rule between table rows
ICON_DIE = 46  # side of a small die drawn inside rules text and tables

# --- 10 000 table (game/scenes/farkle_table.py, game/widgets/farkle_panels.py) ------------------

FARKLE_AI_STEP = 0.6  # seconds between the computer's actions (halved by the fast setting)
FARKLE_AI_DIE_STEP = 0.32  # seconds between two dice the computer sets aside
FARKLE_BUST_HOLD = 1.4  # seconds the bust dice stay on the felt before the turn passes
FARKLE_BANNER_TIME = 1.7  # seconds a banner ("Zaruri fierbinți!") stays on screen
FARKLE_FLY_HOLD = 0.3  # share of its flight a bank's coins pop out of the mat, before they fly
FARKLE_FLY_GAP = 12  # px at 1920: clear felt between a small bank's flying "+N" and other figures
FARKLE_FLY_MERGE = 0.75  # share of its flight after which it slides into the total, fading
FARKLE_TOTAL_FADE = 0.15  # share of that flight over which the total's old figure fades out
# as the "+N" arrives beside it (gone before the "+N" slides on, hF21)
FARKLE_BECKON_PERIOD = 1.2  # seconds of one breath of that pulse
FARKLE_BECKON_TIME = 6.0  # seconds the dice that can be set aside pulse (then stay lit)
FARKLE_TOAST_TIME = 2.4  # seconds a refusal or computer message stays on screen
FARKLE_FLY_TIME = 0.75  # seconds banked points take to fly into the player's total
FARKLE_PULSE_TIME = 0.6  # seconds a total glows after the points landed
FARKLE_END_DELAY = 1.0  # seconds between the last action and the results panel
FARKLE_SIDE_WIDTH = 460  # width of the players column and of the turn column
FARKLE_TURN_HEIGHT = 520  # the turn panel at most (it fits its rows and this turn's notes)
FARKLE_BANNER_GAP = 8  # least gap between a banner and the buttons below it
FARKLE_DIE = 112  # die side on the felt, reference pixels
FARKLE_SMALL_DIE = 44  # dice set aside in earlier rolls of the turn
FARKLE_ICON_DIE = 38  # dice icons of the "?" scoring table
FARKLE_BUST = (240, 112, 92)  # "Tură pierdută!" banner title and its frame (on a panel)
FARKLE_HOT = (255, 200, 110)  # "Zaruri fierbinți!"
FARKLE_VALID = (176, 234, 160)  # a valid selection's points
FARKLE_BAR = (238, 196, 84)  # progress toward the target
FARKLE_BAR_BACK = (8, 30, 20)  # the empty part of a progress bar
FARKLE_MAT = (10, 70, 42)  # the mat the current selection is set aside on

# --- following the game: turn banner, the computer's pace, messages (issue 12) ----------------

COMPUTER_STEP_SECONDS = {"slow": 1.3, "normal": 0.8, "fast": 0.4}  # between two of the
# computer's steps (hold, roll, set aside, choose), by Settings "Viteza calculatorului"
COMPUTER_BOX_SHOW_SECONDS = {"slow": 2.2, "normal": 1.5, "fast": 0.9}  # its chosen Yams box
# stays highlighted this long before it is scored
COMPUTER_DIE_STEP_SHARE = 0.4  # 10 000: one die set aside takes this share of a step
COMPUTER_DIE_READ = 0.25  # 10 000: seconds, at least, a die the computer set aside lies named
# on the mat ("Selecție: …", its lit row) before it lifts the next (S81 4., even at "Rapidă")
EXPERT_SOLVE_SLICE = 0.003  # 10 000 Expert: seconds a frame spent solving its turn ahead
TURN_BANNER_TIME = 1.6  # seconds the "La rând: Ana" banner stays
TURN_BANNER_FADE = 0.3  # first and last seconds of the banner, spent fading
FARKLE_ENTRANCE_TIME = 0.5  # seconds "La rând: …"'s entrance takes at the 10 000 table
TURN_BANNER_COLOUR = (255, 226, 140)  # the name of the player whose turn begins
AUTO_BOX_MARK = (180, 70, 0)  # the Y10 countdown's box outline: saturated (hY90, C71: was pale)
COUNTDOWN_ARC = AUTO_BOX_MARK  # the countdown's time left: the box mark's own orange (C61)
HINT_RELEASE = (255, 120, 100)  # the × over a held die the "Sugestie" releases
# --- the results panel: the winners' rows (look fixes) ------------------------------------------
WINNER_ROW = GOLD  # a winner's row on the results panel: a solid gold plaque (it pops, glints)
WINNER_ROW_TEXT = INK  # its place, name and total, dark on the gold

# --- every (text, background) pair on screen, checked by tests/test_contrast.py ------------------
# (text colour name, background colour name, "body" | "large"); a new text colour gets a row here.

TEXT_PAIRS: tuple[tuple[str, str, str], ...] = (
    *((fg, bg, "body") for fg in ("CREAM", "MUTED", "GOLD", "MESSAGE_WARN", "HINT_TEXT",
                                  "FARKLE_VALID", "FARKLE_HOT", "COUNTDOWN_RING")
      for bg in ("FELT", "FELT_FIBRE", "PANEL", "FARKLE_MAT")),
    *((fg, bg, "body") for fg in ("CREAM", "MUTED", "GOLD") for bg in ("TABLE_HEADER",
                                                                        "SHEET_HEADER")),
    ("FARKLE_BUST", "PANEL", "large"),
    ("WINNER_ROW_TEXT", "WINNER_ROW", "body"),  # the results panel's winners
    ("INK", "SHEET_OPEN", "body"),  # the Y10 countdown's seconds on its badge's paper plate
    ("MESSAGE_REFUSED", "PANEL", "body"),  # the statistics' "loaded die" verdict
    ("PILL_TEXT", "PILL_REFUSED", "body"),
    ("PILL_TEXT", "PILL_WARN", "body"),
    ("PILL_TEXT", "PILL_INFO", "body"),
    ("BUTTON_TEXT", "BUTTON", "body"),
    ("BUTTON_TEXT", "BUTTON_HOVER", "body"),
    ("BUTTON_TEXT", "BUTTON_PRESSED", "body"),
    ("BUTTON_TEXT", "BUTTON_SECONDARY", "body"),
    ("BUTTON_TEXT", "BUTTON_SECONDARY_HOVER", "body"),
    ("BUTTON_TEXT", "BUTTON_SECONDARY_PRESSED", "body"),
    ("BUTTON_TEXT_DISABLED", "BUTTON_DISABLED", "body"),
    ("BUTTON_IDLE_TEXT", "BUTTON_IDLE", "body"),  # an idle control's dimmed words (hF41)
    ("BUTTON_TEXT", "BUTTON_LIVE", "body"),  # a live secondary action's words (S62 3.)
    ("BUTTON_TEXT", "BUTTON_LIVE_HOVER", "body"),
    ("BUTTON_TEXT", "BUTTON_LIVE_PRESSED", "body"),
    ("KEY_TEXT_DISABLED", "KEY_DISABLED", "body"),
    ("BUTTON_SAFE_TEXT", "BUTTON_SAFE", "body"),
    ("BUTTON_SAFE_TEXT", "BUTTON_SAFE_HOVER", "body"),
    ("BUTTON_SAFE_TEXT", "BUTTON_SAFE_PRESSED", "body"),
    ("BUTTON_DANGER_TEXT", "BUTTON_DANGER", "body"),  # the quiet destructive answer (hM40)
    ("CREAM", "KEY_CAP", "body"),  # the segmented controls' face (hM40: Settings' keycaps)
    ("CREAM", "HELP_KEY_FACE", "body"),  # a keycap's name (every line naming a key: S24)
    ("GOLD", "HELP_KEY_FACE", "body"),  # the pause's keys column, gold, in their caps (hM80)
    ("BUTTON_DANGER_TEXT", "BUTTON_DANGER_HOVER", "body"),
    ("BUTTON_DANGER_TEXT", "BUTTON_DANGER_PRESSED", "body"),
    ("INK", "FIELD", "body"),
    ("INK", "FIELD_SELECTION", "body"),
    ("BUTTON_DISABLED", "FIELD", "body"),  # the placeholder of an empty name field
    ("INK", "SELECTED", "body"),
    *((fg, bg, "body") for fg in ("INK", "SHEET_OPTION", "SHEET_OPTION_ZERO")
      for bg in ("SHEET_BG", "SHEET_SUM_BG", "SHEET_CURRENT_CELL", "SHEET_OPEN",
                 "SHEET_IDLE")),
    ("INK", "SHEET_PICKED", "body"),
    ("INK", "SHEET_NEXT", "body"),
    ("TURN_BANNER_COLOUR", "PANEL", "large"),  # "La rând: Ana" (issue 12)
    ("NEXT_TAG_TEXT", "NEXT_TAG", "body"),  # the "urmează" pill (issue 22)
    ("CHART_EXPECTED", "PANEL", "body"),  # one game's mark's words, "Expert: 222" (hM31)
)
"""Every text colour on every background it is drawn on (names of constants of this module)."""

# --- seat colours (issue 22 §5): players told apart at a glance, never by colour alone -------
# Okabe–Ito's hues lightened until each reads at 3:1 or more on the lightest felt fibre (the
# darkest surfaces a mark sits on: felt, panels, the sheet's names row) and kept apart under
# simulated deuteranopia, protanopia and tritanopia (tests/test_seat_colours.py). Each seat
# also has its own shape (game/widgets/seats.py); a mark keeps a dark rim for the paper.
SEAT_COLOURS: tuple[Colour, ...] = (
    (233, 177, 8),  # amber (Okabe–Ito orange)
    (165, 210, 255),  # sky blue
    (63, 206, 160),  # bluish green
    (255, 132, 109),  # vermillion, lightened to a coral
    (180, 150, 255),  # blue, lightened to a lavender (apart from the sky blue)
    (225, 255, 120),  # yellow turned lime (apart from the amber of seat 1)
    (208, 150, 192),  # reddish purple, lightened to an orchid
)
SEAT_MARK_RIM = INK  # the dark rim round every seat mark (3:1 and more on the sheet's paper)
SEAT_MARK_SIDE = 0.8  # a mark's side beside a name, in line heights of the name's font
SEAT_MARK_GAP = 0.25  # between a mark and its name, in line heights
SEAT_MARK_CACHE_ITEMS = 128  # drawn marks and tokens kept (7 seats x the sizes of a few windows)
SEAT_BAR = 4  # the seat's colour line under a sheet column's name, reference pixels
NEXT_TAG = MUTED  # the "urmează" tag: a solid light pill ...
NEXT_TAG_TEXT = INK  # ... with dark bold text (13:1), readable at 1024×600

# Yams: before a turn's first throw the five dice are in the cup (round 40's ruling, after
# critics C30/C31 read pipless dice as broken and C32 read dimmed 1-2-3-4-5 as a straight):
# a leather cup with a wooden foot and a gold rim stands on the roll row's centre.
YAMS_CUP_WIDTH = 1.18  # the cup's width at its mouth, in die sides
YAMS_CUP_HEIGHT = 1.27  # its height, foot to rim, in die sides (clear of the kept row)
YAMS_CUP_MOUTH = 0.34  # the mouth's ellipse, its height over the cup's width
YAMS_CUP_FOOT = 0.86  # the foot's width over the mouth's (it narrows a little downwards)
YAMS_CUP_LEATHER = (128, 58, 34)  # the body's leather, lit on the left ...
YAMS_CUP_LEATHER_DARK = (66, 28, 18)  # ... turning to this on its shaded side
YAMS_CUP_WOOD = (176, 120, 64)  # the wooden foot band, lit ...
YAMS_CUP_WOOD_DARK = (96, 60, 30)  # ... and shaded
YAMS_CUP_INSIDE = (26, 14, 10)  # the dark inside seen through the mouth (the dice unseen)
YAMS_CUP_STITCH = (222, 184, 128)  # the stitches under the rim
YAMS_CUP_SHADOW_ALPHA = 90  # its soft shadow on the felt
YAMS_CUP_FADE = 0.22  # seconds the cup takes to go as the first throw's dice leave its mouth
TURN_TITLE_LEADER_GAP = 12  # px at 1920: "Lider" to its name on the Tura panel's title row
LAST_TURN_PAD = 14  # px at 1920: inside the empty ledger's "Tura trecută" card

CHART_LABEL_LEAST = 23
"""A chart's words never under this layout size (16 px of em): at 1024×600 its axes read at
a glance (critic M30 measured about 12 px), above the side screens' least type."""


def chart_label(scale: float) -> int:
    """A chart's words' layout size in a window of ``scale`` (:data:`CHART_LABEL`, never under
    :data:`CHART_LABEL_LEAST`)."""
    return max(font_px(CHART_LABEL, scale), CHART_LABEL_LEAST)
# The coach card (hC31): a low, wide card of one row, its step at the left, its words (two
# lines at most) in the middle, its actions ("Înainte →" over "Nu mai arăta", and "×") at the
# right; reference pixels.
COACH_CARD_MIN_W = 460  # the narrowest card (a short tip still reads as a card, not a tag)
COACH_CARD_MAX_W = 900  # the widest card (the 10 000 table's middle column at 1920×1080)
COACH_CARD_PAD_X = 14  # the card's inner margin at its left and right (round 70: 16; the "×" grew)
COACH_CARD_PAD_Y = 6  # the card's inner margin above and under its row (hC40: 8 left the
# bank's card at 1024x600 no room off "Selecție")
COACH_CARD_GAP = 16  # between the step, the words and the actions
COACH_CARD_LINK = 0.8  # "Nu mai arăta" under "Înainte →": this share of the words' size

# A seen Penta waiting for its box (hY33, critic C30 §1): the glow under its dice and the pulse
# on the Penta box breathe at this rate (cycles per second); the glow's least and most strength.
YAMS_PENTA_WAIT_PULSE = 0.8
YAMS_PENTA_WAIT_GLOW = (0.7, 1.0)

SHEET_TINT_CHROMA = 46  # the column on turn: the paper moved this far along its player's hue
# (clear, light, never the seat colour's darkness: critic C32's "disabled" pink column)
# The Yams sheet's special states explained (hY41, critic C32): the ring of a sacrifice's
# cheapest box to strike (what it means is said by the prompt's note since hY51, critic C41).
SHEET_CHEAPEST = AUTO_BOX_MARK  # one marker with the countdown's ring (C61: was purple)
SHEET_CHEAPEST_FAINT = (204, 90, 8)  # its breath's faintest: 3:1 on any lit column (hY90, C71)
CHART_UNIT_AIR = 4  # px at 1080: a chart's y-axis unit ("puncte") over its top number (hM40)
CHART_SCALE_AIR = 72  # px at 1080: one game's scale ("300") clear of its total's unit (hM40)
KEY_CAP = (22, 40, 32)  # a keycap drawn on a card (Settings' F11, M): darker than the card (hM40)

BUTTON_IDLE = (44, 62, 52)  # a control with nothing to do now, flat, sunk toward the felt (hF41)
BUTTON_IDLE_TEXT = (160, 170, 162)  # its words: dimmer than a disabled button's (hF41), 4.7:1
BUTTON_LIVE = (44, 118, 80)  # a live secondary action on the Yams table: a solid, lit green
# face, raised on its edge and shadow, apart from the idle's flat sunk one (S62 3., hY115)
BUTTON_LIVE_HOVER = (48, 124, 84)  # it under the mouse
BUTTON_LIVE_PRESSED = (32, 92, 62)  # it held down
BUTTON_LIVE_EDGE = (14, 50, 32)  # its 3D edge
BUTTON_IDLE_TEXT_SHARE = 1.0  # its words against its lit size: as large, read (round 65, B64)
FARKLE_LEDGER_GROW_MOST = 1.5  # "Puse deoparte" rows at most this larger where all fit (hF41)
FARKLE_LEDGER_TYPE_GROW_MOST = 1.4  # their words grow with them, at most this much (hF50:
#                                    the names from the small type to the body's, read at a glance)
QUIET_HELD_FADE = 0.55  # a "quiet" button that cannot be used: its outline toward the felt (hF41)
# round 50 (hM50): Settings' rows roomier (critic A41)
SETTINGS_CONTROL_LEAST = 28  # a settings control's least height, pixels at any size
SETTINGS_CHIP_AIR = 1.5  # a settings chip's height over its words' line: air round them (hT78)
SETTINGS_TITLE_Y = theme_pages.PAGE_TITLE_Y  # Settings' title centre: the side pages' one (S97 5.;
#                                             it stood at 0.062, ~20 px over them: cF80)
SETTINGS_TITLE_TYPE = theme_pages.PAGE_TITLE_TYPE  # ...in the side pages' one type (ruling S51)
SETTINGS_STEPPER_PAD = 14  # room either side of the volume's number inside its stepper (ref px)
# Scores' podium cards' plans kept, worked out once, not in every frame (hS50).
SCORES_PLAN_CACHE_ITEMS = 64
# A sacrifice's cheapest box's ring on the Yams sheet (hY51, critic C41): its thickness and its
# inset from the cell's sides (reference pixels), clear of the column's gold edges; thicker
YAMS_CHEAPEST_RING = 7  # since hY64 (critic C60: thin at 1024), 4 px there at least
YAMS_CHEAPEST_RING_INSET = 8
CHART_TICK_AIR = 4  # px at 1080: a bar scale's words clear of its ticks and red mark (hM51)
# round 51 (hS51): New Game's computer seat wears a padlock (it always plays last)
LOCK_BODY = (0.46, 0.32)  # the padlock's body on its gold disc: width, height (shares of it)
NEW_GAME_CAPTION_EM = 16  # New Game's game line and "Ordinea de joc": least px of em (hS51)


YAMS_DICE_STANDINGS_GAP = 16
"""The least air (real pixels, at every size) between the Yams dice row's slots and the
standings' band under it (critic C50: ~10 px at 1366×768, dice back from a stage sat on it)."""

# The 10 000 ledger's rows to come (round 50), faint: the mat's free slots' look, quieter (RGBA).
FARKLE_FREE_ROW_FILL = (0, 0, 0, 34)  # their inset
FARKLE_FREE_ROW_EDGE = (*GOLD, 46)  # their thin outline


# The "?" pages' keycaps, solid (critic A51: thin outlined caps read as glitches; hM60)
HELP_KEY_FACE = (62, 92, 76)  # a keycap's lit face, the key's cream name on it
HELP_KEY_SIDE = (6, 20, 13)  # its darker side showing under the face: a key's edge, its shadow
HELP_KEY_DEPTH = 3  # reference pixels of the side under the face
SETTINGS_GROUP_ICON = 1.25  # a Settings group's icon disc, a share of its heading's line (hM62)
CHART_ONE_SERIES_BAR = 1.6  # a box's bar alone (one game), this many times a pair's bar (hM60)
# The Yams countdown's badge on its box (hY60): px off its cell's borders (critic C60), and
YAMS_COUNTDOWN_BADGE_CLEAR = 4
YAMS_COUNTDOWN_BADGE_BAND = 0.19  # its ring's band, a share of its radius (0.2 until S93 2.)
# A coach card's leader to a row (hY60, critic C51): a target at least this many times wider
# than tall is a row, pointed at its side's middle (its bottom edge is the next row's top).
COACH_ROW_SHAPE = 8
YAMS_STANDINGS_TITLE_AIR = 7  # reference px at least over the standings' title line (C60)
END_TIE_PILL = GOLD  # a Yams tie at the top's pill (no one's seat: it names no winner)
RESULTS_ENTRANCE_TIME = 0.3  # seconds the results panel rises; its figures fade in as long
