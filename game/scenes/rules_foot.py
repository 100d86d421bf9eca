"""The Rules page's foot (a mixin of :class:`game.scenes.rules.RulesScene`; critic A51: no
previous / next): on the buttons' row, the section before the one being read ("‹ Cum
decurge o tură") at the side column's left edge and the one after it ("Foaia de scor ›") at
the reading panel's right edge, the buttons between them; a click on one, or Alt+← /
Alt+→, scrolls the page there. None before the first section, none after the last. The
reader's place ("Secțiunea 3 din 8") stands in one place on every page, the reading panel's
top-right corner; where the section goes on under the view, "Continuă mai jos ↓" stands in
its strip at the reading panel's foot, under the view's last whole block (ruling S97 1.: the
page stops on a whole card). The reading view keeps its height (its page stops are worked out
for it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.scenes.rules_run_on import draw_run_on
from game.theme_pages import PLACE_LEAST
from game.widgets.text import BOLD, draw_text, ellipsize, line_height, text_size

LINK_GAP = 24
"""Reference pixels between a link and the buttons beside it."""
MORE_BELOW_FOOT = 2
"""Reference pixels of air between the cue's line and the reading panel's border."""
PLACE_TYPE = 40
"""The reader's place's type (layout size: ~29 px of em at 1920x1080, between the hints' and
the body's; critic K72: at the hints' it read small and grey over the page)."""
LINK_KEYS = {pygame.K_LEFT: "previous", pygame.K_RIGHT: "next"}
"""Alt plus these keys follow the foot's links (plain ←/→ switch the tabs)."""


class RulesFoot:
    """The links to the previous and the next section under the reading column."""

    px: Callable[[float], int]
    font_px: Callable[[int], int]
    tr: Callable[..., str]
    sections: dict[str, list[tuple[str, str]]]
    game: str
    page: Any
    current_section: Callable[[], str]
    scroll_to_anchor: Callable[[str], None]
    section_goes_on: Callable[[int], bool]
    bare_between: Callable[[int, int], bool]
    drawn_page: Callable[[pygame.Rect], Any]
    panel: pygame.Rect
    viewport: pygame.Rect
    doc_style: Any
    scroll: Any
    index_panel: pygame.Rect
    back_button: Any
    forward_button: Any
    link_rects: dict[str, pygame.Rect] = {}
    """The links as last drawn, by "previous" / "next"."""
    links: dict[str, Any]
    """The two links as focusable widgets (:class:`game.widgets.foot_link.FootLink`)."""
    focus: Any
    scale: float
    teaser: pygame.Rect | None = None
    """Where the page last ran on, faded, over the cue (S102 1., S97 1. amended round 82), or
    None."""
    link_pressed: str | None = None
    """The link the left button went down on (a click follows a link pressed and let go
    on it: a drag of the page let go over one is the page's)."""

    def link_rooms(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the previous and the next link may stand: on the buttons' row, from the
        side column's left edge to the buttons, and from the buttons to the reading panel's
        right edge."""
        buttons = [b.rect for b in (self.back_button, self.forward_button)
                   if b is not None and b.visible]
        row = buttons[0].unionall(buttons[1:])
        gap = self.px(LINK_GAP)
        left = pygame.Rect(self.index_panel.x, row.y, row.x - gap - self.index_panel.x, row.h)
        right = pygame.Rect(row.right + gap, row.y, self.panel.right - row.right - gap, row.h)
        return left, right

    def section_anchors(self) -> list[tuple[str, str]]:
        """The page's sections as (title, anchor), in order: those its page shows (the one
        list the foot's links, the reader's place and the section read are counted in)."""
        return [(t, a) for t, a in self.sections.get(self.game, []) if a in self.page.anchors]

    def foot_links(self) -> tuple[tuple[str, str] | None, tuple[str, str] | None]:
        """The sections before and after the one being read, as (title, anchor); None
        where there is none."""
        shown = self.section_anchors()
        anchors = [a for _, a in shown]
        current = self.current_section()
        if current not in anchors:
            return None, None
        k = anchors.index(current)
        return (shown[k - 1] if k > 0 else None,
                shown[k + 1] if k + 1 < len(shown) else None)

    def link_shown(self, which: str) -> bool:
        """True when the foot shows the link ``which`` ("previous" / "next"): there is a
        section that way and room to name it."""
        return (self.foot_links()[0 if which == "previous" else 1] is not None
                and self.link_rooms()[0 if which == "previous" else 1].w
                >= line_height(self.font_px(theme.FONT_BODY), BOLD))

    def follow_focused_link(self, which: str) -> None:
        """Enter / Space on the focused link ``which``: go there; when that was the last
        section that way (the link gone), the focus moves to the other link, still on the
        foot's row (round 78, hR82)."""
        self.follow_link(which)
        other = "next" if which == "previous" else "previous"
        if not self.link_shown(which) and self.link_shown(other):
            self.focus.focus(self.links[other])

    def follow_link(self, which: str) -> bool:
        """Scroll to the section of the link ``which`` ("previous" / "next"); False when
        there is none that way."""
        before, after = self.foot_links()
        link = before if which == "previous" else after
        if link is None:
            return False
        self.scroll_to_anchor(link[1])
        return True

    def foot_event(self, event: pygame.event.Event) -> bool:
        """Alt+← / Alt+→ or a click on a link (pressed and let go on it): go there; True
        when used."""
        if (event.type == pygame.KEYDOWN and event.key in LINK_KEYS
                and event.mod & pygame.KMOD_ALT):
            self.follow_link(LINK_KEYS[event.key])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.link_pressed = self.link_at(event.pos)
            return self.link_pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.link_pressed = self.link_pressed, None
            if pressed is None:  # not a click on a link (a drag of the page let go here)
                return False
            if self.link_at(event.pos) == pressed:
                self.follow_link(pressed)
            return True
        return False

    def link_at(self, pos: tuple[int, int]) -> str | None:
        """The link ("previous" / "next") drawn under ``pos``, if any."""
        return next((which for which, rect in self.link_rects.items()
                     if rect.collidepoint(pos)), None)

    def reader_place(self) -> str:
        """Where the reader is among the page's sections ("Secțiunea 1 din 8")."""
        anchors = [a for _, a in self.section_anchors()]
        current = self.current_section()
        number = anchors.index(current) + 1 if current in anchors else 1
        return self.tr("rules.place", number=number, count=len(anchors))

    def place_size(self) -> int:
        """The reader's place's type: :data:`PLACE_TYPE` at the
        window's scale, never under :data:`game.theme_pages.PLACE_LEAST` (16.6 px of em:
        round 78, hR82, critic cC77 read them at 15 px at 1024x600)."""
        return max(self.font_px(PLACE_TYPE), PLACE_LEAST)

    def place_rect(self) -> pygame.Rect:
        """Where the reader's place is said (:meth:`reader_place`), on every page: the
        reading panel's top-right corner, in a strip of its own over the page (as much air
        over its line as under it, :data:`game.theme_pages.PLACE_AIR`), ending at
        the page's column's right edge (critic G71: it moved from the foot's left to its
        right between the first page and the last)."""
        top = self.panel.y  # (its line centred in the strip: even air, round 75)
        return pygame.Rect(self.viewport.x, top, self.viewport.w, self.viewport.y - top)

    def draw_place(self, surface: pygame.Surface) -> None:
        """The reader's place in :meth:`place_rect`, in cream at :data:`PLACE_TYPE` (critic
        K72: small and grey it was not read; its right edge and middle line fixed: it never
        moves). The section read on is named by its heading, pinned at the view's top (round
        79, S66: S32's running head at the strip's left, a caption, said it twice)."""
        room = self.place_rect()
        size = self.place_size()
        while size > PLACE_LEAST and line_height(size) > room.h:
            size -= 1
        draw_text(surface, self.reader_place(), size, theme.CREAM,  # (K72: grey, small)
                  (room.right, room.centery), "midright", max_width=room.w // 2, role="place")

    def draw_foot(self, surface: pygame.Surface) -> None:
        """The previous section's title at the left of the buttons' row and the next one's
        at its right, in gold at the body's size (a long title shortened to its room); none
        on a side with no section (the reader's place is said in one place of its own,
        :meth:`draw_place`)."""
        self.link_rects = {}
        size = self.font_px(theme.FONT_BODY)
        before, after = self.foot_links()
        rooms = self.link_rooms()
        self.draw_place(surface)
        for which, link, words, room, anchor in (
                ("previous", before, "rules.previous", rooms[0], "midleft"),
                ("next", after, "rules.next", rooms[1], "midright")):
            self.links[which].rect = pygame.Rect(0, 0, 0, 0)
            if room.w < line_height(size, BOLD) or link is None:
                continue
            x = room.x if anchor == "midleft" else room.right
            text = self.tr(words, section=link[0])
            if text_size(text, size, BOLD)[0] > room.w:
                text = self.tr(words, section=ellipsize(link[0], size, room.w - text_size(
                    self.tr(words, section=""), size, BOLD)[0], BOLD))
            rect = draw_text(surface, text, size, theme.GOLD, (x, room.centery), anchor,
                             weight=BOLD)
            self.link_rects[which] = rect.inflate(self.px(8), self.px(8))
            box = self.link_rects[which].inflate(self.px(12), 0)  # (its focus ring round
            box.y, box.h = room.y, room.h  # its words, as tall as the buttons' rings, S34)
            self.links[which].place(box, self.scale)

    def more_below_room(self) -> int:
        """The band a reading view keeps under it for "Continuă mai jos ↓" wherever more of
        its section follows (critic A69: at 1920 and 1366 the view ran to its panel's foot and
        only a thin scrollbar said the page went on): the cue's own row (round 78, hR82, S49:
        no faded page run on over it, no band of bare panel round it)."""
        return self.cue_room()

    def cue_room(self) -> int:
        """The part of the reading view "Continuă mai jos ↓" takes: its line, ending at the
        panel's inner foot (:meth:`cue_foot`), less the panel's own padding under the view
        (ruling S97 1.: the cue's strip in the panel's foot, as the place's in its top, so a
        whole card more often fits over it)."""
        return max(0, line_height(self.doc_style.body) - (self.cue_foot() - self.viewport.bottom))

    def cue_foot(self) -> int:
        """The screen y where the cue's line ends: the reading panel's foot, clear of its
        border by :data:`MORE_BELOW_FOOT`."""
        return self.panel.bottom - max(3, self.px(MORE_BELOW_FOOT))  # (its arrow's foot
        # clear of the border and of the reading panel's focus ring at 1024x600 too)

    def more_below_band(self, shown: pygame.Rect) -> pygame.Rect | None:
        """The cue's line at the panel's foot (:meth:`cue_foot`), under the reading view
        (``shown``), wherever the page goes on below it (S97 1. amended round 82, critic
        cC81 #3: a section ended in the view left it out, the scrollbar saying more); None
        at the page's end. A view run to the viewport's foot holds it where only air of the
        page lies under its row (a section's end: `rules_line_down_1024`)."""
        if self.scroll.offset >= self.scroll.max_offset:
            return None
        line = line_height(self.doc_style.body)
        band = pygame.Rect(self.viewport.x, self.cue_foot() - line, self.viewport.w, line)
        offset = self.scroll.offset
        if self.viewport.bottom - shown.bottom < self.cue_room() and not self.bare_between(
                offset + band.y - shown.y, offset + shown.h):
            return None
        return band

    def draw_more_below(self, surface: pygame.Surface, shown: pygame.Rect,
                        laid: Any = None) -> None:
        """Where the section goes on under the reading view (``shown``, its page's
        operations as drawn ``laid``: :meth:`drawn_page`; :meth:`more_below_band`),
        "Continuă mai jos ↓" in quiet gold at the page's body size in its strip at the
        panel's foot (round 78, hR82, S49: the page no longer runs on faded under it, critic
        cC77: lines cut at the view's foot; round 81, S97 1.: the page stops on a whole card,
        the cue in one place on every view)."""
        band = self.more_below_band(shown)
        self.teaser = None
        if band is None:
            return
        row = pygame.Rect(band.x, self.cue_top(shown, band, laid), band.w, band.h)
        self.teaser = draw_run_on(surface, self.page, self.scroll.offset, shown, row.y,
                                  band.h)  # (S97 1. amended round 82: the page runs on, faded)
        draw_text(surface, self.tr("rules.more_below"), self.doc_style.body, theme.GOLD,
                  row.center, "center", max_width=row.w, role="more_below")

    def cue_top(self, shown: pygame.Rect, band: pygame.Rect, laid: Any = None) -> int:
        """The screen y of the top of the cue's row under the reading view ``shown`` (its
        operations as drawn ``laid``): its band's top, at the viewport's foot, on every view
        (ruling S97 1., amending round 75's hR78 and S83's "right under the lowest thing
        drawn": critic cC80 #7 read the bare panel under it as a dead band)."""
        return band.y  # (S97 1.: the foot's strip, as the place's at the top: no band
        # of bare panel under it, never moving between views, critic cC80 #7)
