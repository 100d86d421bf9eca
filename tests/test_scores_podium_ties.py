"""Scores' podium, critic A31: tied scores share their place visibly (the same step height
and medal, marked "=2"), the free room says any score gets in while the board has free
places, and one medal size on both boards at a window size, every card keeping its date."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _scores(tmp_path, size, yams, farkle):
    """Scores opened on boards holding ``yams`` and ``farkle`` scores, best first."""
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


def _drawn(monkeypatch, scene, surface):
    """Draw ``scene``; return the podium's medals (place, height) and its words."""
    from game.scenes import scores_podium
    medals, words = [], []
    real_medal, real_text = scores_podium.draw_medal, scores_podium.draw_text

    def medal(surface, place, centre, height, tied=False):
        medals.append((place, height))
        if tied:  # (hS51: a tied card's "=2" is on its medal)
            words.append(f"={place}")
        return real_medal(surface, place, centre, height, tied=tied)

    def text(surface, words_, *args, **kwargs):
        words.append(words_)
        return real_text(surface, words_, *args, **kwargs)

    monkeypatch.setattr(scores_podium, "draw_medal", medal)
    monkeypatch.setattr(scores_podium, "draw_text", text)
    scene.draw(surface)
    return medals, words


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_tied_place_stands_as_high_as_its_twin(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [287, 231, 198], [10_450, 10_050, 10_050])
    try:
        medals, words = _drawn(monkeypatch, scene, app.screen)
        first, second, third = scene.drawn_rows["farkle"][:3]
        assert third.h == second.h < first.h, (second, third)  # shared place, one height
        assert [p for p, _ in medals[3:]] == [1, 2, 2]
        assert words.count("=2") == 2  # both tied cards say they share it
        a, b, c = scene.drawn_rows["yams"][:3]
        assert a.h > b.h > c.h and "=3" not in words  # no tie: a plain podium
    finally:
        app.close()


@pytest.mark.parametrize("held", [1, 2, 5, 9])
def test_a_board_with_free_places_says_any_score_gets_in(tmp_path, held):
    scores = [300 - 7 * i for i in range(held)]
    app, scene = _scores(tmp_path, (1366, 768), scores, [10_000])
    try:
        scene.draw(app.screen)
        # (hS63, critic A61: one invitation at every count, "Orice scor intră în top 10")
        assert scene.page_aim() == app.tr("scores.any_board")  # (the screen's
        # subtitle says it once for both boards)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_one_medal_size_on_both_podiums_and_every_date_kept(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [312, 287, 254, 254, 231, 219, 198, 187, 176, 143],
                         [10_450, 10_050])
    try:
        medals, words = _drawn(monkeypatch, scene, app.screen)
        assert len(medals) == 5
        assert len({h for _, h in medals}) == 1, medals  # one medal size side by side
        dates = [w for w in words if "2026" in w]
        assert len(dates) == 4, words  # every card keeps its date, but the tie's card
        assert app.tr("scores.tied_places", first=3, last=4) in words  # says its places
        # (amended round 81, S98 5.: "Locurile 3–4", the list reading on at 5.; hS28 said
        # "2 scoruri egale")
    finally:
        app.close()
