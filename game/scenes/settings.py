"""Settings: language, volume and sound, the dice throw's speed, full screen, computer level, pace,
the tips of a first game.

The rows are grouped under four headings, each with a line saying what its settings do, in
two columns of panels; every option key is one width. The volume's row shows a level meter
between its label and its stepper; under it a sound check plays a throw, so the Audio group
holds three rows as the computer's beside it. Every change applies at once (``App.apply_settings``)
and is saved.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_int
from game.scenes.settings_band import RING_CLEAR, ROW_BAND_OVER, ROW_BAND_SIDE, ROW_BAND_UNDER
from game.scenes.settings_captions import FIRST_LINE_LEAST as FIRST_LINE_LEAST
from game.scenes.settings_captions import LAST_LINE_LEAST as LAST_LINE_LEAST
from game.scenes.settings_captions import caption_lines
from game.scenes.settings_keys import SettingsKeys
from game.scenes.settings_meter import VOLUME_STEP as VOLUME_STEP
from game.scenes.settings_meter import SettingsMeter
from game.scenes.simple import TitledScene, last_game
from game.widgets.button import Button, label_text
from game.widgets.felt import draw_panel
from game.widgets.forms import Choice, KeyAction, Stepper
from game.widgets.group_icons import draw_group_icon
from game.widgets.keycaps import draw_keyed, key_plain
from game.widgets.pending_choice import PendingChoice
from game.widgets.row_focus import draw_row_focus
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size

if TYPE_CHECKING:
    from game.app import App

BUTTON_ROOM = 32
"""The least felt between the groups and the buttons under them, and between two rows of
groups (pixels; hS29)."""
SNUG_LEAST = 18
"""The least felt between two cards where even two gaps leave the rows no room (1024x600 since
S69 1: each card's first row a little lower under its heading, for its lit band)."""
GROUP_AIR = 3
"""The felt between two groups where the window has the room, in gaps (:data:`theme.GAP`; round 77,
hM80, ruling S31: at 1920x1080 two cards stood 44 px apart, the air between a card's own rows,
and the groups read crowded); where it has not (1024x600), two (:data:`BUTTON_ROOM` at least)."""
APART = 1.8
"""The least felt between two groups, in gaps, before their rows shrink (ruling S97 4.: over
the cards, between them and under them one felt; S31's three gaps where the room allows)."""
EXPLAIN_TYPE = 38
"""The rows' explaining lines' type, layout size (round 77, hM80, S31: at 1920x1080 they were
the hints' 34, ~24 px of muted em under 32 px names); never under :data:`LINE_LEAST`."""
FELT_LEAST = 20
"""The least felt between two cards (and over them, under them: S97 4.'s one felt) before
the page gives up the pixel between a row's control and its line (S102 3.; window pixels)."""
CLICKABLE = 24
"""The least height of an option key (pixels, any size): still easy to click."""

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("settings.group.screen", ("language", "fullscreen")),
    ("settings.group.sound", ("muted", "volume", "sound_test")),
    ("settings.group.pace", ("animation", "coach_marks")),
    ("settings.group.computer", ("computer_speed", "difficulty", "farkle_level")),
)
"""Each heading (its catalog key; the line under it is the key + ".line") and the names of
its settings' widgets, in the order shown: the first two groups in the left column (hM41,
critic A40: the computer's speed sits with its levels in "Calculatorul"; the tips with the
dice's pace, "Zaruri și sfaturi"; hM69, critic A67: the sound check, the sound card's rows
as many as the computer's, no hole between them)."""
GROUP_ICON: dict[str, str] = {
    "settings.group.screen": "screen",
    "settings.group.sound": "sound",
    "settings.group.pace": "pace",
    "settings.group.computer": "computer",
}
"""The icon each group's card wears (one of ``group_icons.GROUP_ICONS``), by its heading's key: a
card keeps its icon wherever its group stands (hM61, review: looked up by its place)."""
GROUP_PAD = 28
"""Room inside a group's panel beside its heading and rows, reference pixels..."""
GROUP_PAD_Y = 22
"""...and over its heading and under its last row (hM51: the explaining lines' larger type
took the room at 1024x600, the toggles kept 28 px)."""
GROUP_PAD_Y_TIGHT = 12
"""...where the rows' controls would else shrink under their least height (1024x600: hM68,
the rows' blocks took the room). (hM68's TITLE_ROOM_TIGHT, the cards risen toward the title
there, retired by ruling S97 4.: the felt over the cards is the felt between them.)"""
LINE_LEAST = 26
"""The groups' explaining lines' least layout size: about 19 px of em, capitals 14 px tall
(hH25: they read small at 1024×600 at the side screens' 15 px; hM51, critic A50: ~13 px
tall at 23); the rows' names never smaller (:meth:`SettingsScene.label_size`)."""
CAPTION_SHRINK = 0.85
"""A caption a little too long for one line is set on it in a type down to this share of the
lines' size (never under :data:`LINE_LEAST`), all the captions in that one type (hS27)."""
HEADING_AIR = 8
"""Room from a card's heading (or its line) to its first row, reference pixels: more than a
row's name to its own explaining line, so the heading stands over the card (hM68)."""
RING_AIR = 4
"""Reference pixels at least between a card's heading and its first row's focus (since S69 1
the row's lit band, held :data:`RING_CLEAR` px clear of the heading, keeps more)."""
LINE_GAP = 10
"""Space between a group's heading and the line saying what its settings do, reference pixels."""
EXPLAINED = ("language", "fullscreen", "animation", "computer_speed", "difficulty",
             "farkle_level", "coach_marks", "muted", "volume", "sound_test")
"""The settings that change how a game plays: under each, a line says what its chosen option
does (catalog key "settings.explain.<name>.<value>"; hS32, critic S31: "what Expert changes,
what Rapidă does"; hM40: the tips too, critic A32 found their row unexplained); their groups
say it there, with no caption line of their own (room for the rows at 1024×600). hM41
(critic A40): the sound and the volume too, every row explained (the volume's line says
"off" at 0, "on" else; the sound check's too, hM69)."""
ROW_KEYS = {"fullscreen": "F11", "muted": "M"}
"""The key that switches a row's setting anywhere, drawn as a keycap after its label (hM40:
not words in a caption), the same cap as every line naming a key (round 77, hM80, S24:
:mod:`game.widgets.keycaps`, it was an outlined plate of its own)."""
EXPLAIN_GAP = 2
"""Room between a row's control and the line explaining its chosen option (reference px)..."""
EXPLAIN_AFTER = 10
"""...and at least between that line and the next row, or its card's foot (reference px)."""
BLOCK_AIR = 2.0
"""The letters' air from a row's explaining line to the next row's name, a multiple of their
air from the row's name to its own line (hM68, critic A67: two or more, a row and its line
one block)."""

GROUP_GLYPH = 0.62
"""A group icon's mark, a share of its gold disc (its corners inside the disc)."""

HEADING_OVER_BODY = 1.32
"""A card's heading over a row's name (critic A69: 52 over 44 read as one level)."""

GROUP_ICON_GAP = 14
"""Reference pixels between a group's icon disc and its heading."""
LABEL_GUTTER = 28
"""Reference pixels of clear felt between a row's name and its control's first key..."""
LABEL_GUTTER_LEAST = 16
"""...and at least so many pixels at any size (critic cQ74 #2: 9 px at 1024x600)."""

HEADING_LEAST = 31
"""The group headings' least layout size: capitals about 17 px of ink tall (hM63: at 1024x600
the scaled size, 28, drew them ~15 px, small beside the rows' names); the gold icon disc
before each grows with it."""


class SettingsScene(SettingsMeter, SettingsKeys, TitledScene):
    """One labelled row per setting; changes apply live."""

    keeps_focus = True
    """Always a control focused (ruling S89 3)."""

    groups = GROUPS
    """The cards and their rows, in reading order (the arrows' columns)."""

    type_least = theme.SIDE_TYPE_LEAST
    """A side screen: no word under 15 px of em, even at 1024×600."""

    title_key = "settings.title"
    title_y = theme.SETTINGS_TITLE_Y
    title_type = theme.SETTINGS_TITLE_TYPE
    """(round 50: the title higher and smaller, the rows their room at 1024×600)"""

    lines_snug = False
    """True where the page lacks room: each row's line a pixel nearer its control (S102 3.)."""

    def __init__(self, app: App, *, play: Callable[[str], None] | None = None,
                 game: str | None = None) -> None:
        """Build one widget per setting from the current settings. ``play`` (opened from the
        menu): a red "Joacă …" beside Back hands ``game`` (the menu's chosen game; without
        one, the game last set up) to ``play`` (the way back to what the player was doing: a
        new game of the game chosen, ruling S52)."""
        super().__init__(app)
        s = app.settings
        lazy = self.lazy
        self.rows: list[tuple[str, Any]] = [
            ("settings.language", PendingChoice(  # ← → point, Enter applies (S89 2)
                [("ro", lazy("settings.language_ro")), ("en", lazy("settings.language_en"))],
                s.language, lambda v: self.change(language=v, language_chosen=True),
                name="language")),
            ("settings.volume", Stepper(
                round(s.volume * 100), 0, 100, lambda v: self.change(volume=v / 100),
                step=VOLUME_STEP, formatter=lambda v: f"{format_int(v)} %", name="volume")),
            ("settings.sound", Choice(
                [(False, lazy("common.on")), (True, lazy("common.off"))], s.muted,
                lambda v: self.change(muted=v), name="muted")),
            ("settings.animation", Choice(
                [("normal", lazy("settings.animation_normal")),
                 ("fast", lazy("settings.animation_fast"))],
                s.animation_speed, lambda v: self.change(animation_speed=v), name="animation")),
            ("settings.fullscreen", Choice(
                [(True, lazy("common.on")), (False, lazy("common.off"))], app.fullscreen,
                lambda v: self.change(fullscreen=v), name="fullscreen")),
            ("settings.difficulty", Choice(
                [("beginner", lazy("settings.difficulty_beginner")),
                 ("expert", lazy("settings.difficulty_expert"))],  # the weaker first, as 10 000
                s.difficulty, lambda v: self.change(difficulty=v), name="difficulty")),
            ("settings.computer_speed", Choice(
                [("slow", lazy("settings.computer_speed_slow")),
                 ("normal", lazy("settings.computer_speed_normal")),
                 ("fast", lazy("settings.computer_speed_fast"))],
                s.computer_speed, lambda v: self.change(computer_speed=v),
                name="computer_speed")),
            ("settings.farkle_level", Choice(
                [("normal", lazy("farkle.level.normal")), ("expert", lazy("farkle.level.expert"))],
                s.farkle_level, lambda v: self.change(farkle_level=v), name="farkle_level")),
            ("settings.coach", Choice(  # issue 22 §4: the coach marks of a first game
                [(True, lazy("common.on")), (False, lazy("common.off"))], s.coach_marks,
                lambda v: self.change(coach_marks=v), name="coach_marks")),
            ("settings.sound_test", KeyAction(  # a throw at the volume chosen (hM69), a
                # key as the toggles beside it (critic A69)
                lazy("settings.sound_test.play"), lambda: self.app.audio.play("rattle"),
                "secondary", name="sound_test")),
        ]
        by_name = {widget.name: (key, widget) for key, widget in self.rows}
        self.rows = [by_name[name] for _, names in GROUPS for name in names]
        for _, widget in self.rows:  # ← → always change a choice's value (S58)
            if isinstance(widget, Choice):
                widget.wraps = True
        self.focus.widgets = [widget for _, widget in self.rows] + [self.back_button]
        self.focus.focus(self.rows[0][1])  # the first control has the focus on arrival
        if play is not None:  # the red way on, as on every side screen (S110 2., cC81 #11)
            self.offer_play(play, lambda: game or last_game(self.app))
        self.panel = pygame.Rect(0, 0, 0, 0)
        """Around every group (the panels drawn are :attr:`group_panels`)."""
        self.group_panels: list[pygame.Rect] = []
        self.cards_room = pygame.Rect(0, 0, 0, 0)
        """The room the cards are fitted into: one felt under the title's letters, over the
        buttons' room (S97 4.)."""
        self.group_pad_y = 0
        """Over each card's heading: the padding the layout chose (tighter at 1024x600)."""
        self.row_air: list[int] = []
        """Each group's air under each of its rows (its column's share of the spare height
        beside a column of more rows), in the order of :attr:`group_panels`."""
        self.label_x: dict[str, int] = {}
        self.explained: dict[str, tuple[str, pygame.Rect, int]] = {}
        """Each explained setting's line as last drawn: (words, line, type size)."""

    def change(self, **changes: Any) -> None:
        """Apply one changed setting live (and save it)."""
        self.app.apply_settings(self.app.settings.with_changes(**changes))
        self.app.audio.play("click")

    def enter(self) -> None:
        """Show the rows a key switches anywhere as they are now, from the first frame."""
        self._show_switched()

    def update(self, dt: float) -> None:
        """Advance the focus's animations; the rows switched by a key anywhere (M, F11)
        show their setting as it is now (hM69: after M, "Pornit" stayed lit)."""
        super().update(dt)
        self._show_switched()

    def _show_switched(self) -> None:
        for _, widget in self.rows:
            if isinstance(widget, PendingChoice) and widget is not self.focus.focused:
                widget.forget()  # the focus left "Limba": its highlight goes (S89 2)
            if isinstance(widget, Choice) and widget.name in ("muted", "fullscreen"):
                now = self.app.settings.muted if widget.name == "muted" else self.app.fullscreen
                widget.index = [value for value, _ in widget.options].index(now)
            if isinstance(widget, Button) or widget.name == "volume":  # greyed, inert, passed
                widget.enabled = self.audible() if isinstance(widget, Button) else (  # by
                    not self.app.settings.muted)  # while it would be silent (S110 4.)

    def group_lines(self, key: str, width: int) -> tuple[str, ...]:
        """The line under heading ``key`` in :meth:`caption_size`, across the panel's inner
        ``width``: wrapped only when it must, its last line never short nor one word alone
        (:func:`caption_lines`); none for a group whose rows explain their options."""
        if any(name in EXPLAINED for name in dict(GROUPS)[key]):
            return ()
        return caption_lines(self.tr(key + ".line"), self.caption_size(width), width)

    def explanation(self, name: str) -> str:
        """What the chosen option of setting ``name`` does ("" for a setting not explained)."""
        if name not in EXPLAINED:
            return ""
        widget = {w.name: w for _, w in self.rows}[name]
        value = getattr(widget, "value", None)
        if name == "volume":  # one line for any level, another for silence
            value = "off" if not value else "on"
        if name == "sound_test":  # what the check will play: a throw, or nothing
            value = "on" if self.audible() else "off"
        value = str(value).lower() if isinstance(value, bool) else str(value)
        if isinstance(widget, PendingChoice) and widget.pointing:  # what Enter will do
            value = "pending." + str(widget.options[widget.pending][0])
        return self.tr(f"settings.explain.{name}.{value}")

    def audible(self) -> bool:
        """True while a sound would be heard: the sound on, the volume over zero."""
        return not self.app.settings.muted and self.app.settings.volume > 0

    def explain_step(self) -> int:
        """The room an explaining line takes under its row's control."""
        return line_height(self.line_size()) + self.explain_gap()

    def block_gap(self, control: int) -> int:
        """The air from a row's explaining line to the next row's control (``control`` px
        tall): the letters of that line stand :data:`BLOCK_AIR` times as far from the next
        row's name as from their own row's name, so each line reads with its row (hM68,
        critic A67: at 1024 "each explanation sits tight against the next label")."""
        name, line = line_height(self.label_size()), line_height(self.line_size())
        rim = max(0, (control - name) // 2)  # a name's box inside its control's height
        leading = name // 5 + line // 5  # the boxes' room over and under the letters
        within = rim + self.explain_gap() + leading
        return max(self.px(EXPLAIN_AFTER), math.ceil(BLOCK_AIR * within) - rim - leading)

    def explain_gap(self) -> int:
        """Room between a row's control and its explaining line: the focus ring's reach and
        a little more (critic A41, at 1366 and 1024); the ring's reach alone where the page
        lacks room (S102 3.: the lit band of S69 1 wraps the row, the cards kept apart)."""
        reach = (theme.px(theme.FOCUS_RING_GAP, self.scale)
                 + max(2, theme.px(theme.FOCUS_RING_WIDTH, self.scale)))
        return max(self.px(EXPLAIN_GAP), reach + self.px(EXPLAIN_GAP) * (not self.lines_snug))

    def caption_size(self, width: int) -> int:
        """The captions' one type: the lines' size, or smaller (down to
        :data:`CAPTION_SHRINK` of it, never under :data:`LINE_LEAST`) as far as every caption
        a little too long for one line of ``width`` needs to fit on it whole."""
        size = self.line_size()
        least = max(LINE_LEAST, round(size * CAPTION_SHRINK))
        for key, _ in GROUPS:
            text = self.tr(key + ".line")
            if text_size(text, least)[0] > width:
                continue  # wraps at any size allowed: it is wrapped evenly instead
            while size > least and text_size(text, size)[0] > width:
                size -= 1
        return size

    def line_size(self) -> int:
        """The groups' explaining lines' type: the small size, never under
        :data:`LINE_LEAST` (read, not glanced, at 1024×600 too)."""
        return max(self.font_px(EXPLAIN_TYPE), LINE_LEAST)

    def line_step(self, width: int) -> int:
        """The leading of the groups' explaining lines (room for the descenders)."""
        return round(line_height(self.caption_size(width)) * 1.15)

    def layout(self, size: tuple[int, int]) -> None:
        """Two columns of panels, one per group: its heading, its line, its rows."""
        super().layout(size)
        near = max(BUTTON_ROOM, self.px(theme.GAP * 2))  # (hS29: 32 px at least)
        wide = max(near, self.px(theme.GAP * GROUP_AIR))  # (S31: the groups apart)
        gap = wide  # the felt between two groups, over them and under them (S97 4.)
        # the panels as far from the buttons as from each other (hS22: they nearly touched)
        buttons = [b.rect.top for b in (self.back_button, self.forward_button)
                   if b is not None and b.visible]
        col_w = (min(self.content.w + self.px(theme.MARGIN * 2), self.px(1720)) - wide) // 2
        pad, pad_y = self.px(GROUP_PAD), self.px(GROUP_PAD_Y)
        heading_h = line_height(self.heading_size(), BOLD)
        small_h = self.line_step(col_w - 2 * pad)
        columns = (GROUPS[:2], GROUPS[2:])
        widgets = {widget.name: widget for _, widget in self.rows}
        keys = {widget.name: key for key, widget in self.rows}

        least = max(CLICKABLE, theme.SETTINGS_CONTROL_LEAST)  # (A41: toggles taller)

        chip = math.ceil(line_height(self.font_px(theme.FONT_BODY))
                         * theme.SETTINGS_CHIP_AIR)  # (hT78, critic cZ75: 41 px chips

        def tall(row: int) -> int:  # a control's height in a row of pitch ``row``: its
            # words with air over and under them whatever the pitch (for 32 px labels)
            return max(min(least, row), min(self.px(theme.FIELD_SIZE[1]), round(row * 0.8)),
                       chip)

        ring = self.band_over() + RING_CLEAR  # (S69 1: a focused first row's band clear of
        # its heading's letters; the heading's line box holds a little felt under them too)

        def head(key: str, row: int) -> int:  # a card's heading, its line, the room to its
            # first row: its focus ring clear of the heading (critic A69: at 1024x600 the
            # ring on "Limba" crowded "Limbă și ecran", a control taller than its row's pitch)
            lines = len(self.group_lines(key, col_w - 2 * pad))
            air = max(self.px(HEADING_AIR), ring - max(0, row - tall(row)) // 2)
            return pad_y + heading_h + self.px(LINE_GAP) * bool(lines) + lines * small_h + air

        def block(row: int, name: str) -> int:  # a row: its control, its line under it
            return max(row, tall(row)) + (self.explain_step() if name in EXPLAINED else 0)

        def natural(key: str, names: tuple[str, ...], row: int) -> int:  # a card as tall
            return (head(key, row) + sum(block(row, name) for name in names)  # as its rows
                    + (len(names) - 1) * self.block_gap(tall(row)) + pad_y)

        def pair_h(pitch: int) -> list[int]:  # each level's height: its taller card's
            return [max(natural(k, n, pitch) for k, n in level)
                    for level in zip(*columns, strict=True)]

        # one rhythm (ruling S97 4., critic cC80 #8: the title ~20 px over the cards, the
        # rows of cards ~65 px apart): the felt from the title's letters' foot to the cards
        # is the felt between the two rows of cards, and over the buttons (their room never
        # under BUTTON_ROOM where the page has it). Where the rows' controls would shrink
        # under their least height (1024x600), the cards' padding tightens first (hM68),
        # then that one felt (S31: the groups apart wherever the room allows), at last the
        # buttons' room with it
        title = self.title_foot()
        bottom = min(buttons, default=self.content.bottom + near)
        tight = self.px(GROUP_PAD_Y_TIGHT)
        snug = max(SNUG_LEAST, self.px(theme.GAP))  # (S69 1: the lit rows' room, 1024x600)
        room = bottom - title
        apart = self.px(theme.GAP * APART)  # (S31 amended by S97 4.: the rows first)
        felt = max(FELT_LEAST, snug)  # (S102 3.: 12 px read cramped at 1024x600)
        self.lines_snug = False
        for spacing in ((pad_y, apart, near, False), (tight, apart, near, False),
                        (tight, snug, near, False), (tight, felt, 0, True),
                        (tight, snug, 0, False), (tight, snug * 2 // 3, 0, False)):
            pad_y, least_gap, kept, self.lines_snug = spacing  # (read by head(), block())
            row = self.px(theme.ROW_HEIGHT)
            while True:  # the rows as tall as they may be, the felts no less than least_gap
                cards = sum(pair_h(row))
                gap = (room - cards) // 3  # over, between and under the cards alike
                if gap < kept:  # (the buttons' room kept: the other two share the rest)
                    gap = (room - cards - kept) // 2
                apart_rows = max(least_gap, self.block_gap(tall(row)) * bool(kept))
                if (gap >= apart_rows and tall(row) >= least) or row <= 1:  # (S31: the
                    # groups no nearer than their rows, where the buttons' room is kept)
                    break
                row -= 1
            if gap >= apart_rows and tall(row) >= least:
                break
        gap = min(gap, wide)  # (S31's felt at most: a taller window's spare round them)
        spare = (room - sum(pair_h(row)) - 2 * gap - max(gap, kept)) // 2
        content = pygame.Rect(self.content.x, title + gap, self.content.w,
                              room - gap - max(gap, kept))
        self.cards_room = content
        self.group_pad_y = pad_y
        left, col_gap = self.size[0] // 2 - col_w - gap // 2, gap
        h = tall(row)
        slot = max(row, h)
        between = self.block_gap(h)
        # the cards side by side level, top and bottom (hM60, critic A51): each level as tall
        # as its taller card; a card of fewer rows spreads its spare height between its rows
        # only (hM68, critic A67: "Ce auzi la masă" had an empty band above "Sunet" and under
        # "Volum"), every card's first row as far under its heading, its last line as far
        # over its foot
        segment = self.segment_width(col_w - 2 * pad)
        levels = pair_h(row)
        top = content.y + max(0, spare)
        self.group_panels = []
        self.row_air = []
        for c, col in enumerate(columns):
            x, y = left + c * (col_w + col_gap), top
            for r, (key, names) in enumerate(col):
                air = (levels[r] - natural(key, names, row)) // max(1, len(names) - 1)
                self.row_air.append(air)
                panel = pygame.Rect(x, y, col_w, levels[r])
                self.group_panels.append(panel)
                inner = panel.inflate(-2 * pad, -2 * pad)
                ry = panel.y + head(key, row)
                for name in names:
                    # every key one width, each control ending at the group's right edge
                    # (hS28: a choice of two stretched as wide as a choice of three)
                    widget_w = self.control_width(widgets[name], segment, h)
                    centre = ry + slot // 2
                    ry += block(row, name) + between + air
                    widgets[name].place(pygame.Rect(inner.right - widget_w, centre - h // 2,
                                                    widget_w, h),
                                        self.scale, self.font_px(theme.FONT_BODY))
                    self.label_x[keys[name]] = inner.x
                y = panel.bottom + gap
        self.panel = self.group_panels[0].unionall(self.group_panels[1:])

    def segment_width(self, room: int) -> int:
        """One option's key, the same in every row of every group, so the rows' options stand
        in columns (a choice of three ends under a choice of two): wide enough for the
        widest option at the body size, two keys about half a panel's ``room``, three keys
        at most 62 % of it and leaving their row's name its room at the names' size (hM51:
        "Viteza calculatorului" shrank beside them at 1024x600, smaller than its line)."""
        font = self.font_px(theme.FONT_BODY)
        widest = max(text_size(label_text(label), font)[0] for _, widget in self.rows
                     if isinstance(widget, Choice) for _, label in widget.options)
        key = widest + self.px(theme.BUTTON_RADIUS * 0.7) + self.px(24)
        gap = theme.px(10, self.scale)
        half = (room * 47 // 100 - gap) // 2
        gutter = self.label_gutter()
        beside = [(room - text_size(self.tr(k), self.label_size())[0] - gutter
                   - (len(widget.options) - 1) * gap) // len(widget.options)
                  for k, widget in self.rows
                  if isinstance(widget, Choice) and len(widget.options) > 1
                  and widget.name not in ROW_KEYS]  # (a keycap's row: a short name)
        return min([max(half, key), (room * 62 // 100 - 2 * gap) // 3, *beside])

    def label_gutter(self) -> int:
        """The clear felt between a row's name and its control: :data:`LABEL_GUTTER`
        reference px, never under :data:`LABEL_GUTTER_LEAST` px (critic cQ74 #2: at
        1024x600 "Viteza calculatorului" touched "Lentă")."""
        return max(LABEL_GUTTER_LEAST, self.px(LABEL_GUTTER))

    def control_width(self, widget: object, segment: int, height: int) -> int:
        """A row's control: as many keys of ``segment`` as it has options, the sound check
        two keys' width; the volume stepper compact, its − and + beside the widest number
        (round 50, critic A41: they stood at both ends of two keys' width), the meter taking
        the rest of its row."""
        if isinstance(widget, Choice) and widget.options:
            count = len(widget.options)
            return count * segment + (count - 1) * theme.px(10, self.scale)
        if isinstance(widget, Button):  # the sound check: an action as wide as two keys,
            return 2 * segment + theme.px(10, self.scale)  # its speaker before its word
            # (cQ74 #2: one key wide it read as a toggle, its word squeezed by the icon)
        side = min(height, self.px(theme.STEPPER_BUTTON))  # (its keys, as Stepper lays them)
        number = text_size(f"{format_int(100)} %", self.font_px(theme.FONT_BODY))[0]
        return min(2 * segment, 2 * side + number + 2 * self.px(theme.SETTINGS_STEPPER_PAD))

    def heading_size(self) -> int:
        """The group headings' size: :data:`HEADING_OVER_BODY` times the body's, never under
        :data:`HEADING_LEAST`."""
        return max(self.font_px(round(theme.FONT_BODY * HEADING_OVER_BODY)), HEADING_LEAST)

    def label_size(self) -> int:
        """The rows' names: the body size, never smaller than the lines under them."""
        return max(self.font_px(theme.FONT_BODY), LINE_LEAST)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The rows and buttons; the focus only once the keys are used (opened by the mouse,
        nothing lit on "Limba" before a key is pressed: hT78, critic cZ75). A row's focus is
        its lit band (:meth:`row_band`, drawn under its words), never a ring round its
        control (S69 1); the bottom buttons keep the ring."""
        focused = self.focus.focused if self.app.manager.keys_last else None
        rows = [widget for _, widget in self.rows]
        for widget in self.focus.widgets:
            widget.draw(surface, widget is focused and widget not in rows)

    def band_over(self) -> int:
        """How far a focused row's band rises over its control (window pixels)."""
        return max(RING_CLEAR + 1, self.px(ROW_BAND_OVER))

    def row_band(self, widget: Any) -> pygame.Rect:
        """The band a focused row lights: its card's width but a little, from over its
        control to under its explaining line, :data:`RING_CLEAR` px or more round both."""
        card = next((p for p in self.group_panels if p.contains(widget.rect)), widget.rect)
        side = max(3, self.px(ROW_BAND_SIDE))
        over = self.band_over()
        bottom = widget.rect.bottom
        if widget.name in EXPLAINED:
            bottom += self.explain_step()
        under = max(RING_CLEAR + 1, self.px(ROW_BAND_UNDER))
        return pygame.Rect(card.x + side, widget.rect.top - over, card.w - 2 * side,
                           bottom + under - (widget.rect.top - over))

    def draw_content(self, surface: pygame.Surface) -> None:
        """Each group's panel, heading and line, then each row's label."""
        body = self.label_size()
        pad = self.px(GROUP_PAD)
        for (key, _), panel in zip(GROUPS, self.group_panels, strict=True):
            small = self.caption_size(panel.w - 2 * pad)
            draw_panel(surface, panel, self.scale)
            y = panel.y + self.group_pad_y  # (hN70: where the layout put it; 1024x600 drew
            heading = self.heading_size()  # it lower, the first row's ring on it)
            tall = line_height(heading, BOLD)
            disc = round(tall * theme.SETTINGS_GROUP_ICON)  # its group's icon on a gold
            # disc before the heading (hM60, critic A51; hM62, A61: it was tiny and dim)
            centre = (panel.x + pad + disc // 2, y + tall // 2)
            pygame.draw.circle(surface, theme.GOLD, centre, disc // 2)
            side = round(disc * GROUP_GLYPH)
            box = pygame.Rect(0, 0, side, side)
            box.center = centre
            draw_group_icon(surface, GROUP_ICON[key], box, theme.PANEL)
            draw_text(surface, self.tr(key), heading, theme.GOLD,
                      (panel.x + pad + disc + self.px(GROUP_ICON_GAP), y), "topleft",
                      weight=BOLD)
            y += line_height(heading, BOLD) + self.px(LINE_GAP)
            for line in self.group_lines(key, panel.w - 2 * pad):
                draw_text(surface, line, small, theme.MUTED, (panel.x + pad, y), "topleft")
                y += self.line_step(panel.w - 2 * pad)
        focused = self.focus.focused if self.app.manager.keys_last else None
        if focused is not None and any(focused is w for _, w in self.rows):
            draw_row_focus(surface, self.row_band(focused), self.scale)  # (S69 1)
        self.explained = {}
        size = self.line_size()
        for key, widget in self.rows:  # under a row: what its chosen option does
            words = self.explanation(widget.name)
            if not words:
                continue
            x = self.label_x.get(key, widget.rect.x)
            under = pygame.Rect(x, widget.rect.bottom + self.explain_gap(),
                                widget.rect.right - x, line_height(size))
            fitted = max(LINE_LEAST, fit_size(key_plain(words), size, under.w))
            if "[" in words:  # a key it names in its keycap (the language's Enter, S89 2.)
                draw_keyed(surface, words, fitted, (under.x, under.centery
                           - line_height(fitted) // 2), self.scale, theme.MUTED)
            else:
                draw_text(surface, words, fitted, theme.MUTED, under.midleft, "midleft",
                          max_width=under.w)
            self.explained[widget.name] = (words, under, fitted)
        for key, widget in self.rows:
            x = self.label_x.get(key, widget.rect.x)
            label = draw_text(surface, self.tr(key), body, theme.CREAM if widget.enabled else
                              theme.MUTED, (x, widget.rect.centery), "midleft",  # (S110 4.)
                              max_width=widget.rect.x - x - self.label_gutter())
            if widget.name in ROW_KEYS:  # its key, a keycap after its words
                self.draw_row_key(surface, ROW_KEYS[widget.name], label, body)
        self._draw_volume_meter(surface)  # beside "Volum", no label of its own (hH25)

    def draw_row_key(self, surface: pygame.Surface, key: str, label: pygame.Rect,
                     size: int) -> pygame.Rect:
        """``key`` in its keycap a space after a row's ``label``, in the label's type and
        line: the caps of every line naming a key (:func:`game.widgets.keycaps.draw_keyed`);
        return where the cap stands."""
        cap = f"[{key}]"
        width = text_size(key_plain(cap), size)[0]
        height = line_height(size)
        x = label.right + text_size(" ", size)[0]
        draw_keyed(surface, cap, size, (x, label.centery - height // 2), self.scale)
        return pygame.Rect(x, label.centery - height // 2, width, height)
