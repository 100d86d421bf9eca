"""hC16: a first game played by keys only shows every tip once, in the order of its step
("1/3", "2/3", ...; a moment's tip has none: round 72, hC74), each when its subject is on
screen and still (never over a moving die, never during a staged moment): a first 10 000
turn and a first Yams turn."""

from __future__ import annotations

import pygame

from game.views.coach_farkle import farkle_moment
from game.views.coach_yams import yams_moment
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import key
from tools.screens_farkle import table_with
from tools.screens_yams import table as yams_table


def _watch(app, table, seconds: float, log: list[tuple[str, str]]) -> None:
    """Step the table ``seconds``, noting each tip as it first shows, with its step."""
    moment = farkle_moment if table.kind == "farkle" else yams_moment
    for _ in range(round(seconds / 0.05)):
        app.step(0.05)
        shown = table.coach.shown
        if shown is None:
            continue
        assert moment(table).quiet, (shown, "over moving dice or a stage")
        assert not table.tray.is_moving, shown
        assert app.manager.top is table, (shown, "under a stage")
        if not log or log[-1][0] != shown:
            log.append((shown, table.coach.footer[0]))


def test_a_first_farkle_turn_by_keys_shows_every_tip_once_in_order(tmp_path):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5)
        table = _table(app)
        log: list[tuple[str, str]] = []
        for code, seconds in ((pygame.K_SPACE, 4), (pygame.K_2, 3), (pygame.K_1, 4),
                              (pygame.K_SPACE, 4), (pygame.K_2, 4), (pygame.K_3, 0.5),
                              (pygame.K_4, 0.5), (pygame.K_5, 0.5), (pygame.K_1, 8)):
            key(app, code)
            _watch(app, table, seconds, log)
        # the refused die (the second) gets its card on the empty tray under it at 1024x600
        # (hC25: no side panel's card reaches it; the pill alone lost the tip)
        # (round 72, hC74: the tour's steps counted from the first card; a moment's card, a
        # refused die or hot dice, has no count)
        # (round 74, critic cQ74: a moment's card wears the "Sfat" tag where a step stands)
        marks = [("farkle.set_aside", "1/3"), ("farkle.refused", "Sfat"), ("farkle.risk", "2/3"),
                 ("farkle.bank", "3/3"), ("farkle.hot", "Sfat")]
        assert log == marks, log
    finally:
        app.close()


def test_a_first_yams_turn_by_keys_shows_every_tip_once_in_order(tmp_path):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        table = yams_table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
        log: list[tuple[str, str]] = []
        for code, seconds in ((pygame.K_SPACE, 4), (pygame.K_2, 0.5), (pygame.K_SPACE, 4),
                              (pygame.K_SPACE, 4)):
            key(app, code)
            _watch(app, table, seconds, log)
        marks = [("yams.hold", "1/3"), ("yams.box", "2/3"), ("yams.countdown", "3/3")]
        assert log == marks, log  # (S62 4., round 79: the countdown the tour's third step)
    finally:
        app.close()
