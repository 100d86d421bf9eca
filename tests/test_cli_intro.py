"""A program that introduces itself: ``--version``, a ``--help`` listing every option on one
line, a manual page (section 6) installed and removed with the menu entry, no empty folder
left behind, and a menu entry that says so when the program it starts has gone."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import __version__, desktop
from game.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
MAN_PAGE = ROOT / "assets" / "desktop" / desktop.MAN_PAGE


def _run_game(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m game ARGS`` as a real process, from the source tree."""
    environ = dict(os.environ if env is None else env, PYTHONPATH=str(ROOT), COLUMNS="80")
    return subprocess.run([sys.executable, "-m", "game", *args], env=environ, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def _options() -> list[tuple[str, str]]:
    """Every option ``--help`` shows: its longest spelling and its help text."""
    return [(max(action.option_strings, key=len), action.help or "")
            for action in build_parser()._actions
            if action.option_strings and action.help != "==SUPPRESS=="]


def exec_argv(value: str) -> list[str]:
    """The arguments of an ``Exec=`` value, unquoted as the desktop entry spec says (the
    string's own escapes first, then the quoting of arguments, then ``%%``)."""
    text = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(
        m.group(1), m.group(1)), value)
    args: list[str] = []
    current: list[str] | None = None
    quoted = False
    chars = iter(text)
    for ch in chars:
        if quoted:
            if ch == "\\":
                ch = next(chars)
                assert ch in '"`$\\', f"an escaped {ch!r} inside quotes"
            elif ch == '"':
                quoted = False
                continue
            current.append(ch)  # type: ignore[union-attr]
        elif ch == " ":
            if current is not None:
                args.append("".join(current))
            current = None
        else:
            current = [] if current is None else current
            if ch == '"':
                quoted = True
            else:
                current.append(ch)
    assert not quoted, "an unclosed quote"
    if current is not None:
        args.append("".join(current))
    return [arg.replace("%%", "%") for arg in args]


# `zaruri --version` prints the program's name and the version the package is built with.
def test_version_is_the_packages() -> None:
    run = _run_game("--version")
    assert run.returncode == 0, run.stderr
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert run.stdout.strip() == f"zaruri {project['version']}" == f"zaruri {__version__}"


# `zaruri --help` lists every option with its help on the same, one line (80 columns).
def test_help_lists_every_option_on_one_line() -> None:
    run = _run_game("--help")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    options = _options()
    assert {"--version", "--help", "--windowed", "--size", "--install-desktop-entry",
            "--remove-desktop-entry"} <= {name for name, _ in options}
    for name, help_text in options:
        line = next((ln for ln in lines if re.match(rf"\s+(-\w, )?{name}\b", ln)), None)
        assert line is not None and line.rstrip().endswith(help_text), (name, line)


# The manual page: troff of section 6, the program's version, every option of --help.
def test_manual_page_names_every_option_and_the_version() -> None:
    text = MAN_PAGE.read_text(encoding="utf-8")
    assert re.search(rf'^\.TH ZARURI 6 "[^"]+" "zaruri {re.escape(__version__)}"', text, re.M)
    for name, _ in _options():  # each its own item: ".TP" then the option in bold
        troff = re.escape(name.replace("-", "\\-"))
        assert re.search(rf"^\.TP\n\.B[IR]? (.*\W)?{troff}\b", text, re.M), name


# `man -l` renders it without a warning, the options and their explanations in the text.
def test_manual_page_renders_with_man() -> None:
    if shutil.which("man") is None:
        pytest.skip("man is not installed (apt-get install man-db groff-base)")
    run = subprocess.run(["man", "--warnings", "-l", str(MAN_PAGE)], capture_output=True,
                         text=True, timeout=60, env=dict(os.environ, MANWIDTH="80",
                                                         MAN_KEEP_FORMATTING="", PAGER="cat"))
    assert run.returncode == 0 and not run.stderr.strip(), run.stderr
    assert "ZARURI(6)" in run.stdout and "--install-desktop-entry" in run.stdout
    assert "ZARURI_DATA_DIR" in run.stdout and "10 000" in run.stdout


def _fake_program(folder: Path) -> Path:
    """An executable that writes its arguments to ``ran.txt`` next to it."""
    program = folder / "zaruri"
    program.write_text('#!/bin/sh\necho "$@" > "$(dirname "$0")/ran.txt"\n', encoding="utf-8")
    program.chmod(0o755)
    return program


def _notifier(folder: Path) -> Path:
    """A ``notify-send`` that writes its last argument (the message) to ``said.txt``."""
    folder.mkdir()
    tool = folder / "notify-send"
    tool.write_text('#!/bin/sh\nfor m; do :; done\necho "$m" > "$(dirname "$0")/said.txt"\n',
                    encoding="utf-8")
    tool.chmod(0o755)
    return folder / "said.txt"


def _launch(entry: Path, path: str) -> subprocess.CompletedProcess[str]:
    """Start the entry's ``Exec=`` as a desktop would, with ``PATH`` = ``path``."""
    argv = exec_argv(desktop_value(entry, "Exec"))
    return subprocess.run(argv, capture_output=True, text=True, timeout=30, cwd=entry.parent,
                          env={"PATH": path, "HOME": str(entry.parent)})


def desktop_value(entry: Path, key: str) -> str:
    """The value of ``key`` in the entry's group (the text after ``key=``)."""
    for line in entry.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"{key}="):
            return line[len(key) + 1:]
    raise KeyError(key)


# The entry starts the program it was installed from, with its arguments, awkward path and
# all; once that program is deleted, the entry says so (here through notify-send, else on
# stderr) and fails, instead of doing nothing. desktop-file-validate accepts the entry.
def test_entry_says_so_when_the_program_has_gone(tmp_path: Path) -> None:
    place = tmp_path / "my $games 100%"
    place.mkdir()
    program = _fake_program(place)
    home = tmp_path / "share"
    desktop.install(home, command=[str(program), "--windowed"])
    entry = home / "applications" / desktop.DESKTOP_FILE
    assert "TryExec" not in entry.read_text(encoding="utf-8")  # it would hide the entry
    said = _notifier(tmp_path / "bin")
    system_path = f"{tmp_path / 'bin'}:/usr/bin:/bin"
    run = _launch(entry, system_path)
    assert run.returncode == 0, run.stderr
    assert (place / "ran.txt").read_text(encoding="utf-8").strip() == "--windowed"
    assert not said.exists()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                               text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    program.unlink()
    run = _launch(entry, system_path)
    assert run.returncode == 127
    message = said.read_text(encoding="utf-8").strip()
    assert str(program) in message and "--install-desktop-entry" in message
    said.unlink()
    only_sh = tmp_path / "only-sh"
    only_sh.mkdir()
    (only_sh / "sh").symlink_to(shutil.which("sh") or "/bin/sh")
    run = _launch(entry, str(only_sh))  # no notifier at all: the terminal hears it
    assert run.returncode == 127 and str(program) in run.stderr, run.stderr


# A source checkout's entry starts `python -m game` in its folder; moved away, it says so.
def test_entry_of_a_checkout_needs_its_folder(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    (checkout / "game").mkdir(parents=True)
    # A regular package, as a checkout's is: a bare folder would lose to an installed game.
    (checkout / "game" / "__init__.py").write_text("", encoding="utf-8")
    (checkout / "game" / "__main__.py").write_text(
        "import os, sys\nopen('ran.txt', 'w').write(os.getcwd() + ' ' + ' '.join(sys.argv[1:]))\n",
        encoding="utf-8")
    home = tmp_path / "share"
    desktop.install(home, command=[sys.executable, "-m", "game"], workdir=checkout)
    entry = home / "applications" / desktop.DESKTOP_FILE
    said = _notifier(tmp_path / "bin")
    run = _launch(entry, f"{tmp_path / 'bin'}:/usr/bin:/bin")
    assert run.returncode == 0, run.stderr
    assert (checkout / "ran.txt").read_text(encoding="utf-8") == f"{checkout} "
    checkout.rename(tmp_path / "moved")
    run = _launch(entry, f"{tmp_path / 'bin'}:/usr/bin:/bin")
    assert run.returncode == 127 and str(checkout) in said.read_text(encoding="utf-8")


# The manual page is installed with the entry where man finds it (man/man6 of the data
# home); removing takes it away with the folders the installation made, and only those:
# a folder that was there before stays, even empty.
def test_remove_leaves_no_folder_it_made(tmp_path: Path) -> None:
    home = tmp_path / "share"
    (home / "icons" / "hicolor").mkdir(parents=True)  # another program's, before us
    (home / "applications").mkdir()
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    before = sorted(p for p in home.rglob("*"))
    written = desktop.install(home, command=["/usr/bin/true"])
    page = home / "man" / "man6" / desktop.MAN_PAGE
    assert page in written and page.read_bytes() == MAN_PAGE.read_bytes()
    desktop.install(home, command=["/usr/bin/true"])  # installed twice: the record stays whole
    removed = desktop.remove(home)
    assert set(removed) == set(written)
    after = sorted(p for p in home.rglob("*") if p.name != desktop.MENU_CACHE)
    assert after == before


def _readme_section(title: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split(f"\n{title}\n", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]


# The README's tools run with the virtual environment's Python (Debian's python3 has no
# pygame), never a bare python3.
def test_readme_tools_run_with_the_venv_python() -> None:
    commands = [line.strip() for line in _readme_section("## Tools").splitlines()
                if line.startswith("    ")]
    assert len(commands) >= 10
    assert all(command.startswith(".venv/bin/python ") for command in commands), commands


# The README says where the data lives on each system and how to move it, how to take every
# part away again, how to choose the sound system, and names the keys' buttons in both
# languages exactly as the catalogs do.
def test_readme_introduces_data_uninstall_sound_and_keys() -> None:
    from game.i18n import Translator

    data = _readme_section("### Language, sound and your data")
    for place in ("~/.local/share/zaruri/", "Application", "%LOCALAPPDATA%", "ZARURI_DATA_DIR",
                  "SDL_AUDIODRIVER", "pipewire", "pulseaudio", "LANGUAGE", "LC_ALL", "LANG"):
        assert place in data, place
    uninstall = [line.strip() for line in _readme_section("### Uninstall").splitlines()
                 if line.startswith("    ")]
    assert [line.split("#")[0].strip() for line in uninstall] == [
        ".venv/bin/zaruri --remove-desktop-entry", "rm -rf .venv", "rm -rf ~/.local/share/zaruri",
        "rm -rf ~/.cache/zaruri"]
    keys = _readme_section("## Playing")
    ro, en = Translator.load("ro"), Translator.load("en")
    for key in ("yams.roll", "yams.validate", "farkle.bank", "common.back", "menu.rules"):
        assert f"{ro(key)} / {en(key)}" in keys, key
