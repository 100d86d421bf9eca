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


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_empty_boards_sentence_is_whole_and_shares_no_line_with_a_place(
        tmp_path, monkeypatch, size):
    # (an empty board beside one holding a score: with no score anywhere the screen is one
    # empty state since hS22, tests/test_scores_nothing_yet.py)
    app, scene, texts, _ = _open(tmp_path, monkeypatch, size, [("farkle", "Ion", 10_050, 1)])
    try:
        said = {kind: scene.invitation(kind) for kind in ("yams", "farkle")}
        assert said["yams"] != said["farkle"]  # two empty boards never say the same thing
        for kind in ("yams",):
            sentence = said[kind]
            panel = scene.panels[kind]
            lines = [(t, pos) for t, _, pos in texts if t and t in sentence
                     and panel.collidepoint(pos) and pos[1] > scene.heading_row.bottom]
            assert " ".join(t for t, _ in lines) == sentence  # whole, never cut
            places = [pos for t, _, pos in texts
                      if t.rstrip(".").isdigit() and t.endswith(".") and panel.collidepoint(pos)]
            line_h = scene.row_height()
            assert all(abs(p[1] - pos[1]) >= line_h // 2 for p in places for _, pos in lines)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_medals_stay_inside_their_rows(tmp_path, monkeypatch, size):
    scores = [("yams", name, score, day) for name, score, day in
              (("Ana", 250, 3), ("Dan", 300, 1), ("Ion", 240, 2), ("Eva", 199, 9))]
    app, scene, _, medals = _open(tmp_path, monkeypatch, size, scores)
    try:
        rows = scene.drawn_rows["yams"]
        assert len(medals) == 3
        for medal, row in zip(medals, rows, strict=False):
            assert medal.top > row.top and medal.bottom < row.bottom, (medal, row)
    finally:
        app.close()


def test_the_lit_row_is_tagged_new_once_on_its_row(tmp_path, monkeypatch):
    # the newest score says itself on its row ("NOU" after its name), not in a key under the
    # boards whose small swatch had to be matched to a ring
    scores = [("yams", "Ana", 250, 3), ("farkle", "Dan", 10_450, 4)]
    app, scene, texts, _ = _open(tmp_path, monkeypatch, (1366, 768), scores)
    try:
        assert scene.latest("yams") is None and scene.latest("farkle") == 0  # one newest
        said = [t for t, _, _ in texts]
        assert "Cel mai nou scor intrat în clasament" not in said  # no key under the boards
        assert said.count(app.tr("scores.new")) == 1
        row = scene.drawn_rows["farkle"][0]
        assert scene.tag_rect is not None and row.contains(scene.tag_rect)
    finally:
        app.close()


def test_rows_are_large_at_1920(tmp_path, monkeypatch):
    scores = [("yams", f"P{i}", 300 - i, i + 1) for i in range(10)]
    app, scene, texts, _ = _open(tmp_path, monkeypatch, (1920, 1080), scores)
    try:
        rows = scene.drawn_rows["yams"]
        # a plain row keeps 44 px: the podium's steps shrink first (they stay the taller)
        assert len(rows) == 10 and all(row.h >= 44 for row in rows), [r.h for r in rows]
        assert all(row.h > rows[-1].h for row in rows[:3])
        names = [size for t, size, _ in texts if t.startswith("P")]
        assert len(names) == 10 and min(names) >= 28
        assert rows[-1].bottom < scene.back_button.rect.top
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_first_three_rows_are_podium_steps_with_big_medals(tmp_path, monkeypatch, size):
    # the medals are the board's art, not a dot in a plain row: each podium row is taller
    # than a plain one (the step gives up height before a plain row shrinks under 44 px at
    # 1920) and its medal, ribbon and all, at least a plain row across
    scores = [("yams", name, score, day) for name, score, day in
              (("Ana", 250, 3), ("Dan", 300, 1), ("Ion", 240, 2), ("Eva", 199, 9),
               ("Radu", 150, 4))]
    app, scene, _, medals = _open(tmp_path, monkeypatch, size, scores)
    try:
        rows = scene.drawn_rows["yams"]
        plain = scene.row_height()
        assert len(medals) == 3 and rows[3].h == rows[4].h == plain
        for medal, row in zip(medals, rows, strict=False):
            assert row.h >= plain * 1.1 and medal.h >= plain, (medal, row, plain)
        panel = scene.panels["yams"]
        assert panel.bottom < scene.back_button.rect.top  # the taller rows still fit
    finally:
        app.close()


def test_two_boards_of_a_few_scores_each_say_their_score_to_beat_alone(tmp_path, monkeypatch):
    # (hS25: the free places are numbered lines, so no "Locurile 3–10 sunt libere" sentence
    # repeats what they show: each board's foot names its own score to beat)
    scores = [("yams", "Ana", 231, 1), ("yams", "Dan", 200, 2),
              ("farkle", "Irina", 10_450, 3), ("farkle", "Ion", 10_050, 4)]
    app, scene, texts, _ = _open(tmp_path, monkeypatch, (1920, 1080), scores)
    try:
        assert scene.invited == {}
        said = [t for t, *_ in texts]
        assert not [t for t in said if t.startswith("Locurile") or t.startswith("Locul ")]
        whole = " ".join(said)  # (hS30: the aim large, on two lines where it must wrap)
        assert whole.count(scene.aimed["yams"]) == 1 and whole.count(scene.aimed["farkle"]) == 1
        assert scene.aimed["yams"] != scene.aimed["farkle"]
    finally:
        app.close()


def test_the_turns_column_wears_the_dates_colour_on_every_row(tmp_path, monkeypatch):
    # "Ture", like "Data", is what is known beside a score: one muted colour down the column
    # (never gold on the best row and cream under it)
    import game.scenes.scores as module
    from game import theme

    store = Storage(tmp_path)
    for day, (name, score) in enumerate([("Irina", 10_450), ("Dan", 10_050)], start=3):
        store.add_highscore("farkle", name, score, turns=20 + day, target=10_000,
                            date=f"2026-11-{day:02d}T18:40:00")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        colours: dict[str, tuple] = {}
        real = module.ScoresScene._cell

        def cell(surface, text, size, colour, *a, **k):
            colours[text] = tuple(colour)
            return real(surface, text, size, colour, *a, **k)

        monkeypatch.setattr(module.ScoresScene, "_cell", staticmethod(cell))
        app.manager.top.draw(app.screen)
        assert colours["23"] == colours["24"] == tuple(theme.MUTED), colours
        assert colours["23"] == colours[app.manager.top.short_date("2026-11-03T18:40:00")]
    finally:
        app.close()
