"""Settings, the last rough edges (hM40, after the A32 critic: "the Audio card's empty band;
the tips row unexplained"; keys in prose): the tips row says what its choice does like the
other rows that change a game; the tips sit with the sound (the two cards of the bottom row
hold as much, so neither shows an empty band); the keys F11 and M stand as keycaps on the rows
they switch, not as words in a caption."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.settings import SettingsScene
from tests.settings_row_short import GROUPINGS, group
from tests.uihelpers import FRAME, make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _open(app) -> SettingsScene:
    scene = SettingsScene(app)
    app.manager.push(scene, fade=False)
    app.step(FRAME)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_tips_row_says_what_its_choice_does(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        recorded_frame(scene, size)
        value = "true" if app.settings.coach_marks else "false"
        words, line, _ = scene.explained["coach_marks"]
        assert words == app.tr(f"settings.explain.coach_marks.{value}")
        assert any(p.contains(line) for p in scene.group_panels)
    finally:
        app.close()


@pytest.mark.parametrize("grouping", GROUPINGS)  # (hM69: the sound card now as full)
@pytest.mark.parametrize("size", SIZES)
def test_no_card_shows_an_empty_band(tmp_path, size, grouping, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        group(monkeypatch, grouping)
        scene = _open(app)
        frame = recorded_frame(scene, size)
        widgets = [w.rect for _, w in scene.rows]
        for panel in scene.group_panels:
            inside = sorted((r.top, r.bottom) for r in
                            [t.rect for t in frame.texts if panel.contains(t.rect)]
                            + [r for r in widgets if panel.contains(r)])
            edge, band = inside[0][1], 0
            for top, bottom in inside[1:]:
                band = max(band, top - edge)
                edge = max(edge, bottom)
            band = max(band, panel.bottom - edge - scene.px(28))  # (the card's own pad)
            # (changed on purpose, hM51, critic A50: "Ce auzi la masă" stood ~40 % empty
            # beside "Calculatorul", a row short of it; hM41's exemption for it is gone) each
            # card as tall as its rows, the column of fewer rows giving them a little more air
            air = scene.row_air[scene.group_panels.index(panel)]  # (under its last row too)
            # (changed on purpose, hM60, critic A51: the cards side by side are now level,
            # tests/test_settings_cards_level.py, so a card a row short of its neighbour
            # spreads up to a row's pitch between its rows: no band past that air)
            # (changed on purpose, hM68, critic A67: a row's line reads with its row, the air
            # to the next row twice its own, tests/test_settings_row_blocks.py) no band past
            # that air between two rows' blocks, or the card's own pad
            tall = min(w.rect.h for _, w in scene.rows)
            between = scene.block_gap(tall) + round(tall * 0.25) + 2  # (its row's slack)
            assert band <= max(scene.px(32), between) + air, (size, panel, band, air)
            # (hM68: the spare is one neighbour's row and its air, the two rows level with
            # the neighbour's first and last)
            assert air <= scene.px(theme.ROW_HEIGHT) + scene.explain_step() + between, (
                size, air)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_f11_and_m_are_keycaps_on_their_rows(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _open(app)
        frame = recorded_frame(scene, size)
        rows = {w.name: w.rect for _, w in scene.rows}
        for key, row in (("F11", "fullscreen"), ("M", "muted")):
            # (round 77, hM80: the cap of every line naming a key, its name padded in it)
            caps = [t.rect for t in frame.texts if t.text.strip("\u2005") == key]
            assert caps and abs(caps[0].centery - rows[row].centery) <= 3, key
        said = " ".join(t.text for t in frame.texts)
        assert "F11 schimbă" not in said and "tasta M" not in said
    finally:
        app.close()
