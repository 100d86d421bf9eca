"""The end of a Yams game counted and crowned in one takeover (round 77, hY106; rulings S8 and
S9 amended in round 77; critics: "Yams staged moments" 6, "Yams results" 7).

- After the last box's upper bonus, the last TOTAL's count stands on the felt it has without
  that bonus (the end's green felt over the table), never on the bonus stage's black or olive
  hush; the win's stage after it on the end's green felt too.
- The sheet's TOTAL cell keeps the figure it said before the last box (or is bare) until the
  count lands in it, then says the total at once.
- The winner's name is said in big type once per end: the count of their last card and their
  crowning are one takeover (no TOTAL band naming them, then a crowning naming them again).
- The winner's moment (both games) shows each winner's seat mark before their name in their
  seat's colour, and the verb ("câștigă!", a tie's names both); a click or a key on the count
  skips the crowning and the win's stage to the results (S9).

Stepped at 60 frames a second from the last move (``tools.end_frames``).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

import pygame
import pytest

from game import theme
from game.flow.moments import total_flourish
from game.i18n import format_int
from game.scenes.results import ResultsOverlay
from game.scenes.stage import StageOverlay
from game.widgets.felt import felt_area
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def _median(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    """The median colour inside ``rect`` (a few confetti or ray pixels aside)."""
    pixels = [surface.get_at((x, y)) for x in range(rect.left, rect.right, 3)
              for y in range(rect.top, rect.bottom, 3)]
    return tuple(statistics.median(p[k] for p in pixels) for k in range(3))  # type: ignore[return-value]


def _side(size: tuple[int, int]) -> pygame.Rect:
    """A strip of felt at the window's left, away from the takeover's words."""
    felt = felt_area(size)
    return pygame.Rect(felt.x + 6, felt.y + felt.h // 10, felt.w // 10, felt.h * 8 // 10)


def _until(app: Any, found: Callable[[], bool], most: int = 1200,
           every_frame_drawn: bool = False) -> None:
    """Step the app until ``found()`` (failing when it never is); only that last frame
    drawn (round 78, hT2: the frames on the way are not looked at; the last drawn as the
    app draws it: for the winner's moment and the count after a lost bonus the same screen,
    byte for byte, as with every frame drawn), or, ``every_frame_drawn``, each frame (the
    count's takeover after the last box: its frame, drawn after frames unseen, differs by
    up to 2 in a channel from the frame drawn after every frame drawn)."""
    with nullcontext() if every_frame_drawn else unseen_frames(app):
        for _ in range(most):
            app.step(FRAME)
            if found():
                return
    raise AssertionError("never reached")


def _last_move(app: Any, case: str) -> Any:
    """Play ``case``'s last move (``tools.end_frames``), its frames unseen; the table."""
    with unseen_frames(app, last_drawn=False):
        return play_last_move(app, case)


def _counting(app: Any, table: Any, at: float) -> bool:
    """True when the last TOTAL counts on the table at ``at`` of its moment or later."""
    counting = total_flourish(table.flow.moment)
    return counting is not None and counting[1] >= at and app.manager.top is table


def _count_backdrop(tmp_path: Any, case: str) -> tuple[float, float, float]:
    """The felt's colour beside the last TOTAL's count, half way through it."""
    app = make_app(tmp_path, size=SIZE)
    try:
        table = _last_move(app, case)
        _until(app, lambda: _counting(app, table, 0.5), every_frame_drawn=True)
        return _median(app.screen, _side(SIZE))
    finally:
        app.close()


def test_after_the_bonus_the_last_count_stands_on_the_felt_it_has_without_it(tmp_path):
    """S8 (amended round 77): the bonus's stage left its hush (black, or its seat's olive)
    under the count; the count stands over the table as it does with no bonus before it."""
    plain = _count_backdrop(tmp_path / "plain", "yams_person")
    after = _count_backdrop(tmp_path / "bonus", "yams_bonus")
    r, g, b = after
    assert g >= 40 and g - max(r, b) >= 0.25 * g, (after, plain)  # green, lit
    assert abs(sum(after) - sum(plain)) <= 0.2 * sum(plain), (after, plain)


# test_a_last_total_that_crowns_no_one_stands_over_the_dimmed_table_after_a_bonus retired
# by ruling S60 (round 79, hY113): the game's last box's bonus has no stage (no hush under
# the count) and a last card that did not win has no band: the count is the winner's, on
# the end's felt and rays (tests/test_end_builds_to_winner_hy113.py).


# test_the_win_after_a_bonus_stands_on_the_ends_green_felt retired by ruling S43 (round
# 78): a Yams win over others has no win's stage; after the bonus the crowned count stands on
# the end's green felt (test_after_the_bonus_the_last_count_stands_on_the_felt_it_has_
# without_it, above).


def _total_cell(table: Any, surface: pygame.Surface) -> pygame.Surface:
    """The inside of the last player's TOTAL cell on ``surface``."""
    player = table.game.last_event.player
    cell = table.sheet.sum_cell_rect(player, "total")
    inner = cell.inflate(-theme.px(6, table.scale), -theme.px(4, table.scale))
    return surface.subsurface(inner).copy()


def _saying(table: Any, value: int, like: pygame.Surface) -> pygame.Surface:
    """The TOTAL cell's inside as the sheet writes ``value`` in it (``like``'s size)."""
    from game.widgets.text import BOLD, render

    player = table.game.last_event.player
    cell = table.sheet.sum_cell_rect(player, "total")
    inner = cell.inflate(-theme.px(6, table.scale), -theme.px(4, table.scale))
    picture = pygame.Surface(like.get_size())
    picture.fill(theme.SHEET_SUM_BG)
    image = render(format_int(value), table.sheet.row_type("total"), theme.INK, BOLD)
    picture.blit(image, image.get_rect(center=(cell.centerx - inner.x, cell.centery - inner.y)))
    return picture


def _ink(picture: pygame.Surface) -> set[tuple[int, int]]:
    """The pixels of ``picture`` that are a figure's dark ink (not its cell's tint)."""
    w, h = picture.get_size()
    return {(x, y) for x in range(w) for y in range(h) if max(picture.get_at((x, y))[:3]) < 110}


def _like(a: pygame.Surface, b: pygame.Surface) -> bool:
    """True when ``a`` and ``b`` write the same figure: their ink nearly the same pixels
    (the cell's tint and the anti-aliasing's rounding aside)."""
    ink_a, ink_b = _ink(a), _ink(b)
    return bool(ink_a | ink_b) and len(ink_a ^ ink_b) <= 0.2 * len(ink_a | ink_b)


# test_the_sheets_total_keeps_its_figure_until_the_count_lands retired by ruling S43 (round
# 78; S8 amended round 77, 2., reversed): the last box, its sums and the TOTAL change together
# at the click, the count plays only in the big figure
# (tests/test_end_one_climax_hy108.py::test_the_sheets_boxes_and_sums_add_up_in_every_frame).


def _table(app: Any) -> Any:
    """The table scene at the bottom of the app's stack."""
    from game.scenes.table_base import TableScene

    return next(s for s in app.manager.stack if isinstance(s, TableScene))


def _winners(table: Any) -> list[int]:
    """The finished game's winners' seat indices."""
    return [index for place, index, _ in table.game.ranking() if place == 1]


@pytest.mark.parametrize("case", ["yams_person", "yams_computer", "yams_bonus"])
def test_the_winners_name_is_said_in_big_type_once_per_end(tmp_path, case):
    """S8 and S9 (amended round 77): the last TOTAL's band named the winner, then their
    own moment named them again: now the count is their crowning's first beat, the name
    standing from the count to the crowning's end, said once. Amended by ruling S43 (round
    78): the name is said by the results' headline standing from the count on (its size a
    headline's), so at most once in the felt's big type."""
    from game.widgets import layout_record

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = _last_move(app, case)
        felt = felt_area(size)
        sayings: list[tuple[str, tuple[int, int]]] = []  # (who drew it, where)
        for _ in range(1200):
            layout_record.start(size)
            try:
                layout_record.begin(size)
                app.step(FRAME)
                frame = layout_record.frame()
            finally:
                layout_record.stop()
            if isinstance(app.manager.top, ResultsOverlay):
                break
            if not table.game.finished:
                continue
            names = {table.player_label(i) for i in _winners(table)}
            for t in frame.texts:
                if t.text not in names or t.rect.h < 0.08 * felt.h:
                    continue
                if not any(role == t.role and abs(x - t.rect.centerx) <= 12
                           and abs(y - t.rect.centery) <= 12 for role, (x, y) in sayings):
                    sayings.append((t.role, t.rect.center))  # a new saying of the name
        assert isinstance(app.manager.top, ResultsOverlay)
        assert len(sayings) <= 1, sayings  # (S43: the headline says it, once)
    finally:
        app.close()


def _crowning(tmp_path: Any, case: str, size: tuple[int, int]) -> tuple[Any, Any, Any]:
    """(app, table, the winner's moment) half way through that moment."""
    from game.scenes.champion import ChampionOverlay

    app = make_app(tmp_path, size=size)
    _last_move(app, case)

    def crowned() -> bool:
        top = app.manager.top
        return isinstance(top, ChampionOverlay) and top.clock.age >= 0.6

    _until(app, crowned)
    return app, _table(app), app.manager.top


@pytest.mark.parametrize("case", ["tie", "person"])  # (Yams: none since S43; the
# computer's 10 000 win none since S100 4., round 81: its stage says it once)
def test_the_winners_moment_shows_their_seat_mark_and_the_verb(tmp_path, case):
    """S9 (amended round 77): the winner's moment lacked the seat's identity: each winner's
    seat mark stands before their name, in their seat's colour, the verb under the names
    ("câștigă!"; a tie names both, each with their mark)."""
    from game.views.stage_champion import layout
    from game.widgets.seats import player_style, seat_colour

    size = (1920, 1080)
    app, table, moment = _crowning(tmp_path, case, size)
    try:
        winners = _winners(table)
        styles = tuple(player_style(table.game.players, i) for i in winners)
        words = moment.words
        assert words.seats == styles
        assert [name for name, _ in words.names] == [table.player_label(i) for i in winners]
        key = "stage.champion.win_tie" if len(winners) > 1 else "stage.champion.wins"
        assert words.verb == app.tr(key) and words.verb
        laid = layout(size, words)
        assert laid.verb is not None and laid.name.bottom <= laid.verb.top  # under the names
        assert laid.verb.h >= 16  # (read at a glance)
        assert laid.mark_side >= 0.5 * laid.name.h, (laid.mark_side, laid.name)
        screen = app.screen
        centre = (laid.name.x + laid.mark_side // 2, laid.name.centery)
        colour = seat_colour(styles[0])
        near = [screen.get_at((centre[0] + dx, centre[1] + dy))[:3]
                for dx in range(-4, 5, 2) for dy in range(-4, 5, 2)]
        assert any(sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) < 60
                   for pixel in near), (near, colour)  # the seat's mark before the name
    finally:
        app.close()


def test_a_key_on_the_crowned_count_skips_to_the_results(tmp_path):
    """S9 (amended round 77): the count is the crowning's first beat: a click or a key on
    it skips the crowning and the win's stage with it (one skip, the results at once)."""
    from game.scenes.champion import ChampionOverlay

    app = make_app(tmp_path, size=SIZE)
    try:
        table = _last_move(app, "yams_person")
        _until(app, lambda: _counting(app, table, 0.3))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
        for _ in range(4):
            app.step(FRAME)
        assert not any(isinstance(s, (ChampionOverlay, StageOverlay))
                       for s in app.manager.stack)
        assert isinstance(app.manager.top, ResultsOverlay)
    finally:
        app.close()
