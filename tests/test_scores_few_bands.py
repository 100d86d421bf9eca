"""Scores with few entries (hS65, critic A64, reversing hS64's short panels centred with one
invitation under both): with no board past three scores the panels stand as tall as boards
with lists, one height and top (hS67, ruling S4: ten places each, no card in its panel);
and no horizontal band of the screen between the title and the buttons stays empty over
~15 % of its height, with 0, 1, 2, 3 or 10 scores on each board, at three sizes."""

from __future__ import annotations

import pytest

from game.storage.store import table_key
from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
COUNTS = (0, 1, 2, 3, 10)
BAND_MOST = 0.15
"""The tallest empty horizontal band allowed, a share of the window's height."""
KINDS = ("yams", "farkle")


def _marks(scene) -> list:
    """Everything the boards show (their names' row, cards, rows, invitations)."""
    rects = [scene.heading_row]
    for kind in KINDS:
        rects += scene.drawn_rows.get(kind, [])
        rects += scene.quiet_steps.get(kind, [])
        rects += [rect for _, rect in scene.free_lines.get(kind, [])]
    if scene.page_aim_rect is not None:
        rects.append(scene.page_aim_rect)
    return rects


def _widest_band(scene) -> tuple[int, int]:
    """The tallest run of the screen's rows between the title and the buttons where no
    board shows anything: (its height, its top)."""
    top, bottom = scene.content.top, scene.back_button.rect.top
    spans = sorted((rect.top, rect.bottom) for rect in _marks(scene) if rect.h)
    best, at, y = 0, top, top
    for start, end in spans + [(bottom, bottom)]:
        if start - y > best:
            best, at = start - y, y
        y = max(y, end)
    return best, at


def _show(scene, yams: int, farkle: int, full: dict) -> None:
    """Show ``yams`` and ``farkle`` scores (of ten each) on the boards."""
    scene.entries = {key: entries[:count] for (key, entries), count
                     in zip(full.items(), (yams, farkle), strict=True)}
    scene.layout(scene.size)


@pytest.mark.parametrize("size", SIZES)
def test_no_board_count_leaves_a_bare_band(tmp_path, size):
    app, scene = _scores(tmp_path, size, [300 - 7 * i for i in range(10)],
                         [10_500 - 150 * i for i in range(10)])
    try:
        full = {table_key("yams"): list(scene.table("yams")),
                table_key("farkle", 10_000): list(scene.table("farkle"))}
        bare = {}
        for yams in COUNTS:
            for farkle in COUNTS:
                if yams == farkle == 0:
                    continue  # (the one empty state: tests/test_scores_nothing_yet.py)
                _show(scene, yams, farkle, full)
                scene.draw(app.screen)
                band, at = _widest_band(scene)
                if band > BAND_MOST * size[1]:
                    bare[(yams, farkle)] = (band, at)
        assert bare == {}, bare
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", [(1, 1), (2, 3), (3, 0), (0, 2), (1, 0)])
def test_short_boards_fill_the_height_each_saying_its_invitation_once(
        tmp_path, monkeypatch, size, counts):
    # hS64 (the lead engineer's ruling): two short boards' panels ended after their used
    # rows, the pair centred under the title, the invitation said once under both. hS65
    # (critic A64, reversing it: felt bare over the panels, the card under both read as no
    # one's): they stand as tall as boards with lists, one height and top, from under the
    # title down to the buttons, each saying its own invitation once inside its panel
    yams, farkle = counts
    app, scene = _scores(tmp_path, size, [300 - 7 * i for i in range(yams)],
                         [10_500 - 150 * i for i in range(farkle)])
    try:
        said = _said(monkeypatch, scene, app.screen)
        left, right = scene.panels["yams"], scene.panels["farkle"]
        assert (left.top, left.h) == (right.top, right.h), (left, right)
        assert left.bottom == scene.boards_bottom(), (left, scene.boards_bottom())
        assert left.top - scene.content.top <= scene.px(40) + scene.page_aim_room(), (
            left, scene.content)  # (hS66: the screen's subtitle over them)
        # hS66 named a board's next place on a compact teaser, an empty board its sentence on
        # a card; hS67 (ruling S4, reversing it): no card in any panel, its ten places
        # (ghost rows for the free ones) fill it, the invitation the screen's subtitle, once
        # (round-67 review: an "invite_rects == []" that could not fail went with the list)
        assert [t for t, _, _ in said].count(scene.tr("scores.any_board")) == 1
        for kind in KINDS:
            assert scene.free_lines[kind][-1][1].bottom >= scene.panels[kind].bottom - (
                scene.row_height()), kind
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", [(2, 10), (10, 1), (0, 10), (10, 3)])
def test_a_short_board_beside_a_list_keeps_its_height_and_invites_on_a_card(
        tmp_path, monkeypatch, size, counts):
    # (the lead engineer's ruling, hS64: both keep the full board's height; the short one
    # said its invitation on a card in its lower part until hS67, ruling S4: now its ten
    # places stand level with the list's, the free ones quiet ghost rows, no card)
    yams, farkle = counts
    app, scene = _scores(tmp_path, size, [300 - 7 * i for i in range(yams)],
                         [10_500 - 150 * i for i in range(farkle)])
    try:
        _said(monkeypatch, scene, app.screen)
        left, right = scene.panels["yams"], scene.panels["farkle"]
        assert (left.top, left.h) == (right.top, right.h), (left, right)
        short, full = ("yams", "farkle") if yams <= 3 else ("farkle", "yams")
        ghosts = [rect for _, rect in scene.free_lines[short]]
        assert len(ghosts) == 7
        assert [(r.top, r.h) for r in ghosts] == [(r.top, r.h)
                                                  for r in scene.drawn_rows[full][3:]]
    finally:
        app.close()
