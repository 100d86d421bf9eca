"""A short board's facts (a mixin of :class:`game.scenes.scores.ScoresScene`): the room of
its free places under the one line that names them holds tiles of what a player aims at, the
score each podium place held takes (ruling S82 6; before, its average, its leader's lead and
its count of players: padding, critic cC79 #7) and (10 000, beside fewer than three) its
shortest game (ruling S4 amended round 72, critic F71: "a short board leaves half its panel
an empty dark room"); a board of one score, the score that beats the record and (10 000) its
record game's length (critic I72). An empty board and a board whose free room
is under three rows (seven scores and more) show none."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game import theme
from game.i18n import format_int
from game.scenes.scores_rows import places
from game.widgets.button import blend
from game.widgets.text import BOLD, STAMP, draw_text, ellipsize, fit_size, line_height

if TYPE_CHECKING:
    from game.storage.store import HighScore

FACT_FILL = 0.45
"""A tile's fill: this share of the way from the panel's dark to the table header's green."""
FACT_EDGE = (74, 112, 84)
"""A tile's outline: quiet, a place for a figure, not a button."""
FACTS_LEAST_ROWS = 3
"""The free rows a board needs for its tiles."""
FARKLE_STEP = 50
"""The least difference between two 10 000 totals (every score is a multiple of 50)."""
PODIUM = 3
"""The places a podium shows: the tiles say what each takes."""


class Fact(NamedTuple):
    """One tile: its caption, its figure and the line under the figure ("" for none)."""

    caption: str
    figure: str
    note: str
    place: int = 0
    """The podium place whose least score it says (0: another fact)."""


class BoardFacts:
    """The facts drawn in a short board's free room."""

    tr: Any
    px: Any
    font_px: Any
    table: Any
    free_lines: dict[str, list[tuple[str, pygame.Rect]]]
    fact_tiles: dict[str, list[tuple[Fact, pygame.Rect]]]

    def board_facts(self, kind: str) -> list[Fact]:
        """What the board of ``kind`` (10 000: at the chosen target) tells a player: the score
        each podium place held takes, "Locul N se ia cu · 301 · de puncte" (ruling
        S82 6, critics cC79 #7 and cB79 #5: its average, its leader's lead and its count of
        players read as padding), tied holders one place and one tile, the free place said
        by its own step; beside fewer than three, the 10 000's shortest game; a board of one
        score: :meth:`lone_facts`; nothing for an empty board."""
        entries = sorted(self.table(kind), key=lambda e: -e.score)
        if len(entries) == 1:
            return self.lone_facts(kind, entries[0])
        step = FARKLE_STEP if kind == "farkle" else 1
        facts: list[Fact] = []
        for place, entry in zip(places(entries), entries, strict=True):
            if place > PODIUM or facts and facts[-1].place == place:
                continue
            least = entry.score + step
            facts.append(Fact(self.tr("scores.facts.for_place", place=place), format_int(least),
                              self.tr.n("scores.facts.points", least), place))
        timed = [e for e in entries if e.turns]
        if kind == "farkle" and timed and len(facts) < PODIUM:
            fastest = min(timed, key=lambda e: (e.turns, e.date))
            facts.append(Fact(self.tr("scores.facts.fastest"), format_int(fastest.turns),
                              self.tr("scores.facts.turns_by", name=fastest.name)))
        return facts

    def lone_facts(self, kind: str, record: HighScore) -> list[Fact]:
        """A board of one score (round 72, critic I72: "~40 % empty dark room"): the least
        score that beats the record, "Bate-ți recordul" (ruling S67 2, round 79, critic cC78
        #8: "Pentru primul loc" read oddly to the one already first; hS28: the place any
        score enters is said by its free step), and (10 000, where turns are known) the
        record game's length, which its card does not say."""
        least = record.score + (FARKLE_STEP if kind == "farkle" else 1)  # (hS28: its free
        facts = [Fact(self.tr("scores.facts.beat_record"), format_int(least),  # second
                      self.tr.n("scores.facts.or_more", least))]  # step says any score
        # takes it; round 74, hS29: the line counts as the language does, "232 de puncte")
        if kind == "farkle" and record.turns:
            facts.append(Fact(self.tr("scores.facts.length"), format_int(record.turns),
                              self.tr("scores.facts.turns_by", name=record.name)))
        return facts

    def facts_room(self, kind: str) -> pygame.Rect | None:
        """The free places' rows where the tiles stand, all of them (ruling S82 7: no strip
        naming them over ghost dice, critics cB79 #5, cC79 #10; None: too little)."""
        lines = self.free_lines.get(kind, [])
        if not self.table(kind) or len(lines) < FACTS_LEAST_ROWS:
            return None
        gap = self.px(theme.GAP * 0.6)
        room = lines[0][1].unionall([rect for _, rect in lines])
        room.y += gap
        room.h -= gap
        return room

    def draw_board_facts(self, surface: pygame.Surface, kind: str, size: int) -> None:
        """The board's facts as three tiles side by side filling :meth:`facts_room`, each a
        caption, a big gold figure and a short line under it."""
        self.fact_tiles[kind] = []
        room = self.facts_room(kind)
        facts = self.board_facts(kind)
        if room is None or not facts:
            return
        gap = self.px(theme.GAP)
        width = (room.w - gap * (len(facts) - 1)) // len(facts)
        fill = blend(theme.PANEL, theme.TABLE_HEADER, FACT_FILL)
        pad = self.px(theme.GAP * 0.8)
        inner = width - 2 * pad  # one caption size and one figure size on the three
        caption = min(fit_size(fact.caption, size, inner, BOLD) for fact in facts)
        figure = min(fit_size(fact.figure, self.font_px(theme.FONT_HEADING) * 3 // 2, inner,
                              STAMP) for fact in facts)
        for k, fact in enumerate(facts):
            tile = pygame.Rect(room.x + k * (width + gap), room.y, width, room.h)
            pygame.draw.rect(surface, fill, tile, border_radius=self.px(14))
            pygame.draw.rect(surface, FACT_EDGE, tile, max(1, self.px(2)),
                             border_radius=self.px(14))
            self.draw_fact(surface, fact, tile, pad, (size, caption, figure))
            self.fact_tiles[kind].append((fact, tile))

    def draw_fact(self, surface: pygame.Surface, fact: Fact, tile: pygame.Rect, pad: int,
                  sizes: tuple[int, int, int]) -> None:
        """One tile's words centred in it: its caption over its figure over its note where
        the tile is tall enough, the note left out where it is not (a tile is three rows
        tall at least: :data:`FACTS_LEAST_ROWS`). ``sizes``: the rows' type, the caption's
        and the figure's at most."""
        size, caption, largest = sizes
        inner = tile.w - 2 * pad
        note = fit_size(fact.note, size, inner) if fact.note else caption
        note_h = line_height(note) if fact.note else 0
        room = tile.h - pad
        most = (room - line_height(caption) - note_h) * 10 // 13
        if most < size:  # no room for the note: the caption and the figure alone
            note_h, most = 0, (room - line_height(caption)) * 10 // 13
        figure = max(size, min(largest, most))
        whole = line_height(caption) + line_height(figure, STAMP) + note_h
        box = draw_text(surface, fact.caption, caption, theme.MUTED,
                        (tile.centerx, tile.centery - whole // 2), "midtop", weight=BOLD)
        box = draw_text(surface, fact.figure, figure, theme.GOLD, (tile.centerx, box.bottom),
                        "midtop", weight=STAMP, shadow=self.px(2))
        if note_h:
            draw_text(surface, ellipsize(fact.note, note, inner), note, theme.CREAM,
                      (tile.centerx, box.bottom), "midtop")
