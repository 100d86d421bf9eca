"""The staged moments' and the 10 000 banners' constants (proportions, colours, timings): the
Yams stages (Penta, Joker, upper bonus, a full card), the 10 000 ladder (six alike, the mid
rungs, the big bank) and its banners (the bust stamp, a bank's plaque). Part of
:mod:`game.theme` (split off when it passed 600 lines): the names moved here from it are
re-exported by it and read as ``theme.NAME``; those added here since are read as
``theme_stage.NAME``. Importing this module does no work.
"""

from __future__ import annotations

# A Yams stage's figure at rest ("+100" beside its Bonus Penta box) keeps this many reference
# pixels off the stage's other words, before its slide's own 10 (critic C32: it crowded the
# Joker's caption).
STAGE_FIGURE_CLEAR = 24

# The seal on a Joker Penta's stamp ("de 2 ori"): its words' layout size and its tilt (degrees).
STAGE_BADGE_FONT = 48

STAGE_BADGE_TILT = 8

# The 10 000's ladder of staged moments (hB40, critic B32): rarer holds longer. Six alike
# (the takeover) the longest; the Chintă, three pairs, five alike a mid-size stage; the goal
# and a big bank a banner over the dimmed table; seconds at the normal animation speed (the
# win keeps the grand rank's own, game/flow/stage.py SECONDS).
FARKLE_STAGE_SECONDS = {"rarest_throw": 3.2, "rare_throw": 2.0, "pairs_throw": 1.3,
                        "goal": 1.95, "bank_big": 1.45, "bank_banner": 1.0, "hot_dice": 1.1}

FARKLE_MID_TITLE = 0.16  # the mid rung's title at most this share of the felt's height

FARKLE_PLAQUE_WIDTH = 0.95  # a bank's plaque against the middle column: it slides in inside it
# (hL50: past the dice row's ends, 0.92-0.93 of the column: critic B41 saw the slots' ends
# stick out each side of 0.86's plaque)

FARKLE_STAMP_INSET = 12
"""Reference pixels of the mat's felt seen between its frame and the bust's stamp lying in
it: the tray keeps its frame whole under the stamp (critic B32, round 41)."""

FARKLE_STAMP_TITLE = 1.37  # the bust stamp's title against the screens' title size: 64 px of
# cap height at 1920 (round 74, hF86, ruling S2: read across a room; it was 0.8 under an
# ordinary bank's words, S3's lowest rung, held to ~34 px by the felt over the mat)

FARKLE_STAMP_PLATE = (92, 28, 30)  # the bust stamp's plate: deep red, not the panel's brown (hL50)

# A Joker Penta's "+100" stands on the stage's centred column under its caption (critic C41:
# beside its box it hung far right): this many reference pixels under the caption's plate,
# and the group this many over the lit Bonus Penta row it flies into.
STAGE_FIGURE_UNDER_CAPTION = 36

STAGE_FIGURE_OVER_ROW = 14

FARKLE_STAMP_REASON_PX = 15
"""The least pixels of em of the bust stamp's reason line ("Niciun zar nu punctează") at any
window size: a stamp too tall for its mat is set tighter (less air, a smaller title) rather
than shrunk whole under it (critic B50: ~11 px at 1024x600, hB51)."""

STAGE_TAG_PLATE = (14, 22, 18, 240)
"""The plate (RGBA) of a stage's "posibil" tag beside its lit row."""

# hL60 (critic B51: "big and ordinary bank plates one size; entrances plain cross-fades"):
FARKLE_MODEST_PLATE = (0.72, 0.66, 0.9)  # an ordinary bank's plate: its width against the
# middle column, its figure's letters and its name line against a banner's (its figure ≥ 15
# px at 1024x600; round 70, critic B69: "small for a moment that ends a turn", it grew;
# round 79, hF99, S72: its figure 0.66, a clear rung under "Încasare mare!")

FARKLE_BANNER_ENTRANCE = 0.3  # seconds a banner drops or bursts in (≤ 0.4: a beat)

STAGE_ROW_LIFT_GAP = 36
"""The clear room (px at scale 1) between a Yams stage's words and its lit sheet row lifted
under them (:mod:`game.views.stage_lift`)."""

STAGE_ROW_LIFT_SCALE = 1.75
"""How much larger a Yams stage shows its lifted sheet row than the sheet draws it: read
from across the room under the headline (critic C51)."""

STAGE_PENTA_DICE_GROW = 1.6
"""A Penta's five dice gathered under its title against their size on the table (round 74,
hX87, critic cR74a: with nothing under its lifted row its group stood small)."""

STAGE_JOKER_DICE_GROW = 1.85
"""A Joker Penta's five dice gathered under its title against their size on the table: the
rarest moment's larger than a Penta's (ruling S77, round 80, critic cA79 #11)."""

STAGE_JOKER_WIDTH = 0.84
"""A Joker Penta's title's width against the felt's ("Joker Penta!", twice a Penta's word:
wider than a Penta's title, S77)."""

STAGE_JOKER_LIGHT = (255, 120, 190)
"""A Joker Penta's light (its rays and glow) tinted towards this ruby: its own colour, never
a Penta's gold (S77)."""

STAGE_JOKER_SECONDS = 3.5
"""A Joker Penta's stage length at the normal pace (a Penta's 3.2): the rarest, the longest,
at the stages' ceiling (S77)."""

STAGE_GATHER_LETTERS = {"penta": 0.55, "joker_penta": 0.55}
"""A gathered stage's title's letters against its face's line, as its group's fit counts
them (others: 0.85, a line's worth): a Penta's "Penta!" is lower-case-wide, its letters
about half its line, its title no longer shrunk for room its letters never take (round 74,
hX87). A Joker Penta's title is the same word, counted the same (round 76, hX89: at 0.85 it
gave way to its grown dice, ~0.7 of a Penta's title)."""

STAGE_JOKER_FIGURE = 0.62
"""A Joker Penta's "+100" against its stamp's size (the others' 0.5): its "Joker Penta!" title
wider and lower than a Penta's (S77), its hero figure larger against it, its letters still
inside its Bonus Penta box's plate."""

STAGE_PENTA_WIDTH = 0.58
"""A Penta's title's width against the felt's (the grand ones': 0.5)."""

STAGE_PENTA_TITLE = 0.5
"""A Penta's title's height at most this share of the felt's (the grand ones': 0.42)."""

STAGE_KIND_LINE = {"penta": 1.5, "joker_penta": 1.25}
"""A stage's name pill's type against a heading's, by kind, over its rank's: a Penta's seat
pill the larger for the room left under its row (round 74, hX87: a grand's is 1.45); 1.5
since round 79 (S70): under the hero "+50", never as large as it; a Joker Penta's 1.25
under its hero "+100" (S70)."""

STAGE_PENTA_ROW_GROW = 1.15
"""A Penta's lifted row against other stages' (:data:`STAGE_ROW_LIFT_SCALE`'s): its box and
its hero "+50" the larger for the room (round 74, hX87; 1.15 since round 79, S70: at
1024x600 a taller row's "de înscris" turned to the label's side)."""
STAGE_ROW_HOME = (0.92, 0.97)
"""The share of a Yams stage over which its lifted row glides home into the sheet (after
its figure's pop has settled; by the stamp's last frame it is at the sheet's place)."""

FARKLE_TAKEOVER_WIDTH = 0.6  # six alike's stage: its room this share of the felt's width (the
# gathered row's, game/views/stage_rooms.ROW_ROOM), the felt's whole height (hB60, B51)

FARKLE_TAKEOVER_STAMP = 0.45  # six alike's headline's width against the felt's: a little under
# the win's 0.5 (game/flow/stage.STAMP_WIDTH), the ladder's top under its end (hB60)

# A big bank's moment (hB60, critic B51: "Încasare mare!" a plain cross-fade of the ordinary
# bank's gold plaque): a dark ebony plate in a double gold frame, slammed down, coins bursting
# off it, its "+N" flown into the banker's total (game/views/stage_big_bank.py)
BIG_BANK_PLATE = ((70, 46, 24), (30, 18, 8))  # the plate's top and bottom edges

BIG_BANK_SLAM_FROM = 1.35  # the plate's size as it comes down, against its resting size

BIG_BANK_COINS = 16  # coins thrown off the plate as it hits

# The goal's own beat over its „Ultima tură!” ribbon (hL61, critic B60: "the goal is not
# celebrated: folded into Ultima tură!"): a dark crest in a gold frame, tucked behind the
# ribbon's top edge, three lines: a gold "Obiectiv atins!", the name, the total "10 450"
# (game/views/stage_crest.py)
# (read from here as theme_stage.NAME: theme.py stays under 600 lines)
FARKLE_GOAL_CREST = (3.35, 2.1, 3.0, 0.66)  # hL65 (critic B64: "the headline smaller than the
# name"): "Obiectiv atins!" (the largest type, a takeover's), the name, the total against a
# heading's size; the crest's widest against the felt's width (round 67, ruling S3, critic B66:
# "a flat maroon box smaller than the Chintă's plate": a full plate over the felt, its headline
# over the Chintă's, under six alike's; it was the ribbon's width, 2.3 of a heading); round 70
# (critic D69: the name and the total ~55 px under a giant headline): the total at display size
# round 76 (hL76, critics cF75b and cZ75: "the goal a flat box"): the name and the total bigger,
# a stage's, beside its finish flags (were 1.6 and 2.6)
FARKLE_GOAL_COUNT = (0.08, 0.26)  # the crest's total counts up over these shares of the stage
FARKLE_GOAL_CREST_PLATE = ((58, 16, 24), (24, 6, 10))  # the crest's top and bottom edges
# hB61 (critic B60, a code review): the big bank's plate and coins stay inside the middle
# column, its amount flies home by a clean way; its colours and its coins' motion here
BIG_BANK_FALL = 0.6  # the plate falls from this share of its height over its resting place

BIG_BANK_FRAME_INNER = (196, 142, 30)  # the plate's inner gold line (its outer one: GOLD)

BIG_BANK_FLASH = (110, 80, 20)  # the light of the hit at its brightest (added to the table)

BIG_BANK_COIN_SPEED = ((120, 420), (260, 620))  # a coin's speed out and up (px/s at scale 1)

BIG_BANK_COIN_GRAVITY = 1100  # how fast the coins fall back (px/s² at scale 1)

BIG_BANK_COIN_RADIUS = (11, 19)  # a coin's radius (px at scale 1)
# A TOTAL's figure and label are this many pixels larger than the sheet's other rows (the
# card's bottom line, bolder): one step read by the sheet and by a stage's lifted row alike
# (review, round 60: the "+ 2" was written twice). Read through ScoreSheet.row_type.
SHEET_TOTAL_TYPE_STEP = 2

# A second Penta's seal ("de 2 ori") stands on the stamp's right shoulder this many reference
# px clear of its letters (critic C60: centred on their corner it hid the "!"; C69: overlapping
# it by a tenth of its width it still touched it), its middle this share of its height under
# the letters' top (level with them, never floating above)
STAGE_BADGE_GAP = 10
STAGE_BADGE_RAISE = 0.3

# Round 69, ruling S6 (critic D68: the goal's ribbon came alone on bare felt after its plate):
# the goal is one plate (round 75, hL75: its foot, the last round, gone; the band says it after)
FARKLE_GOAL_LEAVE = (0.8, 0.9)  # the plate folds shut over these shares of the
# stage, gone before the table behind them lifts back sharp (game/flow/stage.py GONE); with
# others still to play it flies over them into the title's row instead (round 76, hL76)
FARKLE_GOAL_LANDING = 1.0  # the goal's plate lands in the title's row this many times the band's
# height, whole (round 76, hL76: it flies into the band, never a miniature)

FARKLE_GOAL_FOOT_BODY = ((204, 44, 56), (118, 14, 30))  # the last round's crimson, top to
# bottom (the goal plate's foot's until round 75; the band's)

FARKLE_GOAL_BLUR = 16  # reference px the table behind the goal's plate is blurred over: its
# panels, dice and seat colours seen, no word of it legible

# The goal's burst (game/views/stage_crest.py; hL62, a review: its colours were inline)
FARKLE_GOAL_BURST_GOLD = (255, 226, 140)  # its rays of light

FARKLE_GOAL_FLASH = (255, 244, 210)  # the white light a bursting plate flashes with

FARKLE_GOAL_SPARK = (255, 244, 200)  # every other spark (the rest: GOLD)
# A Yams Penta's gathered dice are home before its last quarter (critic C61, defect 1: at
# 85 % they still flew home over a table already handed back, held dice off their slots):
# the name and caption under the row leave, the row regroups over the dice' column, then
# flies home, all before the stamp fades and the table is handed back (shares of the stage)
YAMS_EXIT_WORDS = (0.56, 0.6)  # the words under the gathered row fade out
YAMS_EXIT_REGROUP = (0.6, 0.64)  # the row regroups at the slots' size over the dice' column
# (quick: off the sheet's side before the table comes back, round 73, hX79)
YAMS_EXIT_HOME = (0.66, 0.74)  # and flies down home: in their slots from here on
YAMS_EXIT_STAMP = (0.56, 0.6)  # its stamp and light fade with them, before its dice move (a
# Joker's "+100" flies on into its row)
YAMS_JOKER_FLY = (0.2, 0.38)  # a Joker Penta's "+100" flies into its Bonus Penta row,
# which counts 0→100 under the whole moment, its title, player and confetti still up (critic
# C65: it counted only once they had gone; C66: "+100" beside a row still 0 for over a
# second: it flies within 0.7 s, the row holds 100 for 0.7 s before the words leave)
YAMS_BONUS_SLAM_FROM = 1.3  # the upper bonus's "Bonus!" slams in from 1.3 times its size
# (the others' 1.9: as tall as a Penta's title at rest, critic C66 "same scale")
YAMS_BONUS_TITLE = 0.245  # its stamp's height cap, a share of the felt's (the lesser tier's
# 0.2 held it at ~26 % of the felt's width; round 75, hX88, critic cA75 "small": about a
# third of it, next after a Penta's ≥ 40 %)
YAMS_BONUS_FIGURE = 0.8  # its "+35" against its stamp's size (a lifted row's figure: 1.3),
# no larger than a Joker Penta's "+100" (0.8: the figure kept at its size under the stamp
# hX88 grew by 0.245 / 0.2; round 75, test_yams_penta_outranks_bonus)
YAMS_BONUS_SAID = 0.0  # the upper bonus's caption and "+35" stand from its first frame
# under its stamp slamming about its letters' foot (hY83, critic D69: till 0.16 an empty band
# waited over its row; it came as its stamp landed)
YAMS_BONUS_FLY = (0.36, 0.54)  # the upper bonus's "+35", said for a third of a second,
# flies into its Bonus row, which holds 35, lit, for most of the rest of the stage (critic
# C66: it landed at 76 %, in the stage's last quarter second)
YAMS_JOKER_HOME = (0.54, 0.6)  # a Joker's row (its counted 100, its pop over) flies into
# its sheet row before the table comes back, never fading where it stood over the buttons
# (critic C69)
YAMS_HAND_BACK = (YAMS_EXIT_STAMP[1], YAMS_EXIT_HOME[1])  # the table comes back through
# its veil once the stamp has left, as the dice fly home, whole once they are (critic C65: no
# dice nor row alone on a bare felt; the row leaves with the words, stage_row_leaves)
# A Yams stage's lifted strip: its label and the player's box side by side, one width
# whatever the player count (hY65, critic C61), in px at the strip's size (scale 1)
STAGE_STRIP_LABEL = 420
STAGE_STRIP_BOX = 380

STAGE_UNDER_DIE = 1.25
"""The upper bonus's lower part (hY67, critic C61): each upper box's die face against the
lifted row's height (its figure under it, their sum against the 63 beside them)."""

STAGE_UNDER_BAR = 0.26
"""The upper bonus's bar to the 63 under its six boxes (round 76, hX89): its height against
a face's side."""

STAGE_UNDER_GAP = 1.6
"""The room between the lifted row and the lower part under it, in row gaps."""

STAGE_UNDER_SUM = 1.5
"""The upper section's sum ("63 / 63") against its boxes' figures' type."""

STAGE_UNDER_PLATE = (14, 22, 18, 225)
"""The lower part's plate: the caption's dark, a little lighter (the dice read on it)."""

STAGE_UNDER_STANDINGS = 0.9
"""A Penta's lower part (the other players' Penta boxes): its type against the lifted row's."""

STAGE_UNDER_WIDTH = 0.6
"""A Penta's lower part's plate at least this share of the lifted row's width."""

STAGE_CONFETTI_CLEAR = 6
"""The margin (reference px) round each plate and figure read under a grand stamp that its
confetti passes behind (hY70, critic C64: slips over the counted Bonus Penta)."""

YAMS_COUNT_FRAME = (104, 66, 8)
"""The ring round a sum cell counting on the sheet (a TOTAL, a bonus): a deep amber that
stands out from its gold glow and from the sheet round it (hY70, critic C64: the gold ring
read faint, under 3:1)."""

YAMS_COUNT_FIT = 1.2
"""The counting figure's type at most this many times its cell's inner height (its digits'
letters, not its line, fill the cell): at 1024x600 it stays larger than the row's other
figures (hY70, critic C64: capped at 0.95, it read smaller than its neighbours)."""

FARKLE_PLAQUE_AIR = 28
"""Reference pixels of clear felt between an ordinary bank's plaque and the dice slots under
it (critic B64: "the bank plaque sits on the empty slots' top edge")."""

FARKLE_GOAL_FLAG_GAP = 28  # reference px of plate between the goal's finish flags and the words
FARKLE_GOAL_FLAG_SHAPE = 1.25  # a finish flag's width against its height (the name's and total's)
FARKLE_GOAL_FLAG_CHECKS = (5, 4)  # its cloth's checks across and down (round 76, hL76)
FARKLE_GOAL_FLAG_INK = (20, 12, 16)  # its dark checks (the light ones: CREAM)
FARKLE_GOAL_CREST_GAPS = (10, 2)
"""Reference pixels of room on the goal's crest under its headline and under the reacher's
name (each line apart: :func:`game.views.stage_crest.gaps`)."""

PARTIAL_PLATE = 1.04
"""A partial stage's plate (round 66 ruling, critic B65: the Chintă and five alike a rung under
six alike's takeover): its width against the middle column's (six alike's room 0.6 of the
felt, its whole height); the table round it dimmed and seen (game/views/stage_table.plate)."""

PARTIAL_PLATE_RADIUS = 22
"""The plate's rounded corners, in reference pixels."""

PARTIAL_ROW = 0.86
"""A partial stage's gathered row of dice: its width against its plate's."""

PAIRS_ROW_AIR = 12
"""Reference pixels of felt between three pairs' scroll and the dice over it, and the set-aside
row under it (hF73: the scroll lies between them, covering neither)."""
PAIRS_PAD_LEAST = 10
"""Reference pixels of three pairs' scroll left at least over its letters and under its line
when its band between the dice and the mat is short (round 73: its letters keep their rung)."""
PAIRS_COVER_LABEL = 32
"""Three pairs' ribbon covers its mat and this many reference pixels over it and under it
(its "Selecție: —" label hidden whole, no half of it peeking over the ribbon)."""

FARKLE_PAIRS_TITLE = 0.1
"""Three pairs' ribbon title at most this share of the felt's height (round 66 ruling: a
banner, its words a little under the banners' cap, clearly under the Chintă's mid rung)."""

THROW_HOLD = 0.6
"""Seconds a rare throw's landed dice lie still and seen on the table before its stage comes
(round 66, critic B65: "a hard cut after about 0.3 s of landed dice"): counted from their
landing (the dice' own reveal delay, game/theme.DICE_REVEAL_DELAY, part of it)."""
BIG_BANK_COUNT = (0.56, 0.7)
"""The shares of a big bank's stage over which the banker's row counts up to its new total,
its amount landed beside it and melting there (round 66, critic B65: at 99 % the "+2 000"
lay over a score still "0"): said whole before the stage ends, under its plate standing whole
(round 73, hF82, critic J72 #10: it counted once the plate had gone, the plate's "+2 000"
beside a score still 0: the figure it names is seen arriving)."""
BANNER_BANK_COUNT = (0.12, 0.36)
"""The shares of a banner's bank's stage (1 000–1 999) over which the banker's row counts up
to its new total as the plaque lands, whole by 40 %, the plaque standing over a table that
reads it (ruling S96 2., round 81, hF107, critic cF80: "+1 050" beside Scor 0)."""
BANK_CHIPS = (0.08, 0.5)
"""The shares of a staged bank's stage (a banner's, a big bank's) over which its chips fly
from the dice set aside in the ledger, through the middle column, into the banker's row,
under the plate's words (critic B69: the middle bare while the plate showed): brief, and
landed long before the stage ends and the turn passes."""
BANK_LEFT_FADE = (0.0, 0.12)
"""The shares of a staged bank's stage over which the dice it left in the row fade out, as its
plate comes down (round 76, hF89: they vanished at the press), gone before it lands (round 82,
hF110, S107 1.: they peeked round the plate as it settled)."""
BANK_CHIP_KINDS = ("bank_big", "bank_banner")
"""The stages whose bank flies as chips (the goal's plate hushes the table whole, S6; a
banner's bank's plaque stood alone, S87, round 80, hF104, until S107 2., round 82: a short
burst of coins runs into the banker's row as it counts)."""
BANK_CHIPS_OF = {"bank_banner": (0.06, 0.36)}
"""A stage's own chip shares where not :data:`BANK_CHIPS`: a banner's bank's short burst of
coins runs into the banker's row as it counts (:data:`BANNER_BANK_COUNT`), all landed as it
reads the new total (ruling S107 2., round 82, hF110, critic cB81 change 4; S87 1.'s plaque
alone amended)."""
BIG_BANK_MELT = 0.56
"""The share of a big bank's stage by which its amount has melted into the banker's total:
as the row starts counting it in (:data:`BIG_BANK_COUNT`), nothing of it left over the row
(round 71, critic B71: a "+2 000" ghost lay beside a row already saying 2 000). Round 74
(hF85): it flies into the total itself, melting over its last fifth, gone on arrival (it
landed beside the total, in the felt by the players panel)."""


FARKLE_BANK_VEIL = {"bank_banner": 36, "bank_big": 80}
"""How dark (0..255 of black) the table grows under a staged bank, by its rung (ruling S72,
round 79, hF99, critic cB78 #13: both stood under the banners' one 72, the "+1 050" plate and
"Încasare mare!" read as one weight): a banner's bank barely hushes it, a big bank's takes
it down near the goal's hush (:data:`FARKLE_GOAL_HUSH_EVEN`, blurred as well), its light
and coins the brightest thing on the table."""

FARKLE_BIG_BANK_TITLE = 0.125  # a big bank's title at most this share of the felt's height:
# over hot dice' and three pairs' (the banners' cap, 0.11), under the Chintă's (ruling S3)
FARKLE_BIG_BANK_WORDS = 0.72  # a big bank's words at most this share of the middle column's
# width (a banner with icons: 0.66): "Încasare mare!" is long, its coins narrow
FARKLE_GOAL_PLATE_SIDE = 52  # reference px of the goal's plate each side of its headline
BUST_DIE_GREY = (92, 96, 94, 120)  # the wash over a bust's failed dice: grey behind the stamp
BUST_STAMP_OFF_DICE = 10  # reference px of felt between the failed dice' red rings and the
# bust's stamp under them (S2, round 73, critic J72: over their lower edge it touched them)
BUST_GREY_IN = 0.45
"""Seconds (at the normal speed) a bust's lost dice take to go grey as its plate strikes,
trembling (ruling S95 3., round 81, hF106, critic cB80 #6: they greyed in one frame, the bust
"a red box of text" beside the hot dice' flames)."""
BUST_TOTAL_DROP = 0.45
"""Seconds (at the normal speed) a bust's struck "Total tură" figure takes to drop out of the
ledger as its plate strikes: struck left to right, sinking and dimming to rest (ruling S100
1., round 81)."""
BUST_TREMBLE = 0.3
"""Seconds a bust's lost dice tremble as its plate strikes, before they grey (the table's dice
shake for as long: ``game.widgets.dice.SHAKE_DURATION``; ruling S95 3.)."""
BUST_STILL = 0.5
"""Seconds (at the normal speed; half at "Rapidă") a bust's dice lie landed and still, plain,
before its stamp strikes (ruling S27, round 77, hF91: 0.18 s, the dice' reveal beat, left no
time to read them before the verdict)."""
STAGE_VEIL_IN = 0.15  # seconds a 10 000 stage's veil cross-fades in over (round 67: it cut in)

FARKLE_GOAL_HUSH_EVEN = 150  # how dark (0..255) the table behind the goal's plate grows,
# blurred (round 68, critic B67: its words cut at the plate's edges; round 69, ruling S6)
STAGE_COMPUTER_WIN_CONFETTI = 0
"""A computer's win has the win's stage (its rays: never silence, critic C67), in its own
words, and no confetti (round 71, critic D70: no party for the computer beating you, a
respectful, quieter moment than a person's 110 pieces)."""
BIG_BANK_PAD = 52  # reference px above and under a big bank's words on its plate (hot dice' 22):
# its plate clearly taller than hot dice' ribbon (round 69, ruling S3), its coin beading there
BIG_BANK_BEAD = 9  # the largest radius (reference px) of a coin of that beading
STAGE_TITLE_TOP_MARGIN = 28
"""Reference px kept between the win's title and the felt's top as it grows in (critic C70:
"Victorie!" cut by the screen's top edge at 1920, touching it at 1024)."""

YAMS_TABLE_BACK = (YAMS_EXIT_STAMP[0], YAMS_EXIT_HOME[0])  # S103 1., 2. (round 82,
# hY125, critic cA81 #1, #3): a Yams Penta's stage cross-fades into the whole table, the sheet
# with the rest, from its exit's first frame, whole and lit (in 0.32 s) before its dice fly down
# home over it;
# before (kept for the record, amended): a Yams Penta's table came
# back through its veil only once its stamp has gone (critic D71, round 72: "Penta!" half there
# over the prompt and the scorecard fading in), as its row leaves its lineup, whole before the
# dice fly down home (critic H72 #12, round 73: they flew over an empty dark felt at 65 %); from
# the frame its row is off the sheet's side (stage_gather.column_reached, round 73, hX79)
YAMS_WORDS_HUSHED = frozenset({"upper_bonus"})  # the Yams
# stages over a table left where it is: the table stays hushed whole under their words to
# their last frame, lifting only once they have gone (critic D71: the bonus "35" over
# "Suită mică" as the dimming lifted under it)

# A full card's TOTAL's wine (round 75, hY103; its plate retired in round 76, hY105: the
# takeover's band is of it).
YAMS_TOTAL_PLATE_FILL = (70, 18, 28)
"""The TOTAL's band's deep wine under its gold figure (the Penta's seal's family)."""
FARKLE_WIN_HOLD = 0.45
"""Seconds the winning bank's final total stands settled in the banker's row before the win's
stage cuts in (round 75, hW78, critic cB75: the stage came as the count landed, no beat to
read the final 5 900); at the normal animation speed. A bust ending the game has its own hold."""

FARKLE_OVERTAKE_HOLD = 1.4
"""Seconds the overtake's beat ("Ion trece în frunte!") stands over the table before the
champion, once a last round's winning bank has counted in (ruling S80 3., round 80, hF101,
critic cB79 #2: the bank counted, then a cut to the champion); in place of
:data:`FARKLE_WIN_HOLD`, at the normal animation speed; a click ends it."""

# A new personal best's stage (round 76, hX89, critics cZ75, cF75a: "Nou record!" on ~40 % of
# bare felt, smaller than "Bonus!"): a grand stage, its figure on a plate under its pill
# (game/views/stage_record.py)
STAGE_RECORD_TITLE = 0.6
"""The record's title's width against the felt's (a Penta's 0.58, the grand ones' 0.5): its
letters at least as tall as the win's verdict's and the upper bonus's "Bonus!"."""
STAGE_RECORD_FILL = 0.8
"""The share of the felt's height the record's group fills (title, pill, plate): its figure
grows to take what is left."""
STAGE_RECORD_WIDTH = 0.5
"""The record's figure at most this share of the felt's width."""
STAGE_RECORD_PLATE = 0.4
"""The record's plate at least this share of the felt's width."""
STAGE_RECORD_GAP = 22
"""Reference px between the player's pill and the record's plate."""
STAGE_RECORD_PAD = 26
"""Reference px of the plate round its figure, its words and its bar."""
STAGE_RECORD_BAR = 22
"""Reference px of height of the bar the new best fills past the old one."""
END_FELT = (22, 124, 76)
"""The felt the end of a game stands on (the win's stage and the results; round 76, hW79,
critics cZ75, cF75a, cF75b: it read olive, a gold seat's tint over the dimmed sheet, or a dull
grey-green): the table's own cloth, a shade richer, untinted by the seat or the amber lamp."""
CHAMPION_SECONDS = 1.4
"""Seconds the winner's own moment lasts before the win's stage and its podium (round 76, hW79,
critics cZ75, cF75a, cF75b: the end was no takeover): the winner's name and score alone on
the felt, brief and skippable (a click or a key skips it and the podium's stage after it)."""
CHAMPION_IN = 0.22
"""Seconds the winner's name and score take to grow in (from :data:`CHAMPION_FROM`)."""
CHAMPION_FROM = 1.5
"""How much larger than at rest the winner's name slams in from."""
CHAMPION_AFTER = 0.16
"""Seconds the trophy and the score take to come in once the name has landed."""
CHAMPION_OUT = 0.2
"""Seconds at its end over which the winner's moment fades into the win's stage."""
CHAMPION_NAME = 0.16
"""The winner's name's letters' height, a share of the felt's height (the largest words)."""
CHAMPION_SCORE = 0.1
"""The winning score's letters' height, a share of the felt's height."""
CHAMPION_CUP = 0.2
"""The trophy over the winner's name: its side, a share of the felt's height."""
CHAMPION_MOST_WIDE = 0.84
"""The most of the felt's width the winner's name (a tie's names) takes."""
CHAMPION_CONFETTI = 90
"""Confetti slips thrown over a person's winning moment (a computer's throws none, ruling S9)."""
CHAMPION_SLIP = 22
"""Reference pixels of a confetti slip's length over the winner's moment."""
CHAMPION_BURST_AHEAD = 0.12
"""Seconds the winner's moment's confetti burst is already under way on its first frame (no
clump of slips at one point)."""
CHAMPION_VERB = 0.08
"""The verb under the winner's name ("câștigă!"), its letters' height, a share of the felt's
height, over a counted TOTAL (else as tall as the score; round 77, hY106, ruling S9 amended)."""
CHAMPION_VERB_HEAD = 0.105
"""The verb under the winner's name ("câștigă!") without a counted TOTAL: its letters'
height, a share of the felt's height (ruling S55, round 78, hF96: the winner's line, larger
than the score's under it; critic cB78 read "câștigă!" under "cu 10 450 de puncte")."""
CHAMPION_SCORE_UNDER = 0.74
"""The score line's layout size under the verb, at most this share of the verb's (S55)."""
CHAMPION_MARK = 0.8
"""The seat's mark before each winner's name, its side against the name's letters' height."""
CHAMPION_COUNTED_NAME = 0.14
"""The winner's name's letters' height when their moment also counts the game's last TOTAL
(round 77, hY106, ruling S8 amended: one takeover counts it and crowns the winner)."""
CHAMPION_COUNTED_CUP = 0.15
"""The trophy's side over a counted crowning, a share of the felt's height."""
CHAMPION_FIGURE = 0.15
"""The counted TOTAL's digits' height in the crowning, a share of the felt's height."""
CHAMPION_PARTS = 0.036
"""The sums that make the counted TOTAL ("Total sus 63 · Bonus 35 · Total jos 28"), their
letters' height, a share of the felt's height."""

# A full card's TOTAL as a takeover (round 76, hY105, critics cZ75, cF75a: "the TOTAL a small
# badge on the sheet"): the table dimmed, the player's name in their seat's colour and the
# total counted up from its parts, big and centred on the felt (ruling S8, amended round 76).
YAMS_TOTAL_TAKEOVER_SHARE = 0.24
"""The TOTAL's figure's ink height, a share of the felt's height."""
YAMS_TOTAL_TAKEOVER_NAME = 0.085
"""The player's name's ink height over the figure, a share of the felt's height."""
YAMS_TOTAL_TAKEOVER_PARTS = 0.036
"""The parts' line (upper sum, bonus, lower sum) under the figure, a share of the felt's
height (its type never under the game's least)."""
YAMS_TOTAL_TAKEOVER_VEIL = 238
"""How dark the veil over the table is while the TOTAL takes it over (alpha): nearly black,
no figure of the sheet read through it beside the count (ruling S78 1.)."""
YAMS_TOTAL_TAKEOVER_ENTER = 0.1
"""The share of the TOTAL's moment its veil and figure take to come in."""
YAMS_TOTAL_TAKEOVER_COUNTED = 0.72
"""Where in the TOTAL's moment the count has landed on the card's total (it holds after)."""
YAMS_TOTAL_TAKEOVER_EXIT = 0.86
"""Where in the TOTAL's moment the takeover starts to leave (the veil lifting, the figure
fading; the TOTAL cell holds its figure under it)."""

# A Penta's five dice celebrated on its stage (round 78, hY109, critic cA77, ruling S44 2.):
# once "Penta!" has landed they pop in a wave, left to right, twice (the second smaller), in a
# gold glow, all before the words under them leave (YAMS_EXIT_WORDS); a pop, not a hop: the
# row sits ~30 px under the title's letters at 1920x1080, a hop would touch them
STAGE_PENTA_POP_WAVES = ((0.17, 0.1), (0.36, 0.06))
"""Each wave's first pop (a share of the stage) and how much it grows a die (its side's
share, grown about its foot: 0.1 lifts its top about 24 px at 1920x1080, clear of the
title's letters; S77, round 80: smaller, the row's feet on one line)."""
STAGE_PENTA_POP_STEP = 0.0
"""The share of the stage between one die's pop and the next's: none, the five pop as one
beat (ruling S118 2., round 82, critic cA82 #3: a wave, 0.025 apart, showed two swollen dice
beside three at rest in any still frame; S44 2.'s wave amended)."""
STAGE_PENTA_POP_EACH = 0.09
"""The share of the stage one pop lasts (swelling and back: about 0.3 s)."""
STAGE_PENTA_GLOW = (0.16, 0.22, 0.5, 0.56)
"""The dice' gold glow: in over the first two shares, out over the last two."""
STAGE_PENTA_GLOW_REACH = 30
"""Reference px the glow reaches past each die."""

CROWNED_COUNT_PACE = 1.33
"""How many times faster a crowned end's count plays than a TOTAL's takeover in the game
(~0.9 s; ruling S43: the results' buttons usable ~2 s after the last box)."""
