"""What a start keeps on disk for its first frame: parsed catalogs and drawn pictures are
read back at the next start, and made again when what they were made from changes."""

from __future__ import annotations

import marshal
import shutil
import sys
import types
from pathlib import Path

import pygame
import pytest

from game import catalog_cache, disk_cache, i18n, picture_cache
from game.resources import locales_dir


@pytest.fixture()
def kept(tmp_path, monkeypatch):
    """The disk cache on, in a folder of the test's own; catalogs parsed in memory forgotten."""
    folder = tmp_path / "cache"
    monkeypatch.setattr(disk_cache, "_FOLDER", folder)
    monkeypatch.setattr(disk_cache, "_WRITABLE", True)
    monkeypatch.setattr(i18n, "_PARSED", {})
    return folder


def _forget_parsed(monkeypatch) -> None:
    monkeypatch.setattr(i18n, "_PARSED", {})


def test_a_kept_catalog_is_read_back_without_parsing(kept, monkeypatch):
    first = i18n.load_catalog("ro")
    assert len(list(kept.glob("catalog-ro-*.bin"))) == 1
    _forget_parsed(monkeypatch)

    def no_parsing(language, files):
        raise AssertionError("parsed again")

    monkeypatch.setattr(i18n, "_read_catalog", no_parsing)
    again = i18n.load_catalog("ro")
    assert dict(again.messages) == dict(first.messages)
    assert again.num_plurals == 3 and again.plural(20) == first.plural(20) == 2


def test_an_edited_catalog_is_parsed_again(kept, monkeypatch, tmp_path):
    locales = tmp_path / "locales"
    shutil.copytree(locales_dir(), locales)
    before = i18n.load_catalog("en", locales).messages["menu.quit"]
    menu = locales / "en" / "LC_MESSAGES" / "menu.po"
    text = menu.read_text(encoding="utf-8")
    menu.write_text(text.replace(f'msgstr "{before}"', 'msgstr "Leave now"', 1),
                    encoding="utf-8")
    _forget_parsed(monkeypatch)
    assert i18n.load_catalog("en", locales).messages["menu.quit"] == "Leave now"
    assert len(list(kept.glob("catalog-en-*.bin"))) == 1  # the stale copy went


def test_a_damaged_kept_catalog_is_ignored(kept, monkeypatch):
    parsed = dict(i18n.load_catalog("en").messages)
    (path,) = kept.glob("catalog-en-*.bin")
    # A well-formed file of the wrong shape (a number where a text belongs), then garbage.
    for damage in (marshal.dumps((catalog_cache.FORMAT, {"menu.quit": 5}, "(n != 1)", 2)),
                   b"\x00garbage"):
        path.write_bytes(damage)
        _forget_parsed(monkeypatch)
        assert dict(i18n.load_catalog("en").messages) == parsed


@pytest.mark.drawn_every_time
def test_without_the_cache_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(disk_cache, "_FOLDER", None)
    _forget_parsed(monkeypatch)
    i18n.load_catalog("en")
    drawn = []
    picture_cache.kept_picture("probe", (1,), ("game.theme",),
                               lambda: drawn.append(1) or pygame.Surface((2, 2)))
    picture_cache.kept_picture("probe", (1,), ("game.theme",),
                               lambda: drawn.append(1) or pygame.Surface((2, 2)))
    assert drawn == [1, 1]
    assert not any(tmp_path.iterdir())


def _drawing_module(tmp_path: Path, monkeypatch, source: str) -> str:
    path = tmp_path / "drawing_probe.py"
    path.write_text(source, encoding="utf-8")
    module = types.ModuleType("drawing_probe")
    module.__file__ = str(path)
    monkeypatch.setitem(sys.modules, "drawing_probe", module)
    return "drawing_probe"


def _picture(colour: tuple[int, int, int, int]) -> pygame.Surface:
    image = pygame.Surface((3, 2), pygame.SRCALPHA)
    image.fill(colour)
    image.set_at((2, 1), (9, 8, 7, 6))
    return image


def test_a_kept_picture_is_read_back_pixel_for_pixel(kept, monkeypatch, tmp_path):
    name = _drawing_module(tmp_path, monkeypatch, "COLOUR = 1\n")
    drawn = []

    def draw() -> pygame.Surface:
        drawn.append(1)
        return _picture((200, 100, 50, 128))

    first = picture_cache.kept_picture("probe", (3, 2), (name,), draw)
    again = picture_cache.kept_picture("probe", (3, 2), (name,), draw)
    assert drawn == [1]
    assert again.get_size() == (3, 2) and again.get_flags() & pygame.SRCALPHA
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")
    # Other parameters are another picture.
    picture_cache.kept_picture("probe", (4, 2), (name,), draw)
    assert drawn == [1, 1]


def test_a_picture_is_drawn_again_when_its_code_changes(kept, monkeypatch, tmp_path):
    name = _drawing_module(tmp_path, monkeypatch, "COLOUR = 1\n")
    picture_cache.kept_picture("probe", (3, 2), (name,), lambda: _picture((1, 1, 1, 255)))
    (tmp_path / "drawing_probe.py").write_text("COLOUR = 2\n", encoding="utf-8")
    new = picture_cache.kept_picture("probe", (3, 2), (name,), lambda: _picture((2, 2, 2, 255)))
    assert new.get_at((0, 0)) == (2, 2, 2, 255)
    assert len(list(kept.glob("picture-probe-*.bin"))) == 1


def test_a_cut_short_picture_is_drawn_again(kept, monkeypatch, tmp_path):
    name = _drawing_module(tmp_path, monkeypatch, "COLOUR = 1\n")
    picture_cache.kept_picture("probe", (3, 2), (name,), lambda: _picture((1, 1, 1, 255)))
    (path,) = kept.glob("picture-probe-*.bin")
    path.write_bytes(path.read_bytes()[:-5])
    again = picture_cache.kept_picture("probe", (3, 2), (name,),
                                       lambda: _picture((3, 3, 3, 255)))
    assert again.get_at((0, 0)) == (3, 3, 3, 255)


def test_the_menu_dice_are_kept_between_starts(kept, monkeypatch):
    from game.scenes import menu

    drawn = []
    real = menu.die_image
    monkeypatch.setattr(menu, "die_image", lambda *a: drawn.append(a) or real(*a))
    menu.menu_die.cache_clear()
    first = menu.menu_die(5, 40, 12.0)
    menu.menu_die.cache_clear()  # as a new start would
    again = menu.menu_die(5, 40, 12.0)
    menu.menu_die.cache_clear()
    assert drawn == [(5, 40, 12.0)]
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_a_fonts_character_map_is_kept_until_the_file_changes(kept, monkeypatch, tmp_path):
    from game.resources import asset_path
    from game.widgets import cmap

    face = tmp_path / "Lato-Bold.ttf"
    shutil.copy(asset_path("fonts", "Lato-Bold.ttf"), face)
    cmap.covered.cache_clear()
    first = cmap.covered(face)
    assert ord("ș") in first
    cmap.covered.cache_clear()
    read = cmap._read_cmap
    monkeypatch.setattr(cmap, "_read_cmap", lambda path: pytest.fail("read again"))
    assert cmap.covered(face) == first
    # A file cut short is read again (and found broken), never taken from the kept copy.
    face.write_bytes(face.read_bytes()[:2000])
    cmap.covered.cache_clear()
    monkeypatch.setattr(cmap, "_read_cmap", read)
    with pytest.raises(Exception):  # noqa: B017 - whatever a broken font raises
        cmap.covered(face)
    cmap.covered.cache_clear()


def test_a_fifo_among_the_catalogs_is_never_waited_on(kept, monkeypatch, tmp_path):
    import os

    locales = tmp_path / "locales"
    shutil.copytree(locales_dir(), locales)
    core = locales / "en" / "LC_MESSAGES" / "core.po"
    core.unlink()
    os.mkfifo(core)
    with pytest.raises(OSError):
        catalog_cache.catalog_key("en", [core])
    (kept / "x").parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(kept / "catalog-en-abc.bin")
    assert disk_cache.read("catalog-en", "abc") is None


# A start that does not (yet) hold the data folder's lock only reads what is kept: a second
# start leaves the folder alone.
def test_a_read_only_cache_writes_nothing(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setattr(disk_cache, "_FOLDER", None)
    disk_cache.enable(folder, writable=False)
    try:
        disk_cache.write("catalog-ro", "abc", b"x")
        assert not folder.exists()
        disk_cache.allow_writes()
        disk_cache.write("catalog-ro", "abc", b"x")
        assert disk_cache.read("catalog-ro", "abc") == b"x"
    finally:
        disk_cache.enable(None)
