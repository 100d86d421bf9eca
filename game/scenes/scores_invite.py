"""The Scores screen's invitation to play (a mixin of
:class:`game.scenes.scores.ScoresScene`): an empty board's sentence, a board of few scores'
fourth row inviting any score in, and the one empty state when no board holds a score
(ruling S82 7: no band over a board's free places, their rows the tiles')."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.engine.farkle import TARGETS
from game.i18n import format_int
from game.scenes.scores_board_card import draw_board_card, plan_board_card
from game.scenes.scores_podium import (  # (the ghost die: the free seats too, S111 1.)
    draw_ghost_die,
    draw_open_step,
    draw_solid_step,
    podium_steps,
)
from game.scenes.scores_welcome import PODIUM_ASPECT, PODIUM_WIDTH, WelcomePlan, draw_stage_light
from game.widgets.felt import draw_panel
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, STAMP, draw_text, line_height, text_size

WELCOME_KINDS = ("yams", "farkle")
"""The games whose record cards stand side by side in the welcome, left to right (S69 2)."""
NAME_GROWTH = 1.25
"""Each game's name over its empty podium, this much over the heading type (alone in its
band since ruling S90 4, it carries the band)."""
MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game; as :mod:`game.scenes.scores`)."""
GHOST_SHARE = 0.56
"""An empty podium's ghost die: its side as a share of its step's width..."""
GHOST_MOST = 112
"""...at most (reference pixels)."""
GHOST_AIR = 10
"""Reference pixels between a ghost die and its step, and between the dice and the name."""
PODIUM_TALL = 1.15
"""The welcome's podium: its height over its width's share of :data:`PODIUM_ASPECT` (steps
that carry their dice, never slabs that push them into the name)."""



class ScoresInvitation:
    """The invitation to play of the Scores screen (a mixin of the Scores screen)."""

    tr: Callable[..., str]
    px: Callable[[float], int]
    target: Any
    font_px: Callable[[int], int]
    scale: float
    heading_row: pygame.Rect
    _cell: Callable[..., None]
    panels: dict[str, pygame.Rect]
    entries: dict[str, list[Any]]
    content: pygame.Rect
    size: tuple[int, int]
    forward_button: Any
    back_button: Any
    free_lines: dict[str, list[tuple[str, pygame.Rect]]]
    table: Callable[..., list[Any]]
    focus: Any
    app: Any
    play_game: str
    board_aims: Callable[[], list[tuple[str, pygame.Rect]]]
    board_invites: dict[str, tuple[str, pygame.Rect]]
    """Each empty board's invitation as last drawn: its words and where they stand."""
    board_cards: dict[str, pygame.Rect]
    board_dice: dict[str, list[pygame.Rect]]
    type_least: int
    empty_panel: pygame.Rect | None = None
    empty_steps: tuple[pygame.Rect, ...] = ()
    """The empty podium's steps as last drawn (the first place's, the second's, the third's):
    the first game's (Yams) since S69 2."""
    empty_podiums: dict[str, tuple[pygame.Rect, ...]] = {}
    """Each game's empty podium's steps as last drawn in the welcome (S69 2)."""
    empty_ghosts: dict[str, tuple[pygame.Rect, ...]] = {}
    """Each game's ghost dice on its empty podium's steps as last drawn (S98 1.)."""
    welcome: WelcomePlan
    """Where the welcome's parts stand (laid out with no score anywhere)."""
    boards_bottom: Callable[[], int]
    open_words: dict[tuple[int, int], list[pygame.Rect]]
    """The words on each open podium place as last drawn, by its step's corner."""
    ghost_seats: dict[tuple[int, int], pygame.Rect]
    """The ghost die on each open podium place as last drawn, by its step's corner (S111)."""
    podium_medal: Callable[[], int]

    def draw_board_invite(self, surface: pygame.Surface, kind: str,
                          room: pygame.Rect) -> None:
        """An empty board's invitation: one card filling its ``room`` under its name, the
        game's dice, "Încă nicio partidă de 10 000" and, unless the page's subtitle already
        says any score gets in, what the first score gets (critic E70: an all-ghost board
        invited nothing; round 74, hS29: no hollow podium over it). No button of its own:
        the screen's one red "Joacă …" is its one play button (ruling S90 4, critic cC80
        #10: "Joacă 10 000" inside the empty half beside the red "Joacă Yams")."""
        if self.table(kind):
            self.board_invites.pop(kind, None)
            return
        words = self.tr("scores.board_empty", game=self.tr("menu." + kind))
        if kind == "farkle" and any(self.table(kind, target) for target in TARGETS):
            words = self.tr("scores.board_empty_target",  # (played to another target:
                            target=format_int(int(self.target.value)))  # this one named)
        said_over = [words for words, _ in self.board_aims()]
        line = ("" if self.tr("scores.any_board") in said_over  # (said once: S90 4)
                else self.tr("scores.board_empty_line"))
        title_px = self.font_px(theme.FONT_HEADING)
        line_px = max(self.type_least, self.font_px(theme.FONT_BODY))
        plan = plan_board_card(room, self.scale, title_px, line_px, None)
        box, dice = draw_board_card(surface, plan, kind, words, line, (title_px, line_px),
                                    self.scale)
        self.board_invites[kind] = (words, box)
        self.board_cards[kind] = plan.card
        self.board_dice[kind] = dice

    def draw_open_place(self, surface: pygame.Surface, step: pygame.Rect, place: int,
                        held: int, size: int) -> None:
        """A free podium place of a board holding ``held`` scores, as an invitation: each
        says it is free, "Locul 3 · liber" as "Locul 2 · liber" (one wording, round 77, hS33,
        ruling S35, critic cC77: "după încă 2 scoruri" beside "liber" read as two rules; the
        page's subtitle says once that any score gets in, hT78; no ghost "3", hS28)."""
        line = self.tr("scores.step_any")  # every free place alike (S35)
        self.open_words[step.topleft], ghost = draw_open_step(  # (S111 1.)
            surface, step, place, self.tr("scores.facts.place", place=place), line, size,
            self.scale, self.podium_medal())
        if ghost is not None:
            self.ghost_seats[step.topleft] = ghost

    def nothing_held(self) -> bool:
        """True when no board holds any score (Yams, 10 000 at every target)."""
        return not any(self.entries.values())

    def place_nothing_yet(self) -> None:
        """With no score anywhere: one welcome filling the boards' room (hS28, critic K72:
        one card in ~35 % bare felt), a podium waiting per game side by side, each with its
        own "Joacă …" under it (ruling S98 1., critics cC80 #9/#10 and change 1, cF80: one
        play button per game, one of them red: the game last played or set up, the other a
        quiet green), Back alone centred under the panel, no target to choose (hS22); the
        one sentence is the page's subtitle (:meth:`page_aim`). Else the boards' places as
        laid out (the second game's button hidden)."""
        self.target.visible = not self.nothing_held()
        other = getattr(self, "other_play", None)
        if other is not None:
            other.visible = self.nothing_held()
        if not self.nothing_held():
            self.empty_panel = None
            return
        back = self.back_button
        rect = back.rect.copy()
        rect.centerx = self.size[0] // 2
        back.place(rect, self.scale, self.font_px(theme.FONT_BUTTON))
        room = self.panels["yams"].union(self.panels["farkle"])  # (under the subtitle)
        room.h = self.boards_bottom() - room.y
        font = self.font_px(theme.FONT_BUTTON)
        pad = self.px(theme.GAP * 2)
        button_h = self.px(theme.BUTTON_SMALL_SIZE[1])
        head = round(self.font_px(theme.FONT_HEADING) * NAME_GROWTH)
        name_h = line_height(head, STAMP)
        inner_h = room.h - 2 * pad
        half_w = room.w // 2
        steps_w = min(self.px(PODIUM_WIDTH), half_w - 2 * pad)
        ghost = min(self.px(GHOST_MOST), round(steps_w / 3 * GHOST_SHARE))
        air = self.px(GHOST_AIR)
        podium_h = max(self.px(40), min(round(steps_w / PODIUM_ASPECT * PODIUM_TALL),
                                        inner_h - name_h - 3 * air - ghost - pad - button_h))
        whole = name_h + air + ghost + air + podium_h + pad + button_h
        top = room.y + pad + max(0, (inner_h - whole) // 2)
        podium = pygame.Rect(0, 0, steps_w, podium_h)
        podium.midbottom = (room.x + half_w // 2, top + whole - pad - button_h)
        widths = [max(self.px(theme.BUTTON_SMALL_SIZE[0]),
                      text_size(str(b.text), font, BOLD)[0] + self.px(96))
                  for b in (self.forward_button, other) if b is not None]
        place = pygame.Rect(0, 0, min(max(widths, default=0), half_w - 2 * pad), button_h)
        place.midtop = (podium.centerx, podium.bottom + pad)
        self.welcome = WelcomePlan(room, 0, ghost, podium, place)
        self.empty_panel = room
        left_game = WELCOME_KINDS[0]
        buttons = [b for b in (self.forward_button, other) if b is not None]
        for button in buttons:
            game = self.play_game if button is self.forward_button else self.other_game()
            x = room.x + (0 if game == left_game else half_w) + half_w // 2
            button.place(place.move(x - place.centerx, 0), self.scale, font)
        order = sorted(buttons, key=lambda b: b.rect.x)  # Tab reads them left to right,
        widgets = self.focus.widgets  # then Back under them (S89 3)
        focused = self.focus.focused
        for button in buttons:
            widgets.remove(button)
        at = widgets.index(self.back_button)
        widgets[at:at] = order
        if focused is not None:
            self.focus.focus(focused)

    def other_game(self) -> str:
        """The game the quiet "Joacă …" of the welcome offers: the one the red does not."""
        return next(kind for kind in WELCOME_KINDS if kind != self.play_game)

    def draw_nothing_yet(self, surface: pygame.Surface) -> None:
        """The welcome of :meth:`place_nothing_yet`: one podium waiting per game side by
        side (S69 2), its steps in their metals, lit, a ghost die standing on each (the
        player to come, S98 1.), the game's name over it; its button is drawn with the
        screen's widgets, the one sentence as the page's subtitle."""
        if self.empty_panel is None:
            self.place_nothing_yet()
        panel = self.empty_panel
        if panel is None:
            return
        draw_panel(surface, panel, self.scale)
        self.empty_podiums, self.empty_ghosts = {}, {}
        for kind, half in zip(WELCOME_KINDS, (panel.x, panel.x + panel.w // 2), strict=True):
            self._draw_empty_record(surface, kind, pygame.Rect(half, panel.y, panel.w // 2,
                                                               panel.h))
        self.empty_steps = self.empty_podiums[WELCOME_KINDS[0]]

    def _draw_empty_record(self, surface: pygame.Surface, kind: str,
                           half: pygame.Rect) -> None:
        """One game's podium in its ``half`` of the welcome (S69 2): its steps lit, a ghost
        die on each (:func:`draw_ghost_die`, its place's pips in its medal's metal: the
        podium waits for its players, S98 1.), over them the game's name under a small
        trophy; no line of its own (ruling S90 4)."""
        plan = self.welcome
        steps = plan.podium.copy()
        steps.centerx = half.centerx
        draw_stage_light(surface, steps, plan.cup, self.scale, self.welcome.panel)
        podium = tuple(podium_steps(steps, self.scale))
        ghosts = []
        air = self.px(GHOST_AIR)
        for place, step in enumerate(podium, start=1):  # (whole, no hollow medals)
            draw_solid_step(surface, step, place, self.scale)
            ghosts.append(draw_ghost_die(surface, place, plan.cup,
                                         (step.centerx, step.top - air)))
        self.empty_podiums[kind] = podium
        self.empty_ghosts[kind] = tuple(ghosts)
        head = round(self.font_px(theme.FONT_HEADING) * NAME_GROWTH)
        name = self.tr(f"scores.{kind}")
        centre_y = min(g.top for g in ghosts) - air - line_height(head, STAMP) // 2
        cup = round(head * 0.95)
        width = cup + self.px(14) + text_size(name, head, STAMP)[0]
        x = half.centerx - width // 2
        draw_icon(surface, "trophy-cup", cup, theme.GOLD, (x + cup // 2, centre_y),
                  shadow=self.px(3))
        draw_text(surface, name, head, theme.GOLD, (x + cup + self.px(14), centre_y),
                  "midleft", shadow=self.px(3), weight=STAMP)
