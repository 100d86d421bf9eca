"""The Statistics screen's panels drawn: the chooser, the figures column, the player's charts
and the dice tab (a mixin of :class:`game.scenes.statistics.StatisticsScene`, which lays them
out and computes what they show)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.i18n import format_int
from game.rules.yams import UPPER_BOXES, Box
from game.scenes.stats_dice import draw_verdict
from game.scenes.stats_figures import LINE_LEAST_GAMES, boxes_heading, recent_heading
from game.statistics import expert_box_means, histogram
from game.stats_math import MIN_THROWS, bins_for
from game.theme_charts import HEADING_OVER_ROWS, UNIT_AIR_SHARE, chart_caption, chart_heading
from game.widgets import chart_faces, charts
from game.widgets.button import blend
from game.widgets.empty_state import draw_empty_state, picture_room
from game.widgets.felt import draw_panel
from game.widgets.figure_column import PlacedFigure, figures_bottom, place_figures
from game.widgets.seats import draw_marked_name, marked_width
from game.widgets.stats_preview import (
    SKETCHES,  # noqa: F401 - re-exported (the Yams sketches, S90 1.)
    caption_room,
    draw_preview_card,
    preview_cards,
    sketches_for,
)
from game.widgets.text import BOLD, draw_text, fit_size, text_size, wrap

BANK_BINS = 16
"""The banked turns' histogram: its most bins (fewer while there are few turns, hS28)."""
ROWS_SPREAD = 1.35
"""The figures' rows beside the charts spread up to this many table rows' height to reach
the charts' baseline (critic A69: their panel ended ~40 px over the charts'); never wide
bands."""
EMPTY_DICE = 150
"""The dice over the empty state of a player with no game yet (reference pixels a die; hS65,
critic A64: 110 left the felt bare round a small card)."""
LEGEND_AIR = 28
"""Reference pixels at least between a chart's heading and its legend beside it (less, and
the legend takes its own line under the heading)."""

ONE_GAME_ROW_SHARE = 0.56
"""After one game the figures stand closer (in the same type): their panel and the game's
share the top row, the chart takes the body's whole width under them."""


class StatsDrawing:
    """The drawing of the Statistics screen's panels (a mixin of the scene)."""

    summary: Any
    players: list[tuple[str, bool]]
    player_index: int
    chooser: pygame.Rect
    figures_rect: pygame.Rect
    figures_room: pygame.Rect
    figures_close: bool
    chart_rects: list[pygame.Rect]
    dice_rect: pygame.Rect
    body: pygame.Rect
    shown_target: int | None
    total_bins: list[Any]
    bank_bins: list[Any] = []
    """10 000: the banked turns' histogram as last drawn."""
    all_dice: Any
    all_counts: list[int]
    scale: float
    tr: Any
    prev_button: Any
    next_button: Any
    target_choice: Any
    px: Any
    font_px: Any
    kind: Any
    few_games: Any
    line_shown: Any
    player_label: Any
    figures: Any
    histogram_heading: Any
    game_lines: Any
    seat_style: Any
    empty_text: Any
    empty_panel: pygame.Rect
    empty_frame: pygame.Rect
    empty_air: int
    empty_lead: Any
    preview_captions: list[pygame.Rect]
    """The preview cards' captions as last drawn (ruling S90 1)."""

    def draw_content(self, surface: pygame.Surface) -> None:
        """The chosen tab: a player's figures and charts, or the dice."""
        if self.kind == "dice":
            self._draw_dice(surface)
            return
        self._draw_chooser(surface)
        if self.summary is None:
            draw_empty_state(surface, self.empty_panel, self.scale,
                             self.tr("stats.empty_title"), self.empty_text(),
                             self.empty_lead(), frame=self.empty_frame, air=self.empty_air)
            self.preview_captions = []
            for card, sketch, caption in zip(self.preview_rects(), sketches_for(self.kind),
                                             self.preview_words(), strict=True):
                self.preview_captions.append(
                    draw_preview_card(surface, card, sketch, caption, self.scale))
            return
        self._draw_figures(surface)
        self._draw_player_charts(surface)

    def preview_rects(self) -> list[pygame.Rect]:
        """Where the empty state's preview cards stand: a row across its panel over its
        title, as high as its picture's room (ruling S90 1; the three dice before)."""
        lead = self.empty_lead()
        room = picture_room(self.empty_panel, self.scale, lead)
        pad = self.px(theme.GAP * 2)
        area = pygame.Rect(self.empty_panel.x + pad, room.y, self.empty_panel.w - 2 * pad,
                           lead)
        return preview_cards(area, self.scale, least=[caption_room(words, self.scale)
                                                      for words in self.preview_words()])

    def preview_words(self) -> list[str]:
        """The preview cards' captions: what the first game shows (Yams: the points per
        box; 10 000: the banks and busts), when the line of totals comes, and the dice
        counted so far against the throws a verdict needs ("zarurile: 0 / 300")."""
        first = "stats.preview.boxes" if self.kind == "yams" else "stats.preview.banks"
        thrown = self.all_dice[1].throws if self.all_dice is not None else 0
        return [self.tr(first),
                self.tr("stats.preview.line", count=LINE_LEAST_GAMES),
                self.tr("stats.preview.dice", thrown=format_int(min(thrown, MIN_THROWS)),
                        needed=format_int(MIN_THROWS))]

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
        # The player's mark: the computer's own, a person's by their place among the people
        # seen (stable across visits).
        style = self.seat_style()
        plate = inner.copy()  # one control: the name on a chip between ‹ and ›, rimmed in
        if self.prev_button.visible:  # the player's seat colour (critic A69: a wide bar)
            plate = pygame.Rect(self.prev_button.rect.right + self.px(6), r.y,
                                self.next_button.rect.x - self.prev_button.rect.right
                                - 2 * self.px(6), self.prev_button.rect.h - self.px(6))
        pygame.draw.rect(surface, theme.PANEL, plate, border_radius=plate.h // 2)
        pygame.draw.rect(surface, blend(theme.TABLE_HEADER, theme.SEAT_COLOURS[style], 0.7),
                         plate, max(1, self.px(2)), border_radius=plate.h // 2)
        size = self.font_px(theme.FONT_BODY)
        size = fit_size(self.player_label(), size, inner.w - marked_width(size))
        draw_marked_name(surface, self.player_label(), size, theme.GOLD, inner.center,
                         style, anchor="center", shadow=self.px(2))

    def _heading(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                 legend: str = "") -> int:
        """A chart's or column's heading at the top of ``rect`` (leaving room for a
        ``legend`` on its right); return the y under it."""
        below = legend and self.legend_below(rect, text, legend)
        room = rect.w - self.px(theme.GAP * 3) - (self._legend_width([legend], True)
                                                   if legend and not below else 0)
        size = fit_size(text, self.heading_type(), room)
        pad = self.px(theme.GAP * 0.6)
        draw_text(surface, text, size, theme.GOLD, (rect.x + self.px(theme.GAP), rect.y + pad),
                  "topleft")
        y = rect.y + pad + text_size(text, size)[1] + pad * 3 // 4  # (its chart close under
        # it: hS69 set it over the rows, the plots keep their height)
        if below:  # its legend's own line under it
            y += text_size("Ag", chart_caption(self.scale))[1] + pad // 2
        return y

    def heading_type(self) -> int:
        """A chart panel's heading's type: over its captions, over its axes' numbers (hS67,
        critic A66: "ticks > captions"), and over the panels' rows and a game's words, set in
        the body's type (hS69: "Pe scurt" stood smaller than its rows at 1920x1080)."""
        return max(chart_heading(self.scale, self.font_px(theme.FONT_SMALL + 4)),
                   self.font_px(theme.FONT_BODY) + HEADING_OVER_ROWS)

    def legend_below(self, rect: pygame.Rect, heading: str, legend: str) -> bool:
        """True where a chart's heading and its (dashed) legend do not both fit on one line
        with a gap between them at the least type: the legend then takes a line under the
        heading (critic M30: "Ultimele 20 de partide - - Expert: 222" touched at 1024×600)."""
        least = self.heading_type()  # (hS67: its own type, never shrunk under the captions)
        need = (text_size(heading, least)[0] + self._legend_width([legend], True)
                + self.px(theme.GAP * 3) + self.px(LEGEND_AIR))
        return need > rect.w

    def figures_heading(self) -> str:
        """The figures column's heading: what it holds ("Pe scurt"); the player's name is
        said once, in the chooser above it. 10 000 played to several targets: the target
        whose games it counts, the one the charts beside show ("Pe scurt · 5 000")."""
        s = self.summary
        if s is not None and s.kind == "farkle" and len(s.targets) > 1 and \
                self.shown_target is not None:
            return self.tr("stats.figures_at_target", target=format_int(self.shown_target))
        return self.tr("stats.figures")

    def place_figures(self) -> list[PlacedFigure]:
        """Where each figure of the chosen player goes in the figures column (one size for
        both player tabs; see :func:`game.widgets.figure_column.place_figures`)."""
        rect = self.figures_room
        heading = self.figures_heading()
        top = rect.y + self.px(theme.GAP * 0.6) * 2 + text_size(
            heading, fit_size(heading, self.heading_type(),
                              rect.w - 2 * self.px(theme.GAP)))[1]
        return place_figures(self.figures(), rect, top, self.scale,
                             ONE_GAME_ROW_SHARE if self.figures_close else ROWS_SPREAD)

    def _draw_figures(self, surface: pygame.Surface) -> None:
        if not self.figures_rect.w:  # (a short window's page of the boxes)
            return
        placed = self.place_figures()
        rect = self.figures_rect.copy()
        rect.h = figures_bottom(placed, rect, self.scale) - rect.y  # as tall as its rows,
        if not self.figures_close:  # beside the charts: ending level with them (critic A69)
            rect.h = self.figures_rect.h
        draw_panel(surface, rect, self.scale)
        self._heading(surface, rect, self.figures_heading())  # the name is said above
        for i, place in enumerate(placed):
            if i % 2:
                stripe = pygame.Surface(place.band.size, pygame.SRCALPHA)
                stripe.fill((*theme.TABLE_STRIPE, theme.TABLE_STRIPE_ALPHA))
                surface.blit(stripe, place.band.topleft)
            draw_text(surface, place.figure.value, place.value_size, theme.CREAM,
                      place.value_rect.midright, "midright", weight=BOLD,
                      role="table_value")  # (each its own row's: never a wrapped line's end)
            ly = place.label_rect.y
            line_h = place.label_rect.h // len(place.lines)
            for line in place.lines:
                draw_text(surface, line, place.label_size, theme.MUTED,
                          (place.label_rect.x, ly), "topleft", role="table_label")
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
        if self.line_shown() and line_rect.w:
            self._draw_recent_line(surface, line_rect, recent, games, reference)
        self.bar_scale = []
        y = self._heading(surface, hist_rect, self.histogram_heading()) \
            if hist_rect.w else 0  # (the target keys stand in the header row, hM31)
        if not hist_rect.w:  # (a short window's page of the boxes, hS31)
            pass
        elif self.few_games:  # the games themselves; beside no line yet, what they will be
            # measured against (Yams: the expert's mean; 10 000: the heading names the target)
            note = self.tr("stats.line_reference_yams",
                           total=format_int(round(reference[0]))) \
                if reference and s.kind == "yams" and not self.line_shown() else ""
            lines, mark, marks = self.game_lines(), None, []
            if reference and reference[0] > 0:  # the games' bars measured against the
                # reference, marked on their tracks (hS23), on one scale of round values from
                # 0 (hS25: it had none) whatever the number of games (round 72, critic F71:
                # from two games on the best one's bar was the scale, the mark gone)
                lines, mark, marks = self.on_one_axis(lines, reference[0])
                note = ""  # the mark's words say the expert's mean: once (critic A50)
            self.bar_scale = charts.draw_game_list(
                surface, self._chart_area(hist_rect, y), lines, note, self.scale,
                self.tr("stats.points"), mark, marks, reference[1] if mark is not None else "")
        else:
            charts.draw_histogram(surface, self._chart_area(hist_rect, y), self.total_bins,
                                  self.scale, _int_fmt, _int_fmt,
                                  unit=self.tr("stats.unit.games"))
        if not wide_rect.w:  # (a short window's page of the games, hS31)
            return
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
                                    _int_fmt, zeros=s.games == 1, unit=self.tr("stats.points"))
        else:
            y = self._heading(surface, wide_rect, self.tr("stats.chart.banks"))
            self._legend(surface, wide_rect, [(theme.CHART_EXPECTED,
                                               self.tr("stats.legend.usual"))], dashed=True)
            banks = [p for p, n in sorted(s.tally.bank_counts.items()) for _ in range(n)]
            self.bank_bins = histogram(banks, bins_for(len(banks), BANK_BINS))  # (coarse
            charts.draw_histogram(surface, self._chart_area(wide_rect, y),  # while few, K72)
                                  self.bank_bins, self.scale, _int_fmt, _int_fmt,
                                  mark=s.usual_bank, unit=self.tr("stats.unit.turns"))

    def _draw_recent_line(self, surface: pygame.Surface, line_rect: pygame.Rect,
                          recent: tuple[int, ...], games: int,
                          reference: tuple[float, str] | None) -> None:
        """The panel of recent totals: its line, the reference dashed across it."""
        heading = recent_heading(self)
        reference = self.legend_fitting(line_rect, reference)
        y = self._heading(surface, line_rect, heading, legend=reference[1] if reference else "")
        area = self._chart_area(line_rect, y)
        unit = self.tr("stats.points")
        below = reference is not None and self.legend_below(line_rect, heading, reference[1])
        pad = self.px(theme.GAP * 0.6)
        top = (line_rect.y + 2 * pad + text_size(heading, fit_size(
            heading, self.heading_type(), line_rect.w - self.px(theme.GAP * 3)))[1]
               if below else None)
        if top is not None:  # the legend has a row of its own: the unit shares it, left,
            said = draw_text(surface, unit, chart_caption(self.scale), theme.MUTED,
                             (area.x, top), "topleft")
            clear = said.bottom + max(self.px(theme.CHART_UNIT_AIR),  # the axis's numbers
                                      round(said.h * UNIT_AIR_SHARE))  # clear under it (S51)
            area = pygame.Rect(area.x, max(area.y, clear), area.w, area.bottom - max(area.y, clear))
        avoid = ()
        if reference is not None:  # the legend's words and a line's room under them: no
            # total right under "Expert: 222", read as one number split across two lines
            width = self._legend_width([reference[1]], True)
            line_h = text_size("Ag", chart_caption(self.scale))[1]
            avoid = (pygame.Rect(line_rect.right - self.px(theme.GAP) - width,
                                 line_rect.y + pad if top is None else top, width, 2 * line_h),)
        charts.draw_line_chart(surface, area, recent, self.scale, _int_fmt,
                               first_number=games - len(recent) + 1, reference=reference,
                               unit="" if top is not None else unit, avoid=avoid,
                               x_unit=self.tr("stats.game_axis"))
        if reference is not None:
            self._legend(surface, line_rect, [(theme.CHART_EXPECTED, reference[1])],
                         dashed=True, top=top)

    def legend_fitting(self, rect: pygame.Rect, reference: tuple[float, str] | None
                       ) -> tuple[float, str] | None:
        """The reference with words that fit its legend's row in ``rect`` beside the axis's
        unit: at Yams the whole "Media calculatorului Expert: 222" where it fits, else its
        short form "Media Expert: 222" (ruling S90 2: a narrow panel at 1024×600)."""
        if reference is None or self.kind != "yams":
            return reference
        size = chart_caption(self.scale)
        room = (rect.w - self.px(theme.GAP * 3)
                - text_size(self.tr("stats.points"), size)[0])
        if self._legend_width([reference[1]], True) <= room:
            return reference
        total = format_int(round(reference[0]))
        return reference[0], self.tr("stats.reference_yams_short", total=total)

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
                items: list[tuple[tuple[int, int, int], str]], dashed: bool = False,
                top: int | None = None) -> None:
        """A chart's legend at the top right of ``rect`` (or its line at ``top``)."""
        size = chart_caption(self.scale)
        width = self._legend_width([name for _, name in items], dashed)
        pad = self.px(theme.GAP * 0.6)
        charts.legend(surface, (rect.right - self.px(theme.GAP) - width,
                                rect.y + pad if top is None else top), items,
                      size, self.scale, dashed)

    def _legend_width(self, names: list[str], dashed: bool = False) -> int:
        """The width :meth:`_legend` takes for these names (as drawn: the heading beside it
        keeps the rest, M30)."""
        return charts.legend_width(names, chart_caption(self.scale), dashed)

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
        y = self._heading(surface, rect, self.tr("stats.dice.faces_so_far") if verdict
                          == "not_enough" else self.tr.n("stats.dice.thrown", test.throws))
        self._legend(surface, rect, [(theme.CHART_EXPECTED, self.tr("stats.legend.expected"))],
                     dashed=True)
        chart_faces.draw_face_bars(surface, self._chart_area(rect, y), self.all_counts,
                              test.expected, self.scale, _int_fmt,
                              unit=self.tr("stats.unit.rolls"))
        draw_verdict(self, surface, verdict, test)



def _int_fmt(value: float) -> str:
    return format_int(round(value))
