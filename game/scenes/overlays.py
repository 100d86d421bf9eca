"""Dialogs drawn over the current scene: confirm ("leave the game?") and pause / help."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.scenes.base import Scene
from game.widgets.felt import draw_panel
from game.widgets.text import BOLD, draw_text, wrap

if TYPE_CHECKING:
    from game.app import App


class ConfirmOverlay(Scene):
    """Ask a yes/no question; "yes" closes the dialog then runs ``on_confirm``; Esc is "no"."""

    is_overlay = True
    dim_below = True


    def is_animating(self) -> bool:
        """Nothing here moves by itself (it changes on input only)."""
        return False

    def __init__(self, app: App, title_key: str, body_key: str,
                 on_confirm: Callable[[], None], *, yes_key: str = "common.yes",
                 no_key: str = "common.no") -> None:
        """Make the dialog; the texts are catalog keys."""
        super().__init__(app)
        self.title_key = title_key
        self.body_key = body_key
        self.on_confirm = on_confirm
        self.no_button = self.button(no_key, self.back, "secondary")
        self.yes_button = self.button(yes_key, self.confirm)
        self.focus.widgets = [self.no_button, self.yes_button]
        self.focus.index = 0  # the safe answer has the focus: Enter keeps the game
        self.panel = pygame.Rect(0, 0, 0, 0)

    def confirm(self) -> None:
        """Close the dialog, then do what was asked."""
        self.app.manager.pop()
        self.on_confirm()

    def layout(self, size: tuple[int, int]) -> None:
        """Centre the panel and its two buttons."""
        super().layout(size)
        w, h = self.size
        pw = min(self.px(theme.DIALOG_SIZE[0]), w - 2 * self.px(40))
        ph = min(self.px(theme.DIALOG_SIZE[1]), h - 2 * self.px(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(theme.BUTTON_SMALL_SIZE[0]), self.px(theme.BUTTON_SMALL_SIZE[1])
        gap = self.px(theme.GAP * 2)
        y = self.panel.bottom - self.px(40) - bh
        self.no_button.place(pygame.Rect(w // 2 - gap // 2 - bw, y, bw, bh), self.scale,
                             self.font_px(theme.FONT_BUTTON))
        self.yes_button.place(pygame.Rect(w // 2 + gap // 2, y, bw, bh), self.scale,
                              self.font_px(theme.FONT_BUTTON))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene below, then the panel, question and buttons."""
        draw_panel(surface, self.panel, self.scale, alpha=theme.DIALOG_ALPHA)
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (self.panel.centerx, self.panel.y + self.px(70)), shadow=self.px(3),
                  max_width=self.panel.w - self.px(60), weight=BOLD)
        size = self.font_px(theme.FONT_BODY)
        y = self.panel.y + self.px(140)
        for line in wrap(self.tr(self.body_key), size, self.panel.w - self.px(80)):
            draw_text(surface, line, size, theme.CREAM, (self.panel.centerx, y))
            y += round(size * 0.95)
        self.draw_widgets(surface)


class PauseOverlay(Scene):
    """Pause and help over a table: the keys, then Continue / Rules / Leave the game."""

    is_overlay = True
    dim_below = True

    HELP_KEYS = ("help.keys_undo", "help.keys_back", "help.keys_rules", "help.keys_mute",
                 "help.keys_fullscreen")
    """Catalog keys of the help lines every table shares (after the table's own keys)."""

    TABLE_KEYS = {
        "yams": ("follow.pause.roll", "follow.pause.yams.dice", "follow.pause.yams.enter"),
        "farkle": ("follow.pause.roll", "follow.pause.farkle.dice", "follow.pause.farkle.enter"),
    }
    """Catalog keys of each table's own keys (Space rolls, the dice keys, Enter)."""

    def help_keys(self) -> tuple[str, ...]:
        """The help lines of this table: its own keys, then the shared ones."""
        return self.TABLE_KEYS.get(self.rules_game, ()) + self.HELP_KEYS

    def is_animating(self) -> bool:
        """Nothing here moves by itself (it changes on input only)."""
        return False

    def __init__(self, app: App, on_leave: Callable[[], None] | None = None,
                 rules_game: str = "yams") -> None:
        """Make the dialog; ``on_leave`` runs after the player confirms leaving the game.

        ``rules_game`` ("yams" / "farkle") is the rules tab that "Reguli" opens.
        """
        super().__init__(app)
        self.on_leave = on_leave
        self.rules_game = rules_game
        self.resume_button = self.button("pause.resume", self.back)
        self.rules_button = self.button("menu.rules", self.open_rules, "secondary")
        self.leave_button = self.button("pause.leave", self.ask_leave, "secondary")
        self.focus.widgets = [self.resume_button, self.rules_button, self.leave_button]
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.leave_button.visible = on_leave is not None

    def open_rules(self) -> None:
        """Show the rules of this table's game over it."""
        from game.scenes.rules import open_rules

        open_rules(self.app, self.rules_game)

    def ask_leave(self) -> None:
        """Ask before leaving the game."""
        if self.on_leave is None:
            return
        on_leave = self.on_leave

        def confirmed() -> None:
            self.app.manager.pop()  # this pause dialog
            on_leave()

        self.app.manager.push(ConfirmOverlay(self.app, "confirm.leave_title",
                                             "confirm.leave_body", confirmed))

    def layout(self, size: tuple[int, int]) -> None:
        """Centre the panel; help lines above a row of buttons."""
        super().layout(size)
        w, h = self.size
        pw = min(self.px(1100), w - 2 * self.px(40))
        line = round(self.font_px(theme.FONT_BODY) * 1.15)
        ph = self.px(150) + len(self.help_keys()) * line + self.px(60 + theme.BUTTON_SMALL_SIZE[1])
        ph = min(ph, h - 2 * self.px(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        buttons = [b for b in self.focus.widgets if b.visible]
        gap = self.px(theme.GAP)
        bw = min(self.px(theme.BUTTON_SMALL_SIZE[0]),
                 (pw - self.px(60) - gap * (len(buttons) - 1)) // max(1, len(buttons)))
        bh = self.px(theme.BUTTON_SMALL_SIZE[1])
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = w // 2 - total // 2
        y = self.panel.bottom - self.px(40) - bh
        for button in buttons:
            button.place(pygame.Rect(x, y, bw, bh), self.scale, self.font_px(theme.FONT_BUTTON))
            x += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the panel, title, help lines and buttons."""
        draw_panel(surface, self.panel, self.scale, alpha=theme.DIALOG_ALPHA)
        draw_text(surface, self.tr("pause.title"), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (self.panel.centerx, self.panel.y + self.px(70)), shadow=self.px(3), weight=BOLD)
        size = self.font_px(theme.FONT_BODY)
        y = self.panel.y + self.px(150)
        for key in self.help_keys():
            draw_text(surface, self.tr(key), size, theme.CREAM, (self.panel.centerx, y),
                      max_width=self.panel.w - self.px(60))
            y += round(size * 1.15)
        self.draw_widgets(surface)
