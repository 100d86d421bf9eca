"""The desktop entry, icons and AppStream metainfo, installed for the current user.

``zaruri --install-desktop-entry`` copies ``assets/desktop/`` into the XDG data home
(``$XDG_DATA_HOME``, by default ``~/.local/share``)::

    applications/io.github.zaruri.Zaruri.desktop       Exec= the program that ran the command
    icons/hicolor/<size>/apps/io.github.zaruri.Zaruri.png (and scalable/apps/….svg)
    metainfo/io.github.zaruri.Zaruri.metainfo.xml
    man/man6/zaruri.6                                   the manual page

The entry's ``Exec=`` is a small ``sh -c`` that starts the program when it is still where it
was installed from and otherwise says so (``notify-send``, ``zenity``, ``xmessage``, else
stderr) instead of failing silently. The folders the installation made are listed in the
entry (``X-Zaruri-Folders``), so that ``--remove-desktop-entry`` deletes exactly those files
and then those folders when they are empty. No pygame here: plain file work.
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
MAN_PAGE = "zaruri.6"
"""The manual page (section 6, games), installed under ``man/man6/``."""
MENU_CACHE = "mimeinfo.cache"
"""What ``update-desktop-database`` writes into the applications folder it indexes."""
FOLDERS_KEY = "X-Zaruri-Folders"
"""The entry's key listing the folders the installation made (relative to the data home)."""

LAUNCHER = (
    'w=$1 d=$2 m=$3; shift 3; '
    'if [ -e "$w" ] && [ -x "$1" ] && cd "${d:-.}" 2>/dev/null; then exec "$@"; fi; '
    'notify-send -i ' + APP_ID + ' Zaruri "$m" 2>/dev/null'
    ' || zenity --error --title=Zaruri --text="$m" 2>/dev/null'
    ' || xmessage -center "$m" 2>/dev/null'
    ' || printf "%s\\n" "$m" >&2; exit 127'
)
"""The ``sh -c`` script of ``Exec=``; its arguments: the file that must still exist, the
folder to start in ("" for none), the message otherwise, then the command itself."""

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


def launch_command(command: Sequence[str], workdir: Path | None, message: str) -> list[str]:
    """The argv of ``Exec=``: ``sh -c`` :data:`LAUNCHER` starting ``command`` (in
    ``workdir``) while the installed program is there, else showing ``message``."""
    must_exist = Path(command[0])
    if workdir is not None:  # a source checkout: the package must still be in its folder
        must_exist = workdir / "game" / "__main__.py"
    return ["sh", "-c", LAUNCHER, "zaruri", str(must_exist),
            "" if workdir is None else str(workdir), message, *command]


def missing_message(command: Sequence[str], workdir: Path | None = None,
                    language: str | None = None) -> str:
    """What the entry says when the program moved: in the installing player's language."""
    from game.i18n import Translator
    from game.install_check import player_language

    where = workdir if workdir is not None else Path(command[0])
    return Translator.load(language or player_language())(
        "desktop.program_missing", path=str(where))


def desktop_entry(command: Sequence[str], workdir: Path | None = None,
                  folders: Sequence[str] = (), message: str | None = None) -> str:
    """The shipped desktop entry whose ``Exec=`` starts ``command`` (in ``workdir``) or
    says it is gone, listing the ``folders`` the installation made."""
    if message is None:
        message = missing_message(command, workdir)
    lines = []
    template = (source_dir() / DESKTOP_FILE).read_text(encoding="utf-8")
    for line in template.splitlines():
        if line.startswith("Exec="):
            argv = launch_command(command, workdir, message)
            line = "Exec=" + " ".join(quote_exec_argument(arg) for arg in argv)
        elif line.startswith("TryExec="):
            continue  # a moved program would hide the entry: the launcher says so instead
        lines.append(line)
    if folders:
        lines.append(f"{FOLDERS_KEY}=" + "".join(f"{_string_value(f)};" for f in folders))
    return "\n".join(lines) + "\n"


def recorded_folders(entry: Path) -> list[str]:
    """The folders an installed entry says its installation made (none when unreadable)."""
    try:
        text = entry.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    for line in text.splitlines():
        if line.startswith(f"{FOLDERS_KEY}="):
            value = line.partition("=")[2].replace("\\\\", "\\")
            return [f for f in value.split(";") if f and ".." not in Path(f).parts
                    and not Path(f).is_absolute()]
    return []


def _icon_files() -> list[Path]:
    """Every shipped icon, relative to the shipped ``icons/`` folder."""
    icons = source_dir() / "icons"
    return sorted(p.relative_to(icons) for p in icons.rglob("*") if p.is_file())


def installed_paths(home: Path) -> list[Path]:
    """The files :func:`install` writes under the data home ``home``."""
    return ([home / "applications" / DESKTOP_FILE]
            + [home / "icons" / rel for rel in _icon_files()]
            + [home / "metainfo" / METAINFO_FILE]
            + [home / "man" / "man6" / MAN_PAGE])


def _missing_folders(home: Path) -> list[str]:
    """The folders the installed files need that do not exist yet, relative to ``home``."""
    missing = set()
    for path in installed_paths(home):
        for folder in path.relative_to(home).parents:
            if folder != Path(".") and not (home / folder).is_dir():
                missing.add(folder.as_posix())
    return sorted(missing)


def install(home: Path | None = None, command: Sequence[str] | None = None,
            workdir: Path | None = None) -> list[Path]:
    """Write the entry, icons, metainfo and manual page under ``home`` (default
    :func:`data_home`).

    ``command`` defaults to :func:`program_command`. Returns the files written; raises
    OSError when a folder cannot be written. The folders made now, and those an earlier
    installation made, are recorded in the entry for :func:`remove`.
    """
    home = data_home() if home is None else home
    if command is None:
        command, workdir = program_command()
    source = source_dir()
    entry = home / "applications" / DESKTOP_FILE
    folders = sorted(set(recorded_folders(entry)) | set(_missing_folders(home)))
    text = desktop_entry(command, workdir, folders)
    copies = ([(source / "icons" / rel, home / "icons" / rel) for rel in _icon_files()]
              + [(source / METAINFO_FILE, home / "metainfo" / METAINFO_FILE),
                 (source / MAN_PAGE, home / "man" / "man6" / MAN_PAGE)])
    replace_file(entry, text.encode("utf-8"))
    written: list[Path] = [entry]
    for origin, target in copies:
        replace_file(target, origin.read_bytes())
        written.append(target)
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
    """Delete what :func:`install` wrote under ``home``, then the folders it made that are
    left empty; return the files that were there."""
    home = data_home() if home is None else home
    folders = recorded_folders(home / "applications" / DESKTOP_FILE)
    removed = []
    for path in installed_paths(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    for folder in sorted(folders, key=lambda f: -len(Path(f).parts)):  # deepest first
        path = home / folder
        try:
            if [p.name for p in path.iterdir()] == [MENU_CACHE]:
                (path / MENU_CACHE).unlink()  # the menus' index of this folder alone
            path.rmdir()
        except OSError:  # not empty (another program's files), or already gone
            pass
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
            print(f"zaruri: menu entry, {len(written) - 3} icons, metainfo and manual page "
                  f"installed under {home}; the entry starts {' '.join(command)}")
        else:
            removed = remove(home)
            print(f"zaruri: {len(removed)} files removed from {home}" if removed
                  else f"zaruri: no menu entry was installed under {home}")
    except OSError as exc:
        print(f"zaruri: cannot write under {home}: {exc}", file=sys.stderr)
        return 1
    return 0
