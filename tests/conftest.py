"""Shared test set-up: pygame runs headless, with no window and no sound card."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# numpy's matrix products (the solvers' tests, tests/test_yams_optimal.py) on one thread: on
# a busy machine OpenBLAS's threads spin waiting for each other, and a product of the Yams
# table's size took six times its work in CPU time (the suite's time is CPU on one core).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
# A first start speaks the desktop's language (game.desktop_language): the tests, and the
# games they start as processes, speak Romanian whatever the machine's locale is.
# tests/test_desktop_language.py sets its own environments.
os.environ["LANGUAGE"] = "ro"

import gc  # noqa: E402
import itertools  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.app  # noqa: E402, F401  - every module the tests drive, imported once
import game.disk_cache  # noqa: E402
import game.i18n  # noqa: E402
import game.picture_cache  # noqa: E402
import game.storage.settings  # noqa: E402
import game.views.coach  # noqa: E402
import game.widgets.card_art  # noqa: E402
import game.widgets.dice_physics  # noqa: E402
import game.widgets.game_card  # noqa: E402

# Coach marks (issue 22 §4) are on for a real first start; tests that do not speak of them
# never meet one (tests/test_coach_marks.py turns them on with ``coach_marks=True``).
game.storage.settings.COACH_DEFAULT = False

# The game tunes glibc for one long run (game.widgets.surface_cache): every block from 64 KB
# up mapped apart and unmapped when freed, the heap trimmed after a resize or a closed
# screen, so its resident memory stays what its live pictures need. No test reads the
# process's memory (tests/test_memory_bounds.py counts the pictures kept, which this does
# not change; the games the tests start as processes keep the tuning); in a test process
# opening thousands of apps it only costs page faults: a fifth of the suite's time was
# the kernel's. The tests' apps leave the allocator as it is.
game.app.map_large_pictures = lambda: None
game.app.release_freed_memory = lambda: None

# What exists after the imports lives for the whole session: out of the cycle collector's
# sight (as App.run does), so the app's collections after a closed screen stay ~1 ms.
gc.collect()
gc.freeze()


# A test whose loop never ends fails instead of hanging the suite (two hung whole-suite
# runs in round 67: a `while` waiting on a figure a change had made unreachable). The limit
# is CPU time of this process (``ITIMER_PROF``), not wall time, so a busy machine does not
# trip it: the heaviest test takes ~8 s of CPU (benchmarks/suite_time.md). Games the tests
# start as processes are not counted.
TEST_CPU_LIMIT = float(os.environ.get("ZARURI_TEST_CPU_LIMIT", "120"))


class CpuLimitExceeded(Exception):
    """A test used more CPU than :data:`TEST_CPU_LIMIT`: most likely a loop that never ends."""


def _cpu_limit_reached(signum, frame):
    raise CpuLimitExceeded(f"the test used more than {TEST_CPU_LIMIT:g} s of CPU: a loop that "
                           "never ends? (tests/conftest.py TEST_CPU_LIMIT)")


@pytest.fixture(autouse=True)
def cpu_limited():
    """Every test runs under :data:`TEST_CPU_LIMIT` seconds of CPU."""
    if not hasattr(signal, "setitimer"):  # (no interval timers on Windows)
        yield
        return
    previous = signal.signal(signal.SIGPROF, _cpu_limit_reached)
    signal.setitimer(signal.ITIMER_PROF, TEST_CPU_LIMIT)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


@pytest.fixture(autouse=True, scope="module")
def earlier_objects_out_of_the_collectors_sight():
    """Each module starts with what exists (the collected tests, the modules they imported,
    what earlier modules kept) out of the cycle collector's sight, as after the imports
    above: an app's collection after a closed screen or a resize (App._give_memory_back)
    and Python's own full collections then walk only what this module makes, not the whole
    session's heap (over a hundred of those collections in some modules). What was already
    garbage is freed first."""
    gc.collect()
    gc.freeze()
    yield


_MEMORY_FOLDERS = Path("/dev/shm")
"""A memory filesystem (Linux): the tests' throwaway folders lie there where it exists."""

_OURS = "zaruri-tests-"
"""The prefix of a session's folder under :data:`_MEMORY_FOLDERS` (then its process id)."""


def _throwaway_folders_in_memory(config) -> None:
    """Each test's ``tmp_path`` under a folder of this session's own in /dev/shm (unless
    ``--basetemp`` was given or there is none): the apps the tests open save after every
    action (a write, a replace, an fsync) and on a disk's journal each replace of an
    existing file waited for its blocks (~0.6 ms, more on a busy machine), thousands a
    suite; in memory a replace is a hundredth of that. What a test checks of its files is
    the same. The folder goes at the session's end; a killed session's is cleared by the
    next one (its process gone)."""
    if config.option.basetemp or not (_MEMORY_FOLDERS.is_dir()
                                      and os.access(_MEMORY_FOLDERS, os.W_OK)):
        return
    for old in _MEMORY_FOLDERS.glob(_OURS + "*"):
        pid = old.name.removeprefix(_OURS)
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            shutil.rmtree(old, ignore_errors=True)
    config.option.basetemp = str(_MEMORY_FOLDERS / f"{_OURS}{os.getpid()}")
    config.add_cleanup(lambda: shutil.rmtree(config.option.basetemp, ignore_errors=True))


@pytest.hookimpl(tryfirst=True)  # before pytest's own tmp_path set-up reads --basetemp
def pytest_configure(config):
    """The markers of this file's fixtures; the throwaway folders in memory."""
    config.addinivalue_line("markers", "drawn_every_time: the start-up pictures are drawn "
                            "whenever asked, as the game does with its disk cache off")
    _throwaway_folders_in_memory(config)


_KEPT_IN_MEMORY: dict[tuple[object, ...], bytes] = {}
_kept_bytes = game.picture_cache.kept_bytes


def _kept_in_memory(name, params, modules, make, check=lambda data: True):
    """:func:`game.picture_cache.kept_bytes` with the disk cache off: made once for the
    session and read back, as a start with the disk cache on reads them back."""
    if game.disk_cache.folder() is not None:
        return _kept_bytes(name, params, modules, make, check)
    key = (name, params, tuple(modules))
    if key not in _KEPT_IN_MEMORY:
        _KEPT_IN_MEMORY[key] = make()
    return _KEPT_IN_MEMORY[key]


@pytest.fixture(autouse=True)
def start_pictures_kept(request, monkeypatch):
    """The pictures a start draws (the menu's dice, the window's icon, the felt's fibres, a
    font's character map: :mod:`game.picture_cache`) are kept in memory for the session, as
    the game keeps them on disk between starts; the tests' apps keep none on disk (the
    cache is off) and drew them at every start, a third of an app's start. Tests marked
    ``drawn_every_time`` see them drawn whenever asked (tests/test_disk_cache.py)."""
    if request.node.get_closest_marker("drawn_every_time") is None:
        monkeypatch.setattr(game.picture_cache, "kept_bytes", _kept_in_memory)
    yield


def _reset_caches_keeping_the_cards_art() -> None:
    """:func:`game.app._reset_caches` but the menu cards' art (``game_card.forget_art``):
    the cards' dice, felt patches, shadows and glows, pure pictures of their sizes, drawn
    for the first app of the session at each size and handed to every later one."""
    from game.widgets import game_card

    forget = game_card.forget_art
    game_card.forget_art = lambda: None
    try:
        _reset_caches()
    finally:
        game_card.forget_art = forget


_reset_caches = game.app._reset_caches

_SPOTS: dict[tuple[object, ...], list[pygame.Rect]] = {}
_art_spots = game.widgets.card_art.art_spots


def _art_spots_kept(band, count, arrangement, angles=()):
    """:func:`game.widgets.card_art.art_spots` worked out once per band, dice and the
    module's figures for the session (each card asks for it several times a frame), handed
    out as copies."""
    art = game.widgets.card_art
    key = (tuple(band), count, arrangement, tuple(angles), art.BACK_SCALE, art.ART_MARGIN,
           art.DICE_GAP, art.GAP_MOST, art.ARC_LIFT)
    if key not in _SPOTS:
        _SPOTS[key] = _art_spots(band, count, arrangement, angles)
    return [spot.copy() for spot in _SPOTS[key]]


@pytest.fixture(autouse=True)
def cards_art_kept(request, monkeypatch):
    """The menu cards' art (:mod:`game.widgets.game_card`, :mod:`game.widgets.card_art`)
    outlives an app, as the start pictures do (:func:`start_pictures_kept`): every app the
    tests make draws the menu's first frame, and drawing the cards' dice was two thirds of
    it (~60 ms an app). Every picture is a pure function of its key (value, side, angle;
    size, accent; where the dice lie, worked out once per band: :func:`_art_spots_kept`),
    so what is handed out is what would have been drawn; a test calling
    ``game_card.forget_art()`` itself still sees them drawn anew. Tests marked
    ``drawn_every_time`` see them forgotten at every app's start and close."""
    if request.node.get_closest_marker("drawn_every_time") is None:
        monkeypatch.setattr(game.app, "_reset_caches", _reset_caches_keeping_the_cards_art)
        monkeypatch.setattr(game.widgets.game_card, "art_spots", _art_spots_kept)
    yield


@pytest.fixture(autouse=True)
def apps_without_a_mixer(request, monkeypatch):
    """Apps made by a test play through :class:`game.app.NullAudio`: opening and closing
    SDL's dummy mixer costs ~40 ms an app (its thread is joined), over a thousand apps a
    suite. Tests marked ``real_audio`` keep the real mixer (tests/test_audio.py)."""
    if request.node.get_closest_marker("real_audio") is None:
        monkeypatch.setattr(game.app, "_make_audio", lambda settings: game.app.NullAudio(
            settings.volume, settings.muted))
    yield


@pytest.fixture(autouse=True)
def numbers_in_romanian():
    """Each test starts writing numbers the Romanian way (an English app of an earlier test
    switched them to English: ``game.i18n.use_numbers``)."""
    game.i18n.use_numbers("ro")
    yield


@pytest.fixture(scope="module")
def pictures_drawn_once_no_fsync():
    """For a module that opens many apps or tables or resizes often: each die picture and felt
    drawn once for the module, rendered words kept from one app to the next
    (:func:`tests.uihelpers.pictures_drawn_once`), and no fsync (the tables save after every
    action, on a test's throwaway folder). Use it with
    ``pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")``."""
    from tests.uihelpers import pictures_drawn_once

    with pictures_drawn_once(), pytest.MonkeyPatch.context() as patch:
        patch.setattr("os.fsync", lambda fd: None)
        yield


@pytest.fixture(scope="module")
def one_frame_in_three_drawn():
    """For a module whose tests play whole games through the real app and check what the game
    does (its state, its files, what it says), not pictures: every app draws one frame in
    three; every other part of a frame runs (events, update, notices, flip). Drawing is
    most of a frame's cost; a state lasts many frames, so each is still drawn. Use it with
    ``pytestmark = pytest.mark.usefixtures("one_frame_in_three_drawn")``; a test that looks
    at the screen drawn by one given frame does not belong in such a module."""
    from game.scenes.base import SceneManager

    draw = SceneManager.draw
    frames = itertools.count(1)

    def one_in_three(self, surface):
        if next(frames) % 3 == 0:
            draw(self, surface)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SceneManager, "draw", one_in_three)
        yield


def _key(value):
    """A hashable stand-in for an argument: rectangles as tuples, sequences as tuples."""
    if isinstance(value, pygame.Rect):
        return tuple(value)
    if isinstance(value, list | tuple):
        return tuple(_key(v) for v in value)
    return value


_PLACES: dict[tuple[object, ...], object] = {}
_place_card = game.views.coach.place_card


def _place_card_kept(*args, **kwargs):
    """:func:`game.views.coach_place.place_card` worked out once per target, card, what
    it keeps off and the module's figures for the session (a card that finds no side free
    searches a grid of places, ~30 ms, and a waiting card asks again every frame), handed
    out as a copy."""
    from game.views import coach_place

    key = (_key(args), _key(sorted(kwargs.items())), coach_place.SHORT, coach_place.REACH)
    if key not in _PLACES:
        _PLACES[key] = _place_card(*args, **kwargs)
    found = _PLACES[key]
    return None if found is None else (found[0].copy(), found[1])


@pytest.fixture(autouse=True)
def coach_places_kept(monkeypatch):
    """Coach cards' places (:func:`_place_card_kept`), a pure function of rectangles and
    figures, are kept for the session: the same table at the same size asks the same
    question in many tests."""
    monkeypatch.setattr(game.views.coach, "place_card", _place_card_kept)
    yield


_THROWS: dict[tuple[object, ...], tuple[object, object]] = {}
_THROWS_KEPT = 512
"""How many throws :func:`_throw_kept` keeps (the oldest goes first): a suite's repeated
throws are mostly the first throws of games started alike, close together."""
_simulate_throw = game.widgets.dice_physics.simulate_throw


def _throw_kept(launches, area, obstacles, size, rng):
    """:func:`game.widgets.dice_physics.simulate_throw` worked out once per launches, felt,
    still dice, die size and random state for the session, and the random generator left
    in the state the real simulation leaves it in: the physics (~20 ms a throw, an eighth of
    a table test's time) is a pure function of these, and most tests open the same seeded
    games, whose first throws are the same (about five throws in six were asked before, in
    a sample of 25 files). The paths are read, never changed, by the dice tray."""
    key = (tuple(launches), area, tuple(tuple(o) for o in obstacles), size, rng.getstate())
    kept = _THROWS.get(key)
    if kept is None:
        throw = _simulate_throw(launches, area, obstacles, size, rng)
        if len(_THROWS) >= _THROWS_KEPT:
            del _THROWS[next(iter(_THROWS))]
        kept = _THROWS[key] = (throw, rng.getstate())
    else:
        rng.setstate(kept[1])
    return kept[0]


_throw_kept.__wrapped__ = _simulate_throw


@pytest.fixture(autouse=True)
def throws_kept(monkeypatch):
    """Thrown dice's paths (:func:`_throw_kept`) are kept for the session: the same seeded
    game throws the same first dice in many tests."""
    monkeypatch.setattr(game.widgets.dice_physics, "simulate_throw", _throw_kept)
    yield
