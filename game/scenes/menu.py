"""The main menu: the "Zaruri" title with a few dice, and the way to every screen."""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.picture_cache import kept_picture
from game.scenes.base import Scene
from game.widgets.button import Button
from game.widgets.decor import DIE_DRAWING, die_image
from game.widgets.felt import felt_background
from game.widgets.text import DISPLAY, draw_text

if TYPE_CHECKING:
    from game.app import App


@functools.lru_cache(maxsize=12)  # a few sizes of three dice: resizes cost a lookup
def menu_die(value: int, side: int, angle: float) -> pygame.Surface:
    """A decorative die of the menu: the table's dice (``decor.die_image``), cached."""
    image = kept_picture("menu-die", (value, side, angle), DIE_DRAWING,
                         lambda: die_image(value, side, angle))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


class MenuScene(Scene):
    """Continuă (if a game is saved), Yams, 10 000, Reguli, Setări, Scoruri, Statistici, Ieșire."""

    def is_animating(self) -> bool:
        """Only the title dice bob, slowly enough for the idle frame rate."""
        return False

    def redraws_when_idle(self) -> bool:
        """The title dice bob for theme.MENU_DICE_MOTION seconds after the last input, then
        rest: a menu left alone is not drawn again until someone comes back."""
        return self.bob > 0 or self.app.quiet_seconds < theme.MENU_DICE_MOTION

    def __init__(self, app: App) -> None:
        """Build the menu's buttons."""
        super().__init__(app)
        self.continue_button = self.button("menu.continue", self.continue_game)
        self.yams_button = self.button("menu.yams", lambda: self.new_game("yams"))
        self.farkle_button = self.button("menu.farkle", lambda: self.new_game("farkle"))
        self.rules_button = self.button("menu.rules", self.open_rules, "secondary")
        self.settings_button = self.button("menu.settings", self.open_settings, "secondary")
        self.scores_button = self.button("menu.scores", self.open_scores, "secondary")
        self.statistics_button = self.button("menu.statistics", self.open_statistics,
                                             "secondary")
        self.quit_button = self.button("menu.quit", self.back, "secondary")
        self.focus.widgets = [self.continue_button, self.yams_button, self.farkle_button,
                              self.rules_button, self.settings_button, self.scores_button,
                              self.statistics_button, self.quit_button]
        self.time = 0.0
        self.bob = 1.0
        """How far the title dice bob, 0 (at rest) .. 1; eases out once the menu is left alone."""
        self._dice: list[tuple[pygame.Surface, tuple[int, int]]] = []

    # --- hooks for the persistence issue ---------------------------------------------------

    def can_continue(self) -> bool:
        """Tell whether "Continuă" shows: a saved game that the engines accept."""
        try:
            return self.app.has_resumable_game()
        except Exception:  # an unreadable save simply hides the button
            return False

    def continue_game(self) -> None:
        """Resume the saved game; if it cannot be read, it is set aside and the button goes."""
        if not self.app.resume_saved_game():
            self.enter()

    # --- actions ---------------------------------------------------------------------------

    def new_game(self, kind: str) -> None:
        """Open the New Game window for "yams" or "farkle"."""
        from game.scenes.new_game import NewGameScene

        self.app.manager.push(NewGameScene(self.app, kind))

    def open_rules(self) -> None:
        """Show the rules screens."""
        from game.scenes.rules import RulesScene

        self.app.manager.push(RulesScene(self.app))

    def open_settings(self) -> None:
        """Show the settings."""
        from game.scenes.settings import SettingsScene

        self.app.manager.push(SettingsScene(self.app))

    def open_scores(self) -> None:
        """Show the high scores."""
        from game.scenes.scores import ScoresScene

        self.app.manager.push(ScoresScene(self.app))

    def open_statistics(self) -> None:
        """Show each player's record and the dice's fairness."""
        from game.scenes.statistics import StatisticsScene

        self.app.manager.push(StatisticsScene(self.app))

    def back(self) -> None:
        """Esc (or Ieșire): ask before leaving the game."""
        from game.scenes.overlays import ConfirmOverlay

        self.app.manager.push(ConfirmOverlay(self.app, "confirm.quit_title",
                                             "confirm.quit_body", self.app.quit))

    # --- scene hooks -------------------------------------------------------------------------

    def enter(self) -> None:
        """Refresh whether "Continuă" shows and tell what the store had to set aside."""
        self.continue_button.visible = self.can_continue()
        self.app.show_storage_messages()
        self.layout(self.size if self.size != (0, 0) else self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        """Stack the buttons under the title, shrinking the gaps on short windows."""
        super().layout(size)
        w, h = self.size
        s = self.scale
        buttons = [b for b in self.focus.widgets if b.visible]
        bw, bh = self.px(theme.BUTTON_SIZE[0]), self.px(theme.BUTTON_SIZE[1])
        gap = self.px(theme.GAP)
        top = round(h * theme.MENU_FIRST_BUTTON_Y)
        bottom = h - self.px(theme.RIM_WIDTH + theme.MARGIN * 0.6)
        step = min(bh + gap, (bottom - top) / max(1, len(buttons)))
        bh = min(bh, round(step * 0.8))
        for i, button in enumerate(buttons):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (w // 2, round(top + i * step))
            button.place(rect, s, self.font_px(theme.FONT_BUTTON))
        side = self.px(120)
        hero = self.font_px(theme.FONT_HERO)
        cy = round(h * theme.MENU_TITLE_Y)
        half = self._title_width(hero) // 2
        self._dice = []
        for value, angle, dx, dy in ((5, 18, -half - side, -side * 0.15),
                                     (6, -14, half + side * 0.9, side * 0.1),
                                     (1, 30, half + side * 1.75, -side * 0.7)):
            image = menu_die(value, side if value != 1 else round(side * 0.7), angle)
            centre = (round(w / 2 + dx), round(cy + dy))
            self._dice.append((image, centre))

    def _title_width(self, size: int) -> int:
        from game.widgets.text import DISPLAY, text_size

        return text_size(self.tr("app.title"), size, DISPLAY)[0]

    def update(self, dt: float) -> None:
        """Animate the buttons and the dice's gentle bobbing (easing to rest, or back)."""
        super().update(dt)
        target = 1.0 if self.app.quiet_seconds < theme.MENU_DICE_MOTION else 0.0
        step = dt / theme.MENU_DICE_EASE
        self.bob = min(target, self.bob + step) if target > self.bob else max(target,
                                                                              self.bob - step)
        if self.bob > 0:
            self.time = (self.time + dt) % 1000.0

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, dice, title, subtitle, buttons."""
        self._draw_scene(surface, None)

    def _draw_scene(self, surface: pygame.Surface, region: pygame.Rect | None) -> None:
        """The whole menu, or (``region``, with the surface clipped to it) only what reaches
        into that rectangle."""
        if region is None:
            self.draw_background(surface)
        else:
            surface.blit(felt_background(surface.get_size()), region, region)
        w, h = surface.get_size()
        for i, (image, centre) in enumerate(self._dice):
            bob = round(math.sin(self.time * 1.6 + i * 2.1) * self.px(6) * self.bob)
            surface.blit(image, image.get_rect(center=(centre[0], centre[1] + bob)))
        cy = round(h * theme.MENU_TITLE_Y)
        hero = self.font_px(theme.FONT_HERO)
        draw_text(surface, self.tr("app.title"), hero, theme.GOLD_DARK,
                  (w // 2 + self.px(4), cy + self.px(6)), weight=DISPLAY)
        draw_text(surface, self.tr("app.title"), hero, theme.GOLD, (w // 2, cy),
                  shadow=0, weight=DISPLAY)
        draw_text(surface, self.tr("app.subtitle"), self.font_px(theme.FONT_SMALL), theme.MUTED,
                  (w // 2, cy + hero // 2 + self.px(8)), shadow=self.px(2))
        if region is None:
            self.draw_widgets(surface)
            return
        focused = self.focus.focused
        ring = 2 * self.px(theme.FOCUS_RING_GAP + theme.FOCUS_RING_WIDTH) + 4
        for widget in self.focus.widgets:
            if widget.rect.inflate(ring, ring).colliderect(region):
                widget.draw(surface, widget is focused)

    def draw_idle(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """While the menu idles only the title dice bob: the frame is drawn again inside each
        die's reach only (the felt, the dice, the title and the buttons that reach into it),
        a few thousand pixels instead of the whole window."""
        reach = self.px(6) + 2
        bounds = surface.get_rect()
        regions = [image.get_rect(center=centre).inflate(2, 2 * reach).clip(bounds)
                   for image, centre in self._dice]
        clip = surface.get_clip()
        try:
            for region in regions:
                surface.set_clip(region)
                self._draw_scene(surface, region)
        finally:
            surface.set_clip(clip)
        return regions

    def buttons(self) -> list[Button]:
        """The visible menu buttons, top to bottom."""
        return [b for b in self.focus.widgets if isinstance(b, Button) and b.visible]
