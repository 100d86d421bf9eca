"""Caches of drawn pictures are bounded (issue 16): least recently used first out."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import felt, text
from game.widgets.dice_render import FaceCache, Look
from game.widgets.surface_cache import SurfaceCache, surface_bytes


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    text.reset()
    felt.reset()
    yield
    text.reset()
    felt.reset()


def _surface(w: int, h: int = 10) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_least_recently_used_surface_goes_first():
    one = surface_bytes(_surface(10))
    cache: SurfaceCache[str] = SurfaceCache(max_bytes=3 * one)
    for key in "abc":
        cache.put(key, _surface(10))
    assert cache.get("a") is not None  # "a" is now the most recently used
    cache.put("d", _surface(10))
    assert "b" not in cache and all(k in cache for k in "acd")
    assert cache.bytes == 3 * one and len(cache) == 3


def test_an_item_limit_and_the_newest_always_kept():
    cache: SurfaceCache[int] = SurfaceCache(max_bytes=1, max_items=5)
    cache.put(1, _surface(50))
    assert 1 in cache  # alone over the limit: kept (a full-window background)
    cache.put(2, _surface(50))
    assert 1 not in cache and 2 in cache
    roomy: SurfaceCache[int] = SurfaceCache(max_bytes=2**30, max_items=5)
    for key in range(20):
        roomy.get_or_make(key, lambda: _surface(4))
    assert sorted(k for k in range(20) if k in roomy) == [15, 16, 17, 18, 19]
    roomy.put(19, _surface(8))  # replacing counts the new size only
    assert roomy.bytes == sum(surface_bytes(s) for s in roomy.values())


def test_text_and_fonts_stay_bounded_whatever_is_drawn(monkeypatch):
    monkeypatch.setattr(text, "_SURFACES", SurfaceCache(256 * 1024, theme.TEXT_CACHE_ITEMS))
    for i in range(300):
        text.render(f"Rândul {i} – Ștefan", 12 + i % 60, (255, 255, 255))
    assert 0 < text._SURFACES.bytes <= 256 * 1024
    assert len(text._FONTS) == theme.FONT_CACHE_ITEMS
    assert text.render("Rândul 2999 – Ștefan", 12 + 2999 % 90, (255, 255, 255)) is \
        text.render("Rândul 2999 – Ștefan", 12 + 2999 % 90, (255, 255, 255))
    monkeypatch.setattr(theme, "WORD_WIDTH_CACHE_ITEMS", 50)
    text.wrap(" ".join(f"cuvântul{i}" for i in range(400)), 20, 300)  # the words measured
    assert len(text._WORD_WIDTHS) == 50


def test_die_pictures_stay_bounded_across_every_size(monkeypatch):
    monkeypatch.setattr(theme, "DICE_CACHE_BYTES", 200 * 1024)
    monkeypatch.setattr(theme, "SHADOW_CACHE_BYTES", 300 * 1024)
    cache = FaceCache()
    for size in range(40, 100, 6):  # every resize asks for another die size
        for face in (1, 6):
            cache.face(face, size, Look.HELD, quarter=size % 4)
        cache.turned_shadow(size, size * 7.0)
    assert 0 < cache._faces.bytes <= 200 * 1024
    assert 0 < cache._turned.bytes <= 300 * 1024 and len(cache._turned) < 10
    assert cache.face(6, 94, Look.HELD) is cache.face(6, 94, Look.HELD)


def test_felt_backgrounds_and_panels_stay_bounded():
    for w in range(1024, 1424, 40):
        felt.felt_background((w, 600))
        felt.draw_panel(pygame.Surface((w, 600)), pygame.Rect(0, 0, w - 10, 500), 1.0)
    assert len(felt._BACKGROUNDS) <= theme.BACKGROUND_CACHE_ITEMS
    assert felt._PANELS.bytes <= theme.PANEL_CACHE_BYTES or len(felt._PANELS) == 1


def test_the_rules_pages_translucent_boxes_are_bounded_in_bytes():
    from game.widgets import document

    document.reset()
    for width in range(20, 1400, 7):
        document._layer(document.RectOp(pygame.Rect(0, 0, width, 300), (10, 20, 30), 200, 4, 0))
    assert document._LAYERS.bytes <= theme.DOCUMENT_LAYER_CACHE_BYTES
    document.reset()


def test_a_closed_table_is_freed_within_a_second_of_frames(tmp_path):
    # A closed screen lives in reference cycles (widgets call back their scene); the app
    # runs the cycle collector after a screen closes, so its pictures do not pile up.
    import gc
    import weakref

    from game.scenes.menu import MenuScene
    from game.scenes.table_base import TableScene
    from tests.uihelpers import make_app, settle
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1024, 600))
    try:
        gc.disable()  # only the app's own collection may free it
        open_table(app, "farkle", 2)
        settle(app, 5)
        table = weakref.ref(app.manager.find(TableScene))
        app.manager.clear_to(MenuScene(app))
        settle(app, round(theme.MEMORY_TRIM_INTERVAL * 60) + 2)
        assert table() is None
    finally:
        gc.enable()
        app.close()


def test_wrapped_texts_stay_bounded_and_come_out_as_fresh_lists(monkeypatch):
    monkeypatch.setattr(theme, "WRAP_CACHE_ITEMS", 20)
    sample = "Ștefan aruncă zarurile de trei ori și păstrează ce vrea"
    first = text.wrap(sample, 20, 150)
    first.append("schimbat")  # a caller's list is its own: the cache keeps its lines
    assert text.wrap(sample, 20, 150) == first[:-1] == text._wrap_measured(sample, 20, 150,
                                                                           text.REGULAR)
    for width in range(100, 200, 2):  # every width of a resize wraps anew
        text.wrap(sample, 20, width)
    assert len(text._WRAPPED) == 20
