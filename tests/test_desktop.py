"""A good desktop citizen: the menu entry, icons and AppStream metainfo, and the window's class.

The validators (desktop-file-validate from desktop-file-utils, appstreamcli from appstream)
are run where installed; each test that needs one says so when it skips.
"""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game import desktop
from tests.test_cli_intro import exec_argv

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "assets" / "desktop"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def _validate_entry(path: Path) -> None:
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def _validate_metainfo(path: Path) -> None:
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# The shipped entry: Romanian and English names and comments, the categories, the window
# class the game gives its window; desktop-file-validate finds nothing to say.
def test_shipped_entry_says_what_the_menu_needs() -> None:
    entry = _entry(SHIPPED / desktop.DESKTOP_FILE)
    for key in ("Name", "Comment"):
        assert entry.get(f"{key}[ro]") and entry.get(f"{key}[en]"), key
    assert "ș" in entry["Comment[ro]"] or "ă" in entry["Comment[ro]"]  # really Romanian
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["StartupWMClass"] == app_module.APP_ID == "zaruri"
    assert entry["Icon"] == desktop.APP_ID
    _validate_entry(SHIPPED / desktop.DESKTOP_FILE)


# The metainfo: summary, description, screenshots the project rendered (each one committed),
# an OARS content rating and a release; appstreamcli validate --no-net passes.
def test_shipped_metainfo_is_complete_and_valid() -> None:
    path = SHIPPED / desktop.METAINFO_FILE
    root = ET.parse(path).getroot()
    assert root.findtext("id") == desktop.APP_ID
    assert root.find("summary") is not None and root.find("description/p") is not None
    assert root.find("content_rating").get("type", "").startswith("oars-")  # type: ignore[union-attr]
    assert root.find("releases/release") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == desktop.DESKTOP_FILE
    images = [image.text or "" for image in root.iter("image")]
    assert len(images) >= 3
    for url in images:
        assert url.startswith("https://") and "/docs/appstream/" in url, url
        shot = ROOT / "docs" / "appstream" / url.rsplit("/", 1)[1]
        assert shot.is_file(), f"{shot} (named in the metainfo) is missing"
        assert _png_size(shot)[0] >= 1024
    _validate_metainfo(path)


# The icon set: every usual hicolor size as a PNG of that size, and an SVG; the PNGs are the
# game's own die as tools/make_icons.py draws it (re-drawn here: a changed die shows).
def test_icon_set_is_the_games_die() -> None:
    from tools import make_icons

    icons = SHIPPED / "icons" / "hicolor"
    for side in HICOLOR_SIZES:
        png = icons / f"{side}x{side}" / "apps" / f"{desktop.APP_ID}.png"
        assert _png_size(png) == (side, side), png
    svg = ET.parse(icons / "scalable" / "apps" / f"{desktop.APP_ID}.svg").getroot()
    assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 512 512"
    assert len([c for c in svg.iter() if c.tag.endswith("circle")]) == 4 * 5  # five pips
    for side in (16, 64):
        shipped = pygame.image.load(str(icons / f"{side}x{side}" / "apps"
                                        / f"{desktop.APP_ID}.png"))
        drawn = make_icons.icon_surface(side)
        diff = [abs(a - b) for x in range(side) for y in range(side)
                for a, b in zip(shipped.get_at((x, y)), drawn.get_at((x, y)), strict=True)]
        # (a few levels of rounding allowed between pygame builds)
        assert max(diff) <= 8, f"the {side} px icon is not the die: run tools/make_icons.py"
    corner = shipped.get_at((0, 0))
    face = shipped.get_at((side // 2, round(side * 0.36)))  # between the pips
    assert corner.a == 0 and face.a == 255 and min(face[:3]) > 150  # ivory on transparent


# An argument of Exec= with spaces, quotes, a dollar and a backslash is quoted and escaped as
# the desktop entry spec asks, and the entry still validates.
def test_exec_line_quotes_awkward_paths(tmp_path: Path) -> None:
    assert desktop.quote_exec_argument("/usr/bin/zaruri") == "/usr/bin/zaruri"
    assert desktop.quote_exec_argument("/opt/my games/zaruri") == '"/opt/my games/zaruri"'
    assert desktop.quote_exec_argument('/a "b"/$c\\d') == '"/a \\\\"b\\\\"/\\\\$c\\\\\\\\d"'
    assert desktop.quote_exec_argument("/100%/zaruri") == "/100%%/zaruri"
    path = tmp_path / desktop.DESKTOP_FILE
    path.write_text(desktop.desktop_entry(["/opt/my $games/zaruri", "--windowed"]),
                    encoding="utf-8")
    assert _entry(path)["Exec"].endswith(' "/opt/my \\\\$games/zaruri" --windowed')
    _validate_entry(path)


# `zaruri --install-desktop-entry` into a temporary XDG_DATA_HOME: the entry (starting the
# program that ran the command), every icon and the metainfo land there and validate;
# `--remove-desktop-entry` takes every one of them away again.
def test_install_and_remove_for_the_user(tmp_path: Path) -> None:
    home = tmp_path / "data home"
    env = dict(os.environ, XDG_DATA_HOME=str(home), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "game", "--install-desktop-entry"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    installed = desktop.installed_paths(home)
    assert all(path.is_file() for path in installed), [p for p in installed if not p.is_file()]
    assert len(installed) == len(HICOLOR_SIZES) + 4  # and the entry, metainfo, manual page
    entry_path = home / "applications" / desktop.DESKTOP_FILE
    entry = _entry(entry_path)
    # sh -c LAUNCHER zaruri MUST_EXIST FOLDER MESSAGE PROGRAM ARGS...
    argv = exec_argv(entry["Exec"])
    program = argv[7]
    assert Path(program).is_absolute() and os.access(program, os.X_OK)
    if argv[-2:] == ["-m", "game"]:  # a source checkout: started from its folder
        assert Path(argv[5]) == ROOT
    _validate_entry(entry_path)
    _validate_metainfo(home / "metainfo" / desktop.METAINFO_FILE)

    run = subprocess.run([sys.executable, "-m", "game", "--remove-desktop-entry"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert not [path for path in installed if path.exists()]


# A symbolic link at an installed file's path is replaced, never written through.
def test_install_replaces_links_and_leaves_their_targets_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    linked = [home / "applications" / desktop.DESKTOP_FILE,
              home / "metainfo" / desktop.METAINFO_FILE, desktop.installed_paths(home)[1]]
    victims = []
    for number, path in enumerate(linked):
        victim = tmp_path / f"victim{number}.txt"
        victim.write_text("keep me", encoding="utf-8")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.symlink_to(victim)
        victims.append(victim)
    desktop.install(home, ["/usr/bin/zaruri"])
    assert [v.read_bytes() for v in victims] == [b"keep me"] * len(victims)
    assert not any(path.is_symlink() for path in linked)
    assert _entry(linked[0])["Exec"].endswith(" /usr/bin/zaruri")
    assert stat.S_IMODE(linked[0].stat().st_mode) & 0o444 == 0o444  # readable, like before


# XDG base directories: an absolute XDG_DATA_HOME is used, an empty or relative one is not.
def test_data_home_follows_xdg() -> None:
    assert desktop.data_home({"XDG_DATA_HOME": "/x/share"}) == Path("/x/share")
    default = Path.home() / ".local" / "share"
    assert desktop.data_home({"XDG_DATA_HOME": "rel/share"}) == default
    assert desktop.data_home({}) == default


# The window's class: pygame names it after the script (argv[0]) when imported; the game
# replaces that with "zaruri" before the window opens, and keeps a class the user chose.
def test_window_class_replaces_pygames_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["/somewhere/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    monkeypatch.delenv("SDL_APP_ID", raising=False)
    app_module.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "zaruri"
    assert os.environ["SDL_APP_ID"] == "zaruri"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")
    app_module.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "mine"
