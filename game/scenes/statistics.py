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

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import format_int, shown_name
from game.scenes.clear_records import ask_clear_statistics, clear_button, said_where
from game.scenes.simple import TitledScene, last_game
from game.scenes.stats_dice import DICE_SHARE, SOURCES, test_words, verdict_words
from game.scenes.stats_drawing import EMPTY_DICE, StatsDrawing
from game.scenes.stats_figures import (
    LINE_LEAST_GAMES,
    games_counted,
    player_figures,
)
from game.statistics import (
    MIN_THROWS,
    Bin,
    ChiSquare,
    PlayedGame,
    PlayerSummary,
    fairness,
    histogram,
    player_games,
    players_seen,
    summarise,
)
from game.theme_pages import STATS_TYPE_LEAST
from game.widgets import charts
from game.widgets.button import Button, label_text
from game.widgets.empty_state import natural_height, place_empty_state, spread_air
from game.widgets.figure_column import Figure, figures_bottom
from game.widgets.forms import Choice
from game.widgets.seats import marked_width, player_style
from game.widgets.segmented import Segmented
from game.widgets.stats_preview import PREVIEW_SHARE
from game.widgets.text import text_size

if TYPE_CHECKING:
    from game.app import App
    from game.storage.stats import StatsData

TABS = ("yams", "farkle", "dice")
"""The tabs, left to right."""



ONE_GAME_PANEL_SHARE = 0.47
"""10 000 after one game: its game's panel's share of the body's height (its chart the rest,
ruling S90 3)."""
ONE_GAME_CHART_LEAST = 0.38
"""After one game the chart goes across the body under the figures only when it keeps at
least this share of the body's height (else the figures fill their column)."""


class StatisticsScene(StatsDrawing, TitledScene):
    """Statistics per player and of the dice; reads ``app.stats`` when entered."""

    keeps_focus = True
    """Always a control focused (ruling S89 3)."""

    type_least = STATS_TYPE_LEAST
    """No word under 16.6 px of em, even at 1024×600 (round 74: a side screen's 15 px read
    ~12 px in the dice tab's captions)."""

    title_key = "stats.title"
    title_y = theme.STATS_TITLE_Y
    """The title higher and smaller than other screens': its band short, the charts tall
    (hM41, critic A40)."""
    title_type = theme.STATS_TITLE_TYPE

    def __init__(self, app: App) -> None:
        """Make the tabs, the player chooser and the Back button; :meth:`enter` reads."""
        super().__init__(app)
        self.tabs = Choice([(t, self.lazy(f"stats.tab.{t}")) for t in TABS], "yams",
                           lambda _: self.refresh(), name="stats.tabs")
        self.prev_button = Button(self.lazy("stats.prev_player"), lambda: self.step_player(-1),
                                  "secondary", name="stats.prev_player")
        self.next_button = Button(self.lazy("stats.next_player"), lambda: self.step_player(1),
                                  "secondary", name="stats.next_player")
        self.target_choice = Segmented([], None, self._choose_target, name="stats.target")
        self.target_choice.visible = False
        self.page_choice = Segmented([(0, self.lazy("stats.page.games")),
                                      (1, self.lazy("stats.page.boxes"))], 0,
                                     lambda _: self.layout(self.size), name="stats.page")
        """A short window's Yams pages (:meth:`paged`): its games' charts, or its boxes';
        a segmented filter at the header row's left end, apart from the gold game tabs
        (ruling S82, amending S67 1: critic cC79 #2, two gold selections on one row)."""
        self.page_choice.visible = False
        self.page_choice.shared_ink = self.tabs.shared_ink = self.header_ink
        self.start_button = Button(self.start_label, self.start_game, name="stats.start")
        """With no game of the tab's kind yet: "Joacă Yams" / "Joacă 10 000", to New Game."""
        self.start_button.visible = False
        self.focus.widgets = [self.target_choice, self.page_choice, self.tabs, self.prev_button,
                              self.next_button, self.start_button,
                              self.back_button]  # the screen's order: the header left to
        # right, the filter at its left end (ruling S35, round 77, hS33)
        self.play_button = self.offer_forward(self.play_label, self.play_shown)
        """Beside Back while the tab shows figures: "Joacă" the tab's game (the dice tab: the
        game last set up), the screen's one red button (the empty state has its own)."""
        self.clear_button = clear_button(self, "stats.clear", self.ask_clear)
        """The quiet "Șterge statisticile" in the bottom right corner, while anything is
        counted (ruling S32)."""
        self.empty_panel = pygame.Rect(0, 0, 0, 0)
        self.empty_frame = pygame.Rect(0, 0, 0, 0)
        self.empty_air = 0
        """The air the filling empty card adds after its dice and after its words."""
        """With nothing played: the panel drawn round its words, centred in the body."""
        self.shown_target: int | None = None
        """10 000: the target whose totals the histogram shows."""
        self.total_bins: list[Bin] = []
        """The histogram of totals as drawn (10 000: of :attr:`shown_target` only)."""
        self.players: list[tuple[str, bool]] = []
        self.player_index = 0
        self.summary: PlayerSummary | None = None
        self.figures_summary: PlayerSummary | None = None
        self.verdicts: dict[tuple[str, str], tuple[str, ChiSquare]] = {}
        self.all_dice: tuple[str, ChiSquare] | None = None
        self.all_counts: list[int] = [0] * 6
        self.source_counts: dict[tuple[str, str], list[int]] = {}
        """Each source's faces 1..6 thrown (:data:`~game.scenes.stats_dice.SOURCES`)."""
        self.source_charts: dict[tuple[str, str], tuple[pygame.Rect, list[pygame.Rect], int]] = {}
        """Each source's six faces as last drawn on the dice tab: (area, bars, fair line y)."""
        self.source_captions: list[pygame.Rect] = []
        """The names over the sources' faces set side by side, as last drawn (left to right)."""
        self.bar_scale: list[tuple[str, pygame.Rect]] = []
        """One game's bar's scale as last drawn: its words and where (none: no such bar)."""
        self.sources_end = 0
        """Where the dice tab's list of sources ended as last drawn (y)."""
        self.verdict_badge = pygame.Rect(0, 0, 0, 0)
        """The dice tab's verdict badge, beside its headline, as last drawn (hM29)."""
        self.figures_top = 0
        """Where the dice tab's figures (the test's, quiet, at the panel's foot) start (y)."""
        self.progress_room = pygame.Rect(0, 0, 0, 0)
        """Too few throws: the dice tab's way to a verdict as drawn, its figure and bar."""
        self.progress_bar = pygame.Rect(0, 0, 0, 0)  # (its track; none: a verdict said)
        self.progress_fill = pygame.Rect(0, 0, 0, 0)  # (the throws so far in it)
        self.chooser = pygame.Rect(0, 0, 0, 0)
        self.figures_rect = pygame.Rect(0, 0, 0, 0)
        self.figures_room = pygame.Rect(0, 0, 0, 0)
        self.figures_close = False
        """The figures of one game standing closer (their panel shares the top row)."""
        self.chart_rects: list[pygame.Rect] = []
        self.dice_rect = pygame.Rect(0, 0, 0, 0)
        self.verdict_rect = pygame.Rect(0, 0, 0, 0)
        self.verdict_card = pygame.Rect(0, 0, 0, 0)
        """The dice tab's verdict card as last drawn (too few throws: sized to its words)."""
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
        """Read the statistics (again, when another copy of the game wrote them since) and
        compute what the chosen tab shows."""
        self.app.stats.catch_up()
        self.refresh()

    def primary_control(self) -> Button | None:
        """The empty state's own "Joacă …" while shown, else the red one beside Back (S89 3)."""
        return self.start_button if self.start_button.visible else super().primary_control()

    def ask_clear(self) -> None:
        """Ask before clearing the statistics; confirmed, the screen shows them cleared."""
        ask_clear_statistics(self.app, self.refresh, said_where(self))

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
        self.source_counts = {(k, w): list(data.face_counts(k, w)) for k, w in SOURCES}
        self.verdicts = {source: fairness(counts) for source, counts in self.source_counts.items()}
        self.all_counts = data.face_counts()
        self.all_dice = fairness(self.all_counts)
        chooser = self.kind != "dice" and len(self.players) > 1
        self.prev_button.visible = self.next_button.visible = chooser
        # Empty: one way on, the button to a game is the red one (Back is green everywhere).
        self.start_button.visible = self.kind != "dice" and self.summary is None
        self.play_button.visible = not self.start_button.visible
        self.clear_button.visible = bool(data.games_played() or any(data.face_counts()))
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
        # (placed by :meth:`layout`, in the header row: as many keys as targets)
        self.figures_summary = s
        """What the figures column counts: 10 000 played to several targets, the games of the
        target shown alone (the same games as the charts beside it)."""
        if s is not None and len(targets) > 1 and self.shown_target is not None:
            self.figures_summary = summarise(self.data.records, self.data.archive, s.kind,
                                             s.name, s.computer, self.shown_target)
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
                                         game.place == 1 and game.seats > 1,
                                         theme.SEAT_COLOURS[self.seat_style()],
                                         self.game_fact(game)))
        return lines

    def game_fact(self, game: PlayedGame) -> str:
        """What a game's card says under its place (10 000, where turns are kept): its
        length in turns and the winner's total, or for a win the best other's ("15 ture ·
        câștigătorul: 10 350"); alone at the table its turns; "" at Yams (round 73, critic
        K72 #11: one game's card had an empty band under its heading)."""
        if not game.turns:
            return ""
        turns = self.tr.n("stats.game_turns", game.turns)
        if game.best_other is None:
            return turns
        key = "stats.game_winner" if game.place > 1 else "stats.game_next"
        return self.tr(key, turns=turns, total=format_int(game.best_other))

    def seat_style(self) -> int:
        """The chosen player's seat style (its mark and colour): the computer's own, a
        person's by their place among the people seen (stable across visits)."""
        return player_style([computer for _, computer in self.players], self.player_index)

    def on_one_axis(self, lines: list[charts.GameLine], reference: float
                    ) -> tuple[list[charts.GameLine], float, list[tuple[float, str]]]:
        """The listed games on one axis with ``reference``: each bar's share of the axis's
        top, the reference's share and the axis's round values (share, words), from 0 to
        the first round value over the largest of the totals and the reference."""
        totals = [game.total for game in self.few_games]
        values = charts.ticks(max(*totals, reference) * 1.05, 4)
        top = values[-1]
        scaled = [replace(line, share=total / top) for line, total in zip(lines, totals,
                                                                          strict=True)]
        return scaled, reference / top, [(value / top, format_int(value)) for value in values]

    def _choose_target(self, target: int) -> None:
        """The target chosen in the header's keys: the page's figures and charts of its
        games."""
        self.shown_target = target
        self._refresh_targets()
        if self.size != (0, 0):
            self.layout(self.size)  # the target's games may be too few for a line, or enough

    def paged(self, size: tuple[int, int]) -> bool:
        """Whether the Yams tab's per-box chart has a page of its own in a window of ``size``:
        under :data:`~game.theme_stats.STATS_PAGED_BELOW` pixels high, once the recent totals
        take the top row (hS31, critics cF75c and cZ75: squeezed under them at 1024x600)."""
        s = self.summary  # (S82: a few games listed too, their bars 3 px under the figures)
        return (self.kind == "yams" and s is not None and size[1] < theme.STATS_PAGED_BELOW
                and (self.line_shown() or s.games_at(self.shown_target) >= 2))

    def line_shown(self) -> bool:
        """Whether the panel of recent totals is drawn: from :data:`LINE_LEAST_GAMES` games
        (of the target shown) on; before, the panel is left out, not filled with a promise;
        nor while the few games are listed one by one, their totals said there once (critic
        A71: the same totals as a line and as a list)."""
        s = self.summary
        return (s is not None and s.games_at(self.shown_target) >= LINE_LEAST_GAMES
                and not getattr(self, "few_games", None))

    def histogram_heading(self) -> str:
        """"Cum se împart totalurile" (Yams), "Totaluri · 9 partide" (10 000: its target
        said by the figures' heading and the line's legend, the keys choosing it in the
        header, hM31; hS67: whole at the headings' type); "Partidele jucate" while they
        are listed instead (10 000: its target said once, by the games' marker "Obiectiv:
        10 000", round 72, critic I72)."""
        if getattr(self, "few_games", None):
            return self.tr("stats.games_heading")
        if self.kind == "farkle" and self.shown_target is not None:  # (with its games' count;
            return games_counted(self, self.tr("stats.totals"))  # hS67: its target said by
        # the figures' heading and the line's legend, so it stands whole at the headings' type)
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
        s = self.figures_summary
        return [] if s is None else player_figures(s, self.tr)

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
        tab_w = min(self.px(theme.STATS_TAB_WIDTH) * len(TABS),
                    round(c.w * theme.STATS_TABS_SHARE))
        # one page frame (ruling S35, round 77, hS33, critic cC77: left-aligned tabs under a
        # centred title): the tabs centred under the title, played or not; the target keys or
        # the pages at the row's left end, the player's chip at its right end
        side = max(row_h, self.px(theme.STATS_CHOOSER_BUTTON))
        keys_w = self._place_target_keys(pygame.Rect(c.x, c.y, 0, row_h))
        paged = self.paged(size)
        self.page_choice.visible = paged
        if paged:  # a filter at the row's left end, as the 10 000 target keys (S82)
            keys_w = self._place_pages(pygame.Rect(c.x, c.y, 0, row_h))
        chip_w = min(self.chip_width(side), c.w)
        self.chooser = pygame.Rect(c.right - chip_w, c.y, chip_w, row_h)  # a chip at the
        # row's end, not a bar across it (critic A69)
        least = c.x + (keys_w + gap * 2 if keys_w else 0)
        most = self.chooser.x - gap - tab_w  # (centred under the title as far as the chip
        tabs_x = min(max(size[0] // 2 - tab_w // 2, least), max(most, least))  # allows, S35)
        if tabs_x + tab_w + gap > self.chooser.x:  # no room for all three: the chip gives
            self.chooser.x = tabs_x + tab_w + gap  # way, as it did before (1024x600, keys)
            self.chooser.w = c.right - self.chooser.x
        self.tabs.place(pygame.Rect(tabs_x, c.y, tab_w, row_h), self.scale,
                        self.font_px(theme.FONT_BODY))  # (critic A69: the tabs' words small)
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
            if self.kind == "farkle" and len(getattr(self, "few_games", ())) == 1:
                # 10 000 (ruling S90 3, critic cC80 #4: its chart a ~100 px strip under a
                # half-empty game panel): the figures fill their column; beside them the
                # game's panel as tall as its words, the chart of banks under it, tall
                self.figures_close = False  # (the figures fill their column)
                game_h = round(right.h * ONE_GAME_PANEL_SHARE)
                self.chart_rects = [pygame.Rect(right.x, right.y, 0, 0),
                                    pygame.Rect(right.x, right.y, right.w, game_h),
                                    pygame.Rect(right.x, right.y + game_h + gap, right.w,
                                                right.h - game_h - gap)]
            elif b.h - top - gap >= max(b.h * ONE_GAME_CHART_LEAST, theme.STATS_WIDE_PANEL_LEAST):
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
        if paged:
            self._page_rects(b, right, gap)
        self._place_empty()
        dice_w = round(b.w * DICE_SHARE)
        self.dice_rect = pygame.Rect(b.x, b.y, dice_w, b.h)
        self.verdict_rect = pygame.Rect(b.x + dice_w + gap, b.y, b.w - dice_w - gap, b.h)

    def _page_rects(self, b: pygame.Rect, right: pygame.Rect, gap: int) -> None:
        """A paged Yams tab's panels: the games' page, the figures and the two charts of
        totals side by side at the body's full height; the boxes' page, their chart across
        the whole body."""
        if self.page_choice.value == 1:
            self.figures_rect = pygame.Rect(b.x, b.y, 0, 0)
            self.chart_rects = [pygame.Rect(b.x, b.y, 0, 0), pygame.Rect(b.x, b.y, 0, 0),
                                b.copy()]
            return
        self.figures_rect = pygame.Rect(b.x, b.y, right.x - gap - b.x, b.h)
        self.figures_close = False
        if not self.line_shown():  # a few games: their list beside the figures, full height
            self.chart_rects = [pygame.Rect(right.x, right.y, 0, 0), right.copy(),
                                pygame.Rect(right.x, right.bottom, 0, 0)]
            return
        half = (right.w - gap) // 2
        self.chart_rects = [pygame.Rect(right.x, right.y, half, right.h),
                            pygame.Rect(right.x + half + gap, right.y, right.w - half - gap,
                                        right.h),
                            pygame.Rect(right.x, right.bottom, 0, 0)]

    def header_ink(self) -> str:
        """The words of the game tabs and, in a short window, the pages' tabs beside them:
        both rows of keys set on one baseline (a "ț" in "Pe căsuțe" lifted its row)."""
        rows = [self.tabs] + ([self.page_choice] if self.page_choice.visible else [])
        return "".join(label_text(label) for row in rows for _, label in row.options)

    def _place_pages(self, row: pygame.Rect) -> int:
        """A short window's Yams pages: a segmented filter ("Partidele | Pe căsuțe") at the
        header row's left end, lower than the tabs on their centre line, as the 10 000's
        target keys stand (ruling S82, amending S67 1: critic cC79 #2, the pages as gold tabs
        flush against the game tabs read as one row with two selections); its width."""
        font = max(theme.chart_label(self.scale), self.font_px(theme.FONT_SMALL))
        widest = max(text_size(label_text(label), font)[0]
                     for _, label in self.page_choice.options)
        width = len(self.page_choice.options) * (widest + self.px(theme.GAP * 1.5))
        h = round(row.h * theme.STATS_TARGET_SEGMENT_HEIGHT)
        self.page_choice.place(pygame.Rect(row.x, row.centery - h // 2, width, h),
                               self.scale, font)
        return width

    def chip_width(self, side: int) -> int:
        """The player chooser's width: the longest name seen with its mark, air round it,
        and ‹ and › (``side`` wide) at its sides when there is more than one player."""
        body = self.font_px(theme.FONT_BODY)
        longest = max((text_size(shown_name(n, c, self.tr), body)[0] for n, c in self.players),
                      default=0)
        arrows = 2 * (side + self.px(6)) if len(self.players) > 1 else 0
        return longest + marked_width(body) + 2 * self.px(theme.GAP * 1.5) + arrows

    def _place_empty(self) -> None:
        """The empty state: its picture, words and button (:attr:`empty_panel`) in a panel
        sized to them, centred where the charts will stand (round 72, critic I72: the whole
        body's panel was "a screen-sized panel with three dice and one line"; reversing
        hS67's, critic A66)."""
        lead = self.empty_lead()
        self.empty_panel = place_empty_state(self.body, self.scale, self.empty_text(),
                                             self.start_button, lead, fill=True)
        self.empty_frame = self.empty_panel.copy()
        self.empty_air = spread_air(self.empty_panel, self.scale, self.empty_text(),
                                    self.start_button.visible, lead)

    def empty_lead(self) -> int:
        """The empty card's preview of the charts to come: a share of the card's height
        (critic cC75 #3: the card fills the charts' place, its picture grows with it;
        ruling S90 1: the preview's cards take half of it), never under :data:`EMPTY_DICE`
        nor more than the card holds beside its words."""
        spare = self.body.h - natural_height(self.body.w, self.scale, self.empty_text(),
                                             self.start_button.visible)
        return int(max(min(self.px(EMPTY_DICE), spare),
                       min(round(self.body.h * PREVIEW_SHARE), spare * 3 // 4)))

    def empty_text(self) -> str:
        """The friendly paragraph of a tab with no game of its kind."""
        game = self.tr(f"stats.tab.{self.kind}")
        key = "stats.empty" if not self.data.games_played() else "stats.empty_kind"
        return self.tr(key, game=game)

    def _place_target_keys(self, row: pygame.Rect) -> int:
        """10 000: the target keys in the header row from ``row``'s left, beside the tabs
        (hM31: they filter the whole page, so they stand with the tabs, not inside one
        chart); return their width (0: none shown)."""
        if not self.target_choice.visible:
            return 0
        font = max(theme.chart_label(self.scale), self.font_px(theme.FONT_SMALL))
        keys = len(self.target_choice.options)
        widest = max((text_size(label, font)[0] for _, label in self.target_choice.options),
                     default=0)
        # (hM61, critic A60: gold keys beside the gold tabs read as a second row of tabs)
        # "Obiectiv:" and a small segmented control, lower than the tabs, on their centre line
        self.target_choice.caption = self.tr("stats.target_caption")
        caption = self.target_choice.caption_width(font, self.scale)
        width = keys * (widest + self.px(theme.GAP * 1.5))
        h = round(row.h * theme.STATS_TARGET_SEGMENT_HEIGHT)
        self.target_choice.place(pygame.Rect(row.x + caption, row.centery - h // 2, width, h),
                                 self.scale, font)
        return caption + width
