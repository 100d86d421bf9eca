"""The layout check's helpers: what a frame must not do, and sequences played frame by frame.

:func:`problems` reads one recorded frame (:mod:`game.widgets.layout_record`) and says what
is wrong with it: two texts overlapping, a text out of the window or out of its panel, an
announcement, banner, celebration or flying number over a die in play (or a sheet row it
speaks of), a message twice on screen, a number broken across two lines, two primary (red)
buttons enabled at once, a text under the type floor (about 16 px of em at 1920×1080, the
same share of the height at any size).

Sequences: a function ``play(run)`` registered with :func:`sequence` drives a fresh app
through :class:`Run` (``run.click``, ``run.key``, ``run.frames``, ``run.until``); every
frame it steps is recorded and checked when its texts changed, and every
:data:`SAMPLE_EVERY`-th frame besides. A table adds its sequences in its own module (the
Yams ones next to the 10 000 ones) with ``@sequence("name")``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.layout_record import Frame, TextMark
from tests.layout_medals import medal_problems, track_problems
from tests.layout_pointer import COACH_KEEPS_CLEAR, pointer_problems
from tests.layout_pointer import ink as _ink
from tests.layout_primary import primary_problems
from tests.layout_stage import StageWatch, flight_said_twice, reads_through, said_twice
from tests.layout_words import label_columns

FRAME = 1 / 60
SAMPLE_EVERY = 6
"""Besides every frame where what the table says changed, every so many frames are drawn
and checked (the others run their update only: drawing is what a frame costs)."""

SLACK = 2
"""Pixels a text may pass its panel's or the window's edge by (antialiasing)."""

COVERING_ROLES = ("announcement", "banner", "flight", "celebration", "coach")

COACH_TARGET_LIGHT = 9
FILLS = ("countdown_timer", "track")
"""Recorded panels that are a fill inside a widget (Validează's timer), never a text's holder."""
"""How far (pixels at 1080 high) round what a coach card points at its region reaches: the
target and the gold light drawn round it, which the card never touches (hC19)."""

COACH_PANEL_CONTENT = ("bar", "ledger_empty", "rule")
"""A side panel's live content besides its words, which no coach card lies over (a bar, the
empty ledger's box, a rule over a panel's foot); a panel's empty area may hold a card."""

WHOLE_OVER_TABLE = ("ResultsOverlay",)
"""Panels that stand over a table's dimmed buttons whole or not at all (the results): none
may cut through a button (a passing dialog such as Pauză may). The "?" pages left the list
in round 73: the table round them is blurred to its colours (no button's edge or word of it
reads, `tests/test_yams_help_one_line.py`), their panel centred on the felt."""
"""What must never lie over a die in play or a sheet row it speaks of."""


_NUMBER = re.compile(r"^[+\d\s\u00a0]+$")
"""A text that is only a number (a total, "+300")."""


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.inflate(2 * SLACK, 2 * SLACK).contains(_ink(inner))


def _is_message(text: str) -> bool:
    """A text that says something (not a name, a number or a label): its repeat is noise."""
    words = text.split()
    if not re.search(r"[^\W\d_]", text):
        return False  # "1.", "1 000": a place, a number
    return len(words) >= 3 or (len(words) >= 2 and text.rstrip().endswith(("!", ".", "…")))


_WORDS_THEN_DIGITS = re.compile(r"[^\W\d_].*\d$")
"""A line of words ending in digits (not a column of numbers): a number may go on below."""

_GROUP_FIRST = re.compile(r"\d{3}\b")
"""A line that starts with a three-digit group."""


def _under(a: pygame.Rect, b: pygame.Rect) -> bool:
    """``b`` is the line just under ``a`` (they share some columns)."""
    below = -a.h // 2 <= b.top - a.bottom <= a.h
    return below and a.left < b.right and b.left < a.right


def _near_pairs(texts: list[TextMark]) -> list[tuple[int, int]]:
    """The pairs ``(i, j)``, ``i < j``, of texts close enough in height for the pair checks
    (the same text twice, an overlap, a number split across lines): their boxes are at most
    the tallest box apart. The same pairs :func:`itertools.combinations` would give for
    those checks, in its order, without looking at the many far apart."""
    order = sorted(range(len(texts)), key=lambda k: texts[k].rect.top)
    gap = max((t.rect.h for t in texts), default=0)
    pairs = []
    for n, i in enumerate(order):
        reach = texts[i].rect.bottom + gap
        for j in order[n + 1:]:
            if texts[j].rect.top > reach:
                break
            pairs.append((i, j) if i < j else (j, i))
    pairs.sort()
    return pairs


def problems(frame: Frame, size: tuple[int, int], dice: Iterable[pygame.Rect] = (),
             spoken: Iterable[pygame.Rect] = (), celebrations: Iterable[pygame.Rect] = (),
             messages: Iterable[str] = (), table: bool = True,
             whole_panels: bool = False, coach: Iterable[pygame.Rect] = (),
             pointer: Sequence[tuple[int, int]] | None = None,
             pointed: pygame.Rect | None = None,
             keep_out: dict[str, pygame.Rect] | None = None,
             edges: Sequence[pygame.Rect] = (),
             words: Sequence[pygame.Rect] = (),
             through: pygame.Rect | None = None) -> list[str]:
    """What is wrong with ``frame`` (a window of ``size``): one line per problem.

    ``dice``: the dice in play; ``spoken``: the sheet rows the announcement speaks of;
    ``celebrations``: what the running celebrations paint; ``messages``: the texts the
    table's voice says now (each may show once); ``table``: a game table is on screen (the
    rules of what a table says apply: no message twice, no overlay cutting through its
    buttons); other screens get the rules of any layout; ``whole_panels``: the screen on
    top is one of :data:`WHOLE_OVER_TABLE` (its panel never cuts through a dimmed button);
    ``coach``: what a shown coach mark points at (its card, drawn over the table, may hide
    other texts but never these, nor the dice, nor :data:`COACH_KEEPS_CLEAR`); ``pointer``:
    its pointer's points, short and crossing only the gap to what it points at, ``pointed``,
    and ending inside it (:func:`pointer_problems`); ``keep_out``: what no coach card ever
    lies over, by name (the 10 000 table's title, prompt, dice row, "Selecție" line, players'
    rows, buttons); ``edges``: what a pointer never runs along (the Yams sheet, the mat);
    ``words``: columns of words drawn unrecorded (the Yams sheet's labels) no pointer crosses
    (but inside ``through``: the row a pointer runs along to its target, under its words).
    """
    found: list[str] = []
    keep_out = keep_out or {}
    window = pygame.Rect((0, 0), size)
    texts = frame.shown_texts()
    panels = frame.shown_panels()
    for mark in texts:
        if not _inside(mark.rect, window):
            found.append(f"out of the window: {mark.text!r} {mark.rect}")
            continue
        if mark.role == "flight":  # a flying number goes from the mat to a total, never
            # across a side panel's frame: wholly out of it or wholly in (round 75, critic
            # cB75: "+1 000" lay across the players panel's right border at 1920)
            ink = _ink(mark.rect)
            found.extend(f"across its panel's frame {p.rect}: {mark.text!r} {mark.rect}"
                         for p in panels if p.role == "" and p.rect.colliderect(ink)
                         and not _inside(mark.rect, p.rect))
            continue
        centre = _ink(mark.rect).center
        holders = [p for p in panels if p.rect.collidepoint(centre) and p.role not in FILLS
                   and (p.role == "coach") == (mark.role == "coach")]  # a card hides, holds not
        plates = [p for p in holders if p.role == "announcement"]
        if plates:  # a plate laid over the mat's rim holds its own words (round 74, hF86:
            holders = plates  # the bust's stamp may lie over the bare mat, larger than it)
        if holders:
            holder = min(holders, key=lambda p: p.rect.w * p.rect.h)
            if not _inside(mark.rect, holder.rect):
                found.append(f"out of its panel {holder.role or 'panel'} {holder.rect}: "
                             f"{mark.text!r} {mark.rect}")
    # Each text's ink and its number-split ends are worked out once (the pairs are many).
    inks = [_ink(mark.rect) for mark in texts]
    ends_in_digits = [bool(_WORDS_THEN_DIGITS.search(m.text.strip())) for m in texts]
    starts_a_group = [bool(_GROUP_FIRST.match(m.text.strip())) for m in texts]
    for i, j in _near_pairs(texts):
        a, b = texts[i], texts[j]
        near = max(4, a.rect.h // 20)
        if a.text == b.text and abs(a.rect.x - b.rect.x) <= near \
                and abs(a.rect.y - b.rect.y) <= near:
            continue  # drawn twice in one place (a shadow, an embossed title): one text
        if "flight" in (a.role, b.role) and _NUMBER.match((b if a.role == "flight" else a).text):
            pass  # the rising number leaves the points and lands on the total it adds to
        elif (a.role == "coach") != (b.role == "coach"):
            pass  # a coach card is drawn over the table: what it may hide is checked below
        elif inks[i].colliderect(inks[j]):
            found.append(f"texts overlap: {a.text!r} {a.rect} and {b.text!r} {b.rect}")
        if a.role == b.role == "table_value":
            continue  # two rows' own values in a column ("0 din 4" over "197,2"), not a wrap
        if "ledger_legend" in (a.role, b.role):
            continue  # the 10 000 ledger's "Zaruri fierbinți! Runda 2" on a row's rim, in the
            # hot amber, over the row's "100": a legend of the row, never a wrapped number
            # (round 77, hF90: since S26 it stands over a scored row, no longer "în selecție")
        if "place" in (a.role, b.role):
            continue  # the Rules' "Secțiunea 4 din 9" over the page's first row's "500": the
            # reader's place in its own band over the page, never a wrapped number (round 74)
        for (u, upper), (w, lower) in (((i, a), (j, b)), ((j, b), (i, a))):
            if ends_in_digits[u] and starts_a_group[w] and _under(upper.rect, lower.rect):
                found.append(f"a number split across lines: {upper.text!r} / {lower.text!r}")
    seen: dict[str, TextMark] = {}
    said = {m for m in messages if m}
    for mark in texts if table else ():
        if mark.role in ("label", "podium_detail", "list_detail", "podium_stat",
                         "podium_stat_label", "podium_quiet_stat", "podium_quiet_label",
                         "podium_award", "podium_award_shared", "podium_own_best"):
            continue  # a combination's name in the guide and in the turn's story, or two
            # players' equal figures (or their icon rows' labels) on the results: no
            # message said twice (S86 3., amended round 81, hF105: the quiet rows' labels
            # are those icon rows' under new names, and two players tied on an award's
            # figure each hold it on their own plate, a badge a player, not a message;
            # round 81, hF109: a shared award's "la egalitate" and a player's own best on
            # each plate alike)
        if not (_is_message(mark.text) or mark.text in said):
            continue
        other = seen.get(mark.text)
        if other is not None and other.rect != mark.rect:
            found.append(f"said twice: {mark.text!r} at {other.rect} and {mark.rect}")
        seen.setdefault(mark.text, mark)
    for rect in celebrations:
        holders = [p for p in panels if p.rect.collidepoint(pygame.Rect(rect).center)]
        if holders and not any(p.rect.inflate(2 * SLACK, 2 * SLACK).contains(rect)
                               for p in holders):
            found.append(f"a celebration {rect} spills out of its panel")
    for under in frame.panels if table and whole_panels else ():
        if not under.dimmed or under.role != "button":
            continue
        if any(top.role != "button" and top.rect.contains(under.rect) for top in panels):
            continue  # hidden whole under an overlay's panel: the cards on it cut nothing seen
        for top in panels:
            if top.role != "button" and top.rect.colliderect(under.rect) \
                    and not top.rect.contains(under.rect):
                found.append(f"panel {top.rect} cuts through a dimmed button {under.rect}")
    for k, top in enumerate(panels):
        if top.role not in ("announcement", "banner"):
            continue
        for under in panels[:k]:
            if under.rect.inflate(-2 * SLACK, -2 * SLACK).contains(top.rect):
                continue  # lying inside it, its frame seen whole round it: on no frame
            if top.rect.contains(under.rect):
                continue  # hiding it whole: no frame of it seen (the bust's plate on the
                # tray, ruling S95 1., round 81)
            if under.role == "mat" and under.rect.left < top.rect.left \
                    and top.rect.right < under.rect.right \
                    and top.rect.bottom < under.rect.bottom - SLACK:
                continue  # laid over the bare mat's top rim, its sides and foot seen (the
                # bust's stamp: ruling S2, round 74, hF86)
            if under.role not in ("button", "pill") and top.rect.colliderect(under.rect):
                found.append(f"{top.role} {top.rect} over the frame of a {under.role or 'panel'}"
                             f" {under.rect} (a double frame)")
    for card in (p.rect for p in panels if p.role == "coach"):
        for other in panels:
            if other.role in COACH_KEEPS_CLEAR and other.rect.colliderect(card):
                found.append(f"a coach mark {card} over a {other.role} {other.rect}")
        for other in texts:
            if other.role in COACH_KEEPS_CLEAR and _ink(other.rect).colliderect(card):
                found.append(f"a coach mark {card} over {other.role} {other.text!r}")
        for other in texts:  # a panel's live words (the Tura panel's notes, its "Lider")
            if other.role != "coach" and _ink(other.rect).colliderect(card):
                found.append(f"a coach mark {card} over the words {other.text!r} {other.rect}")
        for other in panels:  # a panel's live content: a bar, the empty ledger's box
            if other.role in COACH_PANEL_CONTENT and other.rect.colliderect(card):
                found.append(f"a coach mark {card} over a panel's {other.role} {other.rect}")
        for rect in coach:
            if card.colliderect(rect):
                found.append(f"a coach mark {card} over what it points at {rect}")
        lit = round(COACH_TARGET_LIGHT * size[1] / 1080)  # its target with the light round it
        if pointed is not None and card.colliderect(pointed.inflate(2 * lit, 2 * lit)):
            found.append(f"a coach mark {card} on the region it points at {pointed}")
        for name, rect in keep_out.items():
            if card.colliderect(rect):
                found.append(f"a coach mark {card} over the {name} {rect}")
    if pointer is not None:
        found += pointer_problems(pointer, texts, panels, dice, size, pointed, edges, words,
                                  through)
    floor = theme.FONT_FLOOR_PX * size[1] / 1080 - 0.5  # "about 16 px" at 1920×1080
    for mark in texts:
        if mark.size and mark.size * theme.FONT_EM < floor:
            found.append(f"text under the type floor ({mark.size * theme.FONT_EM:.1f} px < "
                         f"{floor + 0.5:.1f}): {mark.text!r} {mark.rect}")
    found += track_problems(texts, panels) + medal_problems(texts, panels)
    primaries = [p.rect for p in panels if p.primary]
    if len(primaries) > 1:  # one next action: never two red buttons at once
        found.append(f"{len(primaries)} primary buttons at once: {primaries}")
    dice = list(dice)
    found += _standings_problems(texts, panels, dice)
    covering = [(p.role, p.rect) for p in panels if p.role in COVERING_ROLES]
    covering += [(t.role, _ink(t.rect)) for t in texts if t.role in COVERING_ROLES]
    covering += [("celebration", pygame.Rect(r)) for r in celebrations]
    for role, rect in covering:
        for die in itertools.chain(dice, spoken):
            if role == "announcement":  # (round 63: the bust's stamp lies across its dice'
                # lower rims, critic B61; never over their pips, 0.3 of a die from the middle.
                # Round 67, ruling S2: over their lower third, the top of every face seen:
                # the upper 58 % of a die kept clear, its layer's transparent rim counted)
                die = pygame.Rect(die.x, die.y, die.w, die.h // 2 + round(0.08 * die.h))
            if rect.colliderect(die):
                found.append(f"{role} {rect} covers {die}")
                break
    return found


def _standings_problems(texts: list[TextMark], panels: list[Any],
                        dice: list[pygame.Rect]) -> list[str]:
    """The Yams standings (issue 22 §2) lie on free felt: under no other panel (a pill, a
    button, the banner), no die in play and no text that is not its own."""
    found = []
    for mark in (p for p in panels if p.role == "standings"):
        for other in panels:
            if other.role == "coach":
                continue  # a coach card, over the table for a moment
            if other.rect != mark.rect and other.rect.colliderect(mark.rect):
                found.append(f"standings {mark.rect} under a {other.role or 'panel'} "
                             f"{other.rect}")
        found += [f"standings {mark.rect} over a die {die}" for die in dice
                  if mark.rect.colliderect(die)]
        found += [f"standings {mark.rect} under {t.text!r} {t.rect}" for t in texts
                  if t.role != "coach" and _ink(t.rect).colliderect(mark.rect)
                  and not _inside(t.rect, mark.rect)]
    return found


def scene_facts(scene: Any) -> dict[str, Any]:
    """What a table says about itself for :func:`problems` (nothing for other screens)."""
    dice = getattr(scene, "dice_in_play_rects", None)
    spoken = getattr(scene, "spoken_rects", None)
    celebrations = getattr(scene, "celebration_rects", None)
    voice = getattr(getattr(scene, "flow", None), "voice", None) or getattr(scene, "voice", None)
    said = [line for m in voice.shown() for line in m.lines()] if voice is not None else []
    coach = getattr(scene, "coach", None)
    pointed = coach.kept_clear() if coach is not None else []
    pointer = coach.pointer_route() if coach is not None and hasattr(coach, "pointer_route") \
        else None
    target = getattr(coach, "target", None) if pointer is not None else None
    lit = getattr(coach, "lit", None)
    keep_out = getattr(scene, "coach_keep_out", None)
    edges = [pygame.Rect(r) for r in (getattr(getattr(scene, "sheet", None), "rect", None),
                                      getattr(scene, "mat", None)) if r is not None]
    return {"keep_out": keep_out() if keep_out is not None and coach is not None else {},
            "edges": edges, "words": label_columns(scene),
            "dice": dice() if dice else [], "spoken": spoken() if spoken else [],
            "celebrations": celebrations() if celebrations else [], "messages": said,
            "coach": pointed, "pointer": pointer, "pointed": target,
            "through": lit if target is not None and lit is not None and lit != target
            else None}


def check_app(app: Any, where: str) -> list[str]:
    """Draw one frame of ``app`` recorded and return its problems, each prefixed by ``where``
    (the recorder is on for that frame only, unless it was on already)."""
    was_on = layout_record.ON
    layout_record.start(app.screen.get_size())
    try:
        app.manager._below = None  # the screens under an overlay drawn (and recorded) again
        app.step(FRAME)
        return [f"{where}: {p}" for p in check_recorded(app)]
    finally:
        if not was_on:
            layout_record.stop()


def check_recorded(app: Any) -> list[str]:
    """The problems of the frame just recorded."""
    from game.scenes.table_base import TableScene

    top = app.manager.top
    facts = scene_facts(top) if top is not None else {}
    stack = app.manager.stack
    tables = [i for i, scene in enumerate(stack) if isinstance(scene, TableScene)]
    # a table on screen: on top or under overlays only (a screen over it, the rules, hides it)
    table = bool(tables) and all(scene.is_overlay for scene in stack[tables[-1] + 1:])
    whole = type(top).__name__ in WHOLE_OVER_TABLE
    return problems(layout_record.frame(), app.screen.get_size(), table=table,
                    whole_panels=whole, **facts) + said_twice(app, layout_record.frame()) \
        + flight_said_twice(layout_record.frame()) + reads_through(app, layout_record.frame()) \
        + primary_problems(app, layout_record.frame())  # one next action


def _no_draw(surface: Any) -> None:
    """A frame that is not drawn (the layout check samples frames)."""


def said_now(app: Any) -> object:
    """What the top screen says and shows now, cheaply (no drawing): its voice, its prompt,
    the points in flight, the dice in the air, the screens open."""
    top = app.manager.top
    flow = getattr(top, "flow", None)
    voice = getattr(flow, "voice", None) or getattr(top, "voice", None)
    said = tuple((m.key, m.text) for m in voice.shown()) if voice is not None else ()
    prompt = flow.prompt() if flow is not None and hasattr(flow, "prompt") else None
    tray = getattr(top, "tray", None)
    moment = getattr(flow, "moment", None)  # a staged moment's first frame is drawn (issue 22)
    staged = None if moment is None else (moment.kind, moment.active)
    coach = getattr(getattr(top, "coach", None), "shown", None)  # a coach mark's first frame
    return (len(app.manager.stack), type(top).__name__, said, staged,
            None if prompt is None else prompt.text,
            getattr(flow, "flight", None) is not None, getattr(flow, "frozen", None) is None,
            tray is not None and tray.is_animating, len(app.notices.notices), coach)


STABLE_REGIONS = ("standings", "mat", "")
"""Roles of the regions a table keeps through every beat of a turn (the Yams standings, the
10 000 mat, the felt's panels): one that was on screen never vanishes while the same table
stays on top with nothing over it."""


def regions(frame: Frame) -> dict[tuple[str, int], pygame.Rect]:
    """The stable regions of a recorded frame, each by its role and its column (a region may
    grow or shrink; it keeps its left edge), with where it is."""
    return {(p.role, p.rect.x): p.rect for p in frame.shown_panels()
            if p.role in STABLE_REGIONS and p.rect.w > 0 and p.rect.h > 0}


GIVES_WAY_TO = ("announcement", "banner", "refusal", "pill", "coach")
"""The voice's places a region may give its place to for the moment they speak (the 10 000
mat under a bust's banner, the Yams standings beside a pill in their band), and a first
game's coach card docked on it (round 76, ruling S20: the Yams standings under the hold
card)."""


def region_problems(before: dict[tuple[str, int], pygame.Rect],
                    now: dict[tuple[str, int], pygame.Rect],
                    frame: Frame | None = None) -> list[str]:
    """The regions of ``before`` missing from ``now`` (one line each), unless one of the
    voice's panels of ``frame`` (:data:`GIVES_WAY_TO`) now lies on their place, or ``frame``
    says the region folded there by a fade over several frames (``Frame.folded``: the 10 000
    mat with no dice on it, ruling S64 1.; one gone in a single frame still vanished)."""
    voice = [p.rect for p in frame.shown_panels() if p.role in GIVES_WAY_TO] if frame else []
    folded = {(p.role, p.rect.x) for p in frame.folded} if frame else set()
    return [f"a region vanished between two frames: {role or 'panel'} {rect}"
            for (role, _), rect in sorted(before.items(), key=lambda kv: kv[0])
            if (role, _) not in now and rect.collidelist(voice) < 0
            and (role, _) not in folded]


@dataclass
class Run:
    """One sequence at one size: steps frames, records them and gathers their problems."""

    app: Any
    name: str
    problems: list[str] = field(default_factory=list)
    frames_checked: int = 0
    frames_stepped: int = 0
    sample_every: int = SAMPLE_EVERY
    """Besides every change of what the screen says, every so many frames drawn and checked
    (0: none besides: a run that only reaches a state, whose problems no test reads)."""
    _last: object = None
    _regions: tuple[object, dict[tuple[str, int], pygame.Rect]] = (None, {})
    """The screen last checked (its stack) and the stable regions it showed."""

    def step(self) -> None:
        """One frame; drawn, recorded and checked when what the screen says changed (or
        every :attr:`sample_every`-th frame), else only updated."""
        self.frames_stepped += 1
        watch = StageWatch(self.app)  # under a stage the table's clocks wait
        before = said_now(self.app)
        manager = self.app.manager
        drawn = (self.sample_every > 0 and self.frames_stepped % self.sample_every == 0
                 or before != self._last)
        if not drawn:
            manager.draw = _no_draw  # this frame's update only
        try:
            layout_record.begin(self.app.screen.get_size())
            self.app.step(FRAME)
        finally:
            if not drawn:
                del manager.draw
        for problem in watch.problems(self.app):
            if problem not in self.problems:
                self.problems.append(f"{self.name}: {problem}")
        after = said_now(self.app)
        if after != before and not drawn:  # it changed during the frame: see it drawn
            layout_record.begin(self.app.screen.get_size())
            self.app.step(0.0)
            drawn = True
        self._last = after
        if drawn:
            self.frames_checked += 1
            found = check_recorded(self.app)
            stack = tuple(id(scene) for scene in self.app.manager.stack)
            shown = regions(layout_record.frame())
            from game.scenes.table_base import TableScene

            if stack == self._regions[0] and isinstance(self.app.manager.top, TableScene):
                found += region_problems(self._regions[1], shown, layout_record.frame())
            self._regions = (stack, shown)
            for problem in found:
                line = f"{self.name} {self.app.screen.get_size()}: {problem}"
                if line not in self.problems:
                    self.problems.append(line)

    def frames(self, count: int) -> None:
        """Step ``count`` frames."""
        for _ in range(count):
            self.step()

    def until(self, done: Callable[[], bool], most: int = 600) -> None:
        """Step frames until ``done()`` (at most ``most``)."""
        for _ in range(most):
            if done():
                return
            self.step()
        raise AssertionError(f"{self.name}: never came to pass")

    def post(self, *events: pygame.event.Event) -> None:
        """Post ``events`` and step one frame."""
        for event in events:
            pygame.event.post(event)
        self.step()

    def click(self, pos: tuple[float, float]) -> None:
        """Press and release the left button at ``pos`` (a frame each)."""
        at = (round(pos[0]), round(pos[1]))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))

    def key(self, code: int, mod: int = 0) -> None:
        """Press and release a key (one frame)."""
        self.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))


SEQUENCES: dict[str, Callable[[Run], None]] = {}
"""Every sequence the layout check plays, by name."""


def sequence(name: str) -> Callable[[Callable[[Run], None]], Callable[[Run], None]]:
    """Decorator: play ``play(run)`` frame by frame in the layout check under ``name``."""

    def register(play: Callable[[Run], None]) -> Callable[[Run], None]:
        SEQUENCES[name] = play
        return play

    return register


def shown_texts(app: Any) -> list[str]:
    """The texts of one frame of ``app`` (the screens under an overlay too), drawn with the
    layout recorder on."""
    layout_record.start(app.screen.get_size())
    try:
        check_app(app, "texts")
        return [mark.text for mark in layout_record.frame().texts]
    finally:
        layout_record.stop()
