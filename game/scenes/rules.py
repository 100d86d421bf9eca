"""The rules of both games, in the app's own words, on one scrollable page per game.

Two tabs (Yams, 10 000) over a scrolling panel. Every word comes from ``rules.po`` (button
labels and the exact messages the rules quote are read from the tables' own catalog keys, so
the page always names them as the tables do). The pages' blocks, every number computed by the
rules modules, come from :mod:`game.scenes.rules_pages`.

Scrolling: mouse wheel, dragging the text or the scrollbar thumb, Up/Down, PageUp/PageDown,
Home/End; a side index of the page's sections jumps to one with a click and lights the one
being read. The column keeps a measure of about 70 characters. Left/Right switch tabs while
the tabs have the focus or nothing has it yet (S33), a click always. Esc or Back returns.

A table opens the page with :func:`open_rules` (``open_rules(app, "farkle")``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.scenes.rules_arrows import arrow_by_place
from game.scenes.rules_foot import RulesFoot
from game.scenes.rules_pages import (  # noqa: F401 - the page content, re-exported
    FARKLE_COMBINATIONS,
    FARKLE_EXAMPLES,
    farkle_blocks,
    yams_blocks,
)
from game.scenes.simple import TitledScene
from game.theme_pages import BODY_LEAST, PAGE_TITLE_TYPE, PLACE_AIR, page_title_centre
from game.widgets import document as doc
from game.widgets.felt import draw_panel, felt_area
from game.widgets.focus_ring import ring_room
from game.widgets.foot_link import FootLink
from game.widgets.forms import Choice
from game.widgets.page_glide import PageGlide
from game.widgets.page_heading import (
    end_offset,
    heading_anchors,
    pinned_heading,
    top_section,
    without_first_lines,
)
from game.widgets.page_rows import block_step, cut_block_start, with_split_rows
from game.widgets.page_stops import (
    block_target,
    nearest_stop,
    padded_height,
    page_target,
    pinned_header,
    read_on_target,
    stops,
    wheel_target,
    with_heading_body,
    with_next_opening,
    without_paragraph_head,
    without_stranded_heading,
)
from game.widgets.reading_focus import ReadingFocus
from game.widgets.scroll import SCROLL_KEYS, ScrollView
from game.widgets.section_index import SectionIndex
from game.widgets.text import TITLE_FACE, draw_text, fit_size, line_height

if TYPE_CHECKING:
    from game.app import App

GAMES = ("yams", "farkle")
"""The tabs, in order: "yams" and "farkle" (10 000)."""

MEASURE = 950
"""The widest reading column, reference pixels: about 70 characters of the body a line."""
PAGE_LEAST_SHARE = 0.8
"""Page Down moves the page at least this share of the view (a block's start nearer gives way
to a line's top)."""
BLOCK_LEAST_SHARE = 0.5
"""A paragraph or a list item that starts past this share of the view and does not fit under
it waits whole for the next page (critic A70: a view ended mid-sentence, "…Aplicația o");
one starting higher, taller than the rest of the view, is read on across the pages."""
INDEX_WIDTH = 400
"""The side index's width at most, reference pixels."""
TOP_AIR = 22
"""Reference pixels of air between the panel's top and its page (critic M30: the first
heading stood tight to the panel's top and read as smaller than the others)."""


def open_rules(app: App, game: str = "yams") -> RulesScene:
    """Push the rules page showing ``game`` ("yams" or "farkle") and return it.

    For the tables: F1 / "?" or the pause dialog's "Reguli" button call this with the table's
    game, so the rules open on the right tab; Esc returns one step, "Înapoi la partidă" to
    the table.
    """
    scene = RulesScene(app, game, over_table=True)
    app.manager.push(scene)
    return scene


class RulesScene(RulesFoot, TitledScene):
    """The rules page: Yams / 10 000 tabs, a scrolling panel, Back; Esc returns."""

    title_key = "menu.rules"
    keeps_focus = True
    """Always a control focused: the section index from the first frame (ruling S97 3.
    amended round 82; critic cC81 #2: the ring where ↑ / ↓ act)."""
    type_least = theme.SIDE_TYPE_LEAST
    """No word under 15 px of em, even at 1024×600: the tables' cells wrap instead (hM31:
    the critic read them at ~12 px)."""

    def __init__(self, app: App, game: str = "yams", *,
                 play: Callable[[str], None] | None = None, over_table: bool = False) -> None:
        """Make the tabs, the scroll view and the Back button; show ``game`` first.
        ``play`` (opened from the menu, not over a table): a red "Joacă Yams" / "Joacă
        10 000" beside Back hands the tab's game to it (the menu opens New Game), red as on
        every screen (one look per role: S16, round 74). ``over_table`` (opened from a table
        or its pause): a green "Înapoi la partidă" (a way back is never red: S16)."""
        super().__init__(app)
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; expected one of {GAMES}")
        self.tabs = Choice([(g, self.lazy(f"rules.tab.{g}")) for g in GAMES], game,
                           self._tab_changed, name="rules.tabs")
        self.scroll = ScrollView(name="rules.scroll")
        self.glide = PageGlide()
        """Page Up / Page Down: the page gliding to its new place."""
        self._stops: list[int] = [0]
        self.index = SectionIndex(self.scroll_to_anchor, name="rules.index")
        self.sections: dict[str, list[tuple[str, str]]] = {}
        self.text_focus = ReadingFocus("rules.text")
        """The reading panel as a focus stop: → from the index goes into the text (S66)."""
        self.focus.widgets = [self.tabs, self.index, self.text_focus,  # (S66: the text
                              self.back_button]  # after the index) (S21: the index
        # in the Tab order, between the tabs and the buttons)
        self._asked: tuple[str, str, int] | None = None
        """(page, anchor, offset): the section last asked for (the index, the foot's links,
        Alt+← / →) and the offset it opened at; lit while the page stays there (S21)."""
        self.on_play = play
        if play is not None:  # "Joacă …" the red primary, as on Settings and Statistics
            self.offer_forward(self.play_label, self.play)  # (cQ74: dark here, red there)
        elif over_table:  # one way out, not two "Înapoi" side by side (Esc: one step)
            self.offer_forward(self.lazy("rules.back_to_game"),
                               self.back_to_game).style = "secondary"  # (cQ74: an "Înapoi"
            # red here, green everywhere else)
            self.back_button.visible = False
            self.focus.widgets.remove(self.back_button)
        self.links = {which: FootLink(which, lambda w=which: self.link_shown(w),
                                      lambda w=which: self.follow_focused_link(w))
                      for which in ("previous", "next")}
        """The foot's ‹ previous and next › links, in the Tab order as they stand on the
        buttons' row: ‹ before the buttons, › after them (round 78, hR82, critic cC77)."""
        first_button = 1 + self.focus.widgets.index(self.text_focus)
        self.focus.widgets.insert(first_button, self.links["previous"])
        self.focus.widgets.append(self.links["next"])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.index_panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.pages: dict[str, doc.Laid] = {}
        self._offsets: dict[str, int] = {}
        self._goes_on: dict[tuple[str, int], bool] = {}
        self._bare: dict[tuple[str, int, int], bool] = {}
        self._heads: list[int] = []
        """The page's section headings (content y): one pinned over the view (S66)."""

    def primary_control(self) -> SectionIndex:  # type: ignore[override]
        """The control the page opens on and a lost focus returns to: the section index,
        which ↑ / ↓ move (S97 3. amended round 82, critic cC81 #2: the ring stood on the
        tabs while the arrows moved the index); the tabs are a Shift+Tab or a click away."""
        return self.index

    def back_to_game(self) -> None:
        """The way forward over a table: "Înapoi la partidă" closes the rules and any dialog
        between them and the table (the pause), so the game goes on."""
        manager = self.app.manager
        manager.pop()
        while manager.top is not None and manager.top.is_overlay:
            manager.pop()

    def play_label(self) -> str:
        """The way forward: "Joacă" and the tab's game."""
        return self.tr("menu.play", game=self.tr("menu." + self.game))

    def play(self) -> None:
        """The way forward: the tab's game handed to whoever opened the rules."""
        if self.on_play is not None:
            self.on_play(self.game)

    # --- state -------------------------------------------------------------------------

    @property
    def game(self) -> str:
        """The game whose rules show: "yams" or "farkle"."""
        return str(self.tabs.value)

    @property
    def page(self) -> doc.Laid:
        """The laid-out page of the current tab."""
        return self.pages.get(self.game, doc.Laid())

    def show(self, game: str) -> None:
        """Switch to the tab of ``game``."""
        self.tabs.select(GAMES.index(game))

    def scroll_to_anchor(self, anchor: str) -> None:
        """Scroll the current page so the section named ``anchor`` is at the top: its heading
        at the view's top edge (a stop: nothing cut, no fade), no blank band before it (hM40:
        a fade's height of blank pushed the Joker's cases below the fold). A table's anchor
        opens the section it stands in, on that section's heading (critic A70: "Foaia de
        scor" opened past its heading, on a bare table header)."""
        anchor = self.section_of(anchor)
        self.scroll.reveal(self.page.anchors[anchor])
        self._asked = (self.game, anchor, self.scroll.offset)  # (a short one near the end
        # cannot rise to the top: lit all the same, never the last one's light, S21)

    def section_of(self, anchor: str) -> str:
        """The anchor of the section whose heading opens the part of the page ``anchor``
        names: ``anchor`` itself for a section, else the last section begun at or above it."""
        heads = [a for _, a in self.section_anchors()]
        if anchor in heads:
            return anchor
        y = self.page.anchors[anchor]
        above = [a for a in heads if self.page.anchors[a] <= y]
        return above[-1] if above else anchor

    def fade_height(self) -> int:
        """How tall the fades at the page's cut edges are: a whole body line, so a line cut by an
        edge melts away whole."""
        return doc.line_height(self.doc_style.body)

    def _tab_changed(self, game: object) -> None:
        """Remember where the other page was read, and come back to this page's place."""
        other = GAMES[1 - GAMES.index(str(game))]
        self._offsets[other] = self.scroll.offset
        self.scroll.offset = self._offsets.get(str(game), 0)
        self._configure_scroll()
        self.index.current = self.current_section()  # (its page's, before any draw: Enter
        # on the index right after the switch opens a section of this page)

    def widgets(self) -> list:  # type: ignore[type-arg]
        """Tabs, the index, the buttons and the scrollbar (tests and the fuzzer click them);
        not the reading panel's focus stop (a region round the page and its scrollbar, no
        control of its own: S66)."""
        return [*(w for w in self.focus.widgets if w is not self.text_focus), self.scroll]

    def current_section(self) -> str:
        """The anchor of the section being read: the one whose heading stands at the view's
        top, on the page or pinned there (round 79, S66: the index, the place and the sticky
        heading name one section); at the page's end the last one, however short; a section
        asked for while the page stays where it opened it (S21)."""
        anchors = [a for _, a in self.section_anchors()]
        if self._asked is not None and self._asked[0] == self.game and (
                self._asked[2] == self.scroll.offset and self._asked[1] in anchors):
            return self._asked[1]  # a section asked for, at the page's end: lit (S21)
        if not anchors:
            return ""
        if self.scroll.offset >= self.scroll.max_offset > 0:
            return anchors[-1]  # at the end: the last section, however short
        top = top_section([self.page.anchors[a] for a in anchors], self.scroll.offset)
        return next((a for a in anchors if self.page.anchors[a] == top), anchors[0])

    # --- layout ------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """A compact header: the title and the tabs at the top of the side column, the index
        under them, and the reading panel beside it from the top of the felt down to Back, so
        the text has the screen's height. (hN70, critic A69 asked it centred as on the other
        screens: kept, deliberately, as the header of the section list it stands over, on that
        column's centre line: a centred title would take a title's row from the reading view,
        ~100 px at 1080, and the page already runs on under it.)"""
        if hasattr(self, "glide"):
            self._land()
        for link in getattr(self, "links", {}).values():  # (placed again when drawn)
            link.rect = pygame.Rect(0, 0, 0, 0)
        super().layout(size)
        felt = felt_area(self.size)
        margin = self.px(theme.MARGIN * 0.5)
        air = self.px(TOP_AIR)  # the page's panel rises over the side column by its air:
        top = felt.y + self.px(theme.MARGIN * 0.6) - air  # its first heading not tight (M30)
        self.content = pygame.Rect(self.content.x, top, self.content.w,
                                   self.back_button.rect.y - margin - top)
        c = self.content
        gap = self.px(theme.GAP)
        pad = self.px(theme.MARGIN * 0.6)
        bar = max(8, self.px(theme.SCROLL_BAR_WIDTH))
        # The index beside a page as wide as its reading column (about 70 characters a
        # line); the two centred together.
        index_w = min(self.px(INDEX_WIDTH), c.w // 4)
        body = max(self.font_px(theme.FONT_BODY), BODY_LEAST)  # (A64: at 1024×600 the
        # body rises to BODY_LEAST, its column widening with it: still ~70 characters a line)
        measure = round(self.px(MEASURE) * body / self.font_px(theme.FONT_BODY))
        column = min(c.w - 3 * pad - bar - index_w - gap, measure)
        self.panel = pygame.Rect(0, c.y, column + 3 * pad + bar, c.h)
        self.panel.x = c.centerx - (self.panel.w + gap + index_w) // 2 + index_w + gap
        side = pygame.Rect(self.panel.x - gap - index_w, c.y + air, index_w, c.h - air)
        self.title_size = fit_size(self.tr(self.title_key), self.font_px(PAGE_TITLE_TYPE),
                                   side.w, TITLE_FACE)
        """The title's type: the side pages' one (S97 5.), as wide as the side column allows."""
        title_h = round(self.title_size * 1.05)
        self.title_rect = pygame.Rect(side.x, 0, side.w, title_h)
        self.title_rect.centery = page_title_centre(self.size[1])  # (S97 5.: on the line of
        # Setări, Statistici and Scoruri; it stood ~20 px lower, larger: cF80)
        tab_h = max(24, self.px(theme.TAB_SIZE[1]))
        tabs = pygame.Rect(side.x, self.title_rect.bottom + gap // 2, side.w, tab_h)
        self.tabs.place(tabs, self.scale, self.font_px(theme.FONT_BODY))  # read at a glance
        self.index_panel = pygame.Rect(side.x, tabs.bottom + gap, side.w,
                                       side.bottom - tabs.bottom - gap)
        air = ring_room(self.scale) + max(1, round(2 * self.scale))  # (the ring's gap kept
        # inside the panel's border, S52: the lit entry's ring nearly touched it)
        self.text_focus.place(self.panel, self.scale)
        self.index.place(self.index_panel.inflate(-2 * max(self.px(6), air),
                                                  -2 * max(self.px(18), air)), self.scale,
                         self.font_px(theme.FONT_BODY))  # (the sections at the body's type)
        inner = self.panel.inflate(-2 * pad, -2 * self.px(18))
        # the reader's place over the page at its size (critic K72: it read small and grey
        # at 1920): the page starts under it
        # (round 75, hR77, critic cC75: a strip of its own, as much air over its line as
        # under it; it stood ~10 px from the panel's top, ~4 over a pinned table header)
        place_h = line_height(self.place_size()) + 2 * self.px(PLACE_AIR)
        under = max(0, place_h - (inner.y + air - self.panel.y))
        self.viewport = pygame.Rect(inner.x, inner.y + air + under, column,
                                    inner.h - air - under)
        self.track = pygame.Rect(self.panel.right - pad // 2 - bar, inner.y, bar, inner.h)
        style = replace(doc.Style.for_scale(self.scale), body=body)  # (A64: BODY_LEAST)
        style = replace(style, small=style.body)  # (critic A51: every cell at the body's
        # size, the descriptions read as the text; hM40 raised them to the floor's 22 first)
        self.doc_style = style
        """The pages' style (their type, dice and pads) at this size."""
        blocks = {"yams": self.yams_blocks(), "farkle": self.farkle_blocks()}
        self.pages = {game: doc.lay_out(blocks[game], column, style) for game in GAMES}
        self._goes_on = {}  # (what the old pages' views read, gone with them)
        self._bare = {}
        self.sections = {game: [(b.text, b.anchor) for b in blocks[game]
                                if isinstance(b, doc.Heading) and b.anchor]
                         for game in GAMES}
        self._configure_scroll()

    def _configure_scroll(self) -> None:
        line = doc.line_height(self.doc_style.body)
        self._heads = heading_anchors(self.page)
        self._stops = without_first_lines(stops(self.page), self.page, self._heads)  # (S66)
        height = padded_height(self.page, self._stops, self.viewport.h)
        end = height - self.viewport.h  # (the last line shown under a pinned heading, S66)
        height += max(0, end_offset(self.page, self._heads, self._stops, self.viewport.h,
                                    end) - end) if end > 0 else 0
        self.scroll.configure(self.viewport, self.track, height, line, self.scale)
        self.index.set_sections(self.sections.get(self.game, []))

    # --- the pages (translated blocks; numbers from the rules modules) ----------------------

    def yams_blocks(self) -> list[doc.Block]:
        """The Yams page."""
        return yams_blocks(self.tr)

    def farkle_blocks(self) -> list[doc.Block]:
        """The 10 000 page."""
        return farkle_blocks(self.tr)

    # --- events and drawing ------------------------------------------------------------

    def is_animating(self) -> bool:
        """A page gliding to its place (else the screen changes on input only)."""
        return self.glide.moving

    def update(self, dt: float) -> None:
        """A gliding page on its way (the view's offset is already its place: only the
        drawing follows the glide)."""
        super().update(dt)
        self.glide.step(dt)

    def _land(self) -> None:
        """A gliding page at its place at once (before anything else moves the view)."""
        self.glide.finish()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Scroll keys and mouse first, ←/→ switch tabs (the tabs focused, or nothing), then
        the tabs and Back, then Esc (Page Up / Page Down glide the page to its place)."""
        shown = self.glide.offset() if self.glide.moving else self.scroll.offset
        if event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN):
            self._land()
        if self.foot_event(event):  # Alt+←/→ or a click: the section before / after
            return
        if (event.type == pygame.KEYDOWN and self.focus.focused is self.index
                and self.index.on_key(event.key)):  # the index's ↑ / ↓: its sections
            return
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self._text_takes_the_focus()
            before = self.scroll.offset
            self.scroll.on_key(event.key)
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END):
                # a page lands on a block's start (End on a stop): no sliced line, no orphan
                # line at the top
                offset = self.scroll.offset
                if event.key == pygame.K_PAGEDOWN:
                    self.scroll.scroll_to(self.page_down_target(before))
                else:
                    self.scroll.scroll_to(page_target(self._stops, before, offset)
                                          if event.key == pygame.K_END
                                          else block_target(self.page, self._stops, before,
                                                            offset))
                if event.key != pygame.K_END:  # a page glides there (≈ 0.2 s, eased)
                    self.glide.begin(shown, self.scroll.offset)
            elif event.key in (pygame.K_UP, pygame.K_DOWN):  # a block's start (S83), else
                step = block_step(self.page, self._stops, before,  # a line's top
                                  self.shown_view(before).h, event.key == pygame.K_DOWN,
                                  self.doc_style.pad // 2)
                self.scroll.scroll_to(step if step is not None else wheel_target(
                    self._stops, before, self.scroll.offset))
            return
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP):
            before, dragged = self.scroll.offset, self.scroll.dragging
            used = self.scroll.handle_event(event)
            if used:
                self._text_takes_the_focus()
            if event.type == pygame.MOUSEWHEEL and used:  # the top rests on a line's top
                self.scroll.scroll_to(wheel_target(self._stops, before, self.scroll.offset))
            elif dragged:
                self.scroll.scroll_to(nearest_stop(self._stops, self.scroll.offset))
            if used:
                return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and self.focus.focused in (None, self.tabs)):  # (S33: on a button or the
            self.tabs.on_key(event.key)  # index, ← / → walk the focus, never the game)
            return
        if event.type == pygame.KEYDOWN and arrow_by_place(self.focus, event.key):
            return  # (← / → by place, never to the link on the other side: cC82 #8)
        if self.scroll.handle_event(event) or self.index.handle_event(event):
            return
        super().handle_event(event)

    def _text_takes_the_focus(self) -> None:
        """The page scrolled while a foot link had the focus: the focus goes into the text
        (the link's words would change under its ring, critic cC78 #4; S66)."""
        if self.focus.focused in self.links.values():
            self.focus.focus(self.text_focus)

    def page_down_target(self, before: int) -> int:
        """Where Page Down from ``before`` lands: on from the first row the view did not show
        whole (no row shown twice), at the last block's start that keeps the step at least
        :data:`PAGE_LEAST_SHARE` of the view; when no block starts that far, the last line's
        top (a long item is read on, not shown again from its start)."""
        view = self.shown_view(before).h
        cut = cut_block_start(self.page, before, view)
        if cut is not None:  # the block the foot cut, read whole from its start (S83)
            return cut
        wanted = before + max(self.scroll.line, view)
        least = before + max(self.scroll.line, math.ceil(view * PAGE_LEAST_SHARE))  # (at
        # least: rounded down it fell 0.4 px short, hM31)
        starts = [s for s in self.page.starts if least <= s <= wanted]
        if starts:
            return max(starts)
        target = read_on_target(self.page, self._stops, before, wanted)
        if any(top == target for top, _ in self.page.examples):  # air above its box (hM62:
            return max(0, target - self.doc_style.pad // 2)  # never flush, as its start)
        return target

    def pinned_bands(self, offset: int) -> list[tuple[doc.Laid, int]]:
        """What a view from ``offset`` pins at its top, in order: its section's heading
        (scrolled away above it: round 79, S66, a sticky heading), then a table's header
        (:func:`pinned_header`); each as its drawing at content ``offset`` and how far it
        pushes the page down."""
        bands = [pinned_heading(self.page, self._heads, offset),
                 pinned_header(self.page, offset)]
        return [band for band in bands if band is not None]

    def shown_view(self, offset: int, cue: bool = True) -> pygame.Rect:
        """Where the page scrolled by ``offset`` shows: the viewport, under its section's
        heading and a table's header pinned at its top (:meth:`pinned_bands`), and short of a
        row its bottom edge would slice or a heading without its body; where its section goes
        on below, short of the cue's row at the viewport's foot (round 78, hR82, S49: the
        cue's line alone, no faded page run on under it)."""
        pad = sum(height for _, height in self.pinned_bands(offset))
        shown = pygame.Rect(self.viewport.x, self.viewport.y + pad, self.viewport.w,
                            self.viewport.h - pad)
        shown.h = self._whole_view(offset, shown.h)
        if (cue and pad + shown.h + self.cue_room() > self.viewport.h
                and self.section_goes_on(offset + shown.h)):  # its cue needs its row
            shown.h = self._whole_view(offset, self.viewport.h - pad - self.cue_room())
        return shown

    def drawn_page(self, shown: pygame.Rect) -> doc.Laid:
        """The page's operations the view ``shown`` draws at the scroll's offset, where the
        page lays them out: one spacing per section, whatever the view (ruling S66, amending
        S49: no block moved down to fill the view's foot, so nothing reflows as it scrolls);
        while a page glides, a worked example its top cuts is left out whole (S102 2.)."""
        offset = self.scroll.offset
        gone = [(top, bottom) for top, bottom in self.page.examples  # (S102 2.: a glide
                if self.glide.moving and top < offset < bottom]  # shows a card leaving whole)
        return doc.Laid(ops=[op for op in doc.visible_ops(self.page, offset, shown.h)
                             if op.y < offset + shown.h and op.bottom > offset
                             and not any(t <= op.y and op.bottom <= b for t, b in gone)],
                        height=self.page.height, tables=list(self.page.tables),
                        examples=list(self.page.examples))

    def _whole_view(self, offset: int, height: int) -> int:
        """How much of a view ``height`` tall from ``offset`` shows: short of a row its
        bottom edge would slice or a heading without its body."""
        whole = doc.whole_height(self.page, offset, height)
        whole = without_stranded_heading(self.page, offset, whole, height)
        whole = without_paragraph_head(self.page, offset, whole, height, BLOCK_LEAST_SHARE)
        whole = without_stranded_heading(self.page, offset, whole, height)  # (its body waited)
        whole = with_heading_body(self.page, offset, whole, height)  # (a heading kept for
        # the view's half shows its first block, its lead-in too: the cue follows, S49)
        whole = with_next_opening(self.page, offset, whole, height)  # (a section's end with
        # room for the next one's heading and first words: they show, S49)
        return with_split_rows(self.page, offset, whole, height,  # (a list item or a card
                               self.doc_style.pad // 2)  # by its rows to the foot, S83)

    def section_goes_on(self, bottom: int) -> bool:
        """True when the section a view ending at ``bottom`` (page pixels) reads goes on
        below it: some of its words lie under that foot before the next section's heading
        (critic A69: at 1920 and 1366 the step cut there had only a thin scrollbar to say
        so; a view ending where its section ends has the foot's link to the next one). Read
        once for a page's foot (review round 70: the page's every operation read at each draw
        and scroll), until the pages are laid out anew."""
        key = (self.game, bottom)
        if key not in self._goes_on:
            self._goes_on[key] = self._reads_on_below(bottom)
        return self._goes_on[key]

    def bare_between(self, top: int, bottom: int) -> bool:
        """True when nothing of the page lies between ``top`` and ``bottom`` (page pixels):
        only air, where the cue may stand over a view ended with its section (S97 1.
        amended round 82). Read once for a pair, as :meth:`section_goes_on`."""
        key = (self.game, top, bottom)
        if key not in self._bare:
            self._bare[key] = not any(op.bottom > top and op.y < bottom
                                      for op in self.page.ops)
        return self._bare[key]

    def _reads_on_below(self, bottom: int) -> bool:
        """True when some words of the section a view ending at ``bottom`` reads lie under
        that foot (read through the page's every operation)."""
        heads = [self.page.anchors[a] for _, a in self.section_anchors()
                 if self.page.anchors[a] >= bottom]
        end = min(heads, default=self.page.height)
        return any(op.bottom > bottom and op.y < end for op in self.page.ops)

    def draw(self, surface: pygame.Surface) -> None:
        """The screen, the page where it shows now (gliding to its place after a page key)."""
        if not self.glide.moving:
            self._draw_screen(surface)
            return
        landed = self.scroll.offset
        self.index.current = self.current_section()  # the index lights where the page goes
        self.scroll.offset = self.glide.offset()
        try:
            self._draw_screen(surface)
        finally:
            self.scroll.offset = landed

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The tabs and buttons (the index, a stop of the Tab order, is drawn in its panel
        by :meth:`draw_content`)."""
        focused = self.focus.focused
        for widget in self.focus.widgets:
            if widget is not self.index:
                widget.draw(surface, widget is focused)

    def _draw_screen(self, surface: pygame.Surface) -> None:
        """Felt, the page (its title in the side column), widgets."""
        self.draw_background(surface)
        self.draw_content(surface)
        self.draw_widgets(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The title, the index, the panel, the visible part of the page, a fade where an edge
        cuts, the scrollbar."""
        draw_text(surface, self.tr(self.title_key), self.title_size,
                  theme.GOLD, self.title_rect.center, "center", shadow=self.px(3),
                  max_width=self.title_rect.w, weight=TITLE_FACE)
        draw_panel(surface, self.index_panel, self.scale)
        if not self.glide.moving:  # (on its way: lit already for where it goes)
            self.index.current = self.current_section()
        self.index.draw(surface, self.focus.focused is self.index)  # (under the panels)
        draw_panel(surface, self.panel, self.scale)
        top = self.viewport.y  # its section's heading, then a table's header, at its top
        for laid, height in self.pinned_bands(self.scroll.offset):
            doc.draw_laid(surface, laid, pygame.Rect(self.viewport.x, top, self.viewport.w,
                                                     laid.height), self.scroll.offset)
            top += height  # (a heading still leaving its place pushes the page less)
        shown = self.shown_view(self.scroll.offset)
        laid = self.drawn_page(shown)  # (as laid out: one spacing, S66)
        doc.draw_laid(surface, laid, shown, self.scroll.offset)
        # Only what an edge cuts (a block taller than the view) fades out, never a whole line.
        cut_top, cut_bottom = doc.cut_extents(self.page, self.scroll.offset, shown.h)
        if cut_top:
            surface.blit(doc.edge_fade(self.viewport.w, cut_top, theme.PANEL, False),
                         shown.topleft)
        if cut_bottom:
            surface.blit(doc.edge_fade(self.viewport.w, cut_bottom, theme.PANEL, True),
                         (self.viewport.x, shown.bottom - cut_bottom))
        self.draw_more_below(surface, shown, laid)  # a view stopped short: the page goes on
        self.scroll.draw(surface)
        self.draw_foot(surface)
