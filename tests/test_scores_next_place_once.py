"""Scores with few records (critic A50, scores_one_game at 1366x768: five of six podium slots
identical "Loc liber / joacă o partidă" ghosts): a board shows the places won and at most one
"next place" card, that said any score climbs the podium. Since hS65 (critic A64: said
beside an empty board's sentence, twice in one panel) every free step is wordless, its
number only; the cards shown stand centred on their board."""

from __future__ import annotations

import pytest

from game.scenes import scores_podium
from tests.test_scores_boards_match import _scores

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
BOARDS = [([231], []), ([287, 231], [10_450, 10_050]),
          ([312, 287, 254, 254, 231, 219, 198, 187, 176, 143], [10_450, 10_050]), ([], [10_450])]


def _drawn(monkeypatch, scene, surface):
    """Draw ``scene``: the free steps drawn (rect, words; hS65: none speaks, so none) and
    every text (words, rect)."""
    free, said = [], []
    real_text = scores_podium.draw_text

    def text_spy(surface_, text, size, *a, **k):
        rect = real_text(surface_, text, size, *a, **k)
        said.append((text, rect))
        return rect

    monkeypatch.setattr(scores_podium, "draw_text", text_spy)
    scene.draw(surface)
    monkeypatch.undo()
    return free, said


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("boards", BOARDS)
def test_a_board_shows_its_places_and_wordless_free_steps_centred(
        tmp_path, monkeypatch, size, boards):
    app, scene = _scores(tmp_path, size, *boards)
    try:
        free, said = _drawn(monkeypatch, scene, app.screen)
        for kind, held in zip(("yams", "farkle"), boards, strict=True):
            panel = scene.panels[kind]
            # hS63 (critic A61: ghost slots): a board's free steps wordless; hS65 (critic
            # A64, reversing hS51's next place's card "Loc liber · Orice scor urcă pe
            # podium" on an empty board: said beside its card's sentence, twice in one
            # panel): an empty board's steps wordless too, its number only
            # hS28 (critic K72, "no empty third"): a board holding scores has its free
            # steps say their place and what takes it; an empty board's stay numbers only
            for place, step in enumerate(scene.quiet_steps[kind], start=len(held) + 1):
                inside = [t for t, r in said if step.contains(r)]
                if held:
                    assert inside[:1] == [app.tr("scores.facts.place", place=place)], inside
                else:
                    assert all(t.isdigit() for t in inside), (kind, inside)
            assert [words for rect, words in free if panel.contains(rect)] == []
            # (critic A51: a lone record's pair stood lopsided; its podium is now whole, its
            # third place a wordless step: the three centred, tests/test_scores_lone_record.py)
            cards = (scene.drawn_rows[kind][:min(3, len(held))] + scene.quiet_steps[kind])
            if cards:  # the cards shown centred on the board
                left, right = min(c.left for c in cards), max(c.right for c in cards)
                inner_mid = panel.centerx
                assert abs((left + right) / 2 - inner_mid) <= 2, (kind, cards, panel)
        aim = scene.page_aim_rect  # (nothing said under the boards; hS66: the screen's
        assert aim is None or aim.bottom <= min(  # own subtitle over them)
            p.top for p in scene.panels.values())
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_empty_states_words_keep_off_their_cards_borders(tmp_path, monkeypatch, size):
    # (critic A50, scores_empty at 1024x600: "joacă o partidă" touched its cards' borders;
    # since critic A51 the steps hold their numbers only, kept inside them likewise)
    app, scene = _scores(tmp_path, size, [], [])
    try:
        _, said = _drawn(monkeypatch, scene, app.screen)
        steps = scene.empty_steps
        assert len(steps) == 3
        air = max(4, scene.px(8))
        for step in steps:
            words = [(t, r) for t, r in said if step.colliderect(r)]
            assert words, step
            for text, rect in words:
                assert step.inflate(-2 * air, -2 * air).contains(rect), (text, rect, step)
    finally:
        app.close()
