"""The menu's top uses its felt: beside the hero, the chosen game's record and the games
played, as two chips in the bands that stood empty, clear of the hero and of the cards."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_hero_is_flanked_by_the_record_and_the_games_played(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        left, right = menu.chip_rects()
        hero = menu.hero().rect
        cards = menu.yams_button.rect.union(menu.farkle_button.rect)
        assert left.right < hero.left and right.left > hero.right
        assert left.left >= cards.left and right.right <= cards.right
        assert left.w >= hero.w * 0.3 and right.w >= hero.w * 0.3
        for chip in (left, right):  # (hM41: the hero and its chips under the cards, A40)
            assert chip.top > max(c.rect.union(c.body_rect()).bottom for c in (
                menu.yams_button, menu.farkle_button)) + 4
        frame = recorded_frame(menu, size)
        inside = [t.text for t in frame.texts if left.contains(t.rect) or right.contains(t.rect)]
        # hM40: a first start's chips invite (the A32 critic read a bare "0" and "încă
        # niciunul" as saying nothing); the promise of the words is pinned below
        assert "Record Yams" in inside and "Stabilește-l tu" in inside
        # round 50 (critic A41: "Prima partidă / te așteaptă" said nothing): who can play
        assert "Jucători" in inside and "1–6 + Calculatorul" in inside
        # a record of the chosen game, then the other game chosen: its record
        app.store.add_highscore("yams", "Ana", 287)
        menu.enter()
        app.step(FRAME)
        frame = recorded_frame(menu, size)
        assert "287 · Ana" in [t.text for t in frame.texts if left.contains(t.rect)]
        menu.choose("farkle")
        frame = recorded_frame(menu, size)
        said = [t.text for t in frame.texts if left.contains(t.rect)]
        assert "Record 10 000" in said and "Stabilește-l tu" in said
    finally:
        app.close()


@pytest.mark.parametrize("saved", [False, True])
def test_a_first_starts_chips_invite_and_never_say_a_bare_nothing(tmp_path, saved):
    """On a first start (and during the first game) the chips say something inviting and
    true, never "0" or "încă niciunul"; once games were played, the count and the record
    to beat."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        if saved:
            menu.saved_kind = "yams"
            menu.continue_button.visible = True
            menu.tie_hero()
        app.step(FRAME)
        words = [w for chip in menu.chips for w in (chip.label, chip.value)]
        assert "0" not in words and "încă niciunul" not in words
        # hM41 (critic A40: the saved game said twice): with a game saved its card says how it
        # stands, the games' chip gives its place to "Partidă nouă"
        if saved:
            assert "în curs" not in words and len(menu.chips) == 1
        else:  # (round 50: who can play, not "te așteaptă", critic A41)
            assert "1–6 + Calculatorul" in words
        app.stats.data.games_played = lambda: 3
        app.store.add_highscore("yams", "Ana", 287)
        menu.tie_hero()
        words = [w for chip in menu.chips for w in (chip.label, chip.value)]
        assert "287 · Ana" in words
        assert saved or ("Partide jucate" in words and "3" in words)
    finally:
        app.close()
