"""The "Statistici" screen: each player's record and the dice's honesty, drawn as charts.

Three tabs. **Yams** and **10 000**: a player chosen among the names seen (‹ / › buttons),
their figures on the left (games, wins, mean and best total, recent form; Yams: upper bonus,
Pentas; 10 000: points per turn, turns lost, the usual bank), and charts on the right: the last
20 totals, a histogram of totals (10 000: of one target at a time, chosen in the chart's
corner when the player raced to several), and per Yams box the player's mean against the expert
computer's (10 000: the banked turns, the usual one marked). **Zarurile**: a bar per face of
every die thrown with the fair count dashed, and a plain-words verdict from a chi-square test
(statistic and p-value shown); under :data:`game.statistics.MIN_THROWS` throws it says there is
not enough data yet. With nothing played, a friendly line and no empty axes, and a
button to a game of the tab's kind (:mod:`game.widgets.empty_state`).

Everything is computed when the screen opens or the choice changes (:meth:`refresh`), never
while drawing. Left/Right switch tabs when the tabs have the focus; Esc or Back returns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import format_int, shown_name
from game.rules.yams import UPPER_BOXES, Box
from game.scenes.simple import TitledScene, last_game
from game.scenes.stats_dice import SOURCES, draw_verdict, test_words, verdict_words
from game.scenes.stats_figures import (
    LINE_LEAST_GAMES,
    boxes_heading,
    games_counted,
    player_figures,
    recent_heading,
)
from game.statistics import (
    MIN_THROWS,
    Bin,
    ChiSquare,
    PlayedGame,
    PlayerSummary,
    expert_box_means,
    fairness,
    histogram,
    player_games,
    players_seen,
    summarise,
)
from game.widgets import charts
from game.widgets.button import Button
from game.widgets.empty_state import draw_empty_state, place_empty_state
from game.widgets.felt import draw_panel
from game.widgets.figure_column import Figure, PlacedFigure, figures_bottom, place_figures
from game.widgets.forms import Choice
from game.widgets.seats import draw_marked_name, marked_width, player_style
from game.widgets.text import BOLD, draw_text, fit_size, text_size, wrap

if TYPE_CHECKING:
    from game.app import App
    from game.storage.stats import StatsData

TABS = ("yams", "farkle", "dice")
"""The tabs, left to right."""



ONE_GAME_ROW_SHARE = 0.56
"""After one game the figures stand closer (in the same type): their panel and the game's
share the top row, the chart takes the body's whole width under them."""


ONE_GAME_CHART_LEAST = 0.38
"""After one game the chart goes across the body under the figures only when it keeps at
least this share of the body's height (else the figures fill their column)."""


class StatisticsScene(TitledScene):
    """Statistics per player and of the dice; reads ``app.stats`` when entered."""

    title_key = "stats.title"

    def __init__(self, app: App) -> None:
        """Make the tabs, the player chooser and the Back button; :meth:`enter` reads."""
        super().__init__(app)
        self.tabs = Choice([(t, self.lazy(f"stats.tab.{t}")) for t in TABS], "yams",
                           lambda _: self.refresh(), name="stats.tabs")
        self.prev_button = Button(self.lazy("stats.prev_player"), lambda: self.step_player(-1),
                                  "secondary", name="stats.prev_player")
        self.next_button = Button(self.lazy("stats.next_player"), lambda: self.step_player(1),
                                  "secondary", name="stats.next_player")
        self.target_choice = Choice([], None, self._choose_target, name="stats.target")
        self.target_choice.visible = False
        self.start_button = Button(self.start_label, self.start_game, name="stats.start")
        """With no game of the tab's kind yet: "Joacă Yams" / "Joacă 10 000", to New Game."""
        self.start_button.visible = False
        self.focus.widgets = [self.tabs, self.prev_button, self.next_button, self.target_choice,
                              self.start_button, self.back_button]
        self.play_button = self.offer_forward(self.play_label, self.play_shown)
        """Beside Back while the tab shows figures: "Joacă" the tab's game (the dice tab: the
        game last set up), the screen's one red button (the empty state has its own)."""
        self.empty_panel = pygame.Rect(0, 0, 0, 0)
        self.shown_target: int | None = None
        """10 000: the target whose totals the histogram shows."""
        self.total_bins: list[Bin] = []
        """The histogram of totals as drawn (10 000: of :attr:`shown_target` only)."""
        self.players: list[tuple[str, bool]] = []
        self.player_index = 0
        self.summary: PlayerSummary | None = None
        self.verdicts: dict[tuple[str, str], tuple[str, ChiSquare]] = {}
        self.all_dice: tuple[str, ChiSquare] | None = None
        self.all_counts: list[int] = [0] * 6
        self.chooser = pygame.Rect(0, 0, 0, 0)
        self.figures_rect = pygame.Rect(0, 0, 0, 0)
        self.figures_room = pygame.Rect(0, 0, 0, 0)
        self.figures_close = False
        """The figures of one game standing closer (their panel shares the top row)."""
        self.chart_rects: list[pygame.Rect] = []
        self.dice_rect = pygame.Rect(0, 0, 0, 0)
        self.verdict_rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)

    # --- what is shown -----------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """The chosen tab: "yams", "farkle" or "dice"."""
        return str(self.tabs.value)

    @property
    def data(self) -> StatsData:
        """The app's statistics (read from the file the first time)."""
        return self.app.stats.data

    def select_kind(self, kind: str) -> None:
        """Show the tab of ``kind``."""
        self.tabs.select(TABS.index(kind))

    def step_player(self, step: int) -> None:
        """Show the previous (-1) or next (+1) player, wrapping around."""
        if self.players:
            self.player_index = (self.player_index + step) % len(self.players)
            self.refresh()

    def start_label(self) -> str:
        """The empty state's button: "Joacă Yams" or "Joacă 10 000"."""
        return self.tr("menu.play", game=self.tr(f"stats.tab.{self.kind}"))

    def play_game(self) -> str:
        """The game "Joacă …" offers: the tab's, or on the dice tab the game last set up."""
        return self.kind if self.kind in ("yams", "farkle") else last_game(self.app)

    def play_label(self) -> str:
        """The way forward beside Back: "Joacă Yams" or "Joacă 10 000"."""
        return self.tr("menu.play", game=self.tr("menu." + self.play_game()))

    def play_shown(self) -> None:
        """Leave the statistics for New Game of :meth:`play_game` (the click already heard)."""
        from game.scenes.new_game import NewGameScene

        kind = self.play_game()
        self.app.manager.pop()
        self.app.manager.push(NewGameScene(self.app, kind))

    def start_game(self) -> None:
        """Leave the statistics for New Game of the tab's kind."""
        from game.scenes.new_game import NewGameScene

        self.app.audio.play("click")
        kind = self.kind
        self.app.manager.pop()
        self.app.manager.push(NewGameScene(self.app, kind))

    def enter(self) -> None:
        """Read the statistics and compute what the chosen tab shows."""
        self.refresh()

    def refresh(self) -> None:
        """Compute the figures of the chosen tab and player (the screen draws only these)."""
        data = self.data
        chosen = self.players[self.player_index] if self.players else None
        self.summary = None
        if self.kind in ("yams", "farkle"):
            self.players = players_seen(data.records, data.archive, self.kind)
            if chosen in self.players:
                self.player_index = self.players.index(chosen)
            else:
                self.player_index = 0
            if self.players:
                name, computer = self.players[self.player_index]
                self.summary = summarise(data.records, data.archive, self.kind, name, computer)
        self.verdicts = {(k, w): fairness(data.face_counts(k, w)) for k, w in SOURCES}
        self.all_counts = data.face_counts()
        self.all_dice = fairness(self.all_counts)
        chooser = self.kind != "dice" and len(self.players) > 1
        self.prev_button.visible = self.next_button.visible = chooser
        # Empty: one way on, the button to a game is the red one (Back is green everywhere).
        self.start_button.visible = self.kind != "dice" and self.summary is None
        self.play_button.visible = not self.start_button.visible
        self._refresh_targets()
        if self.size != (0, 0):
            self.layout(self.size)

    def _refresh_targets(self) -> None:
        """10 000: offer the player's targets (the one shown kept if they have it) and bin the
        totals of the one shown; Yams: bin every total."""
        s = self.summary
        targets = s.targets if s is not None and s.kind == "farkle" else ()
        if self.shown_target not in targets:
            self.shown_target = s.shown_target if targets and s is not None else None
        self.target_choice.options = [(t, format_int(t)) for t in targets]
        self.target_choice.index = targets.index(self.shown_target) if targets else 0
        self.target_choice.visible = len(targets) > 1
        if self.size != (0, 0) and self.chart_rects:
            self._place_target_keys()  # as many keys as targets, beside or under the heading
        totals = s.histogram_totals(self.shown_target) if s else []
        self.total_bins = histogram(totals, 8) if s else []
        # Below theme.STATS_FEW_GAMES games, the games themselves (no histogram).
        self.few_games: list[PlayedGame] = []
        if s is not None and 0 < len(totals) < theme.STATS_FEW_GAMES:
            self.few_games = player_games(self.data.records, s.kind, s.name, s.computer,
                                          self.shown_target)

    def game_lines(self) -> list[charts.GameLine]:
        """The few games listed instead of the histogram: "Partida 2 · 30 nov. 2026",
        "locul 1 din 3", the total (the best one's bar full)."""
        from game.scenes.scores import short_date

        best = max((g.total for g in self.few_games), default=0)
        lines = []
        for number, game in enumerate(self.few_games, 1):
            place = (self.tr("stats.alone") if game.seats == 1 else
                     self.tr("stats.place", place=game.place, seats=game.seats))
            title = self.tr("stats.game", n=number, date=short_date(self.tr, game.date))
            lines.append(charts.GameLine(title, place, format_int(game.total),
                                         game.total / best if best > 0 else 0.0,
                                         game.place == 1 and game.seats > 1))
        return lines

    def _choose_target(self, target: int) -> None:
        """The target chosen in the histogram's corner: chart its totals."""
        self.shown_target = target
        self._refresh_targets()
        if self.size != (0, 0):
            self.layout(self.size)  # the target's games may be too few for a line, or enough

    def line_shown(self) -> bool:
        """Whether the panel of recent totals is drawn: from :data:`LINE_LEAST_GAMES` games
        (of the target shown) on; before, the panel is left out, not filled with a promise."""
        s = self.summary
        return s is not None and s.games_at(self.shown_target) >= LINE_LEAST_GAMES

    def histogram_heading(self) -> str:
        """"Cum se împart totalurile" (Yams), "Totaluri, obiectiv 10 000" (10 000 played to one
        target), "Totaluri" beside the target keys (the chosen key, in gold, names it);
        "Partidele jucate" while they are listed instead."""
        if getattr(self, "few_games", None):
            if self.kind == "farkle" and self.shown_target is not None and \
                    not self.target_choice.visible:
                return self.tr("stats.games_heading_target",
                               target=format_int(self.shown_target))
            return self.tr("stats.games_heading")
        if self.kind == "farkle" and self.shown_target is not None:  # (with its games' count)
            if self.target_choice.visible:
                return games_counted(self, self.tr("stats.totals"))
            return games_counted(self, self.tr("stats.totals_at_target",
                                               target=format_int(self.shown_target)))
        return self.tr("stats.chart.histogram")

    def player_label(self) -> str:
        """The chosen player's name; the computer is "Calculatorul", as everywhere (not the
        name its records keep, "IA")."""
        if not self.players:
            return ""
        name, computer = self.players[self.player_index]
        return shown_name(name, computer, self.tr)

    def figures(self) -> list[Figure]:
        """The figures column of the chosen player, formatted in the app's language."""
        return [] if self.summary is None else player_figures(self.summary, self.tr)

    def verdict_text(self) -> str:
        """The plain-words answer to "Zarurile sunt corecte?" for all dice thrown."""
        return verdict_words(self, MIN_THROWS)

    def test_text(self, test: ChiSquare) -> str:
        """The chi-square test in plain words (:func:`~game.scenes.stats_dice.test_words`)."""
        return test_words(self.tr, test)

    # --- layout ------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Tabs and chooser on one row; under them the figures column and the charts."""
        super().layout(size)
        c = self.content
        gap = self.px(theme.GAP)
        row_h = max(theme.FONT_MIN + 12, self.px(theme.TAB_SIZE[1]))
        tab_w = min(self.px(theme.STATS_TAB_WIDTH) * len(TABS), c.w // 2)
        # nothing played: the tabs centred over the empty state's centred panel (one centred
        # group, no tab bar in the corner over bare felt)
        tabs_x = c.centerx - tab_w // 2 if not self.data.games_played() else c.x
        self.tabs.place(pygame.Rect(tabs_x, c.y, tab_w, row_h), self.scale,
                        self.font_px(theme.FONT_SMALL))
        side = max(row_h, self.px(theme.STATS_CHOOSER_BUTTON))
        self.chooser = pygame.Rect(c.x + tab_w + gap * 2, c.y, c.right - c.x - tab_w - gap * 2,
                                   row_h)
        font = self.font_px(theme.FONT_BUTTON)
        self.next_button.place(pygame.Rect(self.chooser.right - side, c.y, side, row_h),
                               self.scale, font)
        self.prev_button.place(pygame.Rect(self.chooser.x, c.y, side, row_h), self.scale, font)
        self.body = pygame.Rect(c.x, c.y + row_h + gap, c.w, c.bottom - c.y - row_h - gap)
        b = self.body
        fig_w = round(b.w * theme.STATS_FIGURES_SHARE)
        self.figures_rect = pygame.Rect(b.x, b.y, fig_w, b.h)
        self.figures_room = pygame.Rect(self.figures_rect)
        """The column the figures are set in (their type from its height, on every tab)."""
        right = pygame.Rect(b.x + fig_w + gap, b.y, b.w - fig_w - gap, b.h)
        top_h = (right.h - gap) // 2
        half = (right.w - gap) // 2
        self.chart_rects = [pygame.Rect(right.x, right.y, half, top_h),
                            pygame.Rect(right.x + half + gap, right.y, right.w - half - gap,
                                        top_h),
                            pygame.Rect(right.x, right.y + top_h + gap, right.w,
                                        right.h - top_h - gap)]
        self.figures_close = False
        if not self.line_shown():  # one game: no panel for a line of one point
            self.figures_close = self.summary is not None
            top = figures_bottom(self.place_figures(), self.figures_rect, self.scale) - b.y
            if b.h - top - gap >= b.h * ONE_GAME_CHART_LEAST:
                # a few figures: they and the game played side by side, as tall as the
                # figures' rows (no felt left empty under either), the chart across the
                # whole body under them
                self.figures_rect.h = top
                self.chart_rects = [pygame.Rect(right.x, right.y, 0, 0),
                                    pygame.Rect(right.x, right.y, right.w, top),
                                    pygame.Rect(b.x, b.y + top + gap, b.w, b.h - top - gap)]
            else:  # many (10 000's): they fill their column; the game takes the top row
                self.figures_close = False
                self.chart_rects[1] = self.chart_rects[0].union(self.chart_rects[1])
                self.chart_rects[0] = pygame.Rect(right.x, right.y, 0, 0)
        self._place_target_keys()
        self._place_empty()
        dice_w = round(b.w * 0.58)
        self.dice_rect = pygame.Rect(b.x, b.y, dice_w, b.h)
        self.verdict_rect = pygame.Rect(b.x + dice_w + gap, b.y, b.w - dice_w - gap, b.h)

    def _place_empty(self) -> None:
        """The empty state's panel in the body's middle, sized to its words and button."""
        self.empty_panel = place_empty_state(self.body, self.scale, self.empty_text(),
                                             self.start_button)

    def empty_text(self) -> str:
        """The friendly paragraph of a tab with no game of its kind."""
        game = self.tr(f"stats.tab.{self.kind}")
        key = "stats.empty" if not self.data.games_played() else "stats.empty_kind"
        return self.tr(key, game=game)

    def _place_target_keys(self) -> None:
        """10 000: the target keys in the histogram's top right corner, beside its heading, or
        under it when both do not fit on one line (the heading keeps its size)."""
        hist = self.chart_rects[1]
        pad = self.px(theme.GAP * 0.6)
        side = self.px(theme.GAP)
        small = self.font_px(theme.FONT_SMALL)
        line_h = text_size("Ag", small)[1]
        key_h = max(theme.FONT_MIN + 12, self.px(theme.STATS_TARGET_KEY_HEIGHT))
        font = self.font_px(theme.CHART_LABEL)
        keys = len(self.target_choice.options)
        widest = max((text_size(label, font)[0] for _, label in self.target_choice.options),
                     default=0)
        least = keys * (widest + self.px(theme.GAP))  # room for the longest label on each key
        heading_w = text_size(self.histogram_heading(), small)[0]
        room = hist.w - 3 * side - heading_w
        beside = room >= least
        width = min(self.px(theme.STATS_TARGET_KEY) * keys,
                    room if beside else hist.w - 2 * side)
        y = hist.y + pad // 2 if beside else hist.y + pad + line_h + pad // 2
        self.target_choice.place(pygame.Rect(hist.right - side - width, y, width, key_h),
                                 self.scale, font)

    # --- drawing -----------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        """The chosen tab: a player's figures and charts, or the dice."""
        if self.kind == "dice":
            self._draw_dice(surface)
            return
        self._draw_chooser(surface)
        if self.summary is None:
            draw_empty_state(surface, self.empty_panel, self.scale,
                             self.tr("stats.empty_title"), self.empty_text())
            return
        self._draw_figures(surface)
        self._draw_player_charts(surface)

    def _message_panel(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """A panel holding one friendly paragraph, centred (no axes)."""
        panel = pygame.Rect(0, 0, min(rect.w, self.px(1300)), min(rect.h, self.px(300)))
        panel.center = rect.center
        draw_panel(surface, panel, self.scale)
        size = self.font_px(theme.FONT_BODY)
        pad = self.px(theme.GAP * 2)
        lines = wrap(text, size, panel.w - 2 * pad)
        line_h = round(text_size("Ag", size)[1] * 1.25)
        y = panel.centery - line_h * len(lines) // 2
        for line in lines:
            draw_text(surface, line, size, theme.CREAM, (panel.centerx, y), "midtop")
            y += line_h

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        """The chosen player's name between ‹ and ›, and "2 din 5" under it."""
        if not self.players:
            return
        r = self.chooser
        inner = r.inflate(-2 * (self.prev_button.rect.w + self.px(theme.GAP)), 0) \
            if self.prev_button.visible else r
        if self.prev_button.visible:  # one control: the name on a plate between ‹ and ›
            plate = pygame.Rect(self.prev_button.rect.right + self.px(6), r.y,
                                self.next_button.rect.x - self.prev_button.rect.right
                                - 2 * self.px(6), self.prev_button.rect.h - self.px(6))
            pygame.draw.rect(surface, theme.PANEL, plate, border_radius=self.px(14))
            pygame.draw.rect(surface, theme.TABLE_HEADER, plate, max(1, self.px(2)),
                             border_radius=self.px(14))
        size = self.font_px(theme.FONT_BODY)
        size = fit_size(self.player_label(), size, inner.w - marked_width(size))
        # The player's mark: the computer's own, a person's by their place among the people
        # seen (stable across visits).
        style = player_style([computer for _, computer in self.players], self.player_index)
        draw_marked_name(surface, self.player_label(), size, theme.GOLD, inner.center,
                         style, anchor="center", shadow=self.px(2))

    def _heading(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                 legend: str = "") -> int:
        """A chart's or column's heading at the top of ``rect`` (leaving room for a
        ``legend`` on its right); return the y under it."""
        room = rect.w - self.px(theme.GAP * 2) - (self._legend_width([legend]) if legend else 0)
        size = fit_size(text, self.font_px(theme.FONT_SMALL), room)
        pad = self.px(theme.GAP * 0.6)
        draw_text(surface, text, size, theme.GOLD, (rect.x + self.px(theme.GAP), rect.y + pad),
                  "topleft")
        return rect.y + pad + text_size(text, size)[1] + pad

    def figures_heading(self) -> str:
        """The figures column's heading: what it holds ("Pe scurt"); the player's name is
        said once, in the chooser above it. 10 000 played to several targets: it says it
        counts them all (the charts beside show one target at a time)."""
        s = self.summary
        if s is not None and s.kind == "farkle" and len(s.targets) > 1:
            return self.tr("stats.figures_all_targets")
        return self.tr("stats.figures")

    def place_figures(self) -> list[PlacedFigure]:
        """Where each figure of the chosen player goes in the figures column (one size for
        both player tabs; see :func:`game.widgets.figure_column.place_figures`)."""
        rect = self.figures_room
        heading = self.figures_heading()
        top = rect.y + self.px(theme.GAP * 0.6) * 2 + text_size(
            heading, fit_size(heading, self.font_px(theme.FONT_SMALL),
                              rect.w - 2 * self.px(theme.GAP)))[1]
        return place_figures(self.figures(), rect, top, self.scale,
                             ONE_GAME_ROW_SHARE if self.figures_close else 1.0)

    def _draw_figures(self, surface: pygame.Surface) -> None:
        placed = self.place_figures()
        rect = self.figures_rect.copy()
        rect.h = figures_bottom(placed, rect, self.scale) - rect.y  # as tall as its rows
        draw_panel(surface, rect, self.scale)
        self._heading(surface, rect, self.figures_heading())  # the name is said above
        for i, place in enumerate(placed):
            if i % 2:
                stripe = pygame.Surface(place.band.size, pygame.SRCALPHA)
                stripe.fill((*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA))
                surface.blit(stripe, place.band.topleft)
            draw_text(surface, place.figure.value, place.value_size, theme.CREAM,
                      place.value_rect.midright, "midright", weight=BOLD)
            ly = place.label_rect.y
            line_h = place.label_rect.h // len(place.lines)
            for line in place.lines:
                draw_text(surface, line, place.label_size, theme.MUTED,
                          (place.label_rect.x, ly), "topleft")
                ly += line_h

    def _draw_player_charts(self, surface: pygame.Surface) -> None:
        s = self.summary
        if s is None:
            return
        line_rect, hist_rect, wide_rect = self.chart_rects
        recent, games = s.recent_at(self.shown_target), s.games_at(self.shown_target)
        for rect in self.chart_rects:
            if rect.w:
                draw_panel(surface, rect, self.scale)
        reference = self.reference()
        if self.line_shown():
            self._draw_recent_line(surface, line_rect, recent, games, reference)
        heading_rect = hist_rect
        if self.target_choice.visible and self.target_choice.rect.y < hist_rect.y + \
                self.px(theme.GAP):  # keys beside the heading: it keeps out of their way
            heading_rect = hist_rect.copy()
            heading_rect.w = self.target_choice.rect.x - hist_rect.x
        y = self._heading(surface, heading_rect, self.histogram_heading())
        if self.target_choice.visible:
            y = max(y, self.target_choice.rect.bottom + self.px(theme.GAP * 0.6))
        if self.few_games:  # the games themselves; beside no line yet, what they will be
            # measured against (Yams: the expert's mean; 10 000: the heading names the target)
            note = self.tr("stats.line_reference_yams",
                           total=format_int(round(reference[0]))) \
                if reference and s.kind == "yams" and not self.line_shown() else ""
            charts.draw_game_list(surface, self._chart_area(hist_rect, y), self.game_lines(),
                                  note, self.scale, self.tr("stats.points"))
        else:
            charts.draw_histogram(surface, self._chart_area(hist_rect, y), self.total_bins,
                                  self.scale, _int_fmt, _int_fmt)
        if s.kind == "yams":
            y = self._heading(surface, wide_rect, boxes_heading(s.games, self.tr))
            # the expert's means beside means only: one game's points stand alone (the line's
            # panel says the expert's mean in words)
            expert = expert_box_means() if s.games > 1 else {}  # {}: its file is damaged
            if expert:  # two series: which is whose (one alone is the chosen player's)
                self._legend(surface, wide_rect, [
                    (theme.CHART_BAR, self.player_label()),
                    (theme.CHART_BAR_OTHER, self.tr("stats.legend.expert"))])
            mine = s.box_means()
            groups: list[tuple[str | int, float, float | None]] = []
            for box in Box:
                label: str | int = box.value + 1 if box in UPPER_BOXES else self.tr(
                    f"stats.box.{box.id}")
                groups.append((label, mine[box], expert.get(box, 0.0) if expert else None))
            charts.draw_paired_bars(surface, self._chart_area(wide_rect, y), groups, self.scale,
                                    _int_fmt, zeros=s.games == 1)
        else:
            y = self._heading(surface, wide_rect, self.tr("stats.chart.banks"))
            self._legend(surface, wide_rect, [(theme.CHART_EXPECTED,
                                               self.tr("stats.legend.usual"))], dashed=True)
            banks = [p for p, n in sorted(s.tally.bank_counts.items()) for _ in range(n)]
            charts.draw_histogram(surface, self._chart_area(wide_rect, y),
                                  histogram(banks, 16), self.scale, _int_fmt, _int_fmt,
                                  mark=s.usual_bank)

    def _draw_recent_line(self, surface: pygame.Surface, line_rect: pygame.Rect,
                          recent: tuple[int, ...], games: int,
                          reference: tuple[float, str] | None) -> None:
        """The panel of recent totals: its line, the reference dashed across it."""
        y = self._heading(surface, line_rect, recent_heading(self),
                          legend=reference[1] if reference else "")
        charts.draw_line_chart(surface, self._chart_area(line_rect, y), recent, self.scale,
                               _int_fmt, first_number=games - len(recent) + 1,
                               reference=reference)
        if reference is not None:
            self._legend(surface, line_rect, [(theme.CHART_EXPECTED, reference[1])],
                         dashed=True)

    def reference(self) -> tuple[float, str] | None:
        """What the recent totals are measured against: at Yams the expert computer's mean
        of the boxes, at 10 000 the target shown (its games alone); None otherwise."""
        if self.kind == "yams":
            means = expert_box_means()
            if not means:
                return None
            total = round(sum(means.values()))
            return total, self.tr("stats.reference_yams", total=total)
        target = self.shown_target if self.summary is not None else None
        if target is None:
            return None
        return target, self.tr("stats.reference_farkle", target=target)

    def _legend(self, surface: pygame.Surface, rect: pygame.Rect,
                items: list[tuple[tuple[int, int, int], str]], dashed: bool = False) -> None:
        size = self.font_px(theme.CHART_LABEL)
        width = self._legend_width([name for _, name in items])
        pad = self.px(theme.GAP * 0.6)
        charts.legend(surface, (rect.right - self.px(theme.GAP) - width, rect.y + pad), items,
                      size, self.scale, dashed)

    def _legend_width(self, names: list[str]) -> int:
        """The width :meth:`_legend` takes for these names."""
        size = self.font_px(theme.CHART_LABEL)
        return sum(text_size(name, size)[0] + size * 2 for name in names)

    def _chart_area(self, rect: pygame.Rect, top: int) -> pygame.Rect:
        pad = self.px(theme.GAP)
        return pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - pad - top)

    def _draw_dice(self, surface: pygame.Surface) -> None:
        if self.all_dice is None or self.all_dice[1].throws == 0:
            self._message_panel(surface, self.body, self.tr("stats.dice.none"))
            return
        verdict, test = self.all_dice
        rect = self.dice_rect
        draw_panel(surface, rect, self.scale)
        y = self._heading(surface, rect, self.tr.n("stats.dice.thrown", test.throws))
        self._legend(surface, rect, [(theme.CHART_EXPECTED, self.tr("stats.legend.expected"))],
                     dashed=True)
        charts.draw_face_bars(surface, self._chart_area(rect, y), self.all_counts,
                              test.expected, self.scale, _int_fmt)
        draw_verdict(self, surface, verdict, test)


def _int_fmt(value: float) -> str:
    return format_int(round(value))
