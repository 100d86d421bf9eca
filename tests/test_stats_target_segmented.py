"""Statistics, 10 000: the target filter is not a second row of gold pills beside the tabs
(critic A60, defect 3: two identical gold "10 000" keys side by side, the game's tab and the
target's): it reads "Obiectiv: 5 000 · 10 000 · 15 000", a small segmented control, its
segments joined, the chosen one not the tabs' gold, lower than the tabs, at every window."""

from __future__ import annotations

import pytest

from game import theme
from game.storage.stats import StatsData
from tests.uihelpers import button_named, click, make_app, recorded_frame, settle

SIZES = ((1024, 600), (1366, 768), (1920, 1080))


def _farkle(app, two: bool = False):
    """The 10 000 tab of Dan's games at three targets (``two``: with Ana, the ‹ › shown)."""
    from game.statistics import GameRecord, PlayerResult

    data = StatsData()
    for day, target in enumerate((5000, 10000, 15000, 10000), start=1):
        dan = PlayerResult("Dan", False, target + 100, 1, turns=30, banks=(50,) * 30)
        ana = PlayerResult("Ana", False, target - 900, 2, turns=30, banks=(40,) * 30)
        data.add_game(GameRecord("farkle", f"2026-01-{day:02}T20:00:00",
                                 (dan, ana) if two else (dan,), target=target))
    app.stats._data = data
    click(app, button_named(app, "menu.statistics"))
    settle(app, 4)
    scene = app.manager.top
    click(app, scene.tabs.rects[1])
    settle(app, 2)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_target_filter_is_a_small_segmented_control(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _farkle(app)
        keys = scene.target_choice
        assert keys.visible and [label for _, label in keys.options] == [
            "5 000", "10 000", "15 000"]
        for a, b in zip(keys.rects, keys.rects[1:], strict=False):  # joined: one control
            assert b.left - a.right <= 1, (size, a, b)
        assert keys.rect.h < scene.tabs.rect.h, (size, keys.rect, scene.tabs.rect)
        chosen = keys.rects[keys.index]
        tab = scene.tabs.rects[1]
        settle(app, 30)  # (the tab's page settled in: mid-fade both faces read dimmed)
        at = (chosen.x + 3, chosen.centery)  # the chosen segment's face, off its words
        face = tuple(app.screen.get_at(at))[:3]
        gold = tuple(app.screen.get_at((tab.x + 6, tab.centery)))[:3]
        assert sum(abs(x - y) for x, y in zip(face, gold, strict=True)) > 120, (face, gold)
        assert sum(abs(x - y) for x, y in zip(face, theme.SELECTED, strict=True)) > 120, face
        frame = recorded_frame(scene, size)
        caption = [t for t in frame.texts if t.text == "Obiectiv:"]
        assert caption, [t.text for t in frame.texts][:20]
        words = caption[0].rect
        # (amended round 77, hS33, ruling S35: "Obiectiv:" and its keys at the header's
        # left end, before the centred tabs; they stood after the tabs)
        assert words.right <= keys.rect.left and keys.rect.right <= scene.tabs.rect.left, (
            size, words, keys.rect)
        assert abs(words.centery - keys.rect.centery) <= 3, (size, words, keys.rect)
    finally:
        app.close()
