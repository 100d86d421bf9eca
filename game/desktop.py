"""The desktop entry, icons and AppStream metainfo, installed for the current user.

``zaruri --install-desktop-entry`` copies ``assets/desktop/`` into the XDG data home
(``$XDG_DATA_HOME``, by default ``~/.local/share``)::

    applications/io.github.zaruri.Zaruri.desktop       Exec= the program that ran the command
    icons/hicolor/<size>/apps/io.github.zaruri.Zaruri.png (and scalable/apps/….svg)
    metainfo/io.github.zaruri.Zaruri.metainfo.xml

``--remove-desktop-entry`` deletes exactly those files. No pygame here: plain file work.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from game.resources import data_dir

APP_ID = "io.github.zaruri.Zaruri"
"""The AppStream id: the names of the desktop entry, the icons and the metainfo."""
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"

_RESERVED = set(' \t\n"\'\\><~|&;$*?#()`')
"""Characters that make an Exec argument need quotes (desktop entry spec, "The Exec key")."""


def source_dir() -> Path:
    """The shipped ``assets/desktop`` folder (entry template, metainfo, hicolor icons)."""
    return data_dir("assets") / "desktop"


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` if it is an absolute path, else ``~/.local/share`` (XDG base dirs)."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def program_command() -> tuple[list[str], Path | None]:
    """The command that starts this installation of the game, and its working folder if needed.

    A PyInstaller bundle is its own executable; an installed package has the ``zaruri``
    script (the one that is running, or the one next to the interpreter); a source checkout
    run as ``python -m game`` is started the same way from its folder.
    """
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())], None
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "zaruri" and script.is_file():
        return [str(script.absolute())], None
    beside = Path(sys.executable).parent / "zaruri"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())], None
    package_parent = Path(__file__).resolve().parent.parent
    return [str(Path(sys.executable).absolute()), "-m", "game"], package_parent


def quote_exec_argument(argument: str) -> str:
    """One argument of an ``Exec=`` line, quoted and escaped as the desktop entry spec asks.

    Inside double quotes ``"`` `` ` `` ``$`` and ``\\`` take a backslash; the key's value is
    then a string, whose own escaping doubles every backslash; ``%`` is written ``%%``.
    """
    text = argument.replace("%", "%%")
    if any(ch in _RESERVED for ch in text) or text == "":
        for ch in '\\"`$':
            text = text.replace(ch, "\\" + ch)
        text = f'"{text}"'
    return text.replace("\\", "\\\\")


def _string_value(text: str) -> str:
    """A desktop entry string value (``Path=``, ``TryExec=``): backslashes doubled."""
    return text.replace("\\", "\\\\")


def desktop_entry(command: Sequence[str], workdir: Path | None = None) -> str:
    """The shipped desktop entry with ``Exec=``/``TryExec=`` (and ``Path=``) for ``command``."""
    lines = []
    template = (source_dir() / DESKTOP_FILE).read_text(encoding="utf-8")
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(quote_exec_argument(arg) for arg in command)
            if workdir is not None:
                line += "\nPath=" + _string_value(str(workdir))
        elif line.startswith("TryExec="):
            line = "TryExec=" + _string_value(command[0])
        lines.append(line)
    return "\n".join(lines) + "\n"


def _icon_files() -> list[Path]:
    """Every shipped icon, relative to the shipped ``icons/`` folder."""
    icons = source_dir() / "icons"
    return sorted(p.relative_to(icons) for p in icons.rglob("*") if p.is_file())


def installed_paths(home: Path) -> list[Path]:
    """The files :func:`install` writes under the data home ``home``."""
    return ([home / "applications" / DESKTOP_FILE]
            + [home / "icons" / rel for rel in _icon_files()]
            + [home / "metainfo" / METAINFO_FILE])


def install(home: Path | None = None, command: Sequence[str] | None = None,
            workdir: Path | None = None) -> list[Path]:
    """Write the entry, icons and metainfo under ``home`` (default :func:`data_home`).

    ``command`` defaults to :func:`program_command`. Returns the files written; raises
    OSError when a folder cannot be written.
    """
    home = data_home() if home is None else home
    if command is None:
        command, workdir = program_command()
    source = source_dir()
    written: list[Path] = []
    entry = home / "applications" / DESKTOP_FILE
    replace_file(entry, desktop_entry(command, workdir).encode("utf-8"))
    written.append(entry)
    for rel in _icon_files():
        target = home / "icons" / rel
        replace_file(target, (source / "icons" / rel).read_bytes())
        written.append(target)
    metainfo = home / "metainfo" / METAINFO_FILE
    replace_file(metainfo, (source / METAINFO_FILE).read_bytes())
    written.append(metainfo)
    _refresh_caches(home)
    return written


def replace_file(path: Path, content: bytes) -> None:
    """Put a new regular file holding ``content`` at ``path`` (its folder made if missing).

    The file is written beside ``path`` and renamed over it: whatever was at ``path`` (an
    older file, or a symbolic link) is replaced, never written through, so a link pointing
    at another file leaves that file as it was.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp_name, 0o666 & ~umask)  # as a plain open would (mkstemp makes it private)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def remove(home: Path | None = None) -> list[Path]:
    """Delete what :func:`install` wrote under ``home``; return the files that were there."""
    home = data_home() if home is None else home
    removed = []
    for path in installed_paths(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_caches(home)
    return removed


def _refresh_caches(home: Path) -> None:
    """Tell the menus and the icon theme that files changed (best effort: the tools may lack).

    The hicolor folder's time is touched too: that is how icon caches notice new icons.
    """
    hicolor = home / "icons" / "hicolor"
    if hicolor.is_dir():
        os.utime(hicolor)
    applications = home / "applications"
    tool = shutil.which("update-desktop-database")
    if tool is not None and applications.is_dir():
        subprocess.run([tool, "-q", str(applications)], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run_command(install_entry: bool) -> int:
    """``--install-desktop-entry`` / ``--remove-desktop-entry``: do it, say what; exit status."""
    home = data_home()
    try:
        if install_entry:
            written = install(home)
            command, _ = program_command()
            print(f"zaruri: menu entry, {len(written) - 2} icons and metainfo installed under "
                  f"{home}; the entry starts {' '.join(command)}")
        else:
            removed = remove(home)
            print(f"zaruri: {len(removed)} files removed from {home}" if removed
                  else f"zaruri: no menu entry was installed under {home}")
    except OSError as exc:
        print(f"zaruri: cannot write under {home}: {exc}", file=sys.stderr)
        return 1
    return 0
