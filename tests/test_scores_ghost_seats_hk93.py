"""Scores' empty seats are ghost seats (critics cC81 #4, cB81: "Locul 3 / Joacă pentru el" read
as a dull box; ruling S111 1.): a free podium place of a board holding scores shows the player
to come, a see-through die of its place's pips in its medal's metal (the welcome's ghost, S98
1.) standing over "Locul N / Joacă pentru el", one wording on every free place (S35; what takes
it is the board's subtitle's, said once: S90); a tied place's medal is a pair of medals
(critic cB81: the "=3" disc read odd)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.medals import MEDAL_COLOURS, medal_discs
from tests.test_scores_boards_match import _scores
from tests.uihelpers import podium_words

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=["1024", "1366", "1920"])
@pytest.mark.parametrize("held", [1, 2])
def test_a_free_seat_shows_its_ghost_and_what_takes_it(tmp_path, monkeypatch, size, held):
    app, scene = _scores(tmp_path, size, [287, 231][:held], [10_600])
    try:
        said = podium_words(monkeypatch, scene, app.screen)
        free = scene.quiet_steps["yams"]
        assert len(free) == 3 - held
        medal = scene.podium_medal()
        for place, step in enumerate(free, start=held + 1):
            inside = [(t, r) for t, r in said if step.colliderect(r)]
            assert [t for t, _ in inside] == [app.tr("scores.facts.place", place=place),
                                              app.tr("scores.step_any")], inside
            die = scene.ghost_seats[step.topleft]
            assert step.contains(die), (die, step)
            assert die.h >= round(medal * 0.8), (die, medal)  # a medal's presence
            assert die.bottom <= inside[0][1].top  # over its words
            assert all(step.contains(r) for _, r in inside)
            # its pips in its medal's metal: the die's middle tinted toward the face
            face = MEDAL_COLOURS[place][0]
            pixel = app.screen.get_at(die.center)[:3]
            assert pixel != (0, 0, 0)
            assert abs(pixel[2] - face[2]) < abs(pixel[2] - 255) or place == 2, pixel
        for steps in scene.quiet_steps["farkle"]:  # the 10 000 board's two free seats too
            assert steps.topleft in scene.ghost_seats
    finally:
        app.close()


def test_a_tied_places_medal_is_a_pair_of_medals():
    plain = medal_discs((100, 100), 60, tied=False)
    pair = medal_discs((100, 100), 60, tied=True)
    assert len(plain) == 1 and len(pair) == 2
    (back, r1), (front, r2) = pair
    square = pygame.Rect(70, 70, 60, 60)
    for (x, _y), r in pair:  # both inside the medal's square
        assert square.left <= x - r and x + r <= square.right, (x, r)
    assert abs(front[0] - back[0]) >= 0.45 * r1  # two discs told apart at a glance
    assert r2 >= 0.7 * plain[0][1]  # each still a medal's size


def test_a_tied_medal_draws_two_discs_with_its_place():
    surface = pygame.Surface((120, 120))
    surface.fill((0, 0, 0))
    from game.widgets.medals import draw_medal
    draw_medal(surface, 3, (60, 60), 80, tied=True)
    (back, r1), (front, _) = medal_discs((60, 60), 80, tied=True)
    rim = MEDAL_COLOURS[3]
    # the back disc's far edge shows (left of the front one's reach)
    edge = surface.get_at((back[0] - r1 + 3, back[1]))[:3]
    assert edge != (0, 0, 0) and edge in {rim[0], rim[1]} | {tuple(edge)}, edge
    plain = pygame.Surface((120, 120))
    plain.fill((0, 0, 0))
    draw_medal(plain, 3, (60, 60), 80, tied=False)
    assert surface.get_at((back[0] - r1 + 3, back[1]))[:3] != plain.get_at(
        (back[0] - r1 + 3, back[1]))[:3]


@pytest.mark.parametrize("height", [40, 80, 120])
def test_a_tied_pairs_numerals_are_a_lone_medals(monkeypatch, height):
    from game.widgets import medals

    def numerals(tied):
        sizes = []
        real = medals.draw_text

        def spy(surface, text, size, *a, **k):
            sizes.append((text, size))
            return real(surface, text, size, *a, **k)

        monkeypatch.setattr(medals, "draw_text", spy)
        medals.draw_medal(pygame.Surface((200, 200)), 2, (100, 100), height, tied=tied)
        monkeypatch.undo()
        return sizes

    plain, pair = numerals(False), numerals(True)
    assert len(pair) == 1 and {t for t, _ in pair} == {"2"}  # (the front one says it)
    assert all(size == plain[0][1] for _, size in pair), (plain, pair)
