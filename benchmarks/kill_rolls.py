"""Kill the game at random moments of play: how many rolls would be re-rolled after a kill?

    python benchmarks/kill_rolls.py [--kills 100] [--seed 16] [--endings 40]

Each round starts the real game in a fresh process (headless), resumes the saved game if there
is one (else starts a computer-only game of Yams or 10 000, alternately), lets it play, and
kills it with SIGKILL after a random delay: during a tumble, a bust banner, a computer's pause.
The process prints every state its engine reaches (after each frame), marking the rolls. After
the kill the saved file is read back (through the store, with its validators):

- a roll is "re-rolled after a kill" when the engine had made it but the file holds an
  earlier state: the next start would throw those dice again (target: 0);
- corrupt files: saves the store had to set aside (target: 0);
- temporary files left by the kills, and how many survive the next start (target: 0).

``--endings N`` (issue 23 §4) then kills N games during their end-of-game writes: a process
plays a game of Ana and Dan against the computer (Yams or 10 000, alternately) to its last
action, ends it through ``game.storage.ending.record_game_end`` (what the tables call) and
sends itself SIGKILL just before or just after one of its disk steps (the finished save,
stats.json, highscores.json, the save's removal), chosen in turn. A new process then starts
as the game does (completing a finished save; resuming and ending an unfinished one), and the
files are read: a game missing from the statistics or a person missing from the high scores
is "lost", a game or a score there twice is "doubled" (target: 0 and 0).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, os, random, sys, time
sys.path.insert(0, {root!r})
from game.app import App
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.yams_table import YamsTableScene
from game.storage.settings import Settings

app = App(size=(1024, 600), windowed=True, data_dir={data!r}, rng=random.Random({seed}),
          settings=Settings(fullscreen=False, animation_speed="fast"))
app.step(1 / 60)
if not app.resume_saved_game():
    if {kind!r} == "yams":
        app.manager.push(YamsTableScene(app, YamsGame.new([Player("IA", is_computer=True)])))
    else:
        game = FarkleGame.new([Player("IA", is_computer=True)], target=5000)
        app.manager.push(FarkleTableScene(app, game))
table = app.manager.top
last = None
print("READY", flush=True)
while True:
    app.step(1 / 60)
    if app.manager.top is not table or table.game.finished:
        print("END", flush=True)
        break
    state = table.game.to_dict()
    if state != last:
        rolled = last is not None and (
            state.get("dice", state.get("roll")) != last.get("dice", last.get("roll"))
            or state.get("rolls_used") != last.get("rolls_used")
            or (state.get("last_event") != last.get("last_event")
                and (state.get("last_event") or {{}}).get("kind") in ("rolled", "bust")))
        print(("ROLL " if rolled else "STATE ") + json.dumps(state, sort_keys=True), flush=True)
        last = state
    time.sleep(0.002)
"""


def one_kill(data: Path, kind: str, seed: int, delay: float) -> tuple[int, int, bool]:
    """Run, kill after ``delay`` s; return (rolls made, rolls re-rolled, file set aside)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = CHILD.format(root=str(ROOT), data=str(data), seed=seed, kind=kind)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env,
                            text=True)
    assert proc.stdout is not None
    first = proc.stdout.readline()
    if first.strip() != "READY":
        proc.kill()
        proc.wait()
        raise RuntimeError(f"the game did not start: {first!r}")
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out = proc.stdout.read()
    proc.wait()
    lines = [line for line in out.splitlines() if line.startswith(("ROLL ", "STATE "))]
    states = [json.loads(line.split(" ", 1)[1]) for line in lines]
    roll_at = [i for i, line in enumerate(lines) if line.startswith("ROLL ")]
    sys.path.insert(0, str(ROOT))
    from game.storage.store import Storage

    store = Storage(data)
    loaded = store.load_game()
    set_aside = any(m.key.startswith("storage.damaged") for m in store.take_messages())
    if not roll_at:
        return 0, 0, set_aside
    if loaded is None:
        saved_at = -1 if not any(line == "END" for line in out.splitlines()) else len(lines)
    else:
        matches = [i for i, s in enumerate(states) if s == loaded[1]]
        saved_at = matches[-1] if matches else len(lines)  # newer than the last line printed
    rerolled = sum(1 for i in roll_at if i > saved_at)
    return len(roll_at), rerolled, set_aside


END_CHILD = r"""
import json, os, random, signal, sys
sys.path.insert(0, {root!r})
from game.ai.farkle import play_step
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.scenes.game_setup import new_engine_game
from game.storage.ending import record_game_end
from game.storage.stats import StatsRecorder
from game.storage.store import Storage

class App:
    store = Storage({data!r})
    stats = StatsRecorder(store)

rng = random.Random({seed})
players = [Player("Ana"), Player("Dan"), Player("IA", is_computer=True)]
if {kind!r} == "yams":
    game = new_engine_game("yams", players)
    while True:
        game.roll(rng)
        options = game.options()
        game.pick(max(options, key=lambda box: (options[box], box.id)))
        if sum(len(c.open_boxes) for c in game.cards) == 1:
            break
        game.validate()
    App.store.save_game("yams", game.to_dict())
    game.validate()
else:
    game = new_engine_game("farkle", players, 5000)
    while True:
        before, state = game.to_dict(), rng.getstate()
        play_step(game, rng)
        if game.finished:
            break
    game = FarkleGame.from_dict(before)
    App.store.save_game("farkle", game.to_dict())
    rng.setstate(state)
    play_step(game, rng)
print(json.dumps({{"game_id": game.game_id}}), flush=True)
steps = {{"n": 0}}
real_replace, real_unlink = os.replace, os.unlink
def step(real):
    def run(*args, **kwargs):
        if real is real_unlink and str(args[0]).endswith(".tmp"):
            return real(*args, **kwargs)
        steps["n"] += 1
        if steps["n"] == {step} and not {after}:
            os.kill(os.getpid(), signal.SIGKILL)
        result = real(*args, **kwargs)
        if steps["n"] == {step} and {after}:
            os.kill(os.getpid(), signal.SIGKILL)
        return result
    return run
os.replace, os.unlink = step(real_replace), step(real_unlink)
record_game_end(App(), {kind!r}, game)
print("ENDED", flush=True)
"""

RESTART_CHILD = r"""
import json, random, sys
sys.path.insert(0, {root!r})
from game.ai.farkle import play_step
from game.engine.farkle import FarkleGame
from game.engine.yams import YamsGame
from game.storage.ending import complete_pending_end, record_game_end
from game.storage.stats import StatsRecorder
from game.storage.store import Storage

class App:
    store = Storage({data!r})
    stats = StatsRecorder(store)

complete_pending_end(App.store, App.stats)  # what App() does first
loaded = App.store.load_game()
if loaded is not None:  # not over on disk: "Continuă", and the last action again
    kind, state = loaded
    if kind == "yams":
        game = YamsGame.from_dict(state)
        game.validate()
    else:
        game = FarkleGame.from_dict(state)
        while not game.finished:
            play_step(game, random.Random(0))
    record_game_end(App(), kind, game)
store = Storage({data!r})
stats = StatsRecorder(store).data
tables = store.load_highscores()
print(json.dumps({{"games": [r.to_dict() for r in stats.records],
                   "names": [e.name for t in tables.values() for e in t],
                   "save": store.has_saved_game(),
                   "damaged": [m.key for m in store.take_messages()]}}))
"""

END_STEPS = [(step, after) for step in (1, 2, 3, 4) for after in (False, True)]
"""Where a kill falls: before or after each disk step of an end (see --endings)."""


def one_end_kill(data: Path, kind: str, seed: int, step: int, after: bool) -> tuple[int, int]:
    """Kill one end of a game at ``step``, restart; return (games or scores lost, doubled)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = END_CHILD.format(root=str(ROOT), data=str(data), seed=seed, kind=kind, step=step,
                            after=after)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=120)
    if done.returncode != -signal.SIGKILL or "ENDED" in done.stdout:
        raise RuntimeError(f"the end was not killed: {done.returncode} {done.stderr[-300:]}")
    restart = subprocess.run(
        [sys.executable, "-c", RESTART_CHILD.format(root=str(ROOT), data=str(data))],
        capture_output=True, text=True, env=env, timeout=120, check=True)
    seen = json.loads(restart.stdout.strip().splitlines()[-1])
    games = len(seen["games"])
    names = seen["names"]
    lost = max(0, 1 - games) + sum(max(0, 1 - names.count(n)) for n in ("Ana", "Dan"))
    doubled = max(0, games - 1) + sum(max(0, names.count(n) - 1) for n in ("Ana", "Dan"))
    if seen["save"] or seen["damaged"]:
        lost += 1  # a save left behind or a file set aside is a failed end too
    return lost, doubled


def run_endings(count: int, rng: random.Random) -> tuple[int, int]:
    """Kill ``count`` ends of games (each in a fresh data folder); print and return the figures."""
    lost = doubled = 0
    start = time.perf_counter()
    for k in range(count):
        data = Path(tempfile.mkdtemp(prefix="zaruri-end-kill-"))
        step, after = END_STEPS[k % len(END_STEPS)]
        kind = "yams" if (k // len(END_STEPS)) % 2 == 0 else "farkle"
        one_lost, one_doubled = one_end_kill(data, kind, rng.randrange(10**6), step, after)
        lost += one_lost
        doubled += one_doubled
    print(f"{count} kills during end-of-game writes "
          f"[{time.perf_counter() - start:.0f} s]: lost {lost}, doubled {doubled} "
          "(target 0 and 0)")
    return lost, doubled


def main(argv: list[str] | None = None) -> int:
    """Kill the game ``--kills`` times and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--endings", type=int, default=0,
                        help="also kill this many games during their end-of-game writes")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    if args.endings:
        run_endings(args.endings, rng)
    if not args.kills:
        return 0
    data = Path(tempfile.mkdtemp(prefix="zaruri-kill-"))
    rolls = rerolled = corrupt = 0
    temps_seen = 0
    start = time.perf_counter()
    for k in range(args.kills):
        kind = "yams" if k % 2 == 0 else "farkle"
        made, lost, bad = one_kill(data, kind, rng.randrange(10**6), rng.uniform(0.3, 3.0))
        rolls += made
        rerolled += lost
        corrupt += bad
        temps_seen += len(list(data.glob(".*.tmp")))
    left = len(list(data.glob(".*.tmp")))
    sys.path.insert(0, str(ROOT))
    from game.storage.store import Storage

    Storage(data).remove_leftover_temps()  # what the next start does
    survived = len(list(data.glob(".*.tmp")))
    print(f"{args.kills} kills, {rolls} rolls made while running "
          f"[{time.perf_counter() - start:.0f} s]")
    print(f"rolls re-rolled after a kill: {rerolled} (target 0)")
    print(f"saves set aside as damaged: {corrupt} (target 0)")
    print(f"temporary files seen after kills: {temps_seen}; left at the end: {left}; "
          f"after the next start: {survived} (target 0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
