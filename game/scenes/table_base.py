"""What both tables share: the felt, a title, the players' names, the way out.

Esc asks "leave the game?" (a :class:`ConfirmOverlay`); F1 opens the rules of the table's
game. One layout language for both tables: "Pauză" in the top-right corner with the "?"
help button just left of it, and the key-hint bar centred at the bottom of the felt
(:meth:`draw_key_hints`); a table's own content lives in :attr:`content_area`, between them.
Subclasses draw their game between :meth:`draw_background` and the widgets.

Undo (issue 13): ``undo_button`` ("Anulează încasarea făcută de Ștefan", "Anulează căsuța Full
scrisă de Ana": it names what it takes back, issue 22) shows while the engine's ``can_undo``
holds; Ctrl+Z and Backspace press it. Subclasses place the button and implement
:meth:`undo`; :meth:`computer_wait` stretches the computer's first pause after a person's
scoring to ``theme.UNDO_COMPUTER_WAIT`` so the undo can be reached.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.flow.end_stage import END_KINDS, EndStageClock
from game.flow.stage import BIG, DIM_ALPHA, StageClock, takes_stage
from game.i18n import shown_name
from game.scenes.base import Scene
from game.scenes.champion import champion_over
from game.scenes.overlays import PauseOverlay, leave_confirm
from game.scenes.stage import StageOverlay
from game.views import stage_pictures
from game.views.coach import TableCoach
from game.views.coach_reads import key_bar_spot
from game.widgets import layout_record
from game.widgets.button import Button
from game.widgets.felt import draw_panel, felt_area
from game.widgets.keycaps import draw_keyed, key_plain
from game.widgets.text import BOLD, draw_text, text_size
from game.widgets.turn_banner import TurnBanner, TurnWatcher

if TYPE_CHECKING:
    from game.app import App
    from game.views.stage import StagePicture
    from game.widgets.dice import DiceTray


class TableScene(Scene):
    """A game table: ``self.game`` is the engine object; ``title_key`` names the game."""

    title_key = "menu.yams"
    """Catalog key of the title shown at the top of the table."""

    kind = "yams"
    """Which game this table plays ("yams" / "farkle"): saves, scores and the rules tab."""

    shows_paused_veil = True
    """While the player looks away, the app says over this table that the game waits."""

    tray: DiceTray
    """The table's dice (each table makes its own)."""

    def __init__(self, app: App, game: Any) -> None:
        """Sit the players of ``game`` (an engine object with a ``players`` list) at the table."""
        super().__init__(app)
        self.game = game
        self.menu_button = self.button("pause.title", self.pause, "secondary")
        self.help_button = self.button("common.help_button", self.open_help, "secondary")
        self.undo_button = Button(self.undo_label, self._undo_click, "secondary",
                                  name="undo.button")
        self.undo_button.visible = False
        self.focus.widgets = [self.help_button, self.menu_button]
        self.players_panel = pygame.Rect(0, 0, 0, 0)
        self.turn_banner = TurnBanner()
        """"La rând: Ana" when the turn passes (issue 12)."""
        self.turn_watcher = TurnWatcher(int(getattr(game, "current", 0)))
        self._still_layer: pygame.Surface | None = None
        self._still_key: object = None
        self._drawing_still = False
        self.dice_off = False
        """True while the table draws itself with no die on it (:meth:`drawn_without_dice`)."""
        self.content_area = pygame.Rect(0, 0, 0, 0)
        """The felt between the top buttons' row and the key-hint bar."""
        self.chrome_bottom = 0
        """The lowest pixel of the "?" and "Pauză" buttons."""
        self.coach = TableCoach(self)
        """The coach marks of a first game (issue 22 §4): tables call it first with each
        event (``self.coach.handle_event``), it ages in :meth:`update` and draws last."""
        self.on_stage: str | None = None
        """The moment the stage plays over the table now (None: none): what it announces
        the table does not say as well, and the coach marks keep out of its way."""
        self.stage_landed = False
        """True once the stage's number has landed in its cell (the table shows it)."""
        self.stage_handing_back = False
        """True once the stage hands the table back through its veil (a Penta's exit): the
        table's line says what to do now under it (critic C65: never an empty hint line)."""
        self.stage_darkness = 0
        self.stage_said = ""
        """The words of the last stage's stamp: the results do not say them again."""
        self.stage_light: tuple[tuple[int, int], int | None] | None = None
        """Where the last stage's light stood and whose seat tinted its felt (None: no
        stage yet): the results' hushed table is lit as the end's stage left it."""
        self.stage_on_end_felt = False
        """True when the last stage to play was an end's own (the win's, on
        :data:`~game.theme_stage.END_FELT`): the finished table is hushed into that felt,
        untinted (round 77; a last box's bonus stage had left its seat's olive under the
        win)."""
        self.end_dark = False
        """True once a stage played as the game ended: the table stays as dark as it left
        it (no bright beat between the end's stages, nor before the results)."""
        """How dark (0..255 of black) the last stage grew the table: what follows a stage
        as the game ends opens on that darkness (no step)."""

    def update(self, dt: float) -> None:
        """The scene's widgets, then the coach marks."""
        super().update(dt)
        self.coach.update(dt)

    @property
    def players(self) -> list[Any]:
        """The engine's players (``Player`` objects), in turn order."""
        return list(getattr(self.game, "players", []))

    def outcome_visible(self) -> bool:
        """True once every die of the last throw has settled and been seen for a moment.

        The one notion every outcome-drawing path consults: until it is True nothing of a
        roll's outcome shows (status, points, previews, banners, the computer's caption, the
        end of the game), and dice clicks are ignored (a click that skips the tumble restarts
        the moment). A table without a ``tray`` (a :class:`~game.widgets.dice.DiceTray`) has
        nothing in the air.
        """
        tray = getattr(self, "tray", None)
        return tray is None or tray.still_for >= self.reveal_delay

    @property
    def reveal_delay(self) -> float:
        """Seconds every die of a throw lies still before its outcome is seen (a table whose
        flow holds an outcome longer says so: the 10 000 bust's still beat, ruling S27)."""
        return theme.DICE_REVEAL_DELAY

    # --- the stage ---------------------------------------------------------------------------

    def offer_stage(self, moment: Any) -> None:
        """Hand ``moment`` (the flow's moment clock or queue) to the stage when the moment
        it plays now is one of the staged kinds and this table is on top: the stage is
        pushed over the table, whose clocks then wait until it leaves."""
        kind = moment.kind
        if (self.on_stage is not None or not moment.active or not takes_stage(kind)
                or self.app.manager.top is not self):
            return
        first = self.stage_picture(kind)
        if first is None:
            return
        self.on_stage = kind
        self.stage_landed = False
        self.stage_handing_back = False
        self.stage_darkness = first.dim_alpha()
        self.stage_said = first.stamp
        self.stage_light = (first.centre, first.seat)
        self.stage_on_end_felt = kind in END_KINDS
        self.coach.hush(kind)  # no tip during a big moment nor right after it
        pictures = [first]
        stage_pictures.before_stage(self, kind)

        def build() -> StagePicture:
            picture = pictures.pop() if pictures else self.stage_picture(kind)
            return picture if picture is not None else first

        def ended() -> None:
            self.on_stage = None
            self.stage_handing_back = False
            if moment.kind == kind:  # a moment asked for under the stage plays after it
                moment.finish()
            self.stage_ended(kind)

        def landed() -> None:
            self.stage_landed = True
            stage_pictures.landed(self, kind)

        factor = float(getattr(self.app, "animation_factor", 1.0))
        self.app.manager.push(StageOverlay(self.app, self, build, self.stage_clock(kind, factor),
                                           ended, landed), fade=False)
        if kind == "win":  # the winner's own moment first, the win's stage waiting under it
            champion_over(self, factor)
        self.sync_undo_button()  # no undo offered under the stage

    def stage_aged(self, kind: str, progress: float) -> bool:
        """The stage of ``kind`` over this table is at ``progress`` (0..1): its flow takes
        what counts under it (a big bank's row); True when the table must be drawn again."""
        aged = getattr(getattr(self, "flow", None), "stage_aged", None)
        return bool(aged(kind, progress)) if aged is not None else False

    def stage_clock(self, kind: str, factor: float) -> StageClock:
        """The clock of the stage that plays ``kind`` (a table may time its own): the win's
        keeps the table dark to its end, the results opening on that darkness (no bright
        beat of the finished table between them)."""
        if kind == "win" or getattr(self.game, "finished", False):  # an end's stage: no lift
            return EndStageClock(kind, factor)
        return StageClock(kind, factor)

    def stage_picture(self, kind: str) -> StagePicture | None:
        """What the stage shows for the moment ``kind`` (None: the table plays it itself)."""
        return stage_pictures.picture(self, kind)

    def stage_ended(self, kind: str) -> None:
        """The stage that played ``kind`` left (the table's clocks resume): what it showed
        is over on the table too; one played as the game ended leaves the table dark."""
        stage_pictures.after_stage(self, kind)
        if getattr(self.game, "finished", False):
            self.end_dark = True

    def end_said(self) -> str:
        """What the end's last stage said (its stamp; "" when none played as it ended):
        the results open on its picture (their podium standing whole from its first
        frame)."""
        return self.stage_said if self.end_dark else ""

    def hush_ended(self, surface: pygame.Surface, darkness: int) -> None:
        """Hush ``surface`` (the finished table) as the end's stages play on it and the
        results open on it: the warm, lit felt of every stage
        (:mod:`game.views.stage_backdrop`) at ``darkness``, lit where the last stage's
        light stood (hR28: no longer an even dark veil); under the win's stage on the end's
        own felt, untinted (:data:`~game.theme_stage.END_FELT`, S9 amended round 76: a last
        box's bonus stage left its seat's olive tint under the win, round 77)."""
        from game.theme_stage import END_FELT
        from game.views.stage_backdrop import backdrop

        centre, seat = self.stage_light or (felt_area(self.size).center, None)
        if self.stage_on_end_felt:  # under (and after) the win's stage: its felt
            backdrop(surface, darkness, self.scale, centre, None, END_FELT)
        else:  # after another stage: that stage's own warm felt
            backdrop(surface, darkness, self.scale, centre, seat)

    def end_darkness(self) -> int:
        """How dark the finished table is under the results: as dark as the end's last
        stage left it, else the felt seen, dimmed (never near-black)."""
        return self.stage_darkness if self.end_dark else DIM_ALPHA[BIG]

    def dice_hit(self, strength: float) -> None:
        """A tumbling die knocked the rim or another die: a click as loud as the impact."""
        self.app.audio.play("die_hit", strength)

    # --- following the game (issue 12) ----------------------------------------------------

    def shown_player_index(self) -> int:
        """Whose turn the table shows now (a table may keep showing the last player a moment)."""
        return int(getattr(self.game, "current", 0))

    def computer_step_seconds(self) -> float:
        """Seconds between two of the computer's steps, from "Viteza calculatorului"."""
        speed = getattr(self.app.settings, "computer_speed", "normal")
        return theme.COMPUTER_STEP_SECONDS.get(speed, theme.COMPUTER_STEP_SECONDS["normal"])

    def computer_box_show_seconds(self) -> float:
        """Seconds the computer's chosen box stays highlighted before it is scored."""
        speed = getattr(self.app.settings, "computer_speed", "normal")
        return theme.COMPUTER_BOX_SHOW_SECONDS.get(speed,
                                                   theme.COMPUTER_BOX_SHOW_SECONDS["normal"])

    def player_label(self, index: int) -> str:
        """A player's name as messages print it ("Calculatorul" for the computer)."""
        player = self.players[index]
        return shown_name(player.name, player.is_computer, self.tr)

    def follow_turn(self, dt: float) -> None:
        """Age the turn banner; show "La rând: …" once the turn has visibly passed."""
        self.turn_banner.update(dt)
        if getattr(self.game, "finished", False):
            self.turn_banner.hide()
            return
        if not self.outcome_visible():
            self.turn_banner.hide()  # the new turn's first roll is in the air: it has done its job
        player = self.shown_player_index()
        if self.turn_watcher.changed(player, self.outcome_visible()):
            self.turn_banner.show(self.tr("table.turn_banner", name=self.player_label(player)))

    def pause(self) -> None:
        """Open the pause / help dialog over the table."""
        self.app.manager.push(PauseOverlay(self.app, on_leave=self.leave_game,
                                           rules_game=self.kind))

    def open_help(self) -> None:
        """The "?" button: this table's how-to-play overlay (subclasses open theirs)."""
        self.open_rules()

    def open_rules(self) -> None:
        """Show this game's rules over the table (F1); Esc comes back."""
        from game.scenes.rules import open_rules

        open_rules(self.app, self.kind)

    def back(self) -> None:
        """Esc: ask before leaving the game."""
        self.app.manager.push(leave_confirm(self.app, self.leave_game))

    def leave_game(self) -> None:
        """Close the table (and a stage left waiting over it) and go back to the menu."""
        manager = self.app.manager
        while self in manager.stack and manager.top is not self:
            manager.pop(fade=False)  # the stage "Pauză" was pressed under
        manager.pop()

    def control_under_stage(self, event: pygame.event.Event) -> bool:
        """Under a stage "?" and "Pauză" stay lit and act, over the waiting stage: a click on
        one, or F1 for the rules; True when ``event`` was theirs (it then skips nothing)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for button in (self.help_button, self.menu_button):
            if button.visible and button.enabled and button.rect.collidepoint(event.pos):
                button.on_click()
                return True
        return False

    # --- undo (issue 13) ----------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """True when the engine would take back a person's last scoring now."""
        return bool(getattr(self.game, "can_undo", False))

    def undo(self) -> None:
        """"Anulează": take back a person's last scoring (each table restores its own view)."""

    def _undo_click(self) -> None:
        self.app.audio.play("click")
        self.undo()

    def undo_label(self) -> str:
        """"Anulează (Ctrl+Z)", short and of one width, lit or greyed, at both tables: what
        an undo took back is said once by the table's own line, the button only offers it."""
        return str(self.tr("undo.button"))

    def computer_wait(self, pause: float) -> float:
        """The computer's pause before acting, stretched while an undo can still be reached."""
        return max(pause, theme.UNDO_COMPUTER_WAIT) if self.can_undo else pause

    def sync_undo_button(self) -> None:
        """Show "Anulează" exactly while the undo would be accepted."""
        self.undo_button.visible = self.can_undo and self.on_stage is None  # not under a stage

    def handle_event(self, event: pygame.event.Event) -> None:
        """F1 opens the rules; Ctrl+Z / Backspace undo; the rest as any scene (widgets, Esc)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return
        if is_undo_key(event):
            self.undo()
            return
        super().handle_event(event)

    def layout(self, size: tuple[int, int]) -> None:
        """"Pauză" top right, "?" left of it, the key-hint bar at the bottom; the players'
        panel on the left under the buttons' row."""
        super().layout(size)
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        bw, bh = self.px(theme.BUTTON_SMALL_SIZE[0] * 0.8), self.px(theme.BUTTON_SMALL_SIZE[1])
        self.menu_button.place(pygame.Rect(felt.right - margin - bw, felt.y + margin, bw, bh),
                               self.scale, self.font_px(theme.FONT_SMALL))
        self.help_button.place(pygame.Rect(felt.right - margin - bw - self.px(22) - bh,
                                           felt.y + margin, bh, bh),
                               self.scale, self.font_px(theme.FONT_BUTTON))
        self.chrome_bottom = felt.y + margin + bh
        hints_top = felt.bottom - self.px(theme.TABLE_KEY_BAR)
        self.content_area = pygame.Rect(felt.x, self.chrome_bottom, felt.w,
                                        hints_top - self.chrome_bottom)
        top = self.chrome_bottom + self.px(theme.GAP * 2)
        row = self.font_px(theme.FONT_BODY) + self.px(18)
        height = self.px(80) + row * max(1, len(self.players))
        self.players_panel = pygame.Rect(felt.x + margin, top, self.px(420),
                                         min(height, hints_top - top))

    def draw_key_hints(self, surface: pygame.Surface, text: str) -> None:
        """The key-hint bar: one line centred at the bottom of the felt (same on every table),
        each key it names a keycap (:mod:`game.widgets.keycaps`, one key style everywhere)."""
        spot = key_bar_spot(self, text)  # beside a coach card in the bar's room (hC17)
        if spot is None:
            return  # no side of the card holds it whole: no words cut in half
        top = self.app.manager.top
        if getattr(top, "lists_keys", False) or getattr(top, "dim_below", False):
            return  # a dialog or a "?" panel owns the screen: its Esc is the one said (S110)
        size, (centre, bottom), room = spot
        plain = key_plain(text)  # each "[key]" a keycap, the words after it plain (hK78)
        while size > 1 and text_size(plain, size)[0] > room:
            size -= 1  # (a narrow room shrinks the line whole, as draw_text's max_width did)
        width, height = text_size(plain, size)
        draw_keyed(surface, text, size, (centre - width // 2, bottom - height), self.scale,
                   theme.MUTED)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title, players' names, then the widgets.

        While dice tumble, everything but them is drawn once into a cached picture (redrawn
        only when :meth:`still_layer_key` changes) and each frame adds the tumbling dice.
        """
        tray = getattr(self, "tray", None)
        if tray is None or not tray.is_animating or layout_record.ON:  # the check sees all
            self._still_layer = None
            self.draw_frame(surface)
            return
        key = (id(tray), tray.throws, surface.get_size(), self.still_layer_key())
        layer = self._still_layer
        if layer is None or layer.get_size() != surface.get_size():
            layer = self._still_layer = surface.copy()
            self._still_key = None
        if self._still_key != key:
            self._drawing_still = True
            try:
                self.draw_frame(layer)
            finally:
                self._drawing_still = False
            self._still_key = key
        surface.blit(layer, (0, 0))
        self.draw_over_still(surface)  # (a cup going: each frame, never in the layer)
        tray.draw(surface, tumbling=True)

    def draw_over_still(self, surface: pygame.Surface) -> None:
        """What fades by its own clock under the tumbling dice, drawn each frame over the
        cached still picture (a table's cup going as the first throw leaves it), so that
        picture is not drawn again every frame; a table without one draws nothing."""

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The whole table: felt, the game, the widgets."""
        self.draw_background(surface)
        self.draw_table(surface)
        self.draw_widgets(surface)
        if self.on_stage is None:  # no tip speaks under the stage
            self.coach.draw(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The focus group's widgets (a disabled one a coach card lies over stays undrawn:
        no sliver of it shows round the card, :func:`under_the_coach`); under a screen that
        covers the table's top buttons (the results: "?" and "Pauză" do nothing there) those
        two stay undrawn, so its panel, as wide as the felt, never cuts through them."""
        shown = under_the_coach(self)  # round 64: a greyed button under a coach card
        if getattr(self.app.manager.top, "covers_table_buttons", False):
            shown += [b for b in (self.help_button, self.menu_button) if b.visible]
        if not shown:
            super().draw_widgets(surface)
            return
        for button in shown:
            button.visible = False
        try:
            super().draw_widgets(surface)
        finally:
            for button in shown:
                button.visible = True

    def draw_dice(self, surface: pygame.Surface) -> None:
        """Draw the tray's dice where the table draws them (only the still ones into the cached
        picture; the tumbling ones are added each frame); none while :attr:`dice_off`."""
        if self.dice_off:
            return
        self.tray.draw(surface, tumbling=False if self._drawing_still else None)

    def drawn_without_dice(self, size: tuple[int, int]) -> pygame.Surface:
        """The table as drawn now with no die on it: its slots, rack and panels whole where
        the dice lay. A Penta's stage lays it over the places its gathered dice left (ruling
        S77: never a patch of felt cutting the held rack or a panel's title)."""
        layer = pygame.Surface(size)
        recording, layout_record.ON = layout_record.ON, False  # (not a frame of its own)
        self.dice_off = True
        try:
            self.draw(layer)
        finally:
            self.dice_off = False
            layout_record.ON = recording
        return layer

    def still_layer_key(self) -> object:
        """What, besides the dice, changes the table's picture while dice tumble: the
        widgets' looks here; tables add their fading messages."""
        return (self.focus.focused is None or id(self.focus.focused),
                tuple((getattr(w, "hovered", False), getattr(w, "pressed", False),
                       round(getattr(w, "glow", 0.0) * 8), getattr(w, "enabled", True))
                      for w in self.focus.widgets))

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the title and the players; subclasses add their game here."""
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        draw_text(surface, self.tr(self.title_key), self.font_px(theme.FONT_HEADING), theme.GOLD,
                  (felt.centerx, felt.y + margin + self.px(36)), shadow=self.px(3), weight=BOLD)
        self.draw_players(surface)
        self.draw_key_hints(surface, self.tr("table.hint"))

    def draw_players(self, surface: pygame.Surface) -> None:
        """The players' names in turn order; the computer is tagged."""
        panel = self.players_panel
        draw_panel(surface, panel, self.scale)
        size = self.font_px(theme.FONT_BODY)
        draw_text(surface, self.tr("table.players"), self.font_px(theme.FONT_SMALL), theme.GOLD,
                  (panel.x + self.px(24), panel.y + self.px(20)), "topleft")
        y = panel.y + self.px(70)
        row = size + self.px(18)
        for player in self.players:
            if y + size > panel.bottom:
                break
            name = shown_name(player.name, player.is_computer, self.tr)
            draw_text(surface, name, size, theme.CREAM, (panel.x + self.px(24), y), "topleft",
                      max_width=panel.w - self.px(48))
            y += row


def is_undo_key(event: pygame.event.Event) -> bool:
    """Ctrl+Z or Backspace: "Anulează"."""
    if event.type != pygame.KEYDOWN:
        return False
    return bool(event.key == pygame.K_BACKSPACE
                or event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)


def under_the_coach(scene: Any) -> list[Any]:
    """The table's shown but disabled widgets its coach card lies over (the lead's ruling,
    round 64: a card may cover a greyed button, never a live one); they stay undrawn under
    it, the card says more."""
    card = getattr(getattr(scene, "coach", None), "card", None)
    if card is None or getattr(scene, "on_stage", None) is not None:
        return []
    return [w for w in getattr(scene.focus, "widgets", []) if w.visible
            and not getattr(w, "enabled", True) and card.colliderect(w.rect)]
