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
from game.scenes.scores_podium import draw_open_step, draw_solid_step, podium_steps
from game.scenes.scores_welcome import WelcomePlan, draw_stage_light, welcome_plan
from game.widgets.empty_state import draw_empty_state
from game.widgets.icons import draw_icon
from game.widgets.text import BOLD, STAMP, draw_text, line_height, text_size

WELCOME_KINDS = ("yams", "farkle")
"""The games whose record cards stand side by side in the welcome, left to right (S69 2)."""
NAME_GROWTH = 1.25
"""Each game's name over its empty podium, this much over the heading type (alone in its
band since ruling S90 4, it carries the band)."""
MAX_ROWS = 10
"""Rows a table has room for (the store keeps ten per game; as :mod:`game.scenes.scores`)."""



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
    welcome: WelcomePlan
    """Where the welcome's parts stand (laid out with no score anywhere)."""
    boards_bottom: Callable[[], int]
    open_words: dict[tuple[int, int], list[pygame.Rect]]
    """The words on each open podium place as last drawn, by its step's corner."""

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
        self.open_words[step.topleft] = draw_open_step(
            surface, step, place, self.tr("scores.facts.place", place=place), line, size,
            self.scale)

    def nothing_held(self) -> bool:
        """True when no board holds any score (Yams, 10 000 at every target)."""
        return not any(self.entries.values())

    def place_nothing_yet(self) -> None:
        """With no score anywhere: one welcome filling the boards' room (hS28, critic K72:
        one card in ~35 % bare felt), one invitation in it: its picture, its words and the
        red "Joacă …" under them (round 74, hS29), Back alone centred under it, no target
        to choose (hS22: two panels of a ghost trophy each); else the boards' places as
        laid out."""
        self.target.visible = not self.nothing_held()
        if not self.nothing_held():
            self.empty_panel = None
            return
        back = self.back_button
        rect = back.rect.copy()
        rect.centerx = self.size[0] // 2
        back.place(rect, self.scale, self.font_px(theme.FONT_BUTTON))
        room = self.content.copy()
        room.h = self.boards_bottom() - room.y
        red = self.forward_button
        font = self.font_px(theme.FONT_BUTTON)
        label = red.text if red is not None else ""
        size = (max(self.px(theme.BUTTON_SMALL_SIZE[0]), text_size(label, font, BOLD)[0]
                    + self.px(96)), self.px(theme.BUTTON_SMALL_SIZE[1]))
        self.welcome = welcome_plan(room, self.scale, self.tr("scores.empty_all"), size)
        self.empty_panel = self.welcome.panel
        if red is not None:
            red.place(self.welcome.button, self.scale, font)

    def draw_nothing_yet(self, surface: pygame.Surface) -> None:
        """The welcome of :meth:`place_nothing_yet`: the picture of a podium waiting (the
        gold trophy over three whole steps in their metals, lit), one per game side by side
        (S69 2), the title and what the screen holds (the red button is drawn with the
        screen's widgets)."""
        if self.empty_panel is None:
            self.place_nothing_yet()
        panel = self.empty_panel
        if panel is None:
            return
        plan = self.welcome
        draw_empty_state(surface, panel, self.scale, self.tr("scores.empty_title"),
                         self.tr("scores.empty_all"), plan.lead)
        self.empty_podiums = {}
        for kind, half in zip(WELCOME_KINDS, (panel.x, panel.centerx), strict=True):
            self._draw_empty_record(surface, kind, pygame.Rect(half, panel.y, panel.w // 2,
                                                               panel.h))
        self.empty_steps = self.empty_podiums[WELCOME_KINDS[0]]

    def _draw_empty_record(self, surface: pygame.Surface, kind: str,
                           half: pygame.Rect) -> None:
        """One game's record card in its ``half`` of the welcome (S69 2, critic cC78 #10:
        one small podium in a wide panel left dead felt both sides): its empty podium lit,
        over it the game's name under a small trophy, in the band the one trophy took; no
        line of its own (ruling S90 4, critic cC80 #9: "Primul scor de Yams intră aici"
        twice beside the welcome's sentence said it three times)."""
        plan = self.welcome
        pad = self.px(theme.GAP)
        steps = plan.podium.copy()
        steps.w = min(steps.w, half.w - 2 * pad)
        steps.centerx = half.centerx
        draw_stage_light(surface, steps, plan.cup, self.scale, self.welcome.panel)
        podium = tuple(podium_steps(steps, self.scale))
        for place, step in enumerate(podium, start=1):  # (whole, no hollow medals)
            draw_solid_step(surface, step, place, self.scale)
        self.empty_podiums[kind] = podium
        head = round(self.font_px(theme.FONT_HEADING) * NAME_GROWTH)
        name = self.tr(f"scores.{kind}")
        tall = line_height(head, STAMP)
        band_top = podium[0].top - plan.cup - self.px(6)  # (where the one trophy stood)
        top = band_top + max(0, (min(s.top for s in podium) - self.px(8) - band_top - tall)
                             // 2)
        cup = round(head * 0.95)
        width = cup + self.px(14) + text_size(name, head, STAMP)[0]
        centre_y = top + line_height(head, STAMP) // 2
        x = half.centerx - width // 2
        draw_icon(surface, "trophy-cup", cup, theme.GOLD, (x + cup // 2, centre_y),
                  shadow=self.px(3))
        draw_text(surface, name, head, theme.GOLD, (x + cup + self.px(14), centre_y),
                  "midleft", shadow=self.px(3), weight=STAMP)
