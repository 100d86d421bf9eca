"""Scoruri as a screen critic judged it: the empty board's sentence whole on lines of its own,
medals inside their rows, the key to the lit row said once, rows large enough at 1920×1080."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import FRAME, button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _open(tmp_path, monkeypatch, size, scores=()):
    """Scoruri over ``scores`` (kind, name, score, day); return (app, scene, texts drawn
    with their size and place, medal rects)."""
    import game.scenes.scores as module

    store = Storage(tmp_path)
    for kind, name, score, day in scores:
        store.add_highscore(kind, name, score, turns=20 if kind == "farkle" else None,
                            target=10_000 if kind == "farkle" else None,
                            date=f"2026-05-{day:02d}T20:00:00")
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    scene = app.manager.top
    texts: list[tuple[str, int, tuple[int, int]]] = []
    medals: list = []
    real_text, real_medal = module.draw_text, module.draw_medal

    def text(surface, t, size_, colour, pos, *args, **kwargs):
        texts.append((t, size_, pos))
        return real_text(surface, t, size_, colour, pos, *args, **kwargs)

    def medal(surface, place, centre, height):
        rect = real_medal(surface, place, centre, height)
        medals.append(rect)
        return rect

    monkeypatch.setattr(module, "draw_text", text)
    monkeypatch.setattr(module, "draw_medal", medal)
    app.step(FRAME)
    return app, scene, texts, medals


# test_the_empty_boards_sentence_is_whole_and_shares_no_line_with_a_place:
# retired by hS67 (ruling S4 reversed its promise: an empty board beside another says no
# sentence, its ten places wordless, places 4-10 ghost rows); the new promise:
# tests/test_scores_boards_match.py::test_an_empty_board_shows_its_ten_places_wordless.

# test_medals_stay_inside_their_rows:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

# test_the_lit_row_is_tagged_new_once_on_its_row:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

def test_rows_are_large_at_1920(tmp_path, monkeypatch):
    scores = [("yams", f"P{i}", 300 - i, i + 1) for i in range(10)]
    app, scene, texts, _ = _open(tmp_path, monkeypatch, (1920, 1080), scores)
    try:
        rows = scene.drawn_rows["yams"]
        # hS32 (the podium's medal cards over compact rows) reverses the 44 px plain rows:
        # places 4-10 keep 36 px, the podium's cards far taller
        assert len(rows) == 10 and all(row.h >= 36 for row in rows), [r.h for r in rows]
        assert all(row.h > 3 * rows[-1].h for row in rows[:3])
        names = [size for t, size, _ in texts if t.startswith("P")]
        assert len(names) == 7 and min(names) >= 28  # places 4-10 (hS32: the first three on
        # cards, drawn by game.scenes.scores_podium)
        assert rows[-1].bottom < scene.back_button.rect.top
    finally:
        app.close()


# test_the_first_three_rows_are_podium_steps_with_big_medals:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

def test_two_boards_of_a_few_scores_each_say_their_score_to_beat_alone(tmp_path, monkeypatch):
    # (hS25: the free places are numbered lines, so no "Locurile 3–10 sunt libere" sentence
    # repeats what they show: each board's foot names its own score to beat)
    # (hS33, critic A31: a board with free places says any score gets in, "on the podium"
    # under three scores, "in the top 10" past them: three on Yams, two on 10 000, so the
    # two feet differ and each is said once)
    scores = [("yams", "Ana", 231, 1), ("yams", "Dan", 200, 2), ("yams", "Ion", 180, 5),
              ("farkle", "Irina", 10_450, 3), ("farkle", "Ion", 10_050, 4)]
    app, scene, texts, _ = _open(tmp_path, monkeypatch, (1920, 1080), scores)
    try:
        said = [t for t, *_ in texts]
        # hS66 named a short board's next place on a teaser ("Locul 4 te așteaptă"); hS67
        # (ruling S4, reversing it): no words over the free places, their ghost rows show
        teasers = [t for t in said if t.startswith("Locurile") or t.startswith("Locul ")]
        assert teasers == [], teasers
        assert [n for n, _ in scene.free_lines["yams"]][:1] == ["4."]
        # hS63 (critic A61, reversing hS33/hS51's "urcă pe podium" on a next place's card):
        # each board of one to three scores says "Orice scor intră în top 10" once, in its
        # fourth row (tests/test_scores_few_entries.py)
        # hS64 (the lead engineer's ruling, reversing hS63's line on each board): both boards
        # short, it is said once, on a card under both (tests/test_scores_few_bands.py)
        # hS65 (critic A64, reversing hS64: the card under both read as no one's): each
        # board says it once, on its own card (tests/test_scores_own_invitations.py)
        # hS66: "Orice scor intră în top 10" is the screen's own subtitle, said once
        # (tests/test_scores_own_invitations.py)
        assert said.count(app.tr("scores.any_board")) == 0, said  # (not in the boards)
        assert scene.page_aim() == app.tr("scores.any_board")
        assert scene.page_aim_rect is not None
        assert scene.page_aim_rect.bottom <= min(p.top for p in scene.panels.values())
    finally:
        app.close()


# test_the_turns_column_wears_the_dates_colour_on_every_row:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.
