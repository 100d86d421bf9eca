"""Statistics' chart words at 1024x600 (round 76, hS31; critics cF75c and cZ75: the dice
tab's mini-charts' labels read ~11 px, and of their two captions a wrapped one stood centred
beside a one-line one that read left-aligned): every word inside a chart (its numbers, its
slots' names, a mini-chart's caption) at the axes' floor (``theme_charts.axis_label``, 18 px
of em at 1024x600), and the dice tab's captions set one way: each centred over its own chart,
all of them on the same number of lines in the same type."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.theme_charts import axis_label
from tests.uihelpers import key, make_app, recorded_frame
from tools.render_screens import REGISTRY, build_state

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

importlib.import_module("tools.screens_statistics")

SIZE = (1024, 600)


def _shown(tmp_path, state, size=SIZE):
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.stack[-1]
        return scene, recorded_frame(app.manager, size).shown_texts()
    finally:
        app.close()


@pytest.mark.parametrize("state", ["statistics_dice_fair", "statistics_dice_fair_english",
                                   "statistics_dice_loaded_5000_games"])
def test_the_dice_mini_charts_words_at_the_axes_floor(tmp_path, state):
    scene, texts = _shown(tmp_path, state)
    floor = axis_label(scene.scale)
    areas = [area for area, _, _ in scene.source_charts.values()]
    assert areas, state
    inside = [t for t in texts if any(a.colliderect(t.rect) for a in areas)]
    captions = [t for t in texts if any(t.rect in c for c in scene.source_captions)]
    assert inside, state
    small = sorted({(t.size, t.text) for t in inside + captions if t.size < floor})
    assert small == [], (floor, small)


@pytest.mark.parametrize("state", ["statistics_four_games", "statistics_fifty_games",
                                   "statistics_fifty_games_farkle"])
def test_the_player_charts_words_at_the_axes_floor(tmp_path, state):
    scene, texts = _shown(tmp_path, state)
    floor = axis_label(scene.scale)
    charts = [r for r in scene.chart_rects if r.w and r.h]
    inside = [t for t in texts if t.size and any(r.contains(t.rect) for r in charts)]
    assert len(inside) >= 6, state
    small = sorted({(t.size, t.text) for t in inside if t.size < floor})
    assert small == [], (floor, small)


@pytest.mark.parametrize("state", ["statistics_dice_fair", "statistics_dice_loaded_5000_games"])
def test_the_dice_captions_one_alignment(tmp_path, state):
    """Where the sources' faces stand side by side under their names (1024x600; taller
    windows chart them one under the other, under their own rows): each caption's lines
    centred over its own chart, every caption on as many lines, in one type (one reads
    wrapped and centred, its twin never on one line beside it)."""
    size = SIZE
    scene, texts = _shown(tmp_path, state, size)
    areas = [area for area, _, _ in scene.source_charts.values()]
    captions = scene.source_captions
    assert len(captions) == len(areas) >= 2, (state, size)
    lines = [[t for t in texts if t.rect in c] for c in captions]
    assert all(lines), lines
    assert len({len(ls) for ls in lines}) == 1, [[t.text for t in ls] for ls in lines]
    assert len({t.size for ls in lines for t in ls}) == 1, lines
    for ls, area in zip(lines, sorted(areas, key=lambda a: a.x), strict=True):
        for t in ls:
            assert abs(t.rect.centerx - area.centerx) <= 2, (t.text, t.rect, area)


BOX_NAMES = 7
"""The Yams boxes drawn by name under the per-box chart (the six upper ones are dice)."""


def _box_page(tmp_path, state, size):
    """The per-box chart as a player reaches it at ``size``: where the window gives it a page
    of its own, that page chosen by its control in the header row."""
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == state))
        scene = app.manager.stack[-1]
        pages = getattr(scene, "page_choice", None)  # (none: one page at every size)
        if pages is not None and pages.visible:
            pages.select(1)
        names = {app.tr(f"stats.box.{box}") for box in (
            "three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
            "large_straight", "chance", "penta")}
        return scene, recorded_frame(app.manager, size).shown_texts(), names
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("state", ["statistics_fifty_games", "statistics_fifty_games_english"])
def test_the_per_box_chart_shown_whole(tmp_path, state, size):
    """Every box's name inside the chart's panel at the axes' floor, never shrunk to fit
    a squeezed slot, none running into another; the chart as tall as the top row's charts
    at least (critics cF75c, cZ75: at 1024x600 it "does not fit", the page giving it no
    height)."""
    scene, texts, names = _box_page(tmp_path, state, size)
    wide = scene.chart_rects[2]
    floor = axis_label(scene.scale)
    words = [t for t in texts if wide.contains(t.rect) and any(
        t.text in name.split() or t.text in name for name in names) and t.text.strip()]
    shown = " ".join(t.text for t in words)
    assert all(all(part in shown for part in name.split()) for name in names), shown
    small = sorted({(t.size, t.text) for t in words if t.size < floor})
    assert small == [], (floor, small)
    close = [(a.text, b.text) for i, a in enumerate(words) for b in words[i + 1:]
             if a.rect.inflate(4, 0).colliderect(b.rect)]
    assert close == [], close
    others = [r for r in scene.chart_rects[:2] if r.w and r.h]
    if others:  # on the page of the games' charts: as tall as they
        assert wide.h >= max(r.h for r in others), (wide, others)
    else:  # on a page of its own: the whole body
        assert wide == scene.body, (wide, scene.body)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_box_page_is_cued_where_it_is_one(tmp_path, size):
    """At 1024x600 a control in the header row names the two pages ("Partidele", "Pe
    căsuțe"), the first chosen; at 1920x1080 everything is on one page and no control."""
    app = make_app(tmp_path, size=size)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "statistics_fifty_games"))
        scene = app.manager.stack[-1]
        texts = recorded_frame(app.manager, size).shown_texts()
        cue = [t for t in texts if t.text == app.tr("stats.page.boxes")]
        if size == (1024, 600):
            assert scene.page_choice.visible and scene.page_choice.value == 0
            assert len(cue) == 1 and cue[0].rect.bottom <= scene.body.y, cue
            assert scene.chart_rects[2].w == 0  # the boxes wait on their page
        else:
            assert not scene.page_choice.visible and cue == []
            assert scene.chart_rects[2].w > 0
    finally:
        app.close()


def test_the_pages_are_reached_by_keys(tmp_path):
    """At 1024x600, Shift+Tab from the tabs reaches the pages' control (amended round 77,
    hS33, ruling S35: it stands at the header's left end, before the centred tabs), Right
    shows the boxes' page (the per-box chart across the body), Left the games' again."""
    app = make_app(tmp_path, size=SIZE)
    try:
        build_state(app, next(s for s in REGISTRY if s.name == "statistics_fifty_games"))
        scene = app.manager.stack[-1]
        scene.focus.focus(scene.tabs)
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert scene.focus.focused is scene.page_choice
        key(app, pygame.K_RIGHT)
        assert scene.page_choice.value == 1 and scene.chart_rects[2] == scene.body
        assert scene.figures_rect.w == 0
        key(app, pygame.K_LEFT)
        assert scene.page_choice.value == 0 and scene.chart_rects[2].w == 0
    finally:
        app.close()
