"""A titled screen with a Back button: the frame of the rules and high-score screens."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.scenes.base import Scene
from game.widgets.button import Button, Label
from game.widgets.felt import felt_area
from game.widgets.row_icons import ICON_SHARE, IconButton
from game.widgets.text import BOLD, TITLE_FACE, baseline, line_height, text_size

if TYPE_CHECKING:
    from game.app import App


class TitledScene(Scene):
    """Felt, a title from ``title_key``, a Back button at the bottom; Esc goes back.

    ``self.content`` is the free area between title and Back button, for subclasses.
    """

    title_key = "app.title"
    """Catalog key of the screen's title."""
    title_y = theme.TITLE_Y
    """The title's vertical centre, a fraction of the height (a screen of charts: higher)."""
    title_type = theme.FONT_TITLE
    """The title's layout size (a screen of charts: smaller, its band shorter)."""

    def is_animating(self) -> bool:
        """Nothing here moves by itself (it changes on input only)."""
        return False

    def __init__(self, app: App) -> None:
        """Make the Back button: green (secondary) as on every screen, so "Înapoi" keeps one
        colour everywhere; red is for a way forward only."""
        super().__init__(app)
        self.back_button = self.button("common.back", self.back, "secondary")
        self.focus.widgets = [self.back_button]
        self.content = pygame.Rect(0, 0, 0, 0)
        self.forward_button: Button | None = None
        """A way forward beside Back (the screen's one red button), when it offers one."""
        self.corner_button: Button | None = None
        """A quiet button in the bottom row's right corner (ruling S32: "Șterge …"), if any."""

    keeps_focus = False
    """Whether the screen always holds the keyboard focus (the side screens, ruling S89 3):
    it opens on :meth:`primary_control`, and a focus lost (its button hidden by a clear, a
    dialog closed) returns there; never nothing focused."""

    def primary_control(self) -> Button | None:
        """The control Enter should work on arrival: the red way forward, else Back."""
        for button in (self.forward_button, self.back_button):
            if button is not None and button.visible and button.enabled \
                    and button in self.focus.widgets:
                return button
        return None

    def keep_focus(self) -> None:
        """Focus :meth:`primary_control` when nothing holds the focus (S89 3)."""
        if self.keeps_focus and self.focus.focused is None:
            self.focus.focus(self.primary_control())

    def update(self, dt: float) -> None:
        """A focus lost returns to the primary control (where :attr:`keeps_focus`)."""
        super().update(dt)
        self.keep_focus()

    def buttons_in_reading_order(self) -> None:
        """Back and the way forward in Tab's order as the eye reads them (ruling S89 3): the
        one standing above the other first (Scores' empty page: its red "Joacă …" over
        "Înapoi"), else Back then the way forward on their row; the focus stays put."""
        forward, back, widgets = self.forward_button, self.back_button, self.focus.widgets
        if forward is None or forward not in widgets or back not in widgets:
            return
        focused = self.focus.focused
        first, second = (forward, back) if forward.rect.bottom <= back.rect.top else (back, forward)
        i, j = widgets.index(first), widgets.index(second)
        if i > j:
            widgets[i], widgets[j] = widgets[j], widgets[i]
        if focused is not None:
            self.focus.focus(focused)

    def offer_forward(self, label: Label, action: Callable[[], None]) -> Button:
        """Add a way forward (``label``, ``action``) beside Back: the screen's one red button,
        after Back in the focus order; Back steps to its left."""

        def click() -> None:
            self.app.audio.play("click")
            action()

        self.forward_button = Button(label, click, "primary", name="forward")
        self.focus.widgets.append(self.forward_button)
        return self.forward_button

    def offer_play(self, play: Callable[[str], None], game: Callable[[], str]) -> Button:
        """Offer "Joacă Yams" / "Joacă 10 000" as the way forward: the game ``game()`` names
        when drawn and when pressed, handed to ``play`` (the menu opens its New Game)."""
        return self.offer_forward(
            lambda: self.tr("menu.play", game=self.tr("menu." + game())),
            lambda: play(game()))

    def offer_corner(self, button: Button) -> Button:
        """Put ``button`` (a quiet one) in the bottom row's right corner, last in the focus
        order: an action the player seldom wants, away from Back and the way forward."""
        self.corner_button = button
        self.focus.widgets.append(button)
        return button

    def layout(self, size: tuple[int, int]) -> None:
        """Back button centred at the bottom; ``content`` between it and the title."""
        super().layout(size)
        felt = felt_area(self.size)
        bw, bh = self.px(theme.BUTTON_SMALL_SIZE[0]), self.px(theme.BUTTON_SMALL_SIZE[1])
        margin = self.px(theme.MARGIN * 0.5)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (felt.centerx, felt.bottom - margin)
        forward = self.forward_button
        if forward is not None and forward.visible and not self.back_button.visible:
            forward.place(rect, self.scale, self.font_px(theme.FONT_BUTTON))  # the one way
        elif forward is not None and forward.visible:  # Back left, forward right
            gap = self.px(theme.GAP * 2)
            forward.place(rect.move(gap // 2 + bw // 2, 0), self.scale,
                          self.font_px(theme.FONT_BUTTON))
            rect = rect.move(-(gap // 2 + bw // 2), 0)
        self.back_button.place(rect, self.scale, self.font_px(theme.FONT_BUTTON))
        top = round(self.size[1] * self.title_y) + self.font_px(self.title_type) // 2
        side = self.px(theme.MARGIN * 2)
        self.content = pygame.Rect(felt.x + side, top + margin, felt.w - 2 * side,
                                   rect.y - margin - top - margin)
        if self.corner_button is not None:
            self._place_corner(self.corner_button, rect)
        self.keep_focus()  # (from the first frame drawn)

    def _place_corner(self, button: Button, row: pygame.Rect) -> None:
        """The corner button as tall as Back, as wide as its words (and icon) need, its right
        edge on the content's, in the bottom row."""
        font = self.font_px(theme.FONT_SMALL)
        words = text_size(button.text, font, BOLD)[0]
        icon = round(row.h * ICON_SHARE) if isinstance(button, IconButton) else 0
        width = words + icon + max(4, icon // 3) + 2 * self.px(theme.BUTTON_RADIUS + 18)
        button.place(pygame.Rect(self.content.right - width, row.y, width, row.h), self.scale,
                     font)

    def title_foot(self) -> int:
        """The y of the title's letters' foot (its baseline) as :meth:`draw` writes it: where
        the felt under the title is measured from (ruling S97 4.)."""
        size = self.font_px(self.title_type)
        top = round(self.size[1] * self.title_y) - line_height(size, TITLE_FACE) // 2
        return top + baseline(size, TITLE_FACE)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title, content, widgets."""
        self.draw_background(surface)
        self.draw_title(surface, self.tr(self.title_key), self.title_y, self.title_type)
        self.draw_content(surface)
        self.draw_widgets(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw what the screen shows inside ``self.content`` (nothing by default)."""


def last_game(app: App) -> str:
    """The game last set up ("yams" / "farkle"; Yams before any game): the one the menu's
    hero and the side screens' "Joacă …" offer."""
    kind = getattr(getattr(app, "settings", None), "last_kind", "yams")
    return kind if kind in ("yams", "farkle") else "yams"
