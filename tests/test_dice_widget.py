"""The shared dice widget: rolls land where and as told, deterministically; drawing, hit tests."""

from __future__ import annotations

import random

import pygame
import pytest

from game.widgets.dice import DiceTray
from game.widgets.dice_render import (
    IVORY_MID,
    PIP_DARK,
    PIP_LAYOUT,
    FaceCache,
    Look,
    canvas_side,
    render_die,
)

FELT = (21, 96, 62)
BOUNDS = pygame.Rect(100, 100, 800, 400)
SLOTS = [(200.0 + 120 * i, 300.0) for i in range(6)]
SIZE = 80


@pytest.fixture(autouse=True)
def _display() -> object:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()


def make_tray(count: int = 6, faces: list[int] | None = None) -> DiceTray:
    tray = DiceTray(count, faces=faces or [1] * count)
    tray.layout(BOUNDS, SLOTS[:count], SIZE)
    return tray


def run(tray: DiceTray, seconds: float, dt: float = 1 / 60) -> list[tuple[float, float]]:
    """Advance `seconds`, returning die 0's drawn position at every frame."""
    trail = []
    t = 0.0
    while t < seconds:
        tray.update(dt)
        trail.append(tray.position(0))
        t += dt
    return trail


def count_blobs(surface: pygame.Surface, colour: tuple[int, int, int], tol: int) -> int:
    """Number of connected pixel groups close to `colour`, with the surface laid on felt."""
    flat = pygame.Surface(surface.get_size())
    flat.fill(FELT)
    flat.blit(surface, (0, 0))
    mask = pygame.mask.from_threshold(flat, (*colour, 255), (tol, tol, tol, 255))
    return len(mask.connected_components(minimum=3))


# A roll ends at the rest slots with exactly the engine's faces, then reports it once.
def test_roll_settles_in_slots_with_final_faces() -> None:
    tray = make_tray(5)
    settled: list[int] = []
    tray.on_settled = lambda: settled.append(1)
    tray.roll([0, 1, 2, 3, 4], [6, 2, 5, 5, 1], random.Random(3))
    assert tray.is_animating
    run(tray, 0.5)
    assert tray.is_animating and not settled
    frames = 0
    while tray.is_animating:
        tray.update(1 / 60)
        frames += 1
    assert tray.just_settled  # true in the very update in which the dice landed
    tray.update(1 / 60)
    assert not tray.just_settled
    assert tray.faces == (6, 2, 5, 5, 1)
    assert tray.shown_faces == (6, 2, 5, 5, 1)
    for i in range(5):
        assert tray.position(i) == pytest.approx(SLOTS[i])
        assert tray.angle(i) % 90 == 0
    assert settled == [1]


# The roll lasts about 0.6–0.9 s, and speed=2 roughly halves it.
def test_roll_duration_and_speed() -> None:
    for speed, low, high in ((1.0, 0.8, 1.3), (2.0, 0.4, 0.65)):
        tray = make_tray()
        tray.roll(range(6), [1, 2, 3, 4, 5, 6], random.Random(1), speed=speed)
        frames = 0
        while tray.is_animating:
            tray.update(1 / 120)
            frames += 1
        assert low <= frames / 120 <= high + 1 / 120


# The dice really travel: they start away from their slots and move during the roll.
def test_dice_tumble_across_the_felt() -> None:
    tray = make_tray()
    tray.roll(range(6), [3] * 6, random.Random(8))
    trail = run(tray, 0.4)
    assert max(abs(x - SLOTS[0][0]) + abs(y - SLOTS[0][1]) for x, y in trail) > SIZE
    assert len(set(trail)) > 10
    for x, y in trail:
        assert BOUNDS.left <= x <= BOUNDS.right and BOUNDS.top <= y <= BOUNDS.bottom


# The visible face changes while tumbling but the end face is the engine's.
def test_faces_change_in_flight() -> None:
    tray = make_tray(faces=[4] * 6)
    tray.roll(range(6), [4, 1, 2, 3, 5, 6], random.Random(5))
    seen = set()
    last_in_flight = tray.shown_faces
    while tray.is_animating:
        last_in_flight = tray.shown_faces
        seen.update(last_in_flight)
        tray.update(1 / 60)
    assert len(seen) > 2
    # The landing face is already showing while the die slides into its slot (no pop).
    assert last_in_flight == (4, 1, 2, 3, 5, 6)
    assert tray.faces == (4, 1, 2, 3, 5, 6)


# Same seed, same animation, frame for frame; another seed differs.
def test_roll_is_deterministic_for_a_seed() -> None:
    def trace(seed: int) -> list[tuple[object, ...]]:
        tray = make_tray()
        tray.roll([0, 2, 4], [1, 6, 3], random.Random(seed))
        out = []
        while tray.is_animating:
            tray.update(1 / 60)
            out.append((tray.position(2), tray.angle(2), tray.shown_faces))
        return out

    assert trace(11) == trace(11)
    assert trace(11) != trace(12)


# skip() lands everything at once, with the same faces, and reports the landing once.
def test_skip_ends_with_the_same_faces() -> None:
    tray = make_tray()
    tray.roll(range(6), [2, 2, 6, 1, 4, 3], random.Random(9))
    tray.update(0.1)
    tray.skip()
    assert not tray.is_animating
    assert tray.faces == (2, 2, 6, 1, 4, 3)
    assert tray.shown_faces == (2, 2, 6, 1, 4, 3)
    for i in range(6):
        assert tray.position(i) == pytest.approx(SLOTS[i])
    tray.update(1 / 60)
    assert tray.just_settled
    tray.update(1 / 60)
    assert not tray.just_settled
    tray.skip()  # a second skip changes nothing and reports nothing
    tray.update(1 / 60)
    assert not tray.just_settled and tray.faces == (2, 2, 6, 1, 4, 3)


# Dice left out of the roll do not move and keep their face.
def test_unrolled_dice_stay_put() -> None:
    tray = make_tray(faces=[5, 5, 5, 5, 5, 5])
    tray.roll([1, 3], [2, 6], random.Random(2))
    for _ in range(60):
        tray.update(1 / 60)
        for i in (0, 2, 4, 5):
            assert tray.position(i) == SLOTS[i]
            assert tray.shown_faces[i] == 5
    assert tray.faces == (5, 2, 5, 6, 5, 5)


# The hit test finds the die drawn at a point, and nothing while rolling.
def test_hit_test() -> None:
    tray = make_tray()
    assert tray.die_at(SLOTS[3]) == 3
    assert tray.die_at((SLOTS[3][0] + SIZE * 0.45, SLOTS[3][1] - SIZE * 0.45)) == 3
    assert tray.die_at((SLOTS[3][0] + SIZE * 0.6, SLOTS[3][1])) is None
    assert tray.die_at((10, 10)) is None
    tray.roll([3], [6], random.Random(1))
    assert tray.die_at(SLOTS[0]) is None
    tray.skip()
    tray.move_to(3, (500, 450), duration=0.2)
    run(tray, 0.3)
    assert tray.die_at((500, 450)) == 3
    assert tray.die_at(SLOTS[3]) is None


# The die actually drawn under the hit-test point is the one reported.
def test_hit_test_matches_pixels() -> None:
    tray = make_tray(faces=[1, 1, 1, 1, 1, 1])
    screen = pygame.Surface((1000, 600))
    screen.fill(FELT)
    tray.draw(screen)
    x, y = SLOTS[2]
    assert screen.get_at((int(x + SIZE * 0.3), int(y - SIZE * 0.3)))[:3] != FELT
    assert tray.die_at((x + SIZE * 0.3, y - SIZE * 0.3)) == 2
    assert screen.get_at((int(x + 60), int(y - 45)))[:3] == FELT
    assert tray.die_at((x + 60, y - 45)) is None


# A held die glides smoothly to its new place instead of jumping.
def test_move_to_glides() -> None:
    tray = make_tray()
    tray.set_state(1, held=True)
    tray.move_to(1, (320.0, 460.0), duration=0.2)
    tray.update(0.1)
    x, y = tray.position(1)
    assert SLOTS[1][1] < y < 460.0
    run(tray, 0.2)
    assert tray.position(1) == (320.0, 460.0)
    assert tray.state(1) is Look.HELD


# A refused die shakes sideways for about 0.3 s and comes back to rest.
def test_shake_returns_to_rest() -> None:
    tray = make_tray()
    tray.shake(2)
    xs = []
    for _ in range(20):
        tray.update(1 / 60)
        xs.append(tray.position(2)[0])
        assert tray.position(2)[1] == SLOTS[2][1]
    assert max(abs(x - SLOTS[2][0]) for x in xs) > SIZE * 0.05
    assert tray.position(2) == SLOTS[2]
    assert tray.state(2) is Look.NORMAL


# States pick the look; refusal shows while shaking.
def test_states() -> None:
    tray = make_tray()
    tray.set_state(0, hovered=True)
    tray.set_state(1, held=True)
    tray.set_state(2, dimmed=True)
    tray.shake(3)
    assert [tray.state(i) for i in range(4)] == [Look.HOVERED, Look.HELD, Look.DIMMED, Look.REFUSED]
    tray.set_state(0, hovered=False)
    assert tray.state(0) is Look.NORMAL


# The widget refuses nonsense instead of inventing values.
def test_bad_input() -> None:
    tray = make_tray()
    with pytest.raises(ValueError):
        tray.roll([0, 1], [3], random.Random(1))
    with pytest.raises(ValueError):
        tray.roll([0], [7], random.Random(1))
    with pytest.raises(IndexError):
        tray.roll([6], [1], random.Random(1))
    with pytest.raises(ValueError):
        render_die(0, 40)


# Each face has its pip count, drawn as separate dark blobs, at small and large sizes.
@pytest.mark.parametrize("size", [40, 64, 100, 160])
def test_pip_counts(size: int) -> None:
    for face in range(1, 7):
        assert len(PIP_LAYOUT[face]) == face
        surf = render_die(face, size)
        assert surf.get_size() == (canvas_side(size), canvas_side(size))
        assert count_blobs(surf, PIP_DARK, 40) == face


# Every look renders at every size, with an opaque ivory centre area where there is no pip.
@pytest.mark.parametrize("size", [40, 77, 120, 160])
def test_all_looks_render(size: int) -> None:
    cache = FaceCache()
    for look in Look:
        surf = cache.face(2, size, look)
        c = canvas_side(size) // 2
        r, g, b, a = surf.get_at((c + size // 4, c + size // 4))  # empty ivory area
        assert a == 255
        if look is not Look.DIMMED:
            assert abs(r - IVORY_MID[0]) < 30 and abs(b - IVORY_MID[2]) < 40
        corner = surf.get_at((0, 0))
        assert corner.a < 40  # the glow fades out inside the margin


# Drawing a tray mid-roll and at rest works at die sizes from 40 to 160 px.
@pytest.mark.parametrize("size", [40, 90, 160])
def test_draw_mid_roll(size: int) -> None:
    tray = DiceTray(6)
    tray.layout(pygame.Rect(0, 0, 1200, 700), [(150 + 180 * i, 350) for i in range(6)], size)
    screen = pygame.Surface((1200, 700))
    tray.roll(range(6), [1, 2, 3, 4, 5, 6], random.Random(0))
    tray.update(0.2)
    screen.fill(FELT)
    tray.draw(screen)
    assert pygame.mask.from_threshold(screen, (*FELT, 255), (2, 2, 2, 255)).count() < 1200 * 700
    tray.skip()
    screen.fill(FELT)
    tray.draw(screen)
    assert screen.get_at((150, 350))[:3] != FELT
