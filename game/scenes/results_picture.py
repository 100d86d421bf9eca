"""How the results panel is drawn (:class:`ResultsPicture`, mixed into
:class:`~game.scenes.results.ResultsOverlay`): the hushed table under it and the picture
before it fading out, the panel sliding up into place at its final size (opaque from its
first frame; after the win's stage of several players the card fades in in place round the
podium the stage stood, ruling S9), its headline, podium or score plate, list, twinkles and
confetti."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.personal_best import best_share, best_unbeaten, split_best
from game.flow.results_detail import detail_lines, other_lines
from game.flow.stage import ease_out
from game.i18n import format_int
from game.scenes.results_handed import COLUMN_FEATHER, column_cleared, softened
from game.scenes.results_handed import HANDED_SOFTEN as HANDED_SOFTEN
from game.scenes.results_handed import solid as solid
from game.theme_stage import END_FELT
from game.widgets import layout_record
from game.widgets.button import Button
from game.widgets.celebration import pop_scale
from game.widgets.confetti import Confetto
from game.widgets.decor import draw_sparkle
from game.widgets.entering import DROP, draw_entering
from game.widgets.felt import draw_panel, felt_area
from game.widgets.mute_icon import mute_icon_rect
from game.widgets.podium import counted, draw_podium
from game.widgets.podium_figures import (
    STAT_LABEL_COLOUR,
    draw_column_labels,
    draw_column_stats,
    head_px,
    inline_columns,
)
from game.widgets.podium_plate import draw_plate
from game.widgets.podium_stage import draw_felt_card
from game.widgets.seats import draw_marked_name, seat_colour
from game.widgets.text import BOLD, STAMP, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.scenes.results_rows import ResultRow
    from game.widgets.podium_figures import Chip

ENTRANCE_TIME = theme.RESULTS_ENTRANCE_TIME
"""Seconds the panel takes to rise into place (at its final size all the way)."""

CROSS_FADE = 0.45
"""Seconds over which the picture before the panel (the win's stage) fades out under it
as it rises: a cross-fade from the stage to the results, no cut."""

FIGURE_LEAVE = 0.12
"""Seconds a crowned count's figure and sums take to leave before the results' card comes
(ruling S57, round 78, critic cA78: the big "98" and its sums showed through the rising
podium): the figure leaves, then the card fades in; never both in one frame."""

ENTRANCE_RISE = 36
"""Reference pixels under its place the panel starts its rise from, at most: never so far
that the window's foot cuts it (hR64, critic C64: 60 before, it slid in from off-screen;
a short rise in place, whole in every frame, :meth:`ResultsPicture.rise_room`)."""

BUTTONS_AFTER = 0.35
"""The share of the figures' entrance (:func:`~game.widgets.podium_motion.figures_light`)
after which the buttons start to come in: the winner's figures first, then the actions
(round 77, hW80, ruling S29), all in at the same end."""

def digits_box(box: pygame.Rect) -> pygame.Rect:
    """The part of a total's line ``box`` (the display face) its digits can paint: the box
    less the accent room over them (round 74, hY96: the podium's steps take that room, so
    the box's top may stand over the podium's)."""
    from game.widgets.podium_layout import digits_slack

    slack = round(box.h * digits_slack(100) / max(1, line_height(100, STAMP)))
    return pygame.Rect(box.x, box.y + slack, box.w, box.h - slack)


def entrance(time: float) -> float:
    """How far the panel has come in ``time`` seconds after it opened (0..1, settling)."""
    return ease_out(time / ENTRANCE_TIME) if ENTRANCE_TIME > 0 else 1.0


CONFETTI_UNIT = 22
"""Reference pixels of a confetti slip's length at its middle depth (the stage's own)."""

CONFETTI_SPIN = 9 / 400
"""A piece's spin (degrees a second, up to 400) as the stage's slip turns (up to 9)."""

EVEN_DIM_FLOOR = 0.22
"""The least share of the felt's light the even veil under the results keeps (as dark as a
stage's darkest corner, never black)."""


class ResultsPicture:
    """The results panel's drawing (its rows, clocks and rects are the panel's)."""

    rows: list[ResultRow]
    list_rows: list[ResultRow]
    panel: pygame.Rect
    podium: pygame.Rect
    row_rects: list[pygame.Rect]
    winner_total: pygame.Rect
    winner_cups: list[pygame.Rect]
    time: float
    backdrop: int
    counted_already: bool
    said: str
    crowned: bool
    _hushed: pygame.Surface | None
    _before: pygame.Surface | None
    _bare: pygame.Surface | None
    _title: tuple[tuple[int, int], tuple[pygame.Surface, pygame.Rect, pygame.Rect, int]] | None
    _light: tuple[tuple[int, int], int | None] | None
    _confetti: list[Confetto]
    _entrance: tuple[pygame.Surface, pygame.Surface, pygame.Rect] | None
    new_game_button: Button
    menu_button: Button
    size: tuple[int, int]
    px: Callable[[float], int]  # (the scene's: reference pixels at this window's scale)

    def draw(self, surface: pygame.Surface) -> None:
        """Darken the table, confetti behind the opaque panel, then the panel (the headline,
        the podium, the list from the fourth place, the buttons), sliding up into place at
        its final size (critic C41: it grew during its entrance; motion, no size change)."""
        self._draw_backdrop(surface)
        self._draw_confetti(surface)
        come = self.card_light()
        if come >= 1:
            self._draw_panel(surface)
            return
        if self.podium_held():  # the card fades in, in place, under the standing podium
            self._draw_round_podium(surface, come)
            return
        if self.title_held():  # the card fades in round the count's standing headline
            self._draw_round_title(surface, come)
            return
        # The panel's entrance: drawn whole on a layer of its own, then lifted into place;
        # its card (still) made once, what moves on it drawn again each frame (hR60)
        bounds = self._panel_bounds()
        layer = self._entrance_layer(surface.get_size(), bounds)
        self._draw_contents(layer)
        picture = layer.subsurface(bounds)
        solid(picture)  # the card wholly opaque from frame one, as at rest (hR60)
        below = round(self.rise_room(bounds) * (1 - come))
        surface.blit(picture, bounds.move(0, below))

    def _draw_round_podium(self, surface: pygame.Surface, come: float) -> None:
        """The panel opening round the podium the win's stage stood: its card and all on it
        faded in to ``come`` in place (never risen: the podium does not move), the podium
        over it whole, at the place and in the drawing the stage gave it."""
        bounds = self._panel_bounds()
        layer = self._entrance_layer(surface.get_size(), bounds)
        self._draw_contents(layer, podium=False)
        picture = layer.subsurface(bounds)
        solid(picture)
        picture.set_alpha(round(255 * come))
        surface.blit(picture, bounds)
        self._draw_held_title(surface)  # the stage's title, whole, where the stage stood it
        self.winner_total = self.draw_results_podium(  # (standing: its clock None)
            surface, self.podium_rise_time(), self.figures_light(), self.winner_cups
        ) or pygame.Rect(0, 0, 0, 0)
        self.draw_buttons_shown(surface, 1.0)  # whole, as the stage left them (hW78)

    def _draw_round_title(self, surface: pygame.Surface, come: float) -> None:
        """The panel opening round the headline a crowned count stood (S43): while the
        count's figure leaves (``come`` under 1), none of the card, the headline alone over
        the felt; the whole card then comes in one frame (S94 1.: never part-way, nor grown;
        :meth:`draw`)."""
        del come
        self._draw_title(surface)

    def count_figure_light(self) -> float:
        """How much of a crowned count's figure and sums still shows (1..0 over
        :data:`FIGURE_LEAVE`; 0 for other ends: their picture before has no figure)."""
        if not self.crowned or FIGURE_LEAVE <= 0:
            return 0.0
        return max(0.0, 1 - self.time / FIGURE_LEAVE)

    def card_light(self) -> float:
        """How far the card has come (0..1): its entrance, after a crowned count's figure
        has left (S57: the card never shows while the figure does)."""
        if self.crowned:  # whole, in one frame (S94 1.)
            return 1.0 if self.time >= FIGURE_LEAVE else 0.0
        return self.handed_over() if self.podium_held() else entrance(self.time)  # S72

    def title_held(self) -> bool:
        """True when the headline stood before the panel (the win's stage's title, or a
        crowned count's headline, S43): the panel opens round it, never raising it again."""
        return bool(self.said) and len(self.rows) > 1

    def held_title(self) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect, int]:
        """The win's stage's title as the panel stands it after that stage: its image, rect,
        letters' rect and size, as the stage drew it (:func:`~game.views.stage_held.
        title_stamp`; made once a window size)."""
        from game.views.stage_held import laid_held, title_stamp

        kept = self._title
        if kept is None or kept[0] != self.size:
            kept = self._title = (self.size, title_stamp(laid_held(self, self.size),
                                                         self.title_words()))
        return kept[1]

    def _draw_held_title(self, surface: pygame.Surface) -> None:
        """After the win's stage, the panel's headline is the stage's title itself: the
        same words, lettering, size and place, standing whole while the card fades in round
        it (ruling S9, round 73, critic N73: never the stage's fading under the card's; a
        crowned count's headline alike, S43)."""
        if self.title_held():
            self._draw_title(surface)

    def _draw_title(self, surface: pygame.Surface) -> None:
        """The panel's headline as the stage's title stands it (:meth:`held_title`): one
        design whether a stage came before the panel or not (round 74, hY96), inside the
        card's headline room."""
        image, rect, letters, size = self.held_title()
        surface.blit(image, rect)
        if layout_record.ON:
            layout_record.text(surface, letters, self.title_words(),
                               role="results_headline", size=size)

    def _draw_story(self, surface: pygame.Surface) -> None:
        """The game's decisive moment in one line under the title, over the podium (ruling
        S86): the win said once by the title, this line tells how it was won."""
        from game.scenes.results_layout import STORY_SIZE

        said = self.story()
        if said:
            draw_text(surface, said, theme.font_px(STORY_SIZE, self.scale), theme.CREAM,
                      (self.panel.centerx, self.podium.y - self.story_room()), "midtop",
                      max_width=self.panel.w - self.px(80), shadow=self.px(2),
                      role="results_story")

    def title_words(self) -> str:
        """The headline's words: the win's stage's title after it (the same sentence, one
        verdict), else the panel's own (a game alone keeps "Scorul tău final" after its
        stage's "Nou record!", ruling S9)."""
        return self.said if self.title_held() else self.headline()

    def rise_room(self, bounds: pygame.Rect) -> int:
        """How far under its place the panel (``bounds``: with its shadow) starts its rise:
        :data:`ENTRANCE_RISE` at most, never past the window's foot (whole in every
        frame, hR64)."""
        return max(0, min(self.px(ENTRANCE_RISE), self.size[1] - 1 - bounds.bottom))

    def _draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table under the panel hushed as a stage hushes it (blurred, levelled, the
        felt's warm green laid back on it: :mod:`game.views.stage_backdrop`), then dimmed
        evenly by :attr:`backdrop` (one veil over the whole table, no vignette): none of
        its figures or words
        reads beside the panel (made once: the table waits under it). As the panel comes
        in, the picture that stood before it (the win's stage) fades out over it: a
        cross-fade, no cut (:meth:`handed_over`)."""
        from game.views.stage_backdrop import backdrop

        kept = self._hushed
        if kept is None or kept.get_size() != surface.get_size():
            kept = self._hushed = surface.copy()
            centre, seat = self._light or (felt_area(self.size).center, None)
            backdrop(kept, 0, self.scale, centre, seat, END_FELT)  # hushed into the
            # end's own felt (round 76, hW79: never olive), then one even veil over the
            # whole table (critic C32: no lit pool, no darker corners)
            keep = round(255 * max(EVEN_DIM_FLOOR, 1 - self.backdrop / 255))
            kept.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
            if self._before is not None and self._before.get_size() == kept.get_size() \
                    and not self.title_held():  # (held: its podium or the crowned count's
                # figure stays sharp, in place, fading out under the card: S43)
                self._before = softened(self._before, kept)  # (once: made with the
                # table; after a stage its card's column cleared, S29: no title over its
                # edge; a plain table fades out evenly, never split at the card's edges, S57)
                if self.said:
                    self._before = column_cleared(self._before, self.panel,
                                                  self.px(COLUMN_FEATHER))
        surface.blit(kept, (0, 0))
        before = self._before
        fade = self.handed_over()
        bare = self._bare if self.crowned else None
        if bare is not None and bare.get_size() == surface.get_size():  # the rays fade
            bare.set_alpha(round(255 * (1 - fade)))  # out as the card comes, the figure
            surface.blit(bare, (0, 0))  # left before it (S57)
            bare.set_alpha(None)
        if self.crowned:
            fade = 1 - self.count_figure_light()
        if before is not None and before.get_size() == surface.get_size() and fade < 1:
            before.set_alpha(round(255 * (1 - fade)))
            surface.blit(before, (0, 0))
            before.set_alpha(None)
        if layout_record.ON:
            layout_record.covered(surface)

    def handed_over(self) -> float:
        """How far the picture before the panel (the win's stage, its rays lit) has faded
        out under it (0..1): over :data:`CROSS_FADE` (eased: the card comes on it, S72)."""
        u = min(1.0, self.time / CROSS_FADE) if CROSS_FADE > 0 else 1.0
        return u * u * (3 - 2 * u) if self.podium_held() else u

    def release_spent(self) -> None:
        """Let go of the entrance's pictures once spent (review, round 60): its two
        window-sized layers once the panel stands at rest, the picture before the panel once
        it has faded out round it (else 24 MB kept at 1920x1080 as long as the panel is
        open)."""
        if entrance(self.time) >= 1:
            self._entrance = None
        if self.handed_over() >= 1:
            self._before = None
            self._bare = None

    def _panel_bounds(self) -> pygame.Rect:
        """The panel and all that its picture may paint beyond it (the buttons' shadows)."""
        return self.panel.inflate(self.px(24), self.px(24)).clip(pygame.Rect((0, 0), self.size))

    def _entrance_layer(self, size: tuple[int, int], bounds: pygame.Rect) -> pygame.Surface:
        """The entrance's layer, ``size`` (the window's), its panel's card laid in
        ``bounds`` as made once (:meth:`_draw_card`), nothing else on it yet: one layer
        kept for the whole entrance, the card copied back onto it each frame."""
        kept = self._entrance
        if kept is None or kept[0].get_size() != size or kept[2] != bounds:
            card = pygame.Surface(size, pygame.SRCALPHA)
            self._draw_card(card)
            kept = (card, pygame.Surface(size, pygame.SRCALPHA), pygame.Rect(bounds))
            self._entrance = kept
        card, layer, _ = kept
        layer.fill((0, 0, 0, 0), bounds)  # the card exactly (added onto nothing)
        layer.blit(card, bounds, bounds, special_flags=pygame.BLEND_RGBA_ADD)
        return layer

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The panel at its place: its card, then all that stands on it."""
        self._draw_card(surface)
        self._draw_contents(surface)
        self._draw_held_title(surface)

    def _draw_card(self, surface: pygame.Surface) -> None:
        """The panel's card, still: over the hushed table (never over the fading picture
        before it: nothing of the win's stage reads through the panel), the table's felt
        dimmed, softly lit over the podium."""
        if self._hushed is not None and self._hushed.get_size() == surface.get_size():
            radius = theme.px(theme.PANEL_RADIUS, self.scale)
            ground = pygame.Surface(self.panel.size, pygame.SRCALPHA)
            pygame.draw.rect(ground, (255, 255, 255), ground.get_rect(), border_radius=radius)
            ground.blit(self._hushed, (0, 0), self.panel,
                        special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(ground, self.panel)
        draw_panel(surface, self.panel, self.scale, alpha=theme.DIALOG_ALPHA)
        # the card is the table's felt, dimmed, softly lit over the podium: no dark void
        draw_felt_card(surface, self.panel, self.scale,
                       (self.podium.centerx, self.podium.y + self.podium.h // 3))

    def _draw_contents(self, surface: pygame.Surface, podium: bool = True) -> None:
        """All that stands on the card: headline, podium and buttons (unless ``podium`` is
        False: the caller stands them over it), the list from the fourth."""
        # the verdict with the winner's name, in display type: the panel's one title (no
        # small label over it)
        # (after the win's stage, the stage's title itself: :meth:`_draw_held_title`)
        if not self.title_held():  # the same title, rising with the card (hY96)
            self._draw_title(surface)
        self._draw_story(surface)  # (with the card: the title said it, the line tells how)
        self.winner_cups = []  # the winners' trophies, as drawn (their twinkles glint there)
        if len(self.rows) == 1:  # a game played alone: its score on a plate, no podium
            row = self.rows[0]
            best, _ = split_best(row.detail)  # the best between the name and the score
            lines, chips, over = self.plate_said(row)
            record = bool(best) and best_share(best, row.total) is None
            total = draw_plate(surface, self.podium, row, self.shown_name(row),
                               self.count_time(), self.scale,
                               counted_already=self.counted_already,
                               pop=pop_scale(self.pop_progress()),
                               lines=lines, chips=chips, over=over,
                               over_colour=theme.CREAM if best_unbeaten(best) else theme.GOLD,
                               record=record, share=best_share(best, row.total),
                               light=self.solo_light(), age=self.time)  # its moment's rays
        elif podium:
            total = self.draw_results_podium(surface, self.podium_rise_time(),
                                             self.figures_light(), self.winner_cups)
        else:  # (drawn over the fading card by :meth:`draw`: it stands from the stage)
            total = None
        self.winner_total = total if total is not None else pygame.Rect(0, 0, 0, 0)
        if self.row_rects:  # the list from the fourth comes in with the podium's figures
            band = pygame.Rect(self.panel.x, self.podium.bottom, self.panel.w,
                               self.row_rects[-1].bottom + self.px(4) - self.podium.bottom)
            rows = [pygame.Rect(band.x, rect.y, band.w, rect.h) for rect in self.row_rects]
            rows[0].union_ip(pygame.Rect(band.x, band.y, band.w, 1))  # its header with it
            draw_entering(surface, band, self.figures_light(),
                          lambda: self._draw_list(surface), rows, self.px(DROP))
        if self.winner_total.w and self.person_won:
            self._draw_sparkles(surface)
        # the buttons fade in with the panel's rise, pressed only once it stands (hR67,
        # critic C66: no blank lower part); round the stage's podium drawn over the card,
        # whole, as the stage stood them (:meth:`_draw_round_podium`, hW78)
        if podium:
            self.draw_buttons_shown(surface, self.buttons_light())

    def draw_buttons_shown(self, surface: pygame.Surface, shown: float) -> None:
        """The panel's buttons in their places, faded in to ``shown`` (0..1): the panel's,
        and the win's stage's before it, which stands them where the card will keep them
        (round 75, hW78, critic cB75: its foot bare until the card came)."""
        if shown > 0:
            band = self.new_game_button.rect.union(self.menu_button.rect).inflate(
                self.px(24), self.px(24))
            pair = [pygame.Rect(button.rect.x - self.px(12), band.y, button.rect.w
                                + self.px(24), band.h)  # the primary first (S29)
                    for button in (self.new_game_button, self.menu_button)]
            later = (shown - BUTTONS_AFTER) / (1 - BUTTONS_AFTER)  # after the figures start
            draw_entering(surface, band, later, lambda: self.draw_widgets(surface), pair,
                          self.px(DROP))

    def _draw_list(self, surface: pygame.Surface) -> None:
        """The list from the fourth place: its columns' header, then a row a player, read as
        the podium's (round 74, hQ74: a small plain table): the name bold in its seat's
        colour after its mark, the place and the total bold, never smaller than the
        columns' header over them (:meth:`list_px`)."""
        size = self.list_px()
        pad = self.px(20)
        listed = [self.stats_of(row) for row in self.list_rows]
        columns: list[tuple[int, int]] = []
        if self.row_rects and any(listed):  # the icon columns, each named over the list
            first = self.row_rects[0]
            widest = self.total_column_width()  # the totals' or their header's width
            room = self.list_columns_room(first.w)
            columns = inline_columns(listed, first.right - pad - widest - self.px(24), size,
                                     self.scale, room)
            draw_column_labels(surface, listed, columns, first.top, size, self.scale, room)
            draw_text(surface, self.tr("results.list_total"), head_px(self.scale),  # the
                      STAT_LABEL_COLOUR, (first.right - pad, first.top), "bottomright",
                      weight=BOLD, role="list_total_label")  # score column headed (C50)
        for row, rect in zip(self.list_rows, self.row_rects, strict=True):
            draw_text(surface, self.tr("results.place", place=row.place), size, theme.CREAM,
                      (rect.x + pad, rect.centery), "midleft", weight=BOLD, role="list_place")
            shown = row.total if self.counted_already else counted(row.total, self.count_time())
            draw_text(surface, format_int(shown), size, theme.CREAM,  # with the podium's
                      (rect.right - pad, rect.centery), "midright", weight=BOLD,
                      role="list_total")
            total_x = rect.right - pad - text_size(format_int(row.total), size, BOLD)[0]
            name_x = rect.x + pad + self.px(70)
            name_end = total_x - self.px(24)
            chips = self.stats_of(row)
            if chips and columns:  # the podium's icons and figures in their named columns
                draw_column_stats(surface, chips, columns, rect.centery, size)
                name_end = columns[0][0] - columns[0][1] // 2 - self.px(24)
            ink = seat_colour(row.seat) if row.seat is not None else theme.CREAM  # as on
            draw_marked_name(surface, self.shown_name(row), size, ink,  # the podium (hQ74)
                             (name_x, rect.centery), row.seat,
                             max_width=max(10, name_end - name_x), weight=BOLD,
                             role="list_name")

    def draw_results_podium(self, surface: pygame.Surface, rise_time: float | None,
                            figures_in: float, cups: list[pygame.Rect] | None = None
                            ) -> pygame.Rect | None:
        """The podium of the game's players at :attr:`podium` (the one drawing the win's
        stage draws too, :mod:`game.views.stage_held`): rising by ``rise_time`` (None:
        standing), its figures ``figures_in`` faded in; the winner's total's rect."""
        return draw_podium(surface, self.podium, self.rows, self.shown_name,
                           self.count_time(), self.scale,
                           counted_already=self.counted_already,
                           pop=pop_scale(self.pop_progress()),
                           detail_of=self.podium_lines, stats_of=self.podium_stats,
                           award_of=self.award_of,
                           note=(self.tr("results.consolation"), *self.target_said()),
                           rise_time=rise_time, cups=cups, figures_in=figures_in)

    def podium_held(self) -> bool:
        """True when the win's stage before the panel stood this podium (a game of several
        players, a stage said): the panel opens round it, in place, its card fading in
        under it (ruling S9, round 73: one podium from the win into the results)."""
        return bool(self.said) and len(self.rows) > 1 and not self.crowned

    def podium_rise_time(self) -> float | None:
        """The podium's rising clock: None (standing from the first frame) after the win's
        stage, whose podium stood whole to its last frame under the rising panel (critics
        B71, C71: it faded, then a second one grew here from flat); else the panel's."""
        return None if self.podium_held() or self.crowned else self.time  # (S94 1.)

    def podium_rect(self) -> pygame.Rect:
        """Where the podium stands: under the headline, over the list."""
        return pygame.Rect(self.podium)

    def plate_said(self, row: ResultRow) -> tuple[list[str], list[Chip], list[str]]:
        """What a game alone's plate says under its total: its figures' lines, its icon
        rows, and its best on ribbons (said right under the total)."""
        best, rest = split_best(row.detail)
        return (list(detail_lines(self.tr, other_lines(rest))), list(self.stats_of(row)),
                list(detail_lines(self.tr, best)))

    def celebration_rects(self) -> list[pygame.Rect]:
        """Everything the winner's pop paints now (the layout check: inside the panel): the
        total, grown, and its twinkles."""
        if not 0 < self.pop_progress() < 1 or not self.winner_total.w:
            return []
        reach = self.px(14 + 16)
        return [digits_box(self.winner_total).inflate(2 * reach, 2 * self.px(16))
                .clip(self.panel)]

    def sparkle_spots(self) -> list[pygame.Rect]:
        """Where the winner's twinkles may reach (at their largest): glints on each winner's
        trophy, at its cup's rim and its foot (critic C60: beside the score they floated
        like stray "+" signs); on a plate alone (no trophy) at the total's upper corners, a
        little out and above its digits (level with them a twinkle read as "+70"), below
        the line box's top (a line said over it, the new record's, stays clear)."""
        spots: list[tuple[int, int, int]] = []
        for cup in self.winner_cups:
            reach = max(3, min(self.px(16), cup.w // 6))
            spots += [(cup.x + cup.w * 30 // 100, cup.y + cup.h * 14 // 100, reach),  # rim
                      (cup.x + cup.w * 60 // 100, cup.y + cup.h * 36 // 100, reach * 3 // 4)]
        rect = self.winner_total
        if not spots and rect.w:  # (the digits stand ~0.3 down their line box: hY96's
            reach = self.px(16)  # large total's box reached up to the name)
            spots = [(rect.x - self.px(22), rect.y + rect.h * 3 // 10, reach),
                     (rect.right + self.px(22), rect.y + rect.h * 3 // 10, reach)]
        return [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, r in spots]

    def _draw_sparkles(self, surface: pygame.Surface) -> None:
        """Four-pointed twinkles where :meth:`sparkle_spots` puts them, breathing in turn."""
        glint = self.glint_light()  # the settled panel's glint: the twinkles bloom
        for k, spot in enumerate(self.sparkle_spots()):
            phase = (math.sin(self.time * 5 + k * 2.1) + 1) / 2
            phase = max(phase, glint * (1.0 if k % 2 == 0 else 0.8))
            r = round(spot.w / 2 * (0.35 + 0.65 * phase))
            on_cup = bool(self.winner_cups)  # cream on the gold and the dark cup alike
            colour = theme.CREAM if on_cup or k % 2 else theme.CONFETTI_COLOURS[0]
            draw_sparkle(surface, colour, spot.center, max(2, r))

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        """The confetti behind the panel in the win's stage's one style (critic C32: "one
        confetti style"): each piece a paper slip near or far, flipping and turning
        (:func:`game.views.stage_confetti.piece`), a third in a winner's seat colour, the
        rest in the stage's palette; none over the sound sign's corner."""
        from game.views import stage_confetti
        from game.views.stage_paint import CONFETTI

        corner = mute_icon_rect(self.size).inflate(self.px(16), self.px(16))  # the sign's own
        unit = max(6, self.px(CONFETTI_UNIT))
        seats = [seat_colour(row.seat) for row in self.rows
                 if row.place == 1 and row.seat is not None] or [theme.GOLD]
        for k, bit in enumerate(self._confetti):
            if bit.delay > 0 or bit.y < -30:
                continue
            colour = seats[k % len(seats)] if k % 3 == 0 else CONFETTI[k % len(CONFETTI)]
            grow = max(0.6, min(1.0, bit.size / unit))
            spin = bit.spin * CONFETTI_SPIN
            slip = stage_confetti.piece(k, colour, unit, grow, spin, self.time + k * 0.37, 1.0)
            rect = slip.get_rect(center=(round(bit.x), round(bit.y)))
            if not rect.colliderect(corner):
                surface.blit(slip, rect)
