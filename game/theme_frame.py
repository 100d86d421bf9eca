"""The main loop's pace, the screens' timings and the caches' bounds: a family of
:mod:`game.theme`'s constants, kept beside it (it was full) and re-exported there, so every
reader keeps writing ``theme.NAME``."""

from __future__ import annotations

# --- frame and timing -------------------------------------------------------------------------

FPS = 60  # frames per second the main loop aims for (Clock.tick)
MAX_DT = 0.1  # longest step fed to update(), so a stalled frame never jumps animations
TRANSITION_TIME = 0.2  # seconds of the transition between two scenes (base.SceneManager)
TRANSITION_VEIL = (6, 28, 17)  # a screen change passes through this dark felt
TRANSITION_VEIL_ALPHA = 235  # the veil at its darkest, the middle of the change
DIALOG_ENTRANCE_SCALE = 0.86  # a dialog enters growing from this fraction of its size
DIALOG_ENTRANCE_TIME = 0.28  # seconds a dialog takes to grow and rise in (S98 3.: seen, ~0.25-0.3)
DIALOG_ENTRANCE_RISE = 36  # reference pixels a dialog rises through as it enters
DIALOG_ENTRANCE_DIM_FIRST = 0.45  # share of its dim the screen under a dialog has at once
DIALOG_EXIT_TIME = 0.16  # seconds a dialog takes to close (shrinking and fading out)
DIALOG_EXIT_SCALE = 0.86  # a closing dialog shrinks to this fraction of its size as it fades
HOVER_FADE_TIME = 0.08  # seconds a button takes to light up under the mouse
CARET_BLINK_TIME = 0.5  # seconds the text caret stays on (then off)
NOTICE_TIME = 3.5  # seconds a notice over the screen stays ("Sunet oprit", a damaged file)
LASTING_NOTICE_TIME = 30.0  # seconds a failed save's notice stays (said once, read for sure)
NOTICE_FADE_TIME = 0.5  # last seconds of a notice, spent fading out
NOTICE_MAX = 3  # notices shown at once; older ones give way
IDLE_FPS = 12  # frame rate while nothing moves and nobody touched anything for IDLE_AFTER
IDLE_AFTER = 1.5  # seconds without input (and without animation) before the loop slows down
IDLE_POLL = 0.008  # seconds between two looks at the event queue while idle (input latency)
IDLE_MAX_SLEEP = 1.0  # longest idle sleep with nothing to draw (a frame dump asked by a signal)
MENU_DICE_MOTION = 12.0  # seconds the menu's title dice bob after the last input, then drift
MENU_DICE_EASE = 1.0  # seconds the dice's bobbing takes to fade out (or back in)
MENU_DRIFT_FPS = 4  # frames a second of the menu's slow drift once the bob has eased out
MENU_DRIFT_PERIOD = 8.0  # seconds of one slow rise and fall of a title die drifting
MENU_DRIFT_REACH = 5  # reference pixels a drifting title die rises or falls at most
ENTRANCE_TIME = 0.36  # seconds a side screen's entrance (menu cards, score rows) takes at most
ENTRANCE_MOVE = 0.16  # seconds one part of an entrance takes to arrive
ENTRANCE_STEP = 0.06  # seconds between two parts' starts (rows arrive one after another)
ENTRANCE_FIRST_ALPHA = 110  # an arriving part's first opacity: readable from the first frame
CARET_BLINK_TIMEOUT = 10.0  # seconds without input after which the caret stops blinking

# --- bounded caches (issue 16: memory stays bounded whatever happens) ---------------------------

TEXT_CACHE_BYTES = 4 * 2**20  # rendered text kept, least recently used dropped first
TEXT_CACHE_ITEMS = 2000  # rendered strings kept at most
FONT_CACHE_ITEMS = 16  # font sizes kept open (every window size asks for others; ~0.4 MB each)
WORD_WIDTH_CACHE_ITEMS = 4_000  # measured words kept (for wrapping: about 1 MB)
WRAP_CACHE_ITEMS = 1_000  # wrapped texts kept (their lines: well under 1 MB)
BACKGROUND_CACHE_ITEMS = 1  # full-window felt backgrounds kept: this size only (F11: ~25 ms)
PANEL_CACHE_BYTES = 4 * 2**20  # translucent panels kept
DOCUMENT_LAYER_CACHE_BYTES = 4 * 2**20  # translucent boxes of the rules/help pages kept
MEMORY_TRIM_INTERVAL = 1.0  # seconds of drawn frames between giving freed memory back (~0.1 ms)
DICE_CACHE_BYTES = 8 * 2**20  # die pictures kept, one cache for every screen (faces, looks, turns)
SHADOW_CACHE_BYTES = 4 * 2**20  # die shadows, turned and plain, kept

# --- players and games' waits (issue 13: undo, remembered players) --------------------------

UNDO_COMPUTER_WAIT = 1.5  # seconds the computer waits before its first roll while a person's
#                           scoring may still be undone (not shortened by the speed setting)
COMPUTER_AFTER_STAGE_WAIT = 1.2  # seconds the computer waits after a stage left the table before
#                                  its next step (the moment read, then play goes on)
NAME_REFUSED_TIME = 0.9  # seconds a full name field shows its refusal (red counter and border)

# --- Dice throw (issue 11: 3D tumble, collisions, nothing revealed before the landing) ------

DICE_REVEAL_DELAY = 0.18  # seconds every die lies still and visible before the outcome shows
# (short: a longer wordless rest reads as lag; long enough to see the faces first)
FADED_SHADOW_CACHE_BYTES = 6 * 2**20  # shadows of dice in the air (15 turns x 4 strengths) kept
# Celebrations (issue 11 §3): the Yams upper bonus and the win, on the sheet / the totals.
WIN_CELEBRATION_TIME = 0.9  # seconds the winner's total pops (before the results panel)
CELEBRATION_POP = 12  # reference pixels a celebrated cell grows on each side at most
CELEBRATION_GLINT = 20  # reference radius of a celebration's corner glints
