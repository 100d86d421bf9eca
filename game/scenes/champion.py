"""The winner's own moment as a layer over the win's stage (round 76, hW79): pushed over the
win's :class:`~game.scenes.stage.StageOverlay` the moment it is pushed, so that stage (and the
table under it, and the results after it) waits, its clock at its first frame, until the
winner has had the felt alone for :data:`~game.theme_stage.CHAMPION_SECONDS`. A click or a key
ends this moment and the win's stage after it (one skip, as a skip ends a stage's queued
moments: the results come at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.flow.champion import ChampionClock, champions, count_span, has_own_moment, runner_up
from game.flow.stage import BIG, DIM_ALPHA
from game.scenes.base import Scene
from game.theme_stage import END_FELT
from game.views import stage_champion
from game.views.stage_backdrop import backdrop
from game.widgets.felt import felt_area

if TYPE_CHECKING:
    from game.app import App


class ChampionOverlay(Scene):
    """The winner's name and score alone on the felt, over the win's stage, which waits."""

    is_overlay = True
    dim_below = False  # it lays its own felt over everything below

    def __init__(self, app: App, stage: Scene, words: stage_champion.ChampionWords,
                 factor: float = 1.0, felt: pygame.Surface | None = None) -> None:
        """The moment saying ``words`` over ``stage`` (the win's, waiting under it), on
        ``felt`` when given (the end's felt its count stood on; else hushed from below)."""
        super().__init__(app)
        self.stage = stage
        self.words = words
        self.clock = ChampionClock(factor)
        self._felt: pygame.Surface | None = felt
        self._ended = False

    def layout(self, size: tuple[int, int]) -> None:
        """Lay out for ``size`` (a felt of another size is hushed again from below)."""
        super().layout(size)
        if self._felt is not None and self._felt.get_size() != tuple(size):
            self._felt = None

    def handle_event(self, event: pygame.event.Event) -> None:
        """A click or a key ends this moment and the win's stage after it (consumed)."""
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                            and event.button == 1):
            self.clock.skip()
            self.end(skip_stage=True)

    def update(self, dt: float) -> None:
        """Age the moment; leave once it has played (the win's stage then starts)."""
        self.clock.update(dt)
        if self.clock.done:
            self.end()

    def end(self, skip_stage: bool = False) -> None:
        """Leave (once); ``skip_stage``: the win's stage under it ends too."""
        if self._ended:
            return
        self._ended = True
        if self.app.manager.top is self:
            self.app.manager.pop(fade=False)
        if skip_stage:
            clock = getattr(self.stage, "clock", None)
            if clock is not None:
                clock.skip()
            ending = getattr(self.stage, "end", None)
            if ending is not None:
                ending()
            table = getattr(self.stage, "table", None)
            if table is not None and self.app.manager.top is table:
                table.update(0.0)  # what follows (the results) takes this very frame
        self.app.manager.invalidate()

    def is_animating(self) -> bool:
        """The moment always moves."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The moment over what is below (the table, hushed once into the end's felt, as
        dark as the win's stage after it: a big stage's darkness)."""
        if self._felt is None or self._felt.get_size() != surface.get_size():
            self._felt = surface.copy()
            backdrop(self._felt, DIM_ALPHA[BIG], self.scale, felt_area(self.size).center,
                     None, END_FELT)
        stage_champion.draw(surface, self._felt, self.words, self.clock, self.scale)


def champion_words(table: Any) -> stage_champion.ChampionWords | None:
    """What ``table``'s finished game's winner's moment says (None: a game played alone,
    whose end names no winner over others): each winner's name, seat colour and mark, the
    verb ("câștigă!"), the score; at a Yams end whose last card is the winner's, the count's
    figure and its sums (the moment counted it first: ruling S8 amended, round 77)."""
    from game.flow.total_count import added_parts, total_parts
    from game.i18n import format_int
    from game.views.stage_pictures import points_words
    from game.widgets.seats import player_style, seat_colour

    game = table.game
    won = champions(game.ranking(), game.players)
    if won is None:
        return None
    styles = tuple(player_style(game.players, i) for i in won.winners)
    names = tuple((table.player_label(i), seat_colour(player_style(game.players, i)))
                  for i in won.winners)
    verb = table.tr("stage.champion.win_tie" if len(names) > 1 else "stage.champion.wins")
    flow = getattr(table, "flow", None)
    if not getattr(flow, "count_crowns", False):
        return stage_champion.ChampionWords(
            names, points_words(table, "stage.win.points", won.score), won.computer,
            styles, verb)
    event = game.last_event
    card = game.cards[event.player]
    adding = added_parts(event)
    parts = tuple((crowned_part(table, key, points, key in adding), key in adding)
                  for key, points in total_parts(card))  # (one bonus form, S117 3.)
    return stage_champion.ChampionWords(names, format_int(card.total), won.computer, styles,
                                        verb, counted=True, parts=parts,
                                        turned=float(table.flow.moment.clock.duration))


def draw_crown_count(table: Any, surface: pygame.Surface, progress: float) -> None:
    """A Yams end's last TOTAL counted as the first beat of the results' own picture (ruling
    S43, round 78; S8 amended round 77's crowning retired): over ``table``'s picture just
    drawn on ``surface``, the end's felt hushed from that picture once, the results'
    headline where the results keep it, the figure counting where their podium will
    stand, its sums under it (:mod:`game.views.stage_crowned`)."""
    from game.flow.total_count import counting
    from game.i18n import format_int
    from game.theme_stage import YAMS_TOTAL_TAKEOVER_COUNTED
    from game.views import stage_crowned

    counter = table.flow.moment.counter
    said = crowned_words(table, surface.get_size())
    if said is None or counter is None:
        return
    felt = getattr(table, "crown_felt", None)
    if felt is None or felt.get_size() != surface.get_size():
        felt = surface.copy()
        backdrop(felt, DIM_ALPHA[BIG], table.scale, felt_area(table.size).center, None,
                 END_FELT)
        table.crown_felt = felt
    start, end = crowned_figures(table)
    figure = format_int(counting(start, end, progress))
    table.crown_age = float(table.flow.moment.clock.age)  # (its rays as last seen: the
    stage_crowned.draw(surface, felt, said, figure, format_int(end), progress,  # bare
                       progress >= YAMS_TOTAL_TAKEOVER_COUNTED,  # picture under the card
                       table.crown_age)  # turns them no further, S104 3.)


def crowned_figures(table: Any) -> tuple[int, int]:
    """What ``table``'s crowned count counts: the winner's TOTAL (ruling S60, round 79,
    hY113), always from 0 (ruling S117 1.: the table already says every figure, the count
    is theatre), the last card's score said beside it when that card did not win."""
    counter = table.flow.moment.counter
    game = table.game
    event = game.last_event
    start, end = (int(counter.start), int(counter.end)) if counter is not None else (0, 0)
    return count_span(game.ranking(), game.players, event.player if event else None,
                      start, end)


def crown_bare(table: Any, surface: pygame.Surface) -> pygame.Surface | None:
    """``table``'s crowned count as its last frame stood on ``surface``'s size, its figure,
    sums and headline gone: the end's felt and its rays only, the picture the results' card
    comes over once the figure has left (ruling S57, round 78). None with no count drawn."""
    from game.views import stage_crowned

    counter = table.flow.moment.counter
    felt = getattr(table, "crown_felt", None)
    said = crowned_words(table, surface.get_size())
    if said is None or counter is None or felt is None \
            or felt.get_size() != surface.get_size():
        return None
    bare = surface.copy()
    from game.i18n import format_int

    final = format_int(crowned_figures(table)[1])
    seen = getattr(table, "crown_age", None)  # its rays where the count's last frame drew
    age = float(table.flow.moment.clock.age) if seen is None else seen  # them (S104 3.)
    stage_crowned.draw(bare, felt, said, final, final, 1.0, True, age, bare=True)
    return bare


def crowned_words(table: Any, size: tuple[int, int]) -> Any:
    """What ``table``'s crowned count says and where, for a window of ``size`` (made once a
    size, kept on the table): the results' headline as they will stand it, their podium's
    room, the winner's name and sums, and the best of the others beside them (the best
    person at the computer's win), with the last box's bonus when theirs (ruling S60).
    None when the game names no winner over others."""
    from game.flow.total_count import added_parts, total_parts
    from game.i18n import format_int
    from game.views import stage_crowned
    from game.views.stage_held import held_podium, title_stamp
    from game.widgets.seats import player_style, seat_colour

    kept = getattr(table, "crowned_said", None)
    if kept is not None and kept[0] == tuple(size):
        return kept[1]
    game = table.game
    won = champions(game.ranking(), game.players)
    if won is None:
        return None
    overlay = table.results_overlay(said="", handed=False)
    held = held_podium(overlay, (size[0], size[1]))
    words = overlay.headline()
    event = game.last_event
    winner = won.winners[0]  # the count is the winner's (S60), their sums under it
    adding = added_parts(event) if event.player == winner else frozenset()
    parts = tuple((crowned_part(table, key, points, key in adding), key in adding)
                  for key, points in total_parts(game.cards[winner]))
    beside = None
    index = runner_up(game.ranking(), game.players)  # the best of the others, plainly
    if index is not None:  # (their last box's bonus had its own band: no line under
        beside = (table.player_label(index), format_int(game.cards[index].total),  # it,
                  seat_colour(player_style(game.players, index)))  # S104 2.)
    named = None  # the winner's name over the figure (a tie's headline names them all)
    if len(won.winners) == 1:
        named = (table.player_label(winner), seat_colour(player_style(game.players, winner)))
    room = pygame.Rect(held.rect.x, held.rect.y, held.rect.w,  # the card under its
                       max(held.rect.h, overlay.panel.bottom - held.rect.y))  # headline
    said = stage_crowned.CrownedCount(
        title_stamp(held, words), words, room, parts, won.computer, beside, named,
        player_style(game.players, winner) if named is not None else None,  # their tokens
        player_style(game.players, index) if index is not None else None)  # (S78 3.)
    table.crowned_said = (tuple(size), said)
    return said


def crowned_part(table: Any, key: str, points: int, lit: bool) -> str:
    """One of the sums under a crowned count ("Total sus 63"): a bonus said as what it adds,
    "Bonus +35", whether the last box earned it (``lit``, the line that lights, ruling S60)
    or an earlier one did: one form (ruling S117 3.)."""
    from game.i18n import format_int

    if key in ("upper_bonus", "penta_bonus"):  # the catalog's "Bonus +{points}", lit or not
        said = "results.detail.bonus" if key == "upper_bonus" else "results.detail.penta_bonus"
        return str(table.tr(said, points=format_int(points)))
    return f"{table.tr('yams.row.' + key)} {format_int(points)}"


def champion_over(table: Any, factor: float) -> None:
    """Push the winner's moment over the win's stage just pushed over ``table`` (a game of
    several players; a game alone's record has none), on the felt its count stood on when
    it counted the last TOTAL first."""
    words = champion_words(table)
    stage = table.app.manager.top
    won = champions(table.game.ranking(), table.game.players)
    if words is None or stage is table or not has_own_moment(won):
        return
    felt = getattr(table, "crown_felt", None)  # one felt from the count to the crown
    if not words.counted or felt is None or felt.get_size() != tuple(table.size):
        felt = None
    table.app.manager.push(ChampionOverlay(table.app, stage, words, factor, felt), fade=False)
