"""Both results screens, after critic C61 (hR62): one podium order at every count, the
figures after the blocks, zeros readable.

- One order: the second stands left of the winner, the third right of them (2-1-3), at
  every count of players, in both games (one podium drawing): with two, the pair is the
  podium's 2-1, the second left, the winner right, the pair centred. Players sharing the
  first place stand side by side in the list's order (as the headline names them).
- The entrance on the results' own clock: the blocks rise (their names and totals riding
  them), the figures under them (and the list from the fourth) coming in once they stand,
  in full colour (round 77, hW80, ruling S29: hR67 had them fade in with the panel, read
  as greyed out);
  a key or a click (but Esc) lands the whole entrance at once, a second one acts.
- A figure of nothing is quieter than the figures that count, yet readable: 4.5:1 at least
  against the card it stands on.
"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes.results import ENTRANCE_TIME, ResultRow, ResultsOverlay
from game.widgets import layout_record
from game.widgets.podium import podium_rows, steps
from game.widgets.podium_award import QUIET_INK
from game.widgets.podium_motion import (
    FIGURES_AFTER,
    FIGURES_SLIDE,
    RISE,
    figures_light,
    risen,
)
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ana", "Ion", "IA", "Dan", "Eva", "Tudor", "Ilinca"]


def _rows(places: list[int]) -> list[ResultRow]:
    return [ResultRow(place, NAMES[k], 9_000 - 500 * k, NAMES[k] == "IA", k)
            for k, place in enumerate(places)]


def _left_to_right(places: list[int]) -> list[str]:
    room = pygame.Rect(0, 0, 1500, 640)
    return [row.name for row, _ in sorted(steps(room, _rows(places), 1.0),
                                          key=lambda p: p[1].x)]


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6, 7])
def test_the_second_stands_left_of_the_winner_and_the_third_right_at_every_count(count):
    order = _left_to_right(list(range(1, count + 1)))
    slots = dict((row.name, slot) for slot, row in podium_rows(_rows(list(range(1, count + 1)))))
    if count >= 3:
        assert order == ["Ion", "Ana", "IA"]  # the winner in the middle, the third right
        assert slots["Ion"] < slots["Ana"]  # the second just left of the winner
    else:  # of two the winner left, read first (critic C62: hR62's 2-1 put the winner on
        assert order == ["Ana", "Ion"]  # the right, "the eye lands on the winner last")


@pytest.mark.parametrize("places, order", [
    ([1, 1], ["Ana", "Ion"]),
    ([1, 1, 3], ["Ana", "Ion", "IA"]),
    ([1, 1, 1, 4], ["Ana", "Ion", "IA"]),
    ([1, 2, 2], ["Ion", "Ana", "IA"]),
])
def test_a_tie_for_first_stands_in_the_lists_order_a_lone_winner_always_between(places,
                                                                                 order):
    assert _left_to_right(places) == order


def _panel(app, rows, counted_already=False, acted=None):
    acted = acted if acted is not None else []
    panel = ResultsOverlay(app, rows, lambda: acted.append("new"),
                           lambda: acted.append("menu"), counted_already=counted_already,
                           handed=False)
    app.manager.push(panel, fade=False)
    return panel


def _farkle_rows() -> list[ResultRow]:
    from types import SimpleNamespace

    from game.flow.results_detail import farkle_details

    names = ["Ana", "Ion", "Dan", "Eva"]
    said = SimpleNamespace(players=names, turns_played=[14, 14, 13, 13],
                           banks=[[1_250, 600], [950], [800], []], busts=[2, 0, 3, 4],
                           hot_dice=[1, 0, 2, 0], totals=[10_250, 9_400, 7_300, 5_150],
                           target=10_000)
    details = farkle_details(said)
    return [ResultRow(k + 1, name, said.totals[k], False, k, details[k])
            for k, name in enumerate(names)]


def _figures_drawn(app) -> tuple[int, int]:
    """How many of the podium's figures and of the list's the last frame drew."""
    layout_record.start(app.screen.get_size())
    try:
        layout_record.begin()
        app.manager.draw(app.screen)
        texts = layout_record.frame().texts
    finally:
        layout_record.stop()
    podium = [t for t in texts if t.role in ("podium_stat", "podium_detail", "podium_note",
                                             "podium_award_figure", "podium_quiet_stat")]
    # (the 10 000's award and quiet figures since S86 3., amended round 81, hF105)
    listed = [t for t in texts if t.role in ("list_stat", "list_total")]
    return len(podium), len(listed)


@pytest.mark.parametrize("counted_already", [False, True])
def test_the_figures_come_in_once_the_blocks_stand(tmp_path, counted_already):
    # hR67 had them fade in with the panel's rise (critic C66: "the panel enters with its
    # bottom 40 % blank for ~0.5 s"); round 77, hW80, ruling S29 (amended): faded, they
    # read as greyed out, disabled; they come in after the podium, once its blocks stand
    # (nine tenths of their height), in full colour (tests/test_results_figures_entrance_
    # hw80.py), brief (their entrance FIGURES_SLIDE)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = _panel(app, _farkle_rows(), counted_already)
        lights = []
        while panel.time < RISE + 1.0:
            app.step(1 / 60)
            light = panel.figures_light()
            lights.append(light)
            assert light == 0.0 or risen(panel.time) >= 0.9, panel.time
        assert lights == sorted(lights)  # they come in, never flicker back
        assert 0 < len([x for x in lights if 0 < x < 1]) <= 30  # an entrance, brief
        assert lights[0] == 0  # after the blocks (S29)
        assert panel.figures_light() == 1.0
        podium, listed = _figures_drawn(app)
        assert podium >= 3 * 4 and listed >= 1  # every figure at rest
    finally:
        app.close()


def test_a_key_lands_the_whole_entrance_and_only_a_second_one_acts(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        acted: list[str] = []
        panel = _panel(app, _farkle_rows(), counted_already=True, acted=acted)
        app.step(1 / 60)
        assert panel.figures_light() < 1.0  # (S29: after the blocks, round 77)
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        app.manager.handle_event(key)
        assert acted == [] and panel.figures_light() == 1.0  # landed, nothing acted
        app.manager.handle_event(key)
        assert acted == ["new"]
    finally:
        app.close()


def test_the_figures_light_is_the_results_own_clock():
    # round 77, hW80, ruling S29 (amended: hR67 had them in with the panel's rise,
    # ENTRANCE_TIME): after the panel has risen and the blocks stand, then brief
    assert figures_light(0.0) == 0.0 and figures_light(FIGURES_AFTER) == 0.0
    assert FIGURES_AFTER >= ENTRANCE_TIME and risen(FIGURES_AFTER) >= 0.9
    assert 0 < figures_light(FIGURES_AFTER + FIGURES_SLIDE / 2) < 1
    assert figures_light(FIGURES_AFTER + FIGURES_SLIDE) == 1.0
    assert FIGURES_SLIDE <= 0.5


ZERO_INKS = {"podium_stat": theme.CREAM, "list_stat": theme.CREAM,
             "podium_quiet_stat": QUIET_INK}
"""The ink each figure's row draws every figure in, a zero too: the figures' cream; the
10 000's quiet row behind each award its pale quiet ink, every figure of it alike (S86 3.,
amended round 81, hF105: quiet on purpose, a zero no quieter than its neighbours)."""


@pytest.mark.parametrize("game", ["farkle", "yams"])  # (the 10 000's quiet rows, S86 3.;
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])  # Yams' icon rows)
def test_a_zero_reads_on_the_card_as_bright_as_any_figure(tmp_path, size, game):
    # round 72 (critics D71, G71: the grey-green zeros read as switched off; C61 had them
    # dimmed to 4.5:1): under the podium and in the list a zero's letters are the figures'
    # cream, on the card as drawn
    app = make_app(tmp_path, size=size)
    try:
        from tests.test_results_stat_labels import _yams

        rows = _farkle_rows() if game == "farkle" else _yams(2)  # (the computer's 0 Penta)
        panel = _panel(app, rows, counted_already=True)
        panel.time = 5.0
        app.step(1 / 60)
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin()
            app.manager.draw(app.screen)
            zeros = [(t.rect, t.role) for t in layout_record.frame().texts
                     if t.text == "0" and t.role in ZERO_INKS]
        finally:
            layout_record.stop()
        assert len(zeros) >= 2  # Ion's busts and hot dice, Eva's hot dice (listed); the
        # computer's bonuses and Pentas
        for rect, role in zeros:  # the brightest of each zero's letters: its row's ink
            inside = rect.clip(app.screen.get_rect())
            brightest = max((app.screen.get_at((x, y))[:3]
                             for x in range(inside.left, inside.right)
                             for y in range(inside.top, inside.bottom)), key=sum)
            ink = contrast_ratio(brightest, ZERO_INKS[role][:3])
            assert ink <= 1.15, (rect, role, brightest)  # its row's ink, not a grey-green
    finally:
        app.close()


def test_a_click_after_the_entrance_during_the_count_only_lands_the_count(tmp_path):
    from game.widgets.podium import COUNT_TIME
    from game.widgets.podium_motion import entrance_done

    app = make_app(tmp_path, size=(1366, 768))
    try:
        acted: list[str] = []
        panel = _panel(app, _farkle_rows(), acted=acted)
        assert entrance_done() < COUNT_TIME  # the figures are in before the count lands
        while panel.time < entrance_done() + 0.05:
            app.step(1 / 60)
        assert panel.counting() and not panel.entering()
        at = panel.new_game_button.rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.manager.handle_event(pygame.event.Event(kind, button=1, pos=at))
        assert acted == [] and not panel.counting()  # it only landed the count
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.manager.handle_event(pygame.event.Event(kind, button=1, pos=at))
        assert acted == ["new"]
    finally:
        app.close()
