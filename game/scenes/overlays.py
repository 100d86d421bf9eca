"""Dialogs drawn over the current scene: confirm ("leave the game?") and pause / help."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.scenes.base import Scene
from game.widgets.button import Button
from game.widgets.dialog_icons import draw_dialog_icon, icon_rect
from game.widgets.felt import draw_panel
from game.widgets.key_button import KeyButton
from game.widgets.keycaps import KEY_MARK, draw_keyed, key_plain
from game.widgets.text import (
    BOLD,
    REGULAR,
    TITLE_FACE,
    draw_text,
    even_lines,
    line_height,
    text_size,
)

if TYPE_CHECKING:
    from game.app import App


DIALOG_BODY_TYPE = theme.FONT_BODY + 8
"""Reference pixels of a dialog's words: larger than the screens' body, for a panel made
around them (critic A61: "Zarurile te vor aștepta." small in a wide box)."""


def body_px(scene: Scene) -> int:
    """The window pixels of ``scene``'s dialog words (:data:`DIALOG_BODY_TYPE`)."""
    return scene.font_px(DIALOG_BODY_TYPE)


@dataclass
class DialogLayout:
    """Where a dialog's parts go: a title, lines of text, then a row of buttons.

    The panel is sized to its content: :data:`theme.DIALOG_PADDING` from its top to the
    title, from the last line of text to the buttons and from the buttons to its bottom.
    """

    panel: pygame.Rect
    title_top: int
    lines: list[str] = field(default_factory=list)
    lines_top: int = 0
    line_step: int = 0
    buttons: list[pygame.Rect] = field(default_factory=list)
    line_tops: list[int] = field(default_factory=list)
    """The top of each line (after a card, the question stands a gap below it)."""
    card: pygame.Rect | None = None
    """The card holding the first lines (what the dialog is about), if any."""
    rule: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """The thin gold rule under the title."""


BUTTON_SIDE = 30
"""Reference pixels: the least room each side of a dialog button's words (and keycap): a
long answer ("Părăsește partida") never crammed edge to edge (critic M28 §4)."""


def _label_room(scene: Scene, buttons: Sequence[Button], font: int) -> int:
    """The width a button needs for the widest of ``buttons``' labels at ``font`` whole."""
    radius = theme.px(theme.BUTTON_RADIUS, scene.scale)
    widest = max((text_size(b.text, font, BOLD)[0] + _hint_room(b, font, scene.scale)
                  for b in buttons), default=0)
    return widest + max(2 * radius + scene.px(12), 2 * scene.px(BUTTON_SIDE))


def row_room(scene: Scene, buttons: Sequence[Button], font: int) -> int:
    """The panel width that holds ``buttons`` (the visible ones) in one row, equal widths,
    their labels whole at ``font`` (:func:`layout_dialog`'s gaps and padding)."""
    shown = [b for b in buttons if b.visible]
    gap = scene.px(theme.GAP * 2) if len(shown) == 2 else scene.px(theme.GAP)
    return (len(shown) * _label_room(scene, shown, font) + gap * (len(shown) - 1)
            + 2 * scene.px(theme.DIALOG_PADDING))


def _hint_room(button: Button, font: int, scale: float) -> int:
    """The width a button's key hint adds to its words (a :class:`KeyButton`'s; else 0)."""
    return button.hint_room(font, scale) if isinstance(button, KeyButton) else 0


def layout_dialog(scene: Scene, width: int, lines: Sequence[str], buttons: Sequence[Button],
                  button_width: int, card_lines: int = 0) -> DialogLayout:
    """Centre a dialog ``width`` wide in ``scene`` for ``lines`` of body text (already
    wrapped; :data:`theme.DIALOG_LINE_STEP` apart) and place its visible ``buttons`` in one
    centred row. The first ``card_lines`` lines stand on a card, as far below the title as
    the lines after it stand below the card.

    The panel shrinks to what the window can hold (the body lines may then be cut).
    """
    w, h = scene.size
    pad = scene.px(theme.DIALOG_PADDING)
    title_h = line_height(scene.font_px(theme.FONT_HEADING), TITLE_FACE)  # the display type
    bh = scene.px(theme.BUTTON_SMALL_SIZE[1])
    body = body_px(scene)
    body_h = line_height(body)
    line_step = round(body * theme.DIALOG_LINE_STEP)
    text_h = (len(lines) - 1) * line_step + body_h if lines else 0
    body_gap = scene.px(theme.DIALOG_TITLE_GAP) if lines else 0
    rule_h = max(2, scene.px(3))
    # the gold rule under the title, the lines (or a card) the title's gap below it
    rule_room = scene.px(theme.DIALOG_RULE_GAP) + rule_h + (body_gap or scene.px(
        theme.DIALOG_RULE_GAP))
    inset = scene.px(theme.DIALOG_CARD_INSET)
    card_lines = min(card_lines, len(lines))
    if card_lines:  # the card's inset above and below its lines, then the gap to the question
        text_h += 2 * inset + (body_gap + body_h - line_step if card_lines < len(lines) else 0)
    ph = pad + title_h + rule_room + text_h + pad + bh + pad
    ph = min(ph, h - 2 * scene.px(40))
    panel = pygame.Rect(0, 0, width, ph)
    panel.center = (w // 2, h // 2)
    shown = [b for b in buttons if b.visible]
    gap = scene.px(theme.GAP * 2) if len(shown) == 2 else scene.px(theme.GAP)
    font = scene.font_px(theme.FONT_BUTTON)
    room = (width - 2 * pad - gap * (len(shown) - 1)) // max(1, len(shown))
    bw = min(max(button_width, _label_room(scene, shown, font)), room)
    while font > theme.least_type() and _label_room(scene, shown, font) > bw:
        font -= 1  # one size for every button of the row, never one smaller than its siblings
    total = len(shown) * bw + (len(shown) - 1) * gap
    x = w // 2 - total // 2
    y = panel.bottom - pad - bh
    rects = []
    for button in shown:
        rects.append(pygame.Rect(x, y, bw, bh))
        button.place(rects[-1], scene.scale, font)
        x += bw + gap
    top = panel.y + pad + title_h + rule_room
    rule = pygame.Rect(0, 0, round(width * theme.DIALOG_RULE_WIDTH), rule_h)
    rule.midtop = (panel.centerx, panel.y + pad + title_h + scene.px(theme.DIALOG_RULE_GAP))
    card = None
    tops = [top + k * line_step for k in range(len(lines))]
    if card_lines:
        card_h = (card_lines - 1) * line_step + body_h + 2 * inset
        card = pygame.Rect(panel.x + pad, top, width - 2 * pad, card_h)
        after = card.bottom + body_gap
        tops = [top + inset + k * line_step for k in range(card_lines)] + [
            after + k * line_step for k in range(len(lines) - card_lines)]
    return DialogLayout(panel, panel.y + pad, list(lines), top, line_step, rects, tops, card,
                        rule)


def draw_dialog(scene: Scene, surface: pygame.Surface, dialog: DialogLayout, title: str, *,
                card_lines: int = 0) -> None:
    """Draw a laid-out dialog: its opaque panel, title, lines of text (not its buttons). The
    first ``card_lines`` lines tell what the dialog is about (a saved game) on its card
    (ringed in gold), the first of them bold, the others quieter; the lines after them say the
    question."""
    panel = dialog.panel
    pad = scene.px(theme.DIALOG_PADDING)
    draw_panel(surface, panel, scene.scale, alpha=theme.DIALOG_ALPHA)
    inset = scene.px(theme.DIALOG_FRAME_INSET)  # a gold hairline inside the edge: a card
    pygame.draw.rect(surface, theme.GOLD_DARK, panel.inflate(-2 * inset, -2 * inset),
                     max(1, scene.px(2)), border_radius=scene.px(theme.PANEL_RADIUS))
    draw_text(surface, title, scene.font_px(theme.FONT_HEADING), theme.GOLD,
              (panel.centerx, dialog.title_top), "midtop", shadow=scene.px(3),
              max_width=panel.w - 2 * pad, weight=TITLE_FACE)  # the screen titles' type
    role = getattr(scene, "dialog_icon", None)
    if role is not None:  # its role's medallion astride the top edge (hM28)
        draw_dialog_icon(surface, role, panel, scene.scale)
    rule = dialog.rule
    if rule.w > 0:  # a thin gold rule under the title, a diamond at its middle
        pygame.draw.rect(surface, theme.GOLD, rule, border_radius=rule.h // 2)
        d = rule.h * 3
        c = rule.center
        pygame.draw.polygon(surface, theme.GOLD, [(c[0], c[1] - d), (c[0] + d, c[1]),
                                                  (c[0], c[1] + d), (c[0] - d, c[1])])
    size = body_px(scene)
    card = dialog.card
    if card_lines and card is not None:
        pygame.draw.rect(surface, theme.TABLE_HEADER, card, border_radius=scene.px(12))
        pygame.draw.rect(surface, theme.GOLD_DARK, card, max(1, scene.px(2)),
                         border_radius=scene.px(12))
    bottom = dialog.buttons[0].y - pad if dialog.buttons else panel.bottom
    tops = dialog.line_tops or [dialog.lines_top + k * dialog.line_step
                                for k in range(len(dialog.lines))]
    for k, (line, y) in enumerate(zip(dialog.lines, tops, strict=False)):
        if y + line_height(size) > bottom + 1:
            break  # a window too small for every line: cut rather than draw over the buttons
        if line:
            draw_text(surface, line, size, theme.MUTED if 0 < k < card_lines else theme.CREAM,
                      (panel.centerx, y), "midtop", max_width=panel.w - 2 * pad,
                      weight=BOLD if k == 0 < card_lines else REGULAR)


def with_medallion(scene: Scene, panel: pygame.Rect) -> pygame.Rect:
    """``panel`` and the role's medallion astride its top edge: what a dialog's entrance
    grows (hM40: the panel alone sliced the medallion in half while it opened)."""
    if getattr(scene, "dialog_icon", None):
        return panel.union(icon_rect(panel, scene.scale))
    return panel


def fixed_roles(scene: Scene, safe: Button, danger: Button | None = None) -> None:
    """Each answer of a dialog wears its role's colour whichever has the focus (ruling S16
    amended round 82, hK94, critic cC82 #5: the safe answer turned green when Tab left it, so
    the colour followed the focus, not the choice): the ``safe`` answer is always the calm
    gold (style "safe"), the destructive ``danger`` one always the quiet wine (style
    "danger", its coral rim while focused), any other answer a quiet green face; the cream
    focus ring alone says where Enter goes."""
    for widget in scene.focus.widgets:
        if isinstance(widget, Button):
            if widget is danger:
                widget.style = "danger"
            else:
                widget.style = "safe" if widget is safe else "secondary"


class ConfirmOverlay(Scene):
    """Ask before doing something that cannot be taken back; the confirming answer closes the
    dialog then runs ``on_confirm``; Esc is the safe answer.

    The answers say what they do ("Ieși" / "Rămâi", not "Da" / "Nu"). The safe answer is the
    dialog's one next action (the calm gold button) and has the focus at first, so Enter never
    discards anything; the destructive answer wears the danger style; the roles are fixed
    (:func:`fixed_roles`): Tab moves only the cream focus ring. Whatever their words, the
    buttons are named by their role, "common.yes" (confirm) and "common.no" (the safe one).
    """

    type_least = theme.SIDE_TYPE_LEAST
    """A side screen: no word under 15 px of em, even at 1024×600."""

    is_overlay = True
    dim_below = True
    closes_with_motion = True
    dialog_icon = "warning"
    """The role's icon on the panel's top edge (:mod:`game.widgets.dialog_icons`)."""

    def is_animating(self) -> bool:
        """Nothing here moves by itself (it changes on input only)."""
        return False

    def __init__(self, app: App, title_key: str, body_key: str,
                 on_confirm: Callable[[], None], *, yes_key: str = "common.yes",
                 no_key: str = "common.no",
                 on_stay: Callable[[], None] | None = None) -> None:
        """Make the dialog; the texts are catalog keys. ``on_stay`` (when given) is what the
        safe answer and Esc do instead of closing (the Pause's question goes back to the
        Pause it replaced: one dialog at a time, hT78)."""
        super().__init__(app)
        self.title_key = title_key
        self.body_key = body_key
        self.on_confirm = on_confirm
        self.on_stay = on_stay
        esc = key_named(self.tr("help.keys_back"))  # its key, as the pause says it
        self.no_button = KeyButton(self.lazy(no_key), esc, self._stay, name=no_key)
        """The safe answer wears its key's cap (Esc), as "Reia jocul" does (hM29)."""
        self.yes_button = self.button(yes_key, self.confirm, "danger")
        self.no_button.name, self.yes_button.name = "common.no", "common.yes"
        self.focus.widgets = [self.no_button, self.yes_button]
        self.focus.index = 0  # the safe answer has the focus: Enter keeps the game
        fixed_roles(self, safe=self.no_button, danger=self.yes_button)  # from the first frame
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.dialog = DialogLayout(self.panel, 0)

    def update(self, dt: float) -> None:
        """The buttons' animations; each answer keeps its colour (:func:`fixed_roles`)."""
        fixed_roles(self, self.no_button, self.yes_button)  # the answer that loses
        # something wears the danger colour
        super().update(dt)

    def _stay(self) -> None:
        """The safe answer: the click's sound, then back (as every button)."""
        self.app.audio.play("click")
        self.back()

    def back(self) -> None:
        """Esc and the safe answer: close, or go back to the dialog this one replaced."""
        if self.on_stay is None:
            super().back()
        else:
            self.on_stay()

    def body_paragraphs(self) -> list[str]:
        """The body's paragraphs, each wrapped on its own lines (the body key's text)."""
        return [self.tr(self.body_key)]

    def confirm(self) -> None:
        """Close the dialog, then do what was asked."""
        self.app.manager.pop()
        self.on_confirm()

    def layout(self, size: tuple[int, int]) -> None:
        """A panel sized to the question: title, body text, then No / Yes, evenly spaced."""
        super().layout(size)
        w, _ = self.size
        # A long answer ("Începe o partidă nouă") widens both buttons rather than shrinking,
        # and the panel with them where the window allows (hM31: "Păstrează partida" shrank
        # beside its Esc badge)
        font = self.font_px(theme.FONT_BUTTON)
        shown = [b for b in (self.no_button, self.yes_button) if b.visible]
        bw = max(self.px(theme.BUTTON_SMALL_SIZE[0]), _label_room(self, shown, font))
        need = len(shown) * bw + (len(shown) - 1) * self.px(theme.GAP * 2) \
            + 2 * self.px(theme.DIALOG_PADDING)
        pw = min(max(self.px(theme.DIALOG_WIDTH), need), w - 2 * self.px(40))
        body = body_px(self)
        room = pw - 2 * self.px(theme.DIALOG_PADDING)
        lines = [line for text in self.body_paragraphs()
                 for line in even_lines(text, body, room)]
        self.dialog = layout_dialog(self, pw, lines, [self.no_button, self.yes_button], bw,
                                    self.card_lines(body, room))
        self.panel = self.dialog.panel

    def card_lines(self, body: int, room: int) -> int:
        """How many of the body's first lines stand on a card (none here)."""
        return 0

    def entrance_rect(self) -> pygame.Rect:
        """The panel (its buttons inside) enters with a quick scale, its medallion whole."""
        return with_medallion(self, self.panel)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene below, then the panel, question and buttons."""
        draw_dialog(self, surface, self.dialog, self.tr(self.title_key))
        self.draw_widgets(surface)


def leave_confirm(app: App, on_leave: Callable[[], None],
                  on_stay: Callable[[], None] | None = None) -> ConfirmOverlay:
    """The dialog before leaving a game: "Părăsește partida" or "Rămâi" (focused);
    ``on_stay``: what staying does instead of closing (see :class:`ConfirmOverlay`)."""
    dialog = ConfirmOverlay(app, "confirm.leave_title", "confirm.leave_body", on_leave,
                            yes_key="confirm.leave", no_key="confirm.stay", on_stay=on_stay)
    dialog.dialog_icon = "leave"
    return dialog


def quit_confirm(app: App, on_quit: Callable[[], None]) -> ConfirmOverlay:
    """The dialog before closing the app: "Ieși" or "Rămâi" (focused)."""
    dialog = ConfirmOverlay(app, "confirm.quit_title", "confirm.quit_body", on_quit,
                            yes_key="confirm.quit", no_key="confirm.stay")
    dialog.dialog_icon = "quit"
    return dialog


class PauseOverlay(Scene):
    """Pause and help over a table: the keys, then Continue / Rules / Leave the game."""

    type_least = theme.SIDE_TYPE_LEAST
    """A side screen: no word under 15 px of em, even at 1024×600."""

    is_overlay = True
    dim_below = True
    closes_with_motion = True
    lists_keys = True
    """The table below leaves out its key-hint bar: the keys are said once, here."""
    dialog_icon = "pause"
    """The pause's two bars on the panel's top edge (:mod:`game.widgets.dialog_icons`)."""

    HELP_KEYS = ("help.keys_undo", "help.keys_mute", "help.keys_fullscreen")
    """Catalog keys of the help lines every table shares (after the table's own keys); Esc
    and F1 are said on the buttons they press (hM28: :attr:`BUTTON_KEYS`)."""

    BUTTON_KEYS = ("help.keys_back", "help.keys_rules")
    """The lines whose keys "Reia jocul" and "Reguli" wear as their hints ("Esc", "F1")."""

    TABLE_KEYS = {
        "yams": ("pause.roll", "pause.yams.dice", "pause.yams.sheet"),
        "farkle": ("pause.roll", "pause.farkle.dice", "pause.farkle.enter"),
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
        back_key, rules_key = (key_named(self.tr(key)) for key in self.BUTTON_KEYS)
        self.resume_button = self.key_button("pause.resume", back_key, self.back)
        self.rules_button = self.key_button("menu.rules", rules_key, self.open_rules,
                                            "secondary")
        self.leave_button = self.button("pause.leave", self.ask_leave, "danger")
        self.focus.widgets = [self.resume_button, self.rules_button, self.leave_button]
        self.focus.index = 0
        fixed_roles(self, safe=self.resume_button, danger=self.leave_button)  # (first frame)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.dialog = DialogLayout(self.panel, 0)
        self.leave_button.visible = on_leave is not None
        self.keys_right = self.does_left = self.does_width = 0

    def update(self, dt: float) -> None:
        """The buttons' animations; each answer keeps its colour (:func:`fixed_roles`): the
        way back calm gold, leaving the game in the danger style as in every dialog."""
        fixed_roles(self, self.resume_button, self.leave_button)
        super().update(dt)

    def entrance_rect(self) -> pygame.Rect:
        """The panel (its buttons inside) enters with a quick scale, its medallion whole."""
        return with_medallion(self, self.panel)

    def key_button(self, key: str, hint: str, action: Callable[[], None],
                   style: str = "primary") -> KeyButton:
        """A button labelled by the catalog ``key`` wearing the key ``hint`` that presses
        it; it plays the click sound."""

        def click() -> None:
            self.app.audio.play("click")
            action()

        return KeyButton(self.lazy(key), hint, click, style, name=key)

    def handle_event(self, event: pygame.event.Event) -> None:
        """F1 opens the rules, as its hint on "Reguli" says; the rest as every dialog."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return
        super().handle_event(event)

    def open_rules(self) -> None:
        """Show the rules of this table's game over it."""
        from game.scenes.rules import open_rules

        open_rules(self.app, self.rules_game)

    def ask_leave(self) -> None:
        """Ask before leaving the game: the question replaces this panel (one dialog at a
        time, never stacked on the Pause); staying comes back here, the way back focused."""
        if self.on_leave is None:
            return

        def stay() -> None:
            self.focus.focus(self.resume_button)  # the safe answer, as on opening
            self.app.manager.replace(self)

        self.app.manager.replace(leave_confirm(self.app, self.on_leave, stay))

    def key_rows(self) -> list[tuple[str, str]]:
        """The help lines as (keys, what they do): each line split at its first ": ", what
        they do in sentence case (a column of entries, each starting with a capital, as
        "Aruncă" does: "păstrezi sau eliberezi un zar" reads "Păstrezi …")."""
        rows = []
        for key in self.help_keys():
            keys, _, does = self.tr(key).partition(": ")
            does = does[:1].upper() + does[1:]
            rows.append((keys, does) if does else ("", keys))
        return rows

    def answers(self) -> list[Button]:
        """The dialog's three buttons, in their row's order."""
        return [self.resume_button, self.rules_button, self.leave_button]

    def layout(self, size: tuple[int, int]) -> None:
        """Centre the panel; the keys table above a row of buttons, spaced as every dialog."""
        super().layout(size)
        w, _ = self.size
        # Wide enough for the three answers at the body's size (critic cC75 #7: at 1024
        # their labels shrank under the key list); the window's margin still the cap.
        words = max(self.font_px(theme.FONT_BUTTON), body_px(self))
        pw = min(max(self.px(1100), row_room(self, self.answers(), words)),
                 w - 2 * self.px(40))
        lines = [key_plain(self.tr(key)) for key in self.help_keys()]
        self.dialog = layout_dialog(self, pw, lines, self.answers(),
                                    self.px(theme.BUTTON_SMALL_SIZE[0]))
        self.panel = self.dialog.panel
        size_px = body_px(self)
        rows = self.key_rows()
        keys_w = max(text_size(key_plain(k), size_px, BOLD)[0] for k, _ in rows)
        does_w = max(text_size(key_plain(d), size_px)[0] for _, d in rows)
        gap = self.px(theme.GAP * 1.5)
        room = self.panel.w - 2 * self.px(theme.DIALOG_PADDING)
        block = min(room, keys_w + gap + does_w)
        # The keys end (right-aligned) at keys_right; what they do starts a gap after it.
        self.keys_right = self.panel.centerx - block // 2 + keys_w
        self.does_left = self.keys_right + gap
        self.does_width = self.panel.x + self.panel.w - self.px(theme.DIALOG_PADDING) \
            - self.does_left

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the panel, title, the keys in two aligned columns (the keys
        gold and right-aligned, what they do left-aligned after them) and buttons."""
        draw_dialog(self, surface, replace(self.dialog, lines=[]), self.tr("pause.title"))
        size = body_px(self)
        y = self.dialog.lines_top
        bottom = self.dialog.buttons[0].y - self.px(theme.DIALOG_PADDING) \
            if self.dialog.buttons else self.panel.bottom
        for keys, does in self.key_rows():
            if y + line_height(size) > bottom + 1:
                break  # a window too small for every line: cut rather than over the buttons
            # each key in its cap, as every line naming a key draws it (round 77, hM80, S24)
            width = text_size(key_plain(keys), size, BOLD)[0]
            draw_keyed(surface, keys, size, (self.keys_right - width, y), self.scale,
                       theme.GOLD, BOLD)
            if KEY_MARK.search(does):
                draw_keyed(surface, does, size, (self.does_left, y), self.scale)
            else:
                draw_text(surface, does, size, theme.CREAM, (self.does_left, y), "topleft",
                          max_width=self.does_width)
            y += self.dialog.line_step
        self.draw_widgets(surface)


def key_named(line: str) -> str:
    """The key a help line starts with, without its cap's brackets ("[Esc]: înapoi" →
    "Esc"): a button wears it as its own hint."""
    return KEY_MARK.sub(r"\1", line.partition(": ")[0])
