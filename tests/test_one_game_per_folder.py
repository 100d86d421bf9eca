"""One game per data folder, and signals that close it like its window: real processes.

``python -m game`` runs with the dummy drivers and ``ZARURI_DATA_DIR``; a second start on the
same folder finds the first through the folder's lock, says so in one sentence and ends
without touching a file; once the first is killed (kill -9 included) the lock is free.
SIGHUP ends the game cleanly (exit 0; in this process: its dice counts written); Ctrl+C while
it starts prints no traceback. Every write of the statistics starts from the file on disk.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage.folder_lock import LOCK_FILE
from game.storage.stats import StatsRecorder
from game.storage.store import STATS_FILE, Storage

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="needs fcntl locks, POSIX signals and /proc/locks")


def _start(data: Path) -> subprocess.Popen[str]:
    """``python -m game`` on ``data``; its frames are dumped next to it (:func:`_frame`)."""
    frame = _frame(data)
    frame.unlink(missing_ok=True)
    env = dict(os.environ, ZARURI_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT), ZARURI_DUMP_FRAME=str(frame))
    return subprocess.Popen([sys.executable, "-m", "game", "--windowed", "--size", "1024x600"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=_ctrl_c_as_from_a_terminal)


def _ctrl_c_as_from_a_terminal() -> None:
    """In the child before it starts: Ctrl+C's default meaning, as a terminal gives it (an
    ignored SIGINT is inherited: a test run under something that ignores it would start a
    game that never hears Ctrl+C)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _frame(data: Path) -> Path:
    """Where the game playing on ``data`` saves a frame when asked (SIGUSR1)."""
    return data.with_name(data.name + "-frame.png")


def _lock_taken(data: Path) -> bool:
    """True when some process holds a flock on the folder's lock file (/proc/locks)."""
    try:
        inode = (data / LOCK_FILE).stat().st_ino
    except FileNotFoundError:
        return False
    locks = Path("/proc/locks").read_text()
    return any(line.split()[1] == "FLOCK" and line.split()[5].endswith(f":{inode}")
               for line in locks.splitlines())


def _catches(pid: int, number: int) -> bool:
    """True when process ``pid`` has a handler for signal ``number`` (/proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (number - 1) & 1)
    return False


def _wait_until_playing(game: subprocess.Popen[str], data: Path) -> None:
    """Wait until the game's loop runs (:func:`_ended_or_playing`); it must not end first."""
    assert not _ended_or_playing(game, data), game.communicate()


def _ended_or_playing(game: subprocess.Popen[str], data: Path) -> bool:
    """Wait until the game has ended (True) or its loop runs (False): once it handles SIGUSR1
    (the frame dump, set at the end of its start), ask for frames until one is saved."""
    frame = _frame(data)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if game.poll() is not None:
            return True
        if _catches(game.pid, signal.SIGUSR1):
            game.send_signal(signal.SIGUSR1)
            for _ in range(20):
                if frame.exists():
                    return False
                time.sleep(0.05)
        time.sleep(0.05)
    raise AssertionError("the game neither ended nor started")


def _folder(data: Path) -> dict[str, tuple[int, int, bytes]]:
    """Every file of the folder, its cache of start-up work included: (size, modification
    time, content)."""
    return {str(p.relative_to(data)): (p.stat().st_size, p.stat().st_mtime_ns, p.read_bytes())
            for p in data.rglob("*") if p.is_file()}


def _stop(game: subprocess.Popen[str]) -> None:
    if game.poll() is None:
        game.kill()
    game.communicate()


def test_a_second_start_finds_the_first_and_leaves_the_folder_alone(tmp_path: Path):
    # ... and the next start after a kill -9 plays; a hang-up closes it cleanly.
    data = tmp_path / "data"
    first = _start(data)
    try:
        deadline = time.monotonic() + 60
        while not _lock_taken(data) and time.monotonic() < deadline:
            time.sleep(0.02)
        # A second start while the first still starts: it asks the first to come forward,
        # which must never end it (the signal's default action would).
        early = _start(data)
        try:
            assert early.wait(timeout=60) == 0
        finally:
            _stop(early)
        _wait_until_playing(first, data)
        assert _lock_taken(data)
        Storage(data).save_settings(Storage(data).load_settings())  # some files to keep
        StatsRecorder(Storage(data)).add_records([])
        before = _folder(data)
        time.sleep(0.05)  # a write now would show in the modification times
        second = _start(data)
        try:
            out, err = second.communicate(timeout=60)
        finally:
            _stop(second)
        assert second.returncode == 0, err
        lines = [line for line in err.splitlines() if line.strip()]
        assert len(lines) == 1 and "Zaruri rulează deja" in lines[0], err
        assert _folder(data) == before
        assert first.poll() is None  # the first plays on
        # kill -9: the kernel lets the lock go, and the next start plays
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
        assert not _lock_taken(data)
        third = _start(data)
        try:
            _wait_until_playing(third, data)
            assert _lock_taken(data)
            # closing the terminal that started it closes it like its window
            third.send_signal(signal.SIGHUP)
            out, err = third.communicate(timeout=60)
            assert third.returncode == 0, err  # before: -1, killed by the signal
            assert "Traceback" not in err
        finally:
            _stop(third)
    finally:
        _stop(first)


def test_a_hang_up_while_playing_writes_the_dice_counts(tmp_path: Path):
    # In this process, as the command sets it up: the signal ends the loop, close() flushes.
    from game.stop_signals import post_quit_event, stop_on_signals
    from tests.uihelpers import make_app

    app = make_app(tmp_path)
    restore = stop_on_signals(lambda: (app.quit(), post_quit_event()))
    try:
        app.stats.dice_thrown("yams", [1, 2, 6], computer=False)
        assert app.step(0.02)
        os.kill(os.getpid(), signal.SIGHUP)
        assert app.step(0.02) is False
    finally:
        restore()
        app.close()
    faces = json.loads((tmp_path / STATS_FILE).read_text())["faces"]["yams"]["human"]
    assert faces == [1, 1, 0, 0, 0, 1]


def _wait_for_sdl(pid: int, timeout: float = 30) -> None:
    """Wait until the process has loaded SDL: the game's own code runs (pygame is imported
    inside the command's main), whatever the machine's load made Python's start cost."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if "SDL2" in Path(f"/proc/{pid}/maps").read_text():
                return
        except OSError:
            return
        time.sleep(0.01)


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc to time the signal")
def test_ctrl_c_while_starting_prints_no_traceback(tmp_path: Path):
    # While the game's modules load (as SDL is loaded) and while the window opens (0.5 s
    # later). Python may drop a Ctrl+C that lands inside a finaliser ("Exception ignored"):
    # the game then starts, and a second Ctrl+C, sent once its loop runs (never while it
    # still starts, however long a loaded machine makes that), closes it; either way no
    # traceback.
    data = tmp_path / "data"
    for delay in (0.0, 0.5):
        game = _start(data)
        try:
            _wait_for_sdl(game.pid)
            time.sleep(delay)
            game.send_signal(signal.SIGINT)
            if not _ended_or_playing(game, data):  # started: it idles in its window
                game.send_signal(signal.SIGINT)
            out, err = game.communicate(timeout=60)
            assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
            # 130: stopped while starting; 0: in play; -SIGINT: before Python's handler
            assert game.returncode in (0, 130, -signal.SIGINT), (game.returncode, err)
        finally:
            _stop(game)


_INTERRUPTED_INSIDE_PYGAME = """
import os, signal, sys

class CtrlCWhileImporting:
    # Ctrl+C arrives while pygame.image imports its PNG support: that import is made by
    # pygame's C code, which clears whatever error it raised (once: one Ctrl+C).
    sent = False

    def find_spec(self, name, path=None, target=None):
        if name == "pygame.imageext" and not self.sent:
            self.sent = True
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, CtrlCWhileImporting())
from game.lean_import import import_pygame
try:
    import_pygame()
except KeyboardInterrupt:
    sys.exit(130)
import pygame
sys.exit(0 if pygame.image.get_extended() else 3)
"""


def test_a_ctrl_c_inside_pygames_imports_stops_the_start():
    # Found by the test above in loaded runs: the interrupt was swallowed by pygame's import
    # of its PNG support; the game then started without it, and saving a frame raised.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", _INTERRUPTED_INSIDE_PYGAME], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60,
                         preexec_fn=_ctrl_c_as_from_a_terminal)
    assert run.returncode == 130, (run.returncode, run.stderr)  # 3: swallowed, no PNG


def test_every_write_of_the_statistics_starts_from_the_disk(tmp_path: Path):
    # Two writers that read the file at the same time: 34 + 44 dice thrown are 78 counted,
    # and each one's finished game is kept, the same game id once.
    from game.statistics import GameRecord, PlayerResult
    from tests.test_statistics import SHEET

    def yams_record(name: str) -> GameRecord:
        return GameRecord("yams", "2026-01-01T20:00:00",
                          (PlayerResult(name, False, 309, 1, boxes=SHEET),))

    first, second = StatsRecorder(Storage(tmp_path)), StatsRecorder(Storage(tmp_path))
    assert first.data.face_counts() == second.data.face_counts() == [0] * 6
    first.dice_thrown("yams", [2] * 34, computer=False)
    assert first.flush()
    first.record_game(yams_record("Ana"), "a" * 32)
    second.dice_thrown("yams", [5] * 44, computer=True)
    second.record_game(yams_record("Dan"), "b" * 32)
    second.record_game(yams_record("Ana"), "a" * 32)
    again = StatsRecorder(Storage(tmp_path)).data
    assert again.face_counts("yams") == [0, 34, 0, 0, 44, 0]
    assert sorted(r.players[0].name for r in again.records) == ["Ana", "Dan"]
    assert second.data.face_counts("yams") == [0, 34, 0, 0, 44, 0]  # what it shows, too


def test_a_second_start_asks_the_holder_of_the_lock_to_come_forward(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from game import stop_signals
    from game.storage.folder_lock import lock_data_folder, lock_holder

    held = lock_data_folder(tmp_path)
    assert held is not None and lock_holder(tmp_path) == os.getpid()
    assert lock_data_folder(tmp_path) is None  # another open of the file: refused
    raised = []
    monkeypatch.setattr(stop_signals, "raise_window", lambda: raised.append(True))
    before = signal.getsignal(signal.SIGUSR2)
    try:
        stop_signals.answer_forward_requests()
        os.kill(os.getpid(), signal.SIGUSR2)  # what ask_to_come_forward sends the holder
        time.sleep(0.01)
        assert raised == [True]
    finally:
        signal.signal(signal.SIGUSR2, before if before is not None else signal.SIG_DFL)
        held.release()
    assert lock_holder(tmp_path) is None
