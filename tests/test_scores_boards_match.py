"""Scores' two boards match (hS40, critic A32: "the two podiums at different sizes", "'=3'
~12 px", "'Loc liber' empty third", "'Orice scor urcă pe podium' said by both boards"): both
podiums one size whatever each board holds; a tie's mark read at a glance (its line ≥ 20 px
at 1024×600); a free place a card of the same size with its medal's outline, "Loc liber" and
what to do ("joacă o partidă"); a hint both boards would say said once for the page."""

from __future__ import annotations

import pytest

from game.scenes import scores, scores_aim, scores_board_card, scores_invite, scores_podium
from game.storage.store import Storage
from game.widgets import medals
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _scores(tmp_path, size, yams, farkle):
    store = Storage(tmp_path)
    for i, score in enumerate(yams):
        store.add_highscore("yams", f"Y{i}", score, date=f"2026-05-{i + 1:02d}T20:00:00")
    for i, score in enumerate(farkle):
        store.add_highscore("farkle", f"F{i}", score, turns=20, target=10_000,
                            date=f"2026-04-{i + 1:02d}T20:00:00")
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    return app, app.manager.top


def _said(monkeypatch, scene, surface):
    """Draw ``scene``; every text drawn (scene and podium): (words, size, rect)."""
    said = []
    for module in (scores, scores_aim, scores_podium, medals, scores_invite,  # (hS67:
                   scores_board_card):  # (round 74: an empty board's card)
        # scores_few's card retired by ruling S4; round 70: the free places' band)
        real = module.draw_text

        def spy(surface_, text, size, *a, _real=real, **k):
            rect = _real(surface_, text, size, *a, **k)
            said.append((text, size, rect))
            return rect

        monkeypatch.setattr(module, "draw_text", spy)
    scene.draw(surface)
    monkeypatch.undo()
    return said


BOARDS = [
    ([312, 287, 254, 254, 231, 219, 198, 187, 176, 143], [10_450, 10_050]),  # scores_filled
    ([287, 231], [10_450]),
    ([312, 287, 254, 231, 219], [10_450, 10_050, 9_000]),
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("boards", BOARDS)
def test_both_podiums_are_one_size(tmp_path, size, boards):
    app, scene = _scores(tmp_path, size, *boards)
    try:
        scene.draw(app.screen)
        steps = {}
        for kind in ("yams", "farkle"):
            rows = scene.drawn_rows[kind][:3]
            free = [rect for n, rect in scene.free_lines[kind] if int(n.rstrip(".")) <= 3]
            steps[kind] = sorted((r.w, r.bottom - r.top) for r in rows + free)
        yams, farkle = steps["yams"], steps["farkle"]
        # (hS51, critic A50: a board shows its places won and one next place, so the boards
        # may show different counts of cards: every card one width on both)
        assert len({w for w, _ in yams + farkle}) == 1, steps
        assert max(h for _, h in yams) == max(h for _, h in farkle), steps
    finally:
        app.close()


def test_a_tie_mark_reads_at_a_glance_at_1024(tmp_path, monkeypatch):
    app, scene = _scores(tmp_path, (1024, 600), *BOARDS[0])
    try:
        said = _said(monkeypatch, scene, app.screen)
        cards = scene.drawn_rows["yams"][:3]
        # (hS41, critic A40: the tied list row wears the card's "=3" too, at its row's size;
        # the card's mark is the one read at a glance. hS51, critic A50: the card's "=3" is
        # on its medal, which rises over the card's edge (a pill beside it said the place
        # twice and ran into its ribbon): as big as the other medals' numerals)
        # (round 82, hK93, ruling S111 2.: the tie is a pair of medals, the front saying 3)
        marks = [(size, rect) for text, size, rect in said
                 if text == "3" and cards[2].collidepoint(rect.center)]
        assert marks, "no tie mark"
        numerals = [size for text, size, rect in said if text in ("1", "2")
                    and any(card.collidepoint(rect.center) for card in cards)]
        assert numerals and all(size >= max(numerals) for size, _ in marks), (marks, numerals)
        assert all(rect.h >= 18 for _, rect in marks), marks
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_board_shows_its_ten_places_wordless(tmp_path, monkeypatch, size):
    # hS63 (critic A61: ghost slots): a board of one to three scores keeps its free steps
    # wordless (tests/test_scores_few_entries.py); hS65 put an empty board's sentence on a
    # card under them; hS67 (ruling S4, reversing that card): an empty board beside another
    # shows its ten places, its steps wordless numbers, places 4-10 ghost rows, no card
    app, scene = _scores(tmp_path, size, [287, 231], [])
    try:
        said = _said(monkeypatch, scene, app.screen)
        assert [n for n, _ in scene.free_lines["farkle"]] == [f"{p}." for p in range(4, 11)]
        for step in scene.quiet_steps["farkle"]:
            inside = [text for text, _, rect in said if step.contains(rect)]
            assert all(text.isdigit() for text in inside), inside  # its number only
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_hint_both_boards_would_say_is_said_once(tmp_path, monkeypatch, size):
    # (hS51, critic A50: "Orice scor urcă pe podium" now said on each board's next place
    # card, in every state; the hint both boards would say under their podiums is the top
    # 10's: said once for the page)
    app, scene = _scores(tmp_path, size, [287, 231, 200, 150], [10_450, 10_050, 9_000, 8_000])
    try:
        said = [text for text, _, _ in _said(monkeypatch, scene, app.screen)]
        hint = app.tr("scores.any_board")
        assert " ".join(said).count(hint) == 1, said
        boards = [scene.panels[kind] for kind in ("yams", "farkle")]
        assert scene.page_aim_rect is not None
        assert not any(scene.page_aim_rect.colliderect(b) for b in boards)
        assert scene.page_aim_rect.bottom <= scene.back_button.rect.top
    finally:
        app.close()
