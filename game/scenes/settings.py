"""Settings: language, volume and sound, the dice throw's speed, full screen, computer level, pace,
the tips of a first game.

Every change applies at once (``App.apply_settings``) and is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_int
from game.scenes.simple import TitledScene
from game.widgets.felt import draw_panel
from game.widgets.forms import Choice, Stepper
from game.widgets.text import draw_text

if TYPE_CHECKING:
    from game.app import App

VOLUME_STEP = 10
"""Percentage points per − / + press of the volume stepper."""


class SettingsScene(TitledScene):
    """One labelled row per setting; changes apply live."""

    title_key = "settings.title"

    def __init__(self, app: App) -> None:
        """Build one widget per setting from the current settings."""
        super().__init__(app)
        s = app.settings
        lazy = self.lazy
        self.rows: list[tuple[str, Any]] = [
            ("settings.language", Choice(
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
                [("expert", lazy("settings.difficulty_expert")),
                 ("beginner", lazy("settings.difficulty_beginner"))],
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
            ("h25cm.settings.coach", Choice(  # issue 22 §4: the coach marks of a first game
                [(True, lazy("common.on")), (False, lazy("common.off"))], s.coach_marks,
                lambda v: self.change(coach_marks=v), name="coach_marks")),
        ]
        self.focus.widgets = [widget for _, widget in self.rows] + [self.back_button]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.label_x = 0

    def change(self, **changes: Any) -> None:
        """Apply one changed setting live (and save it)."""
        self.app.apply_settings(self.app.settings.with_changes(**changes))
        self.app.audio.play("click")

    def enter(self) -> None:
        """Show the full-screen choice as it is now (F11 may have changed it)."""
        for key, widget in self.rows:
            if key == "settings.fullscreen" and isinstance(widget, Choice):
                widget.index = 0 if self.app.fullscreen else 1

    def layout(self, size: tuple[int, int]) -> None:
        """One row per setting in a centred panel."""
        super().layout(size)
        content = self.content
        row = min(self.px(theme.ROW_HEIGHT) + self.px(theme.GAP // 2),
                  (content.h - self.px(20)) // len(self.rows))
        pw = min(self.px(1300), content.w + self.px(theme.MARGIN * 2))
        self.panel = pygame.Rect(0, 0, pw, row * len(self.rows) + self.px(20))
        self.panel.midtop = (self.size[0] // 2, content.y)
        inner = self.panel.inflate(-2 * self.px(40), 0)
        self.label_x = inner.x
        widget_w = min(self.px(700), inner.w * 3 // 5)
        h = min(self.px(theme.FIELD_SIZE[1]), round(row * 0.8))
        for i, (_, widget) in enumerate(self.rows):
            y = self.panel.y + self.px(10) + i * row + (row - h) // 2
            widget.place(pygame.Rect(inner.right - widget_w, y, widget_w, h), self.scale,
                         self.font_px(theme.FONT_BODY))

    def draw_content(self, surface: pygame.Surface) -> None:
        """The panel and each row's label."""
        draw_panel(surface, self.panel, self.scale)
        body = self.font_px(theme.FONT_BODY)
        for key, widget in self.rows:
            draw_text(surface, self.tr(key), body, theme.CREAM,
                      (self.label_x, widget.rect.centery), "midleft",
                      max_width=widget.rect.x - self.label_x - self.px(20))
